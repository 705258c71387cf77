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
        let bytes = Array(text.utf8)
        let descriptor = Self.descriptor(of: stream)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glue.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return // a closed pipe or a full disk: nothing sensible left to do
            }
        }
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

/// The C library's `write`, named apart from ``StandardConsole/write(_:to:)``.
private enum Glue {
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
