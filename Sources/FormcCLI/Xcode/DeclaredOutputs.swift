/// Where each generated file goes in Xcode mode: to the run-script phase's
/// declared output of that name in the output directory, because with User
/// Script Sandboxing the phase may write nothing else.
struct DeclaredOutputs: Equatable, Sendable {
    /// A generated file that is not a declared output.
    struct Undeclared: Error, Equatable {
        /// Its path: the output directory and its name.
        var path: String

        /// The message printed after `formc: error: `.
        var message: String {
            "'\(path)' is not a declared output of this run-script phase; add it to the phase's output files or "
                + "output file list (with User Script Sandboxing Xcode lets the phase write nothing else); "
                + "nothing was written"
        }
    }

    /// The declared path of each file name.
    var paths: [String: String]
    /// Declared `.swift` outputs in the output directory that no file goes to.
    var unproduced: [String]

    /// Assigns each of `names` its path in `directory` (absolute, normalized),
    /// which `declared` (absolute, normalized) must hold.
    /// - Throws: every file that is not declared, in the order of `names`.
    init(names: [String], declared: [String], directory: String) throws(DeclaredOutputProblems) {
        let inDirectory = Set(declared.filter { Self.parent(of: $0) == directory })
        var paths: [String: String] = [:]
        var missing: [Undeclared] = []
        for name in names {
            let path = SpecDiscovery.join(directory, name)
            if inDirectory.contains(path) { paths[name] = path } else { missing.append(Undeclared(path: path)) }
        }
        guard missing.isEmpty else { throw DeclaredOutputProblems(files: missing) }
        self.paths = paths
        let used = Set(paths.values)
        unproduced = inDirectory.filter { $0.hasSuffix(".swift") && !used.contains($0) }.sorted()
    }

    /// `path` without its last component (`/` for a file at the root).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// Every generated file that is not a declared output.
struct DeclaredOutputProblems: Error, Equatable {
    var files: [DeclaredOutputs.Undeclared]
}
