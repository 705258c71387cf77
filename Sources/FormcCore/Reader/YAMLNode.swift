/// A YAML node with its source location: what the reader builds from libyaml's
/// events and what the spec decoder walks. Aliases are resolved: an alias
/// becomes a copy of its anchored node (copies share storage).
public struct YAMLNode: Sendable, Equatable {
    /// A scalar, sequence or mapping.
    public enum Content: Sendable, Equatable {
        /// A scalar: its text and whether it was written plain (unquoted, untagged or
        /// tagged with a core scalar tag), which decides whether `true` or `12` are
        /// booleans and numbers or just text.
        case scalar(Scalar)
        /// A sequence of nodes.
        case sequence([YAMLNode])
        /// A mapping, in source order; keys are scalars (the reader reports others)
        /// and unique (the reader reports duplicates and keeps the first).
        case mapping([MappingEntry])
    }

    /// A scalar's text and how it was written.
    public struct Scalar: Sendable, Equatable {
        /// The text, after YAML's escapes and folding.
        public var text: String
        /// True when written without quotes or block style, so the text may be a
        /// boolean, number or null per the YAML 1.2 core schema.
        public var isPlain: Bool

        /// Creates a scalar.
        public init(text: String, isPlain: Bool) {
            self.text = text
            self.isPlain = isPlain
        }
    }

    /// One key–value pair of a mapping.
    public struct MappingEntry: Sendable, Equatable {
        /// The key's text.
        public var key: String
        /// Where the key is written.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: YAMLNode

        /// Creates an entry.
        public init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts (for an alias: where the alias is written).
    public var location: SourceLocation

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// A short English name of the node's type for messages: "a mapping", "a string" …
    public var typeDescription: String {
        switch content {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let scalar):
            guard scalar.isPlain else { return "a string" }
            switch CoreSchema.resolve(scalar.text) {
            case .null: return "null"
            case .bool: return "a boolean"
            case .int: return "an integer"
            case .float: return "a number"
            case .string: return "a string"
            }
        }
    }
}

/// The YAML 1.2 core schema's resolution of plain scalars (no `yes`/`no`
/// booleans, no sexagesimal numbers: the YAML 1.1 surprises stay strings).
public enum CoreSchema {
    /// What a plain scalar resolves to.
    public enum Resolved: Equatable, Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case float(Double)
        case string
    }

    /// Whether a plain scalar's text is null (`~`, `null`, empty), without a full resolve.
    public static func isNull(_ text: String) -> Bool {
        // By length first: most texts are labels and ids, and comparing them with
        // each literal would cost a call per literal.
        switch text.utf8.count {
        case 0: true
        case 1: text == "~"
        case 4: text == "null" || text == "Null" || text == "NULL"
        default: false
        }
    }

    /// Resolves the text of a plain scalar.
    public static func resolve(_ text: String) -> Resolved {
        // Every special word and number starts with one of these bytes, and the
        // words are at most 5 bytes long: other texts are strings at once.
        guard let first = text.utf8.first else { return .null }
        switch first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
             UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "~"):
            guard text.utf8.count <= 5 else { return .string }
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            break
        default:
            return .string
        }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        guard let first = text.utf8.first,
              first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        else { return .string }
        if let int = parseInt(text) { return .int(int) }
        if isFloatLiteral(text), let double = Double(text) { return .float(double) }
        return .string
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`, within Int's range.
    private static func parseInt(_ text: String) -> Int? {
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8) }
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    static func isFloatLiteral(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            var count = 0
            while let byte = bytes.first, byte >= 48, byte <= 57 { bytes = bytes.dropFirst(); count += 1 }
            return count
        }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") { bytes = bytes.dropFirst(); mantissa += digits() }
        guard mantissa > 0 else { return false }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
