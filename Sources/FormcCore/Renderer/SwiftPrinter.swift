/// Prints the Swift representation (``SourceFile``, ``Declaration``,
/// ``Statement``, ``Expression``) as source text: the only code that writes
/// generated Swift, and the one place that decides its layout, escaping and quoting.
///
/// Layout: 4-space indentation; attributes of a declaration on their own
/// lines; one blank line between declarations, except that consecutive
/// one-line imports, enum cases, stored properties, type aliases and protocol
/// requirements are kept together; no trailing white space; a file ends with exactly one newline.
/// No line wrapping, except that a call's arguments (and a declaration's
/// parameters) go one per line when their line from `(` to `)` would be wider than
/// ``maximumLiteralWidth`` characters, array and dictionary literals go one
/// element per line when long or when an element spans lines, and a switch
/// case's patterns fill lines of that width, continued under the first.
/// Identifiers go through ``SwiftLanguage/quoted(_:)``, string literals through
/// ``SwiftStringLiteral``, comments through ``SwiftComment``. The output is a
/// function of the input alone.
///
/// Everything is printed straight into one byte buffer at its final
/// indentation. A layout that depends on what follows (a call's width, a
/// closure that fits on one line, `{}` for an empty body) is printed inline
/// first and moved in place once known; when printing into a sink, complete
/// lines are handed on in chunks whenever no such decision is pending, so a
/// large file is never held whole.
struct SwiftPrinter {
    /// Line length above which a call's arguments and a collection's elements go one per line.
    static let maximumLiteralWidth = 100
    /// The bytes collected before they are handed to the sink.
    static let chunkSize = 64 * 1024
    /// Spaces per indentation level.
    static let indentationWidth = 4

    /// The bytes printed and not yet handed on.
    let bytes = PrintBuffer()
    /// Indentation level of the line being written (and of the statement or declaration it belongs to).
    var depth = 0
    /// Whether the current line has no text yet: its indentation comes with its first text.
    var lineIsEmpty = true
    /// Lines ended so far.
    var lineCount = 0
    /// Where the current line starts in ``bytes``.
    var lineStart = 0
    /// Where the line before it starts: kept when handing on, since `{` may still become `{}`.
    var previousLineStart = 0
    /// Layouts still open, innermost last (see ``Layout``).
    var layouts: [Layout] = []
    /// Where the items of the open layouts start, in ``bytes``.
    var itemStarts: [Int] = []
    /// Where a relaid layout's items wait while their lines are written again (kept for its capacity).
    var relayoutBuffer: [UInt8] = []
    /// Open decisions that may still move printed bytes: while any, nothing is handed on.
    var holds = 0
    /// Where complete lines go, when printing a file into a sink.
    private var sink: TextSink?

    /// A printer.
    init() {}

    // MARK: Entry points

    /// The text of `file`: header comment, a blank line, declarations.
    func render(_ file: SourceFile) -> String {
        render(header: file.header, declarations: file.declarations)
    }

    /// The text of a file made of `header` and `declarations`, as for a ``SourceFile``.
    func render(header: [String], declarations: some Sequence<Declaration>) -> String {
        var bytes: [UInt8] = []
        render(header: header, declarations: declarations) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Prints a file made of `header` and `declarations` into `sink` as it goes,
    /// in chunks of complete lines; each declaration is taken from the sequence
    /// when printed, so a lazy one needs only one declaration's tree at a time.
    func render(header: [String], declarations: some Sequence<Declaration>, to sink: TextSink) {
        withoutActuallyEscaping(sink) { sink in
            var printer = SwiftPrinter()
            printer.sink = sink
            for line in header.flatMap({ SwiftComment.lines($0, marker: "//") }) { printer.line(line) }
            printer.declarationList(declarations, afterHeader: !header.isEmpty)
            if printer.lineCount == 0 { printer.endLine() }
            printer.bytes.withBytes(in: 0..<printer.bytes.count) { sink($0) }
        }
    }

    /// The bytes of `declarations` as they continue a file printed by
    /// ``render(header:declarations:to:)``: a blank line, then the
    /// declarations as that file would have them next. A part of a file
    /// printed on its own, to be sent to the sink after the rest.
    func continuation(_ declarations: [Declaration]) -> [UInt8] {
        var printer = SwiftPrinter()
        printer.declarationList(declarations, afterHeader: true)
        var bytes: [UInt8] = []
        printer.bytes.copy(0..<printer.bytes.count, to: &bytes)
        return bytes
    }

    /// The text of one declaration, ending with a newline.
    func render(_ declaration: Declaration) -> String {
        var printer = SwiftPrinter()
        printer.declaration(declaration)
        return printer.text
    }

    /// The text of one statement, ending with a newline.
    func render(_ statement: Statement) -> String {
        var printer = SwiftPrinter()
        printer.statement(statement)
        return printer.text
    }

    /// The text of one expression, without a final newline.
    func render(_ expression: Expression) -> String {
        var printer = SwiftPrinter()
        printer.expression(expression)
        return printer.bytes.string
    }

    /// The lines printed; one newline when there are none.
    private var text: String { lineCount == 0 ? "\n" : bytes.string }

    // MARK: Names

    /// An identifier as written in source, through ``SwiftLanguage/quoted(_:)``.
    /// `_` and `self` stay bare: in backticks `_` would be an ordinary name,
    /// and `[weak self]` and `guard let self` need the keyword itself. Neither
    /// is ever a generated name (``SwiftLanguage/unusableNames``).
    func name(_ identifier: String) -> String {
        Self.needsQuotes(identifier) ? SwiftLanguage.quoted(identifier) : identifier
    }

    /// Prints ``name(_:)`` of `identifier`.
    mutating func add(name identifier: String) {
        guard Self.needsQuotes(identifier) else { return add(identifier) }
        add(SwiftLanguage.quoted(identifier))
    }

    /// Whether `identifier` is a keyword to put in backticks (not `_` or `self`).
    /// Every name printed is asked, so it is compared only with the keywords
    /// of its length and first letter, byte by byte in place, never hashed.
    private static func needsQuotes(_ identifier: String) -> Bool {
        let utf8 = identifier.utf8
        // The count of a native string is stored: most names are longer than any keyword.
        guard utf8.count < keywordsByShape.count else { return false }
        return utf8.withContiguousStorageIfAvailable { isQuotedKeyword($0) } ?? isQuotedKeyword(Array(utf8))
    }

    /// Whether `bytes` spell a keyword other than `self`.
    @inline(__always)
    private static func isQuotedKeyword(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, bytes.count < keywordsByShape.count else { return false }
        let letter: Int
        switch first {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): letter = Int(first - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): letter = 26 + Int(first - UInt8(ascii: "A"))
        default: return false
        }
        for keyword in keywordsByShape[bytes.count][letter] where bytes.elementsEqual(keyword) {
            return !keyword.elementsEqual("self".utf8)
        }
        return false
    }

