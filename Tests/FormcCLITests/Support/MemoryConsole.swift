import FormcCLI

/// A console that keeps what is written, and claims to be a terminal or not.
final class MemoryConsole: Console {
    private(set) var standardOutput = ""
    private(set) var standardError = ""
    let terminal: Bool

    init(terminal: Bool = false) { self.terminal = terminal }

    func write(_ text: String, to stream: ConsoleStream) {
        switch stream {
        case .standardOutput: standardOutput += text
        case .standardError: standardError += text
        }
    }

    func isTerminal(_ stream: ConsoleStream) -> Bool { terminal }
}
