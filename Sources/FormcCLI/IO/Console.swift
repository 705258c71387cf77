/// The two output streams of a command.
public enum ConsoleStream: Sendable {
    /// Standard output: requested data (JSON, annotations, help).
    case standardOutput
    /// Standard error: diagnostics in text and error messages.
    case standardError
}

/// Where formc writes its output; tests capture it in memory.
public protocol Console {
    /// Writes `text` as is (callers end lines themselves).
    func write(_ text: String, to stream: ConsoleStream)
    /// Whether `stream` is an interactive terminal (decides colours).
    func isTerminal(_ stream: ConsoleStream) -> Bool
}
