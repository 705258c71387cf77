/// Where generated text goes as it is printed: UTF-8 bytes, in order, in
/// chunks of complete lines. A chunk is valid only during the call. A file's
/// text is the concatenation of its chunks, so a large file never has to be
/// held whole: the command line compares and writes each chunk as it comes.
public typealias TextSink = (UnsafeRawBufferPointer) -> Void

/// One generated file, named up front and printed on demand: ``write(to:)``
/// prints its text straight into a ``TextSink`` in chunks, so that the
/// command line can stream a file of hundreds of megabytes to disk without
/// ever holding it. Printing again gives the same bytes.
public struct StreamedFile: Sendable {
    /// The file name, such as `registration.form.swift`.
    public let name: String
    private let print: @Sendable (TextSink) -> Void

    /// A file named `name` whose text `print` sends to the sink it is given.
    public init(name: String, print: @escaping @Sendable (TextSink) -> Void) {
        self.name = name
        self.print = print
    }

    /// A file of known text (the support file, an Xcode file list), sent in
    /// chunks of whole lines of at most `SwiftPrinter.chunkSize` bytes, as
    /// printed files are (a longer line goes alone).
    public init(_ file: GeneratedFile) {
        self.init(name: file.name) { sink in
            var text = file.contents
            text.withUTF8 { Self.send($0, to: sink) }
        }
    }

    /// Sends `bytes` (whole lines) to `sink` in chunks of whole lines of at
    /// most `SwiftPrinter.chunkSize` bytes (a longer line goes alone).
    static func send(_ bytes: UnsafeBufferPointer<UInt8>, to sink: TextSink) {
        var start = 0
        while start < bytes.count {
            var end = min(start + SwiftPrinter.chunkSize, bytes.count)
            if end < bytes.count {
                // Back to the end of the last whole line, or on to the end of a line longer than a chunk.
                var cut = end
                while cut > start, bytes[cut - 1] != UInt8(ascii: "\n") { cut -= 1 }
                if cut == start {
                    while cut < bytes.count, bytes[cut] != UInt8(ascii: "\n") { cut += 1 }
                    cut = min(cut + 1, bytes.count)
                }
                end = cut
            }
            sink(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<end])))
            start = end
        }
    }

    /// Prints the file's text into `sink`.
    public func write(to sink: TextSink) {
        print(sink)
    }

    /// The whole text at once, for small files and tests.
    public func collected() -> GeneratedFile {
        var bytes: [UInt8] = []
        write { bytes.append(contentsOf: $0) }
        return GeneratedFile(name: name, contents: String(decoding: bytes, as: UTF8.self))
    }
}
