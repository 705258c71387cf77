import FormcCLI

/// The real file system, except that one step of writing one file fails, as a
/// full disk or a refused rename would make it.
// Unchecked: used on one thread, as `writesConcurrently` is false.
final class FailingOutputFileSystem: OutputFileSystem, @unchecked Sendable {
    /// The step of writing a file that fails.
    enum Step: String, CaseIterable, Sendable {
        case create, write, synchronize, close, rename
    }

    /// What fails, and with what reason.
    let step: Step
    /// Which new file fails: 1 for the first ``createNewFile(_:)``, and so on.
    let fileNumber: Int
    let reason = "no space left on device"
    private let local = LocalFileSystem()
    private var filesCreated = 0
    /// The new file that fails, once created: its rename fails for `.rename`
    /// (files are all created before any is renamed).
    private var failingPath: String?

    init(failing step: Step, onFile fileNumber: Int) {
        self.step = step
        self.fileNumber = fileNumber
    }

    func existingKind(of path: String) throws(FileSystemError) -> FileKind? { try local.existingKind(of: path) }
    func openExistingFile(_ path: String) throws(FileSystemError) -> (any ExistingFile)? { try local.openExistingFile(path) }
    func createDirectory(_ path: String) throws(FileSystemError) { try local.createDirectory(path) }
    func removeFile(_ path: String) throws(FileSystemError) { try local.removeFile(path) }
    func synchronizeDirectory(_ path: String) { local.synchronizeDirectory(path) }

    func removeStaleTemporaryFiles(in directory: String) -> [String] { local.removeStaleTemporaryFiles(in: directory) }

    func createNewFile(_ path: String) throws(FileSystemError) -> any OutputFile {
        try failing(path) { () throws(FileSystemError) in try local.createNewFile(path) }
    }

    /// Xcode mode's in-place write counts as a new file too.
    func overwriteFile(_ path: String) throws(FileSystemError) -> any OutputFile {
        try failing(path) { () throws(FileSystemError) in try local.overwriteFile(path) }
    }

    private func failing(_ path: String, _ open: () throws(FileSystemError) -> any OutputFile) throws(FileSystemError) -> any OutputFile {
        filesCreated += 1
        let fails = filesCreated == fileNumber
        if fails { failingPath = path }
        if fails && step == .create { throw FileSystemError(reason: reason) }
        let file = try open()
        return fails ? FailingFile(file, step: step, reason: reason) : file
    }

    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        if source == failingPath && step == .rename { throw FileSystemError(reason: reason) }
        try local.rename(source, to: destination)
    }
}

/// A real file whose `step` fails; a failed write first writes half, as a disk filling up does.
private final class FailingFile: OutputFile {
    let file: any OutputFile
    let step: FailingOutputFileSystem.Step
    let reason: String

    init(_ file: any OutputFile, step: FailingOutputFileSystem.Step, reason: String) {
        self.file = file
        self.step = step
        self.reason = reason
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws(FileSystemError) {
        guard step == .write else { return try file.write(bytes) }
        try file.write(UnsafeRawBufferPointer(rebasing: bytes.prefix(bytes.count / 2)))
        throw FileSystemError(reason: reason)
    }

    func synchronize() throws(FileSystemError) {
        try file.synchronize()
        if step == .synchronize { throw FileSystemError(reason: reason) }
    }

    func close() throws(FileSystemError) {
        try file.close()
        if step == .close { throw FileSystemError(reason: reason) }
    }
}
