#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormcCore

/// The real file system, through POSIX calls so failures carry the system's own reason.
public struct LocalFileSystem: FileSystem, Sendable {
    /// The largest file ``contents(ofFile:)`` reads; a larger one fails without
    /// being read, so a huge input costs neither its size in memory nor the
    /// time to read it. `nil`: no bound.
    public var maxFileBytes: Int?

    /// Creates the file system; `maxFileBytes` bounds what ``contents(ofFile:)`` reads.
    public init(maxFileBytes: Int? = nil) { self.maxFileBytes = maxFileBytes }

    /// The file system for reading specs: files above the front end's input
    /// limit are refused before they are read.
    public static let specInputs = LocalFileSystem(maxFileBytes: YAMLLimits.default.maxInputBytes)

    public func kind(of path: String) throws(FileSystemError) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .fromErrno() }
        return FileKind(mode: info.st_mode)
    }

    public func entries(ofDirectory path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let directory = opendir(path) else { throw .fromErrno() }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw .fromErrno() }
                return entries
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            var info = stat()
            guard lstat(child, &info) == 0 else {
                // Vanished while listing: nothing lost. Any other failure (a path past
                // PATH_MAX) is the caller's to report, never a silent skip.
                if errno != ENOENT { entries.append(DirectoryEntry(name: name, kind: .other, inspectionFailure: .fromErrno())) }
                continue
            }
            if FileKind.isSymbolicLink(mode: info.st_mode) {
                // A dangling link is `.other`; the caller decides whether that matters.
                let target = stat(child, &info) == 0 ? FileKind(mode: info.st_mode) : .other
                entries.append(DirectoryEntry(name: name, kind: target, isSymbolicLink: true))
            } else {
                entries.append(DirectoryEntry(name: name, kind: FileKind(mode: info.st_mode)))
            }
        }
    }

    public func contents(ofFile path: String) throws(FileSystemError) -> [UInt8] {
        try withRegularFile(path) { descriptor, size throws(FileSystemError) in try readAll(descriptor, size: size) }
    }

    /// Opens the regular file at `path` and runs `body` with its descriptor and
    /// announced size; refuses other kinds of files, and files over ``maxFileBytes``.
    private func withRegularFile<T>(_ path: String,
                                    _ body: (Int32, Int) throws(FileSystemError) -> T) throws(FileSystemError) -> T {
        // Non-blocking so that a named pipe fails the regular-file test instead of hanging.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw .fromErrno() }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .fromErrno() }
        switch FileKind(mode: info.st_mode) {
        case .regularFile: break
        case .directory: throw FileSystemError(reason: "is a directory")
        case .other: throw FileSystemError(reason: "not a regular file")
        }
        if let maxFileBytes, Int(info.st_size) > maxFileBytes {
            throw FileSystemError(reason: "file too large: \(info.st_size) bytes; formc reads at most \(maxFileBytes) bytes")
        }
        return try body(descriptor, Int(info.st_size))
    }

    private func readAll(_ descriptor: Int32, size: Int) throws(FileSystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
                // A file that grows while being read (or lies about its size) stops here too.
                if let maxFileBytes, bytes.count > maxFileBytes {
                    throw FileSystemError(reason: "file too large: more than \(maxFileBytes) bytes; formc reads at most \(maxFileBytes) bytes")
                }
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw .fromErrno()
            }
        }
    }
}

extension FileKind {
    fileprivate init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        default: self = .other
        }
    }

    fileprivate static func isSymbolicLink(mode: mode_t) -> Bool { mode & S_IFMT == S_IFLNK }
}

extension FileSystemError {
    /// The error `errno` names, as `strerror` words it, first letter lower-cased.
    static func fromErrno() -> FileSystemError {
        let text = String(cString: strerror(errno))
        return FileSystemError(reason: text.prefix(1).lowercased() + text.dropFirst())
    }
}
