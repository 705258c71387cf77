#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LocalFileSystem: OutputFileSystem {
    /// The system's calls are safe on any thread, and each file has its own descriptors.
    public var writesConcurrently: Bool { true }

    public func existingKind(of path: String) throws(FileSystemError) -> FileKind? {
        guard try exists(path) else { return nil }
        return try kind(of: path)
    }

    public func openExistingFile(_ path: String) throws(FileSystemError) -> (any ExistingFile)? {
        // Non-blocking so that a named pipe fails the regular-file test instead of hanging.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let failure = errno
            // A dangling symbolic link is "nothing there" too: the rename replaces the link.
            if failure == ENOENT { return nil }
            throw .posix(failure)
        }
        let file = LocalExistingFile(descriptor: descriptor)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .posix(errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return file
        case S_IFDIR: throw FileSystemError(reason: "is a directory")
        default: throw FileSystemError(reason: "not a regular file")
        }
    }

    /// Whether `path` leads somewhere; `false` only for "no such file or directory".
    private func exists(_ path: String) throws(FileSystemError) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return true }
        let failure = errno
        if failure == ENOENT { return false }
        throw .posix(failure)
    }

    public func createDirectory(_ path: String) throws(FileSystemError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o777) == 0 { continue }
            let failure = errno
            // Already there (perhaps made just now by a concurrent formc): fine if it is a directory.
            if failure == EEXIST || failure == EISDIR {
                var info = stat()
                if stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
                // A symbolic link whose target does not exist: say so, not "not a directory".
                if lstat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                    throw FileSystemError(reason: "'\(prefix)' is a symbolic link to nothing (its target does not exist)")
                }
                throw FileSystemError(reason: "'\(prefix)' is not a directory")
            }
            throw .posix(failure)
        }
    }

    public func createNewFile(_ path: String) throws(FileSystemError) -> any OutputFile {
        // 0o666 less the umask, as any tool that writes a source file.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .posix(errno) }
        return LocalOutputFile(descriptor: descriptor)
    }

    public func overwriteFile(_ path: String) throws(FileSystemError) -> any OutputFile {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .posix(errno) }
        return LocalOutputFile(descriptor: descriptor)
    }

    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        guard Glue.rename(source, destination) == 0 else { throw .posix(errno) }
    }

    public func removeFile(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw .posix(errno) }
    }

    public func synchronizeDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = Glue.close(descriptor)
    }
}

/// A file descriptor open for writing; closed on ``close()`` or when released.
final class LocalOutputFile: OutputFile {
    private var descriptor: Int32

    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { if descriptor >= 0 { _ = Glue.close(descriptor) } }

    func write(_ bytes: UnsafeRawBufferPointer) throws(FileSystemError) {
        do {
            try WriteAll.write(bytes, to: descriptor)
        } catch {
            switch error {
            case .noSpace: throw FileSystemError(reason: "no space left on device")
            case .posix(let code): throw .posix(code)
            }
        }
    }

    func synchronize() throws(FileSystemError) {
        guard fsync(descriptor) == 0 else { throw .posix(errno) }
    }

    func close() throws(FileSystemError) {
        guard descriptor >= 0 else { return }
        let result = Glue.close(descriptor)
        // The descriptor is released even when close reports an error; never close it twice.
        descriptor = -1
        guard result == 0 else { throw .posix(errno) }
    }
}

/// A file descriptor open for reading; closed when released.
final class LocalExistingFile: ExistingFile {
    private let descriptor: Int32

    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { _ = Glue.close(descriptor) }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(FileSystemError) -> Int {
        var total = 0
        // `pread` may return less than asked before the end (a signal): read until full or at the end.
        while total < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + total, buffer.count - total, off_t(offset + total))
            if count > 0 {
                total += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw .posix(errno)
            }
        }
        return total
    }
}

/// C library calls whose names the types above shadow.
private enum Glue {
    static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #elseif canImport(Musl)
        Musl.close(descriptor)
        #else
        Darwin.close(descriptor)
        #endif
    }

    static func rename(_ source: String, _ destination: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(source, destination)
        #elseif canImport(Musl)
        Musl.rename(source, destination)
        #else
        Darwin.rename(source, destination)
        #endif
    }
}

extension FileSystemError {
    /// The error `code` names, as `strerror` words it, first letter lower-cased.
    fileprivate static func posix(_ code: Int32) -> FileSystemError {
        let text = String(cString: strerror(code))
        return FileSystemError(reason: text.prefix(1).lowercased() + text.dropFirst())
    }
}
