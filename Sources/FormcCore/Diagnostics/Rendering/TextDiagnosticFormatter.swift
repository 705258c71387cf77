/// Formats diagnostics the way compilers print them, one per line:
/// `path:line:col: error: message [id]`, each note on the following line as
/// `path:line:col: note: message`.
public struct TextDiagnosticFormatter: Sendable {
    /// Whether to add ANSI colours (bold, red errors, yellow warnings).
    public var colored: Bool

    /// Creates a formatter.
    public init(colored: Bool) { self.colored = colored }

    /// The lines of `diagnostic` and its notes, each ending in a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var text = line(file: diagnostic.file, location: diagnostic.location,
                        severity: diagnostic.severity, message: diagnostic.message,
                        id: diagnostic.id)
        for note in diagnostic.notes {
            text += line(file: note.file, location: note.location, severity: .note,
                         message: note.message, id: nil)
        }
        return text
    }

    /// The lines of every diagnostic, in the order given.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined()
    }

    private func line(file: String, location: SourceLocation, severity: Diagnostic.Severity,
                      message: String, id: DiagnosticID?) -> String {
        let place = "\(file.escapingControlCharacters):\(location.line):\(location.column):"
        let label = "\(severity.rawValue):"
        let message = message.escapingControlCharacters
        let suffix = id.map { " [\($0.rawValue.escapingControlCharacters)]" } ?? ""
        guard colored else { return "\(place) \(label) \(message)\(suffix)\n" }
        // As clang and swiftc do: bold place and message, coloured severity;
        // a note's message stays plain so the diagnostic itself stands out.
        let styledLabel: String = switch severity {
        case .error: ANSIStyle.bold + ANSIStyle.red + label + ANSIStyle.reset
        case .warning: ANSIStyle.bold + ANSIStyle.yellow + label + ANSIStyle.reset
        case .note: ANSIStyle.bold + label + ANSIStyle.reset
        }
        let styledMessage = severity == .note ? message : ANSIStyle.bold + message + ANSIStyle.reset
        return ANSIStyle.bold + place + ANSIStyle.reset + " " + styledLabel + " " + styledMessage + suffix + "\n"
    }
}

/// The few ANSI SGR sequences the text format uses.
enum ANSIStyle {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[31m"
    static let yellow = "\u{1B}[33m"
}
