/// Generated code written as UTF-8 bytes straight into the output, for the
/// members that repeat per field (tens of thousands of lines in a large form):
/// no ``Expression`` tree, no ``CodeFragment`` and no `String` per line.
///
/// It follows the ``SwiftPrinter``'s rules and reuses its pieces: names go
/// through ``SwiftPrinter/name(_:)``, string literals through
/// ``SwiftStringLiteral``, comments through ``SwiftComment``; indentation is
/// ``Indentation/unit`` per level and never on a blank line. A call's
/// arguments are laid out as ``SwiftPrinter``'s `callArguments` does (see
/// ``openCall()`` and ``closeCall(_:)``), so the bytes are those the tree would print.
///
/// Obtained from ``CodeWriter/text(_:)``, which starts it on a new line at
/// the writer's indentation.
struct SourceText {
    /// The output bytes: the owner's, with what was written before.
    private let bytes: ByteBuffer
    /// Called with complete lines when ``bytes`` grows past a chunk, if streaming.
    private let sink: TextSink?
    /// The indentation of the line being written.
    private(set) var depth: Int
    /// Whether the current line has had no text yet: its indentation is written with its first text.
    private var lineIsEmpty = true
    /// Starts of the arguments of the calls still open, innermost last (see ``openCall()``).
    private var argumentStarts: [Int] = []
    /// How many lines were started, the first included.
    private(set) var lineCount = 1

    fileprivate init(bytes: ByteBuffer, depth: Int, sink: TextSink?) {
        self.bytes = bytes
        self.depth = depth
        self.sink = sink
    }

    // MARK: Text

    /// Appends code text as it is (never user text: that goes through ``name(_:)`` or ``literal(_:)``).
    mutating func add(_ text: StaticString) {
        indentIfNeeded()
        text.withUTF8Buffer { bytes.append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends text already made safe (a printed type, a label from the printer).
    mutating func add(_ text: String) {
        guard !text.isEmpty else { return }
        indentIfNeeded()
        bytes.append(utf8: text)
    }

    /// An identifier, through ``SwiftPrinter/name(_:)``: in backticks when it is a keyword.
    mutating func name(_ identifier: String) {
        add(SwiftPrinter().name(identifier))
    }

    /// A name printed beforehand by ``SwiftPrinter/name(_:)`` (see
    /// ``IndexedModel/printedNames``): a field's is written many times.
    mutating func name(printed: String) {
        add(printed)
    }

    /// `.name` from a name printed beforehand, as ``member(_:)`` writes it
    /// (`init` stays bare there; `self` is bare in both).
    mutating func member(printed: String) {
        add(".")
        add(printed == "`init`" ? "init" : printed)
    }

    /// `.identifier`, an implicit member (or a member after a base written
    /// before), as the printer writes `.member`: `init` and `self` stay bare there.
    mutating func member(_ identifier: String) {
        add(".")
        identifier == "init" || identifier == "self" ? add(identifier) : name(identifier)
    }

    /// A string literal, through ``SwiftStringLiteral``.
    mutating func literal(_ value: String) {
        indentIfNeeded()
        SwiftStringLiteral.append(value, to: bytes)
    }

    /// An integer literal.
    mutating func integer(_ value: Int) {
        add(String(value))
    }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        value ? add("true") : add("false")
    }

    /// `text` as a `///` comment, a line per line of it, as
    /// ``SwiftPrinter/documentation(_:into:)`` writes it (through ``SwiftComment``).
    mutating func documentation(_ text: String) {
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            // One line (a label): no array of lines to build.
            let safe = SwiftComment.line(text)
            add("///")
            if !safe.isEmpty {
                add(" ")
                add(safe)
            }
            return
        }
        for (index, line) in SwiftComment.lines(text, marker: "///").enumerated() {
            if index > 0 { newLine() }
            add(line)
        }
    }

