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
struct AtomicFileWriter: Sendable {
    /// Where to write.
    var fileSystem: any OutputFileSystem

    /// The prefix of formc's temporary files: hidden, so that spec discovery
    /// and most tools skip one left by a killed formc.
    static let temporaryPrefix = ".formc-"
    /// The ending of formc's temporary files.
    static let temporarySuffix = ".tmp"

    /// What writing one file did.
    struct Outcome: Sendable {
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
        let staged = try stage(named: name, in: directory, produce)
        do throws(FileSystemError) {
            return try staged.commit()
        } catch {
            throw .write(error)
        }
    }

    /// The first half of ``write(named:in:_:)``: prints the file and, when its
    /// bytes differ, leaves them complete and flushed in a temporary file
    /// beside the target, which ``StagedFile/commit()`` renames into place and
    /// ``StagedFile/discard()`` removes. Several files may be staged at once
    /// (on several threads, when the file system allows) and committed in order.
    /// - Throws: ``ReplacementStream/Failure`` from the failed step; the target
    ///   is then unchanged and no temporary file is left.
    func stage(named name: String, in directory: String,
               _ produce: (TextSink) -> Void) throws(ReplacementStream.Failure) -> StagedFile {
        let target = SpecDiscovery.join(directory, name)
        let existing: (any ExistingFile)?
        do { existing = try fileSystem.openExistingFile(target) } catch { throw .read(error) }
        let temporaryPath = SpecDiscovery.join(directory, Self.temporaryName())
        // Noted before it exists, so that no moment of its life escapes an interrupt's clean-up;
        // the staged file lets go of the slot once it is renamed or removed.
        var cleanupSlot: Int?
        let stream = ReplacementStream(existing: existing) { () throws(FileSystemError) in
            cleanupSlot = InterruptCleanup.writing(temporaryPath)
            let file = try fileSystem.createNewFile(temporaryPath)
            InterruptCleanup.created(temporaryPath)
            return file
        }
        produce(stream.take)
        let start = ContinuousClock.now
        do throws(ReplacementStream.Failure) {
            guard let file = try stream.finish() else {
                InterruptCleanup.finished(cleanupSlot)
                return StagedFile(fileSystem: fileSystem, temporaryPath: nil, target: target, cleanupSlot: nil,
                                  ioTime: stream.ioTime + (ContinuousClock.now - start))
            }
            do {
                try file.synchronize()
                try file.close()
            } catch {
                throw .write(error)
            }
            return StagedFile(fileSystem: fileSystem, temporaryPath: temporaryPath, target: target,
                              cleanupSlot: cleanupSlot, ioTime: stream.ioTime + (ContinuousClock.now - start))
        } catch {
            if let file = stream.temporary {
                try? file.close()
                // Only this process ever had this name, so removing it cannot hurt another writer.
                try? fileSystem.removeFile(temporaryPath)
            }
            InterruptCleanup.finished(cleanupSlot)
            throw error
        }
    }

    /// A printed file waiting to be put in place: its new bytes complete in a
    /// temporary file, or nothing to do when they equal the target's.
    struct StagedFile: Sendable {
        fileprivate let fileSystem: any OutputFileSystem
        /// The temporary file holding the new bytes; nil when the target already has them.
        let temporaryPath: String?
        /// The file it replaces.
        let target: String
        fileprivate let cleanupSlot: Int?
        /// Wall time spent on the file system so far.
        let ioTime: Duration

        /// Renames the temporary file over the target (nothing to do for an unchanged file).
        /// - Throws: ``FileSystemError`` when the rename fails; the temporary file is then removed.
        func commit() throws(FileSystemError) -> Outcome {
            guard let temporaryPath else { return Outcome(replaced: false, ioTime: ioTime) }
            let start = ContinuousClock.now
            defer { InterruptCleanup.finished(cleanupSlot) }
            do {
                try fileSystem.rename(temporaryPath, to: target)
            } catch {
                try? fileSystem.removeFile(temporaryPath)
                throw error
            }
            return Outcome(replaced: true, ioTime: ioTime + (ContinuousClock.now - start))
        }

        /// Removes the temporary file, leaving the target as it was: an earlier file failed.
        func discard() {
            guard let temporaryPath else { return }
            try? fileSystem.removeFile(temporaryPath)
            InterruptCleanup.finished(cleanupSlot)
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
