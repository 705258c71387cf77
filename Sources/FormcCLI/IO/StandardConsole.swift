#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's real standard output and standard error, unbuffered.
public struct StandardConsole: Console {
    /// Creates the console.
    public init() {}

    public func write(_ text: String, to stream: ConsoleStream) {
        // A closed pipe or a full disk: nothing sensible left to do.
        try? WriteAll.write(Array(text.utf8), to: Self.descriptor(of: stream))
    }

    public func isTerminal(_ stream: ConsoleStream) -> Bool {
        isatty(Self.descriptor(of: stream)) == 1
    }

    private static func descriptor(of stream: ConsoleStream) -> Int32 {
        switch stream {
        case .standardOutput: STDOUT_FILENO
        case .standardError: STDERR_FILENO
        }
    }
}