    /// A fragment the printer made, its lines indented relative to the current
    /// line. Text after it continues its last line; lines after that are again
    /// relative to the current line, as appending to a ``CodeFragment`` does.
    mutating func fragment(_ fragment: CodeFragment) {
        add(fragment.firstLine)
        let base = depth
        for line in fragment.otherLines {
            newLine(depth: base + line.depth)
            add(line.text)
        }
        depth = base
    }

    // MARK: Lines

    /// Ends the current line and starts one `levels` deeper than the current one.
    mutating func newLine(indentedBy levels: Int = 0) {
        newLine(depth: depth + levels)
    }

    /// Ends the current line and starts one at `depth`.
    mutating func newLine(depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        self.depth = depth
        lineIsEmpty = true
        lineCount += 1
        // A line break inside open calls means none of them can be laid out again (they span lines):
        // their argument positions are no longer needed, so complete lines may be handed on.
        argumentStarts.removeAll(keepingCapacity: true)
        handOnIfFull()
    }

    /// Hands the bytes on once they fill a chunk; called right after a line break, so
    /// a chunk ends with a complete line and is at most a chunk and a line long.
    private func handOnIfFull() {
        if let sink, bytes.count >= TextChunker.chunkSize {
            sink(bytes.bytes)
            bytes.removeAll()
        }
    }

    private mutating func indentIfNeeded() {
        guard lineIsEmpty else { return }
        lineIsEmpty = false
        let width = depth * Indentation.unit.utf8.count
        bytes.append(repeating: UInt8(ascii: " "), times: width)
    }

    // MARK: Calls

    /// Where an open call's arguments begin, for ``closeCall(_:)``.
    struct OpenCall {
        /// Index into ``argumentStarts`` of the call's first argument.
        fileprivate let firstArgument: Int
        /// Byte offset of the `(`.
        fileprivate let parenthesis: Int
        /// Lines started before the call opened: while equal, the call is on one line.
        fileprivate let lineCount: Int
        /// Arguments started so far.
        fileprivate var arguments = 0
    }

    /// Writes `(`; follow with ``argument(_:label:)`` before each argument and ``closeCall(_:)``.
    mutating func openCall() -> OpenCall {
        add("(")
        return OpenCall(firstArgument: argumentStarts.count, parenthesis: bytes.count - 1, lineCount: lineCount)
    }

    /// Starts an argument of the innermost open call: `, ` before all but
    /// the first, then `label: ` when it has one.
    mutating func argument(_ call: inout OpenCall, label: StaticString? = nil) {
        if call.arguments > 0 { add(", ") }
        call.arguments += 1
        if lineCount == call.lineCount { argumentStarts.append(bytes.count) }
        if let label {
            add(label)
            add(": ")
        }
    }

    /// Starts an argument labeled with `name` (a field's: a call's labels are
    /// written as they are, keywords too, as the printer writes them). Fixed
    /// labels take ``argument(_:label:)``, which writes them without a look.
    mutating func argument(_ call: inout OpenCall, labeledBy name: String) {
        argument(&call)
        add(SwiftPrinter().label(name, inDeclaration: false))
        add(": ")
    }

    /// A parameter of a declaration, as the printer writes it in a parameter
    /// list (which is laid out as a call's arguments are).
    mutating func parameter(_ parameter: Parameter, with printer: SwiftPrinter) {
        // Without a separate label the name is the label, so a keyword needs backticks.
        if let label = parameter.label, label != parameter.name {
            add(printer.label(label, inDeclaration: true))
            add(" ")
        }
        name(parameter.name)
        add(": ")
        add(printer.type(parameter.type))
        if let value = parameter.defaultValue {
            add(" = ")
            fragment(printer.expression(value))
        }
    }

