#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares a file's new bytes, chunk by chunk as they are generated, with the
/// file already on disk, so that an unchanged file is recognised without
/// holding either whole. Once a difference is found it stops reading.
final class ExistingFileComparison {
    /// The file on disk.
    let file: any ExistingFile
    /// How many leading bytes are known equal: every byte compared so far,
    /// unless ``differs``.
    private(set) var matchedCount = 0
    /// Whether the new bytes differ from the file's (so far).
    private(set) var differs = false
    private var buffer: [UInt8] = []

    init(_ file: any ExistingFile) { self.file = file }

    /// Compares `chunk` with the file's next bytes.
    /// - Throws: ``FileSystemError`` when the file cannot be read.
    func compare(_ chunk: UnsafeRawBufferPointer) throws(FileSystemError) {
        guard !differs, !chunk.isEmpty else { return }
        if buffer.count < chunk.count { buffer = [UInt8](repeating: 0, count: chunk.count) }
        let result = buffer.withUnsafeMutableBytes { existing -> Result<Bool, FileSystemError> in
            let target = UnsafeMutableRawBufferPointer(rebasing: existing[..<chunk.count])
            return Result { () throws(FileSystemError) in
                let count = try file.read(into: target, at: matchedCount)
                return count == chunk.count && memcmp(target.baseAddress!, chunk.baseAddress!, count) == 0
            }
        }
        let equal = try result.get()
        if equal { matchedCount += chunk.count } else { differs = true }
    }

    /// Whether every byte matched and the file ends where the new bytes do.
    /// - Throws: ``FileSystemError`` when the file cannot be read.
    func matchesWhole() throws(FileSystemError) -> Bool {
        guard !differs else { return false }
        var probe: UInt8 = 0
        let result = withUnsafeMutableBytes(of: &probe) { byte in
            Result { () throws(FileSystemError) in try file.read(into: byte, at: matchedCount) }
        }
        return try result.get() == 0
    }
}
