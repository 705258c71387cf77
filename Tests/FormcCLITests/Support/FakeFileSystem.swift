import FormcCLI

/// An in-memory file tree: `files` by path, directories implied by their
/// contents or listed in `directories`, and paths that fail on purpose.
struct FakeFileSystem: FileSystem {
    var files: [String: [UInt8]] = [:]
    var directories: Set<String> = []
    /// Paths whose contents cannot be read, with the reason.
    var unreadable: [String: String] = [:]
    /// Directories that cannot be listed, with the reason.
    var unlistable: [String: String] = [:]

    init(specs: [String: String] = [:], directories: Set<String> = []) {
        files = specs.mapValues { Array($0.utf8) }
        self.directories = directories
    }

    private func isDirectory(_ path: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return directories.contains(path) || path == "." || path == "/"
            || files.keys.contains { $0.hasPrefix(prefix) } || directories.contains { $0.hasPrefix(prefix) }
    }

    func kind(of path: String) throws(FileSystemError) -> FileKind {
        if files[path] != nil || unreadable[path] != nil { return .regularFile }
        if isDirectory(path) { return .directory }
        throw FileSystemError(reason: "no such file or directory")
    }

    func entries(ofDirectory path: String) throws(FileSystemError) -> [DirectoryEntry] {
        if let reason = unlistable[path] { throw FileSystemError(reason: reason) }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        var names: Set<String> = []
        for child in Array(files.keys) + Array(unreadable.keys) + Array(directories) where child.hasPrefix(prefix) {
            if let name = child.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(name)) }
        }
        // Reverse order on purpose: discovery must sort, not rely on the listing.
        return names.sorted(by: >).map { name in
            let child = prefix + name
            return DirectoryEntry(name: name, kind: isDirectory(child) ? .directory : .regularFile)
        }
    }

    func contents(ofFile path: String) throws(FileSystemError) -> [UInt8] {
        if let reason = unreadable[path] { throw FileSystemError(reason: reason) }
        guard let bytes = files[path] else { throw FileSystemError(reason: "no such file or directory") }
        return bytes
    }
}
