import FormcCore

/// The directory `formc generate` writes to, and what a run does to each file.
///
/// A run is planned in full before anything is written, so that a directory
/// that cannot be used fails the run with nothing written, and `--dry-run`
/// reports exactly what a real run would do. Only the files of the plan are
/// ever written; nothing else in the directory is touched, let alone removed.
struct OutputDirectory {
    /// What a run does to one file.
    enum Action: String, Hashable, Sendable {
        /// The file does not exist yet.
        case create
        /// The file exists with other bytes.
        case update
        /// The file exists with exactly these bytes; it is left alone, modification time and all.
        case unchanged
    }

    /// One file of a plan.
    struct PlannedFile: Hashable, Sendable {
        /// The file name inside the directory.
        var name: String
        /// The path as printed: the directory as the user spelled it, joined with the name.
        var path: String
        /// The new contents.
        var bytes: [UInt8]
        /// What writing does.
        var action: Action
    }

    /// Everything a run does.
    struct Plan: Hashable, Sendable {
        /// Whether the directory must be created first.
        var createsDirectory: Bool
        /// The files, in the generator's order.
        var files: [PlannedFile]
    }

    /// The directory, as the user spelled it.
    var path: String
    /// Where it is.
    var fileSystem: any OutputFileSystem

    /// What writing `files` would do, found by comparing with what is there.
    /// - Throws: ``OutputError`` when the path is not a usable directory or a
    ///   file in it cannot be read.
    func plan(_ files: consuming [GeneratedFile]) throws(OutputError) -> Plan {
        var files = files
        let kind: FileKind?
        do {
            kind = try fileSystem.existingKind(of: path)
        } catch {
            throw .inaccessible(path: path, reason: error.reason)
        }
        switch kind {
        case nil:
            return Plan(createsDirectory: true, files: files.indices.map { planned(&files[$0], action: .create) })
        case .directory:
            var planned: [PlannedFile] = []
            for index in files.indices {
                let file = files[index]
                let bytes = Array(file.contents.utf8)
                files[index].contents = ""  // The text is no longer needed: free it now.
                let target = SpecDiscovery.join(path, file.name)
                let existing: [UInt8]?
                do {
                    existing = try fileSystem.existingContents(ofFile: target)
                } catch {
                    throw .unreadable(path: target, reason: error.reason)
                }
                let action: Action = existing == nil ? .create : existing == bytes ? .unchanged : .update
                planned.append(PlannedFile(name: file.name, path: target, bytes: bytes, action: action))
            }
            return Plan(createsDirectory: false, files: planned)
        case .regularFile?, .other?:
            throw .notADirectory(path: path)
        }
    }

    /// Carries out `plan`: creates the directory if needed, then writes each
    /// new or changed file atomically, in order, calling `didWrite` after each
    /// file is in place (or found unchanged).
    /// - Throws: ``OutputError`` at the first failure. Files before it are
    ///   complete; the failed one and those after it are as they were.
    func write(_ plan: Plan, didWrite: (PlannedFile) -> Void = { _ in }) throws(OutputError) {
        if plan.createsDirectory {
            do {
                try fileSystem.createDirectory(path)
            } catch {
                throw .uncreatable(path: path, reason: error.reason)
            }
        }
        let writer = AtomicFileWriter(fileSystem: fileSystem)
        var wroteAny = false
        // Also after a failure: the files already renamed into place should last.
        defer { if wroteAny { fileSystem.synchronizeDirectory(path) } }
        for file in plan.files {
            if file.action != .unchanged {
                do {
                    try writer.write(file.bytes, named: file.name, in: path)
                } catch {
                    throw .unwritable(path: file.path, reason: error.reason)
                }
                wroteAny = true
            }
            didWrite(file)
        }
    }

    /// The file planned with `action`; its text is released once copied into bytes.
    private func planned(_ file: inout GeneratedFile, action: Action) -> PlannedFile {
        defer { file.contents = "" }
        return PlannedFile(name: file.name, path: SpecDiscovery.join(path, file.name),
                           bytes: Array(file.contents.utf8), action: action)
    }
}
