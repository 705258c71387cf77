#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormcCore

/// Writes one file so that no reader, and no other formc writing the same
/// directory at the same time, ever sees it half written: the bytes go to a new
/// temporary file next to the target, are flushed to disk, and the temporary
/// file is renamed over the target. On any failure the temporary file is
/// removed and the target is left as it was.
///
/// The bytes are streamed: they are compared with the target as they come, and
/// the temporary file is only made once they differ (see ``ReplacementStream``),
/// so a file whose bytes would not change is left alone, modification time and all.
struct AtomicFileWriter {
    /// Where to write.
    var fileSystem: any OutputFileSystem

    /// The prefix of formc's temporary files: hidden, so that spec discovery
    /// and most tools skip one left by a killed formc.
    static let temporaryPrefix = ".formc-"
    /// The ending of formc's temporary files.
    static let temporarySuffix = ".tmp"

    /// What writing one file did.
    struct Outcome {
        /// Whether the file was replaced (or created); false when its bytes were already these.
        var replaced: Bool
        /// Wall time spent on the file system, while printing and after.
        var ioTime: Duration
    }

    /// Replaces the file `name` in `directory` by the bytes `produce` sends to
    /// its sink, unless they are the file's bytes already.
    /// - Throws: ``ReplacementStream/Failure`` from the failed step; the target is then unchanged.
    func write(named name: String, in directory: String,
               _ produce: (TextSink) -> Void) throws(ReplacementStream.Failure) -> Outcome {
        let target = SpecDiscovery.join(directory, name)
        let existing: (any ExistingFile)?
        do { existing = try fileSystem.openExistingFile(target) } catch { throw .read(error) }
        let temporaryPath = SpecDiscovery.join(directory, Self.temporaryName())
        // Noted before it exists, so that no moment of its life escapes an interrupt's clean-up;
        // after the rename the name is gone and the clean-up's unlink finds nothing.
        var cleanupSlot: Int?
        defer { InterruptCleanup.finished(cleanupSlot) }
        let stream = ReplacementStream(existing: existing) { () throws(FileSystemError) in
            cleanupSlot = InterruptCleanup.writing(temporaryPath)
            return try fileSystem.createNewFile(temporaryPath)
        }
        produce(stream.take)
        let start = ContinuousClock.now
        do throws(ReplacementStream.Failure) {
            guard let file = try stream.finish() else {
                let after = ContinuousClock.now - start
                return Outcome(replaced: false, ioTime: stream.ioTime + after)
            }
            do {
                try file.synchronize()
                try file.close()
                try fileSystem.rename(temporaryPath, to: target)
            } catch {
                throw .write(error)
            }
            let after = ContinuousClock.now - start
            return Outcome(replaced: true, ioTime: stream.ioTime + after)
        } catch {
            if let file = stream.temporary {
                try? file.close()
                // Only this process ever had this name, so removing it cannot hurt another writer.
                try? fileSystem.removeFile(temporaryPath)
            }
            throw error
        }
    }

    /// `.formc-<pid>-<64 random bits>.tmp`: unique among concurrent writers (the
    /// process id), and across a process's own files and a reused process id
    /// (the random part). Creation is exclusive besides, so a clash fails
    /// instead of sharing a file.
    static func temporaryName() -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        return "\(temporaryPrefix)\(getpid())-\(random)\(temporarySuffix)"
    }
}
