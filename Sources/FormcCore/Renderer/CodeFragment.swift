/// One line of printed code: its text, and how many indentation units
/// precede it. Indenting a block bumps `depth`; the text is never rebuilt.
struct CodeLine {
    /// Indentation units before the text (see ``Indentation``).
    var depth: Int
    /// The line without its indentation; empty for a blank line.
    var text: String
}

/// Printed code that may span lines, with indentation relative to its first
/// line. Concatenation joins the last line of one fragment with the first of
/// the next, so a closure inside a call inside a statement composes without
/// the parts knowing where they end up; indentation is added once, by the
/// ``CodeWriter`` the fragment is written to.
///
/// The first line is kept apart from the others: most fragments are one short
/// line, which then costs one `String` (often stored inline) and no array.
struct CodeFragment {
    /// The text of the first line (depth 0).
    private(set) var firstLine: String
    /// The lines after the first; empty for a single-line fragment.
    private(set) var otherLines: [CodeLine]

    init(_ text: String) {
        firstLine = text
        otherLines = []
    }

    init(lines: [CodeLine]) {
        precondition(!lines.isEmpty && lines[0].depth == 0, "a fragment has a first line at depth 0")
        firstLine = lines[0].text
        otherLines = Array(lines.dropFirst())
    }

    /// Verbatim code (``Expression/raw(_:)``) split into lines, with trailing
    /// white space dropped so output never has any. Its own leading spaces
    /// stay in the text.
    init(raw: String) {
        self.init(lines: raw.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while let last = line.last, last == " " || last == "\t" { line.removeLast() }
            return CodeLine(depth: 0, text: String(line))
        })
    }

    /// `open`, then each of `items` on its own line one level deeper, then `close`.
    init(open: String, items: [CodeFragment], close: String) {
        firstLine = open
        otherLines = []
        for item in items {
            otherLines.append(CodeLine(depth: 1, text: item.firstLine))
            for line in item.otherLines { otherLines.append(CodeLine(depth: line.depth + 1, text: line.text)) }
        }
        otherLines.append(CodeLine(depth: 0, text: close))
    }

    var isSingleLine: Bool { otherLines.isEmpty }

    /// Every line, the first at depth 0.
    var lines: [CodeLine] { [CodeLine(depth: 0, text: firstLine)] + otherLines }

    /// The text, lines indented relative to the first and joined by newlines.
    var text: String {
        if isSingleLine { return firstLine }
        return lines.map { Indentation.prefix($0.depth, for: $0.text) + $0.text }.joined(separator: "\n")
    }

    /// Whether the single-line text is longer than `width` characters.
    func isWider(than width: Int) -> Bool {
        // A Character is at least one UTF-8 byte: count Characters only when the bytes might exceed.
        firstLine.utf8.count > width && firstLine.count > width
    }

    /// Appends `other`: its first line continues this fragment's last line,
    /// its other lines keep their indentation relative to this fragment's first.
    mutating func append(_ other: CodeFragment) {
        append(other.firstLine)
        otherLines += other.otherLines
    }

    /// This fragment with `lines` after its last, at their own depths relative to its first line.
    consuming func appendingLines(_ lines: [CodeLine]) -> CodeFragment {
        otherLines += lines
        return self
    }

    /// Appends `text` to the last line.
    mutating func append(_ text: String) {
        guard let last = otherLines.indices.last else { return firstLine += text }
        // A blank line has no indentation, so text continuing it starts at the left.
        if otherLines[last].text.isEmpty { otherLines[last].depth = 0 }
        otherLines[last].text += text
    }

    static func + (lhs: consuming CodeFragment, rhs: CodeFragment) -> CodeFragment {
        lhs.append(rhs)
        return lhs
    }

    static func + (lhs: consuming CodeFragment, rhs: String) -> CodeFragment {
        lhs.append(rhs)
        return lhs
    }

    static func + (lhs: String, rhs: consuming CodeFragment) -> CodeFragment {
        rhs.firstLine = lhs + rhs.firstLine
        return rhs
    }

    /// `parts` joined by `separator` on the same line.
    /// Linear in the total size: lines are appended in place, not copied per part.
    static func joined(_ parts: [CodeFragment], separator: String) -> CodeFragment {
        guard var result = parts.first else { return CodeFragment("") }
        for part in parts.dropFirst() {
            result.append(separator)
            result.append(part)
        }
        return result
    }
}

/// Indentation: four spaces a level, never on an empty line.
enum Indentation {
    static let unit = "    "

    /// Prefixes for the first levels, built once; deeper ones are built on demand.
    private static let prefixes = (0..<16).map { String(repeating: unit, count: $0) }

    /// The white space before `text` at `depth`: none when `text` is empty.
    static func prefix(_ depth: Int, for text: String) -> String {
        guard !text.isEmpty else { return "" }
        return depth < prefixes.count ? prefixes[depth] : String(repeating: unit, count: depth)
    }
}
