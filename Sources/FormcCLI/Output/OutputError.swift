/// Why generated files cannot be written: the output directory, not the specs,
/// is the problem (exit code 2).
enum OutputError: Error, Hashable, Sendable {
    /// The output path cannot be inspected.
    case inaccessible(path: String, reason: String)
    /// The output path is there but is not a directory.
    case notADirectory(path: String)
    /// The output directory (or a parent) cannot be created.
    case uncreatable(path: String, reason: String)
    /// A file already in the output directory cannot be read to compare it.
    case unreadable(path: String, reason: String)
    /// A generated file cannot be written.
    case unwritable(path: String, reason: String)

    /// The message printed after `formc: error: `.
    var message: String {
        switch self {
        case .inaccessible(let path, let reason): "cannot access output directory '\(path)': \(reason)"
        case .notADirectory(let path): "output path '\(path)' is not a directory"
        case .uncreatable(let path, let reason): "cannot create output directory '\(path)': \(reason)"
        case .unreadable(let path, let reason): "cannot read '\(path)' to compare it with the new output: \(reason)"
        case .unwritable(let path, let reason): "cannot write '\(path)': \(reason)"
        }
    }
}
