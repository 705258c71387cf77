/// Lines of declarations and statements as they are printed, each at the
/// current indentation. A block's body is written one level deeper as it is
/// printed, so nesting costs an integer, not a copy of every line per level.
struct CodeWriter {
    /// The lines written so far.
    private(set) var lines: [CodeLine] = []
    /// Indentation of the lines written now.
    private var depth = 0

    /// Writes one line.
    mutating func write(_ text: String) {
        lines.append(CodeLine(depth: depth, text: text))
    }

    /// Writes `fragment`'s lines, keeping their relative indentation.
    mutating func write(_ fragment: CodeFragment) {
        append(fragment.lines)
    }

    /// Writes the lines of `other`, keeping their relative indentation.
    mutating func write(_ other: CodeWriter) {
        append(other.lines)
    }

    /// Writes what `body` writes one level deeper.
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `header {`, what `body` writes one level deeper, `}`; or `header {}`
    /// when `body` writes nothing.
    mutating func block(_ header: CodeFragment, _ body: (inout CodeWriter) -> Void) {
        write(header + " {")
        let headerEnd = lines.count
        indented(body)
        if lines.count == headerEnd {
            lines[headerEnd - 1].text += "}"
        } else {
            write("}")
        }
    }

    /// The lines as a fragment, indentation relative to the first; nil when nothing was written.
    var fragment: CodeFragment? {
        lines.isEmpty ? nil : CodeFragment(lines: lines)
    }

    /// The text: every line indented and ended by a newline, one newline when
    /// there are no lines. Built in one buffer, sized up front.
    var text: String {
        guard !lines.isEmpty else { return "\n" }
        var size = 0
        for line in lines where !line.text.isEmpty { size += line.depth * Indentation.unit.utf8.count + line.text.utf8.count }
        var text = ""
        text.reserveCapacity(size + lines.count)
        for line in lines {
            text += Indentation.prefix(line.depth, for: line.text)
            text += line.text
            text += "\n"
        }
        return text
    }

    private mutating func append(_ added: [CodeLine]) {
        for line in added { lines.append(CodeLine(depth: depth + line.depth, text: line.text)) }
    }
}
