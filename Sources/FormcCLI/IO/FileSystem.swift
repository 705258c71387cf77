/// What is at a path, following symbolic links.
public enum FileKind: Hashable, Sendable {
    /// A regular file.
    case regularFile
    /// A directory.
    case directory
    /// Anything else: a device, a socket, a pipe, a dangling symbolic link.
    case other
}

/// One name inside a directory.
public struct DirectoryEntry: Hashable, Sendable {
    /// The name, without the directory's path.
    public var name: String
    /// What the name leads to, following a symbolic link.
    public var kind: FileKind
    /// Whether the name itself is a symbolic link.
    public var isSymbolicLink: Bool
    /// Why the entry could not be inspected (its path is longer than `PATH_MAX`,
    /// the directory is readable but not searchable …); `kind` is then `.other`.
    /// Nobody can tell whether such an entry is a spec or a directory of specs.
    public var inspectionFailure: FileSystemError?

    /// Creates an entry.
    public init(name: String, kind: FileKind, isSymbolicLink: Bool = false,
                inspectionFailure: FileSystemError? = nil) {
        self.name = name
        self.kind = kind
        self.isSymbolicLink = isSymbolicLink
        self.inspectionFailure = inspectionFailure
    }
}

/// Why a file-system call failed, in the system's words ("no such file or directory").
public struct FileSystemError: Error, Hashable, Sendable {
    /// The reason, lower-case, without a trailing period.
    public var reason: String
    /// Creates an error.
    public init(reason: String) { self.reason = reason }
}

/// The file-system calls formc's command line makes: all reads. Tests substitute
/// their own to produce failures a test cannot stage on disk.
public protocol FileSystem {
    /// What is at `path`.
    /// - Throws: ``FileSystemError`` when nothing is there or it cannot be inspected.
    func kind(of path: String) throws(FileSystemError) -> FileKind
    /// The entries of the directory at `path`, without `.` and `..`, in no particular order.
    /// - Throws: ``FileSystemError`` when the directory cannot be listed.
    func entries(ofDirectory path: String) throws(FileSystemError) -> [DirectoryEntry]
    /// The bytes of the regular file at `path`.
    /// - Throws: ``FileSystemError`` when it is not a regular file or cannot be read.
    func contents(ofFile path: String) throws(FileSystemError) -> [UInt8]
}