    /// The keywords' UTF-8 bytes by length, then by first letter (a–z, then A–Z).
    private static let keywordsByShape: [[[[UInt8]]]] = {
        let longest = SwiftLanguage.keywords.map(\.utf8.count).max() ?? 0
        var table = Array(repeating: Array(repeating: [[UInt8]](), count: 52), count: longest + 1)
        for keyword in SwiftLanguage.keywords.sorted() {
            guard let first = keyword.utf8.first else { continue }
            let letter: Int
            switch first {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): letter = Int(first - UInt8(ascii: "a"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): letter = 26 + Int(first - UInt8(ascii: "A"))
            default: continue  // `_` is never quoted.
            }
            table[keyword.utf8.count][letter].append(Array(keyword.utf8))
        }
        return table
    }()

    /// Prints an argument label. Swift accepts every keyword as a label without
    /// backticks (`for:`, `in:`; it warns about needless ones), except `inout`,
    /// `var` and `let` before a parameter name in a declaration.
    mutating func add(label: String, inDeclaration: Bool) {
        if inDeclaration && (label == "inout" || label == "var" || label == "let") {
            add("`")
            add(label)
            add("`")
        } else {
            add(label)
        }
    }

    // MARK: Text

    /// Appends code text as it is (never user text: that goes through names and literals).
    mutating func add(_ text: StaticString) {
        indentIfNeeded()
        text.withUTF8Buffer { bytes.append($0) }
    }

    /// Appends text already made safe (a type name from formc or the namer, a comment line).
    mutating func add(_ text: String) {
        guard !text.isEmpty else { return }
        indentIfNeeded()
        bytes.append(utf8: text)
    }

    /// `text` as a whole line at the current indentation (a blank line when empty).
    mutating func line(_ text: String) {
        add(text)
        endLine()
    }

    /// Ends the current line. Open calls see that they span lines; complete
    /// lines are handed on when a chunk is full and no layout is pending.
    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        lineCount += 1
        lineIsEmpty = true
        previousLineStart = lineStart
        lineStart = bytes.count
        if !layouts.isEmpty { spanOpenLayouts() }
        handOnIfFull()
    }

    /// Hands every complete line but the last to the sink once they fill a
    /// chunk, unless a pending decision may still move them.
    mutating func handOnIfFull() {
        if holds == 0, sink != nil, previousLineStart >= Self.chunkSize { handOn() }
    }

    /// Writes the indentation of the current line before its first text (none on a blank line).
    mutating func indentIfNeeded() {
        guard lineIsEmpty else { return }
        lineIsEmpty = false
        guard depth > 0 else { return }
        bytes.append(repeating: UInt8(ascii: " "), times: depth * Self.indentationWidth)
    }

    /// Takes back the newline that ended the last line, to continue it (`{` becoming `{}`).
    mutating func reopenLastLine() {
        bytes.removeLast()
        lineCount -= 1
        lineIsEmpty = false
        lineStart = previousLineStart
    }

    /// Inserts a blank line at `position`, the start of a line printed since.
    mutating func insertBlankLine(at position: Int) {
        bytes.insert(UInt8(ascii: "\n"), at: position)
        lineCount += 1
        if lineStart >= position { lineStart += 1 }
        if previousLineStart >= position { previousLineStart += 1 }
    }

    /// Hands every complete line but the last to the sink.
    private mutating func handOn() {
        guard let sink else { return }
        let count = previousLineStart
        bytes.withBytes(in: 0..<count) { sink($0) }
        bytes.remove(0..<count)
        previousLineStart = 0
        lineStart -= count
    }
}
