/// Why an input named on the command line yields no spec: the user's files,
/// not their specs, are the problem (exit code 2).
enum InputError: Error, Hashable, Sendable {
    /// The path cannot be inspected (it does not exist, permission denied …).
    case inaccessible(path: String, reason: String)
    /// A directory, or one below it, cannot be listed.
    case unlistable(path: String, reason: String)
    /// A directory holds no spec.
    case noSpecs(directory: String)
    /// A spec file cannot be read.
    case unreadable(path: String, reason: String)

    /// The message printed after `formc: error: `.
    var message: String {
        switch self {
        case .inaccessible(let path, let reason): "cannot access '\(path)': \(reason)"
        case .unlistable(let path, let reason): "cannot list directory '\(path)': \(reason)"
        case .noSpecs(let directory): "no '*\(SpecDiscovery.specSuffix)' specs in directory '\(directory)'"
        case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
        }
    }
}
