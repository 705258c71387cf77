/// Writes one file directly at its path: for Xcode's User Script Sandboxing,
/// which lets a run-script phase write its declared output files and nothing
/// else, so the temporary file and rename of ``AtomicFileWriter`` are denied.
///
/// Without a rename the replacement cannot be atomic. What it keeps: a file
/// whose bytes would not change is not touched (no write, same modification
/// time); the new bytes are made whole first and go to the file in one
/// `write` call after truncating it (looped only if the system takes part);
/// when writing fails, or SIGINT/SIGTERM/SIGHUP stop the run while it writes
/// (``InterruptCleanup``), the half-written file is removed, so that Xcode finds
/// the output missing and reruns the phase rather than compiling half a file.
/// Only SIGKILL or a crash in the middle of the write can leave a partial
/// file; a Clean Build Folder (or deleting the file) then recovers.
struct InPlaceFileWriter {
    /// Where to write.
    var fileSystem: any OutputFileSystem

    /// Replaces the file at `path` by `bytes`, unless they are its bytes already.
    /// - Returns: Whether the file was written.
    /// - Throws: ``ReplacementStream/Failure``; after a failed write the file is removed.
    func write(_ path: String, bytes: [UInt8]) throws(ReplacementStream.Failure) -> Bool {
        do {
            if let existing = try fileSystem.openExistingFile(path) {
                let comparison = ExistingFileComparison(existing)
                try bytes.withBytes { buffer throws(FileSystemError) in try comparison.compare(buffer) }
                if try comparison.matchesWhole() { return false }
            }
        } catch {
            throw .read(error)
        }
        let slot = InterruptCleanup.writing(path)
        defer { InterruptCleanup.finished(slot) }
        do {
            let file = try fileSystem.overwriteFile(path)
            try bytes.withBytes { buffer throws(FileSystemError) in try file.write(buffer) }
            try file.synchronize()
            try file.close()
        } catch {
            try? fileSystem.removeFile(path)
            throw .write(error)
        }
        return true
    }
}

extension [UInt8] {
    /// `withUnsafeBytes` keeping the body's error type (the standard one rethrows `any Error`).
    func withBytes<T>(_ body: (UnsafeRawBufferPointer) throws(FileSystemError) -> T) throws(FileSystemError) -> T {
        let result = withUnsafeBytes { buffer in Result { () throws(FileSystemError) in try body(buffer) } }
        return try result.get()
    }
}
