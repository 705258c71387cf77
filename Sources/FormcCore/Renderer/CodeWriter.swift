/// Lines of declarations and statements as they are printed, each at the
/// current indentation. A block's body is written one level deeper as it is
/// printed, so nesting costs an integer, not a copy of every line per level.
///
/// A streaming writer (a whole file's) sends finished lines to a ``TextSink``
/// as it goes, keeping only the last line (a block's `{` may still become
/// `{}`), so a large file is never held, neither as lines nor as text.
struct CodeWriter {
    /// The lines kept: all of them, or for a streaming writer the last one only.
    private(set) var lines: [CodeLine] = []
    /// Lines written so far, streamed ones included.
    private(set) var lineCount = 0
    /// Where a streaming writer's finished lines go; nil when not streaming.
    private var output: TextChunker?
    /// Indentation of the lines written now.
    private var depth = 0

    /// A writer that keeps its lines, for ``finish()`` or to be written into another.
    init() {}

    /// A writer that sends its text to `sink` as lines are finished, and the
    /// rest on ``close()``; it has no ``lines`` to give.
    init(streamingTo sink: @escaping TextSink) {
        output = TextChunker(sink)
    }

    /// Writes one line.
    mutating func write(_ text: String) {
        append(CodeLine(depth: depth, text: text))
    }

    /// Writes `line` `line.depth` levels deeper than the current indentation.
    mutating func write(_ line: CodeLine) {
        append(CodeLine(depth: depth + line.depth, text: line.text))
    }

    /// Writes `fragment`'s lines, keeping their relative indentation.
    mutating func write(_ fragment: CodeFragment) {
        append(CodeLine(depth: depth, text: fragment.firstLine))
        for line in fragment.otherLines { append(CodeLine(depth: depth + line.depth, text: line.text)) }
    }

    /// Writes the lines of a non-streaming `other`, keeping their relative indentation.
    mutating func write(_ other: CodeWriter) {
        precondition(other.output == nil, "a streaming writer has no lines to copy")
        for line in other.lines { append(CodeLine(depth: depth + line.depth, text: line.text)) }
    }

    /// Writes code as text (see ``SourceText``), starting on a new line at the
    /// current indentation. A streaming writer's bytes go straight into its
    /// output; a writer that keeps lines gets them as lines.
    mutating func text(_ write: (inout SourceText) -> Void) {
        guard output != nil else {
            let bytes = ByteBuffer(capacity: 256)
            lineCount += SourceText.writing(into: bytes, depth: depth, sink: nil, write)
            // Kept as lines, so `write(_:)` of this writer into another can indent them further.
            for line in bytes.bytes.dropLast().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                let spaces = line.prefix { $0 == UInt8(ascii: " ") }.count / Indentation.unit.utf8.count
                let text = line.dropFirst(spaces * Indentation.unit.utf8.count)
                lines.append(CodeLine(depth: text.isEmpty ? 0 : spaces, text: String(decoding: text, as: UTF8.self)))
            }
            return
        }
        // The kept line is finished now that text follows it.
        if !lines.isEmpty { output!.append(lines.removeLast()) }
        lineCount += output!.text(depth: depth, write)
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

    /// The text of a non-streaming writer: every line indented and ended by a
    /// newline, one newline when there are no lines. The writer is left empty.
    mutating func finish() -> String {
        precondition(output == nil, "a streaming writer's text went to its sink; close it instead")
        guard lineCount > 0 else { return "\n" }
        var bytes: [UInt8] = []
        var size = 0
        for line in lines { size += line.depth * Indentation.unit.utf8.count + line.text.utf8.count + 1 }
        bytes.reserveCapacity(size)
        var chunker = TextChunker { bytes.append(contentsOf: $0) }
        for line in lines { chunker.append(line) }
        chunker.flush()
        self = CodeWriter()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Sends a streaming writer's last line (one newline when there were no
    /// lines) and everything not yet sent to its sink.
    mutating func close() {
        guard var output else { preconditionFailure("only a streaming writer is closed") }
        if lineCount == 0 { output.append(CodeLine(depth: 0, text: "")) }
        for line in lines { output.append(line) }
        output.flush()
        lines = []
        self.output = output
    }

    private mutating func append(_ line: CodeLine) {
        lineCount += 1
        guard output != nil, !lines.isEmpty else { return lines.append(line) }
        // Streaming: the kept line is finished now that another follows it.
        output!.append(lines[0])
        lines[0] = line
    }
}
