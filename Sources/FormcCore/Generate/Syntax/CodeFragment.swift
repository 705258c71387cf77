/// Printed code that may span lines, with indentation relative to its first
/// line. Concatenation joins the last line of one fragment with the first of
/// the next, so a closure inside a call inside a statement composes without
/// the parts knowing where they end up; indentation is added once, by the
/// enclosing block.
struct CodeFragment {
    /// Never empty.
    private(set) var lines: [String]

    init(_ text: String) {
        lines = [text]
    }

    init(lines: [String]) {
        precondition(!lines.isEmpty, "a fragment has at least one line")
        self.lines = lines
    }

    /// Verbatim code (``Expression/raw(_:)``) split into lines, with trailing
    /// white space dropped so output never has any.
    init(raw: String) {
        self.init(lines: raw.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while let last = line.last, last == " " || last == "\t" { line.removeLast() }
            return String(line)
        })
    }

    var isSingleLine: Bool { lines.count == 1 }

    /// The single-line text; only meaningful when ``isSingleLine``.
    var text: String { lines.joined(separator: "\n") }

    static func + (lhs: CodeFragment, rhs: CodeFragment) -> CodeFragment {
        var lines = lhs.lines
        let last = lines.removeLast()
        var rest = rhs.lines
        rest[0] = last + rest[0]
        lines += rest
        return CodeFragment(lines: lines)
    }

    static func + (lhs: CodeFragment, rhs: String) -> CodeFragment {
        lhs + CodeFragment(rhs)
    }

    static func + (lhs: String, rhs: CodeFragment) -> CodeFragment {
        CodeFragment(lhs) + rhs
    }

    /// `parts` joined by `separator` on the same line.
    /// Linear in the total size: lines are appended in place, not copied per part.
    static func joined(_ parts: [CodeFragment], separator: String) -> CodeFragment {
        guard let first = parts.first else { return CodeFragment("") }
        var lines = first.lines
        for part in parts.dropFirst() {
            lines[lines.count - 1] += separator + part.lines[0]
            lines += part.lines.dropFirst()
        }
        return CodeFragment(lines: lines)
    }
}

/// Indentation: four spaces, never on an empty line.
enum Indentation {
    static let unit = "    "

    static func indented(_ lines: [String]) -> [String] {
        lines.map { $0.isEmpty ? $0 : unit + $0 }
    }

    /// `header {` + the indented body + `}`; `header {}` when the body is empty.
    static func block(_ header: CodeFragment, _ body: [String]) -> [String] {
        guard !body.isEmpty else { return (header + " {}").lines }
        return (header + " {").lines + indented(body) + ["}"]
    }
}
