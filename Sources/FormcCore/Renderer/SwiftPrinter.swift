/// Prints the Swift representation (``SourceFile``, ``Declaration``,
/// ``Statement``, ``Expression``) as source text. The one place that decides
/// layout, escaping and quoting of generated code.
///
/// Layout: 4-space indentation; attributes of a declaration on their own
/// lines; one blank line between declarations, except that consecutive
/// one-line imports, enum cases, stored properties, type aliases and protocol
/// requirements are kept together; no trailing white space; a file ends with exactly one newline.
/// No line wrapping, except for array and dictionary literals (see
/// ``Expression/array(_:)``), which go one element per line when long.
/// Identifiers go through ``SwiftLanguage/quoted(_:)``, string literals through
/// ``SwiftStringLiteral``, comments through ``SwiftComment``. The output is a
/// function of the input alone.
///
/// Declarations and statements are written to a ``CodeWriter`` at their final
/// indentation; expressions are ``CodeFragment``s, composed before they are written.
public struct SwiftPrinter: Sendable {
    /// Line length above which array and dictionary literals are printed one element per line.
    static let maximumLiteralWidth = 100

    /// A printer.
    public init() {}

    /// The text of `file`: header comment, a blank line, declarations.
    public func render(_ file: SourceFile) -> String {
        render(header: file.header, declarations: file.declarations)
    }

    /// The text of a file made of `header` and `declarations`, as for a
    /// ``SourceFile``; each declaration is printed before the next is taken
    /// from the sequence, so a lazy one needs only one declaration's tree at a time.
    public func render(header: [String], declarations: some Sequence<Declaration>) -> String {
        var bytes: [UInt8] = []
        render(header: header, declarations: declarations) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Prints a file made of `header` and `declarations`, as for a
    /// ``SourceFile``, into `sink` as it goes: the text is never held whole,
    /// and a lazy sequence needs only one declaration's tree at a time.
    public func render(header: [String], declarations: some Sequence<Declaration>, to sink: TextSink) {
        withoutActuallyEscaping(sink) { sink in
            var writer = CodeWriter(streamingTo: sink)
            for line in header.flatMap({ SwiftComment.lines($0, marker: "//") }) { writer.write(line) }
            declarationList(declarations, into: &writer, afterHeader: !header.isEmpty)
            writer.close()
        }
    }

    /// The text of one declaration, ending with a newline.
    public func render(_ declaration: Declaration) -> String {
        var writer = CodeWriter()
        self.declaration(declaration, into: &writer)
        return writer.finish()
    }

    /// The text of one statement, ending with a newline.
    public func render(_ statement: Statement) -> String {
        var writer = CodeWriter()
        self.statement(statement, into: &writer)
        return writer.finish()
    }

    /// The text of one expression, without a final newline.
    public func render(_ expression: Expression) -> String {
        self.expression(expression).text
    }

    /// An identifier as written in source, through ``SwiftLanguage/quoted(_:)``.
    /// `_` and `self` stay bare: in backticks `_` would be an ordinary name,
    /// and `[weak self]` and `guard let self` need the keyword itself. Neither
    /// is ever a generated name (``SwiftLanguage/unusableNames``).
    func name(_ identifier: String) -> String {
        if identifier == "_" || identifier == "self" || !Self.mayBeKeyword(identifier) { return identifier }
        return SwiftLanguage.quoted(identifier)
    }

    /// The most bytes a keyword has.
    private static let longestKeyword = SwiftLanguage.keywords.map(\.utf8.count).max() ?? 0
    /// The keywords that start with a capital (`Any`, `Self`): few, so compared one by one.
    private static let capitalizedKeywords = SwiftLanguage.keywords.filter { $0.utf8.first.map(isCapital) ?? false }

    private static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    /// False when `identifier` is surely no keyword: longer than every keyword,
    /// capitalized (but for the few capitalized keywords) or with a digit (no keyword has one),
    /// as most generated names are. Far cheaper than hashing it for the
    /// keyword set, which every name printed would pay.
    private static func mayBeKeyword(_ identifier: String) -> Bool {
        let bytes = identifier.utf8
        guard let first = bytes.first, bytes.count <= longestKeyword else { return false }
        if isCapital(first) { return capitalizedKeywords.contains(identifier) }
        return !bytes.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// An argument label. Swift accepts every keyword as a label without
    /// backticks (`for:`, `in:`; it warns about needless ones), except `inout`,
    /// `var` and `let` before a parameter name in a declaration.
    func label(_ label: String, inDeclaration: Bool) -> String {
        inDeclaration && ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }
}
