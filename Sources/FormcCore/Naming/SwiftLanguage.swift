/// Facts about Swift's grammar that naming and printing need: which words are
/// keywords, and how to write an identifier so it always parses.
public enum SwiftLanguage {
    /// Words that cannot be used as identifiers without backticks (Swift 6).
    public static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "open", "operator",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_",
    ]

    /// Names that break even in backticks in some position (`Foo.self`, `x.Type`,
    /// `init`): formc never generates them as member names.
    public static let unusableNames: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "super", "_",
    ]

    /// Whether `name` is a valid identifier of the kind formc generates: ASCII
    /// letters, digits and `_`, not starting with a digit (keywords included).
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !isDigit(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// `name` as it must be written in source: in backticks when it is a keyword.
    public static func quoted(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
