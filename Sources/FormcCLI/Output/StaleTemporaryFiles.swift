#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files a killed formc left in an output directory
/// (`.formc-<pid>-<random>.tmp`, see ``AtomicFileWriter``), found and removed
/// by the next run that writes there. SIGINT, SIGTERM and SIGHUP are cleaned
/// up at once (``InterruptCleanup``); this is for SIGKILL, a crash or a power cut.
///
/// Only a file that is surely abandoned is removed: its name is exactly
/// formc's pattern, it is a regular file (not a link), the process its name
/// names is not running on this machine, and it has not been modified for
/// ``minimumAge`` seconds. The age covers the one case the process check
/// cannot see: a formc on another machine writing the same directory over a
/// network file system, whose process id means nothing here; such a writer
/// renames its file within seconds of its last write.
enum StaleTemporaryFiles {
    /// Seconds since its last modification before an abandoned file is removed.
    static let minimumAge = 60

    /// The process id in `name` if it is formc's temporary-file pattern:
    /// `.formc-`, a positive decimal process id, `-`, 1–16 lower-case hex digits, `.tmp`.
    static func ownerProcess(ofTemporaryName name: String) -> pid_t? {
        let prefix = AtomicFileWriter.temporaryPrefix, suffix = AtomicFileWriter.temporarySuffix
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let process = pid_t(parts[0]), process > 0, String(process) == parts[0],
              (1...16).contains(parts[1].count),
              parts[1].allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) }) else { return nil }
        return process
    }

    /// Whether process `process` runs on this machine (one of another user counts).
    static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }
}

extension LocalFileSystem {
    public func removeStaleTemporaryFiles(in directory: String) -> [String] {
        // Best effort: a directory that cannot be listed fails later, when written, with the reason.
        guard let entries = try? entries(ofDirectory: directory) else { return [] }
        let now = time(nil)
        var removed: [String] = []
        for entry in entries where !entry.isSymbolicLink && entry.kind == .regularFile {
            guard let process = StaleTemporaryFiles.ownerProcess(ofTemporaryName: entry.name),
                  !StaleTemporaryFiles.isRunning(process) else { continue }
            let path = SpecDiscovery.join(directory, entry.name)
            var info = stat()
            guard lstat(path, &info) == 0, now - info.modificationSeconds >= StaleTemporaryFiles.minimumAge,
                  unlink(path) == 0 else { continue }
            removed.append(path)
        }
        return removed.sorted()
    }
}

extension stat {
    /// The modification time, in whole seconds since the epoch.
    fileprivate var modificationSeconds: time_t {
        #if canImport(Darwin)
        st_mtimespec.tv_sec
        #else
        st_mtim.tv_sec
        #endif
    }
}