    /// Writes `)`. As the printer lays out a call: arguments on one line, or,
    /// when there are several, all on one line and that line (from `(` to `)`)
    /// is wider than ``SwiftPrinter/maximumLiteralWidth`` characters, one per
    /// line one level deeper, each but the last followed by a comma.
    mutating func closeCall(_ call: OpenCall) {
        add(")")
        // A call that spans lines (an argument did) keeps its inline layout; its starts were dropped.
        guard lineCount == call.lineCount else { return }
        let end = bytes.count
        guard argumentStarts.count - call.firstArgument > 1, isWider(call.parenthesis..<end) else {
            return argumentStarts.removeSubrange(call.firstArgument...)
        }
        // One per line: the arguments' bytes (each without its ", ") are moved out and written again.
        let first = call.parenthesis + 1
        let arguments = bytes.moveSuffix(from: first)
        let count = argumentStarts.count - call.firstArgument
        let base = depth
        for index in 0..<count {
            let start = argumentStarts[call.firstArgument + index] - first
            let stop = index + 1 < count ? argumentStarts[call.firstArgument + index + 1] - first - 2 : arguments.count - 1
            bytes.append(UInt8(ascii: "\n"))
            handOnIfFull()
            bytes.append(repeating: UInt8(ascii: " "), times: (base + 1) * Indentation.unit.utf8.count)
            bytes.append(UnsafeRawBufferPointer(rebasing: arguments[start..<stop]))
            if index < count - 1 { bytes.append(UInt8(ascii: ",")) }
        }
        lineCount += count
        argumentStarts.removeSubrange(call.firstArgument...)
        newLine(depth: base)
        add(")")
    }

    /// Whether the single-line text in `range` is wider than the printer's limit, counted as ``CodeFragment/isWider(than:)`` counts.
    private func isWider(_ range: Range<Int>) -> Bool {
        let width = SwiftPrinter.maximumLiteralWidth
        guard range.count > width else { return false }
        let text = UnsafeRawBufferPointer(rebasing: bytes.bytes[range])
        // A Character has at least one scalar, which has one lead byte: count those first
        // (Japanese text is 3 bytes a character), and Characters only when there are more
        // than `width` and some scalar might join its neighbour into one Character.
        var scalars = 0, isASCII = true
        for byte in text where byte & 0xC0 != 0x80 {
            scalars += 1
            if byte >= 0x80 || byte == UInt8(ascii: "\r") { isASCII = false }
        }
        guard scalars > width else { return false }
        if isASCII || Self.allStandAlone(text) { return true }
        return String(decoding: text, as: UTF8.self).count > width
    }

    /// Whether every scalar of valid UTF-8 `text` ``standsAlone(_:)``: then it has a Character per scalar.
    private static func allStandAlone(_ text: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < text.count {
            let (scalar, length) = Self.scalar(in: text, at: index)
            if !standsAlone(scalar) { return false }
            index += length
        }
        return true
    }

    /// The scalar value starting at `index` of valid UTF-8 `text`, and its length in bytes.
    private static func scalar(in text: UnsafeRawBufferPointer, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(text[index])
        func continuation(_ offset: Int) -> UInt32 { UInt32(text[index + offset]) & 0x3F }
        switch lead {
        case ..<0x80: return (lead, 1)
        case ..<0xE0: return ((lead & 0x1F) << 6 | continuation(1), 2)
        case ..<0xF0: return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        default: return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
    }

    /// Whether a scalar is surely a Character of its own whatever its neighbours: not CR (CR LF
    /// is one), and in a range with no combining, joining or prepended scalar (as
    /// ``UnicodeHazards/isExtending(_:)`` answers without tables; checked by a test).
    static func standsAlone(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0D: false
        case ..<0x300, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF: true
        default: false
        }
    }
}

extension SourceText {
    /// A text on a new line at `depth`, writing into `bytes`, handing complete
    /// lines to `sink` when it has one. Returns the number of lines written.
    static func writing(into bytes: ByteBuffer, depth: Int, sink: TextSink?, _ write: (inout SourceText) -> Void) -> Int {
        var text = SourceText(bytes: bytes, depth: depth, sink: sink)
        write(&text)
        bytes.append(UInt8(ascii: "\n"))
        return text.lineCount
    }
}
