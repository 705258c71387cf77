/// The file-system calls `formc generate` makes to write its output. Small
/// steps rather than one "write atomically", so that the steps' order and the
/// clean-up after a failure live in ``AtomicFileWriter``, where tests can fail
/// any one step (a full disk, a rename refused) and see what is left behind.
public protocol OutputFileSystem: Sendable {
    /// What is at `path`, following symbolic links, or `nil` when nothing is.
    /// - Throws: ``FileSystemError`` when it cannot be inspected (other than not existing).
    func existingKind(of path: String) throws(FileSystemError) -> FileKind?
    /// The regular file at `path` open for reading, or `nil` when nothing is there.
    /// - Throws: ``FileSystemError`` when something is there but cannot be read as a file (a directory).
    func openExistingFile(_ path: String) throws(FileSystemError) -> (any ExistingFile)?
    /// Creates the directory at `path` and any missing parents; an existing directory is fine.
    /// - Throws: ``FileSystemError`` when a directory cannot be created, or a non-directory is in the way.
    func createDirectory(_ path: String) throws(FileSystemError)
    /// Creates a file at `path` that did not exist (never opens an existing one), open for writing.
    /// - Throws: ``FileSystemError`` when the file cannot be created; then nothing was created.
    func createNewFile(_ path: String) throws(FileSystemError) -> any OutputFile
    /// Puts the file `source` in place of `destination` in one step: a reader sees
    /// the old file or the new one, never a mix or nothing (POSIX `rename`).
    /// - Throws: ``FileSystemError`` when the rename fails; then both are as they were.
    func rename(_ source: String, to destination: String) throws(FileSystemError)
    /// Removes the file at `path`.
    /// - Throws: ``FileSystemError`` when it cannot be removed.
    func removeFile(_ path: String) throws(FileSystemError)
    /// Asks the system to make the directory's new names durable. Best effort:
    /// some file systems cannot, and the files themselves are already complete.
    func synchronizeDirectory(_ path: String)
    /// Opens the file at `path` for writing from its start, creating it or
    /// emptying it: Xcode mode's in-place write (``InPlaceFileWriter``).
    /// - Throws: ``FileSystemError`` when it cannot be opened; then it is as it was.
    func overwriteFile(_ path: String) throws(FileSystemError) -> any OutputFile
    /// Removes the temporary files of formc runs that were killed, in
    /// `directory` (see ``StaleTemporaryFiles``). Best effort.
    /// - Returns: The paths removed, sorted.
    func removeStaleTemporaryFiles(in directory: String) -> [String]
    /// Whether files may be written on several threads at once (each file's
    /// steps stay on one thread). False unless a file system says otherwise;
    /// one that keeps state of its own without a lock must leave it false.
    var writesConcurrently: Bool { get }
}

extension OutputFileSystem {
    /// One file at a time: a file system that keeps state of its own (a test's) need not lock it.
    public var writesConcurrently: Bool { false }
}

/// A file already in the output directory, open for reading, made by
/// ``OutputFileSystem/openExistingFile(_:)``; closed when released. It stays
/// the file that was opened even when another writer renames a new one over its name.
public protocol ExistingFile: AnyObject {
    /// Reads up to `buffer.count` bytes from `offset` into `buffer`.
    /// - Returns: The number of bytes read; fewer only at the end of the file, 0 past it.
    /// - Throws: ``FileSystemError`` when the system reports a read error.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(FileSystemError) -> Int
}

/// A new file open for writing, made by ``OutputFileSystem/createNewFile(_:)``.
public protocol OutputFile: AnyObject {
    /// Appends all of `bytes`.
    /// - Throws: ``FileSystemError`` when not all could be written (a full disk).
    func write(_ bytes: UnsafeRawBufferPointer) throws(FileSystemError)
    /// Flushes the file to stable storage (`fsync`), so a crash after the rename
    /// cannot leave an empty file under the final name.
    /// - Throws: ``FileSystemError`` when the system reports a write error.
    func synchronize() throws(FileSystemError)
    /// Closes the file; closing again does nothing.
    /// - Throws: ``FileSystemError`` when the system reports a deferred write error.
    func close() throws(FileSystemError)
}
