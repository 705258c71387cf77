/// Lines of declarations and statements as they are printed, each at the
/// current indentation. A block's body is written one level deeper as it is
/// printed, so nesting costs an integer, not a copy of every line per level.
///
/// A streaming writer (a whole file's) turns finished lines into text as it
/// goes, so a large file is held once, as text, not also as millions of lines.
struct CodeWriter {
    /// The lines not yet turned into text: all of them unless streaming.
    private(set) var lines: [CodeLine] = []
    /// Lines written so far, streamed ones included.
    private(set) var lineCount = 0
    /// The text of the lines streamed so far; nil when not streaming.
    private var streamed: String?
    /// Indentation of the lines written now.
    private var depth = 0

    /// Lines kept before streaming them out: enough to make each flush cheap.
    private static let streamingBatch = 4096

    /// A writer; a `streaming` one can give only its ``finish()`` text, not its ``lines``.
    init(streaming: Bool = false) {
        streamed = streaming ? "" : nil
    }

    /// Writes one line.
    mutating func write(_ text: String) {
        append(CodeLine(depth: depth, text: text))
    }

    /// Writes `fragment`'s lines, keeping their relative indentation.
    mutating func write(_ fragment: CodeFragment) {
        append(CodeLine(depth: depth, text: fragment.firstLine))
        for line in fragment.otherLines { append(CodeLine(depth: depth + line.depth, text: line.text)) }
    }

    /// Writes the lines of a non-streaming `other`, keeping their relative indentation.
    mutating func write(_ other: CodeWriter) {
        precondition(other.streamed == nil, "a streaming writer has no lines to copy")
        for line in other.lines { append(CodeLine(depth: depth + line.depth, text: line.text)) }
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
        let headerEnd = lineCount
        indented(body)
        if lineCount == headerEnd {
            // Nothing written since the header: its line is still the last one kept.
            lines[lines.count - 1].text += "}"
        } else {
            write("}")
        }
    }

    /// The text: every line indented and ended by a newline, one newline when
    /// there are no lines. Takes the text out, so it is not copied; the writer
    /// is left empty.
    mutating func finish() -> String {
        guard lineCount > 0 else { return "\n" }
        var text = streamed.take() ?? ""
        Self.append(lines[...], to: &text)
        self = CodeWriter()
        return text
    }

    private mutating func append(_ line: CodeLine) {
        lines.append(line)
        lineCount += 1
        // The last line stays a line: a block's `{` may still become `{}`.
        if streamed != nil && lines.count > Self.streamingBatch {
            Self.append(lines.dropLast(), to: &streamed!)
            lines.removeFirst(lines.count - 1)
        }
    }

    /// Appends `lines` to `text`. A non-streaming writer's text is sized once,
    /// up front; a streaming one grows geometrically as `+=` does.
    private static func append(_ lines: ArraySlice<CodeLine>, to text: inout String) {
        if text.isEmpty {
            var size = 0
            for line in lines { size += line.depth * Indentation.unit.utf8.count + line.text.utf8.count + 1 }
            text.reserveCapacity(size)
        }
        for line in lines {
            text += Indentation.prefix(line.depth, for: line.text)
            text += line.text
            text += "\n"
        }
    }
}
