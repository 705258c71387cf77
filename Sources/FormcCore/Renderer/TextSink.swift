/// Where generated text goes as it is printed: UTF-8 bytes, in chunks of
/// about ``TextChunker/chunkSize`` bytes, in order. A chunk is valid only
/// during the call. A file's text is the concatenation of its chunks, so a
/// large file never has to be held whole: the command line writes each chunk
/// to disk as it comes.
public typealias TextSink = (UnsafeRawBufferPointer) -> Void

/// Collects bytes and hands them to a ``TextSink`` in chunks, so that the
/// sink (a `write` system call, a comparison with a file on disk) is called
/// a few thousand times for a 100 MB file, not once per line.
struct TextChunker {
    /// The bytes collected before they are handed on.
    static let chunkSize = 64 * 1024

    private let buffer: ByteBuffer
    private let sink: TextSink

    init(_ sink: @escaping TextSink) {
        self.sink = sink
        // Room for one chunk and the line that crosses its end, so appending rarely reallocates.
        buffer = ByteBuffer(capacity: Self.chunkSize + 4096)
    }

    /// Appends `line`'s indentation (none when it is blank), text and newline.
    mutating func append(_ line: CodeLine) {
        if !line.text.isEmpty && line.depth > 0 {
            buffer.append(repeating: UInt8(ascii: " "), times: line.depth * Indentation.unit.utf8.count)
        }
        buffer.append(utf8: line.text)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.chunkSize { flush() }
    }

    /// Appends what `write` writes (see ``SourceText``), starting on a new
    /// line at `depth`, and a final newline; complete lines are handed on as
    /// chunks fill. Returns the number of lines written.
    mutating func text(depth: Int, _ write: (inout SourceText) -> Void) -> Int {
        let lines = SourceText.writing(into: buffer, depth: depth, sink: sink, write)
        if buffer.count >= Self.chunkSize { flush() }
        return lines
    }

    /// Sends `text` to `sink` in chunks of at most ``chunkSize`` bytes, without copying it.
    static func send(_ text: String, to sink: TextSink) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                let end = min(start + chunkSize, bytes.count)
                sink(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                start = end
            }
        }
    }

    /// Hands on what is collected.
    mutating func flush() {
        guard buffer.count > 0 else { return }
        sink(buffer.bytes)
        buffer.removeAll()
    }
}
