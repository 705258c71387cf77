#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one file so that no reader, and no other formc writing the same
/// directory at the same time, ever sees it half written: the bytes go to a new
/// temporary file next to the target, are flushed to disk, and the temporary
/// file is renamed over the target. On any failure the temporary file is
/// removed and the target is left as it was.
struct AtomicFileWriter {
    /// Where to write.
    var fileSystem: any OutputFileSystem

    /// The prefix of formc's temporary files: hidden, so that spec discovery
    /// and most tools skip one left by a killed formc.
    static let temporaryPrefix = ".formc-"
    /// The ending of formc's temporary files.
    static let temporarySuffix = ".tmp"

    /// Replaces the file `name` in `directory` by `bytes`.
    /// - Throws: ``FileSystemError`` from the failed step; the target is then unchanged.
    func write(_ bytes: [UInt8], named name: String, in directory: String) throws(FileSystemError) {
        let temporary = SpecDiscovery.join(directory, Self.temporaryName())
        let file = try fileSystem.createNewFile(temporary)
        do throws(FileSystemError) {
            try file.write(bytes)
            try file.synchronize()
            try file.close()
            try fileSystem.rename(temporary, to: SpecDiscovery.join(directory, name))
        } catch {
            try? file.close()
            // Only this process ever had this name, so removing it cannot hurt another writer.
            try? fileSystem.removeFile(temporary)
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
