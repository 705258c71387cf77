import FormcCore

/// An Xcode file list (`.xcfilelist`): the input or output files of a
/// run-script build phase, one path per line, so that Xcode runs the phase only
/// when an input changed or an output is missing ("Based on dependency analysis").
///
/// Paths are made absolute, then written relative to a build setting where one
/// contains them (`$(SRCROOT)/Forms/login.form.yaml`), so the list stays valid
/// in every checkout and can be committed.
struct XCFileList: Equatable, Sendable {
    /// The build settings a path may be written relative to, most specific first
    /// (derived files usually live under the project directory's build folder).
    static let buildSettings = ["DERIVED_FILE_DIR", "DERIVED_SOURCES_DIR", "SRCROOT"]

    /// The lines, in order.
    var lines: [String]

    /// A list of `paths` (relative ones taken from `currentDirectory`), written
    /// relative to the build settings of `environment` that contain them.
    init(paths: [String], currentDirectory: String, environment: [String: String]) {
        let roots = Self.buildSettings.compactMap { name in
            environment[name].flatMap { $0.hasPrefix("/") ? (name, Self.normalized($0)) : nil }
        }
        lines = paths.map { path in
            let absolute = Self.normalized(path.hasPrefix("/") ? path : SpecDiscovery.join(currentDirectory, path))
            for (name, root) in roots where absolute.hasPrefix(root == "/" ? "/" : root + "/") {
                return "$(\(name))/" + absolute.dropFirst(root == "/" ? 1 : root.count + 1)
            }
            return absolute
        }
    }

    /// The file's text: one path per line, each line ending in a newline.
    var contents: String { lines.map { $0 + "\n" }.joined() }

    /// `/a/./b/../c/` → `/a/c`: lexical, as the path names no link to resolve
    /// (Xcode compares the text of the paths).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

extension XCFileList {
    /// The file at `path` holding this list: its directory and name, for ``OutputDirectory``.
    func file(at path: String) -> (directory: String, file: GeneratedFile) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return (directory, GeneratedFile(name: name, contents: contents))
    }
}
