/// Turns the inputs named on the command line into the spec files to read.
///
/// A file is taken as it is, whatever its name (the user named it). A directory
/// is searched recursively for `*.form.yaml`; hidden names (`.git`, `.build`,
/// editor lock files) and symbolic links to directories (which could loop) are
/// skipped. An entry that cannot be inspected (its path is longer than
/// `PATH_MAX` …) is an input error, never skipped. Paths keep the user's spelling: a directory's path joined with the
/// path found under it. Specs of one directory come in byte-wise path order;
/// inputs keep their command-line order; a path reached twice is kept once.
/// Paths are compared as bytes, as the file system does: Swift's `String`
/// equality is canonical equivalence, under which `café` with U+00E9 and with
/// `e` + U+0301, two files on Linux, would be one and the second never read.
struct SpecDiscovery {
    /// The ending that marks a spec inside a directory.
    static let specSuffix = ".form.yaml"

    /// Where to look.
    var fileSystem: any FileSystem

    /// The spec paths of `inputs`, or every input that failed.
    func specPaths(for inputs: [String]) -> Result<[String], InputErrors> {
        var paths: [String] = []
        var seen: Set<[UInt8]> = []
        var errors: [InputError] = []
        for input in inputs {
            switch specPaths(for: input) {
            case .success(let found):
                for path in found where seen.insert(Array(path.utf8)).inserted { paths.append(path) }
            case .failure(let failure):
                errors += failure.errors
            }
        }
        return errors.isEmpty ? .success(paths) : .failure(InputErrors(errors: errors))
    }

    private func specPaths(for input: String) -> Result<[String], InputErrors> {
        let kind: FileKind
        do {
            kind = try fileSystem.kind(of: input)
        } catch {
            return .failure(InputErrors(errors: [.inaccessible(path: input, reason: error.reason)]))
        }
        guard kind == .directory else { return .success([input]) }
        var found: [String] = []
        var errors: [InputError] = []
        collectSpecs(in: input, into: &found, errors: &errors)
        if !errors.isEmpty { return .failure(InputErrors(errors: errors)) }
        if found.isEmpty { return .failure(InputErrors(errors: [.noSpecs(directory: input)])) }
        found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return .success(found)
    }

    private func collectSpecs(in directory: String, into found: inout [String], errors: inout [InputError]) {
        let entries: [DirectoryEntry]
        do {
            entries = try fileSystem.entries(ofDirectory: directory)
        } catch {
            errors.append(.unlistable(path: directory, reason: error.reason))
            return
        }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = Self.join(directory, entry.name)
            if let failure = entry.inspectionFailure {
                // It may be a spec or a folder of specs: skipping it would let a broken spec pass.
                errors.append(.inaccessible(path: path, reason: failure.reason))
                continue
            }
            switch entry.kind {
            case .directory:
                if !entry.isSymbolicLink { collectSpecs(in: path, into: &found, errors: &errors) }
            case .regularFile, .other:
                // A dangling link or a pipe named like a spec is kept: reading it
                // then fails with the system's reason instead of being silently skipped.
                if entry.name.hasSuffix(Self.specSuffix) { found.append(path) }
            }
        }
    }

    /// `directory/name`, without doubling a trailing slash the user typed.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// Every input that failed, in command-line order.
struct InputErrors: Error, Hashable, Sendable {
    var errors: [InputError]
}
