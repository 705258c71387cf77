import FormcCLI

/// An in-memory output directory that records every step: which files were
/// created, renamed and removed, and can fail the reads of a file, so the
/// streamed comparison and replacement can be checked byte by byte.
// Unchecked: used on one thread, as `writesConcurrently` is false.
final class MemoryOutputFileSystem: OutputFileSystem, @unchecked Sendable {
    /// The files by path.
    var files: [String: [UInt8]] = [:]
    /// Directories that exist.
    var directories: Set<String> = []
    /// Paths whose reads fail, with "input/output error", after this many reads succeeded.
    var failingReads: [String: Int] = [:]
    /// Every file created, in order.
    private(set) var created: [String] = []
    /// Every rename, in order.
    private(set) var renamed: [(from: String, to: String)] = []
    /// Every file removed, in order.
    private(set) var removed: [String] = []

    init(directory: String, files: [String: String] = [:]) {
        directories = [directory]
        self.files = files.mapValues { Array($0.utf8) }
    }

    func existingKind(of path: String) throws(FileSystemError) -> FileKind? {
        directories.contains(path) ? .directory : files[path] == nil ? nil : .regularFile
    }

    func openExistingFile(_ path: String) throws(FileSystemError) -> (any ExistingFile)? {
        if directories.contains(path) { throw FileSystemError(reason: "is a directory") }
        return files[path].map { MemoryExistingFile(bytes: $0, readsBeforeFailure: failingReads[path]) }
    }

    func createDirectory(_ path: String) throws(FileSystemError) { directories.insert(path) }

    func createNewFile(_ path: String) throws(FileSystemError) -> any OutputFile {
        guard files[path] == nil else { throw FileSystemError(reason: "file exists") }
        files[path] = []
        created.append(path)
        return MemoryOutputFile(path: path, fileSystem: self)
    }

    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        guard let bytes = files.removeValue(forKey: source) else { throw FileSystemError(reason: "no such file or directory") }
        files[destination] = bytes
        renamed.append((source, destination))
    }

    func removeFile(_ path: String) throws(FileSystemError) {
        guard files.removeValue(forKey: path) != nil else { throw FileSystemError(reason: "no such file or directory") }
        removed.append(path)
    }

    func synchronizeDirectory(_ path: String) {}

    func overwriteFile(_ path: String) throws(FileSystemError) -> any OutputFile {
        files[path] = []
        created.append(path)
        return MemoryOutputFile(path: path, fileSystem: self)
    }

    /// A memory directory holds no other run's files.
    func removeStaleTemporaryFiles(in directory: String) -> [String] { [] }

    /// The text of the file at `path`, if any.
    func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }

    fileprivate func append(_ bytes: UnsafeRawBufferPointer, to path: String) { files[path]? += bytes }
}

/// The bytes a file had when it was opened, as an open descriptor keeps its inode.
private final class MemoryExistingFile: ExistingFile {
    let bytes: [UInt8]
    var readsBeforeFailure: Int?

    init(bytes: [UInt8], readsBeforeFailure: Int?) {
        self.bytes = bytes
        self.readsBeforeFailure = readsBeforeFailure
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(FileSystemError) -> Int {
        if let reads = readsBeforeFailure {
            guard reads > 0 else { throw FileSystemError(reason: "input/output error") }
            readsBeforeFailure = reads - 1
        }
        let end = min(bytes.count, offset + buffer.count)
        guard offset < end else { return 0 }
        buffer.copyBytes(from: bytes[offset..<end])
        return end - offset
    }
}

private final class MemoryOutputFile: OutputFile {
    let path: String
    let fileSystem: MemoryOutputFileSystem

    init(path: String, fileSystem: MemoryOutputFileSystem) {
        self.path = path
        self.fileSystem = fileSystem
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws(FileSystemError) { fileSystem.append(bytes, to: path) }
    func synchronize() throws(FileSystemError) {}
    func close() throws(FileSystemError) {}
}
