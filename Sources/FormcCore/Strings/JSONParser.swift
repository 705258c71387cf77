/// Reads a JSON document (RFC 8259) into a ``JSONValue``, in one pass, with a
/// nesting bound so a hostile file cannot exhaust the stack.
struct JSONParser {
    /// Why a document could not be read, with the byte offset where it went wrong.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
        /// Whether the document is JSON but writes a key twice in one object.
        var isDuplicateKey = false
    }

    /// Deeper than any String Catalog (which nests about eight levels).
    static let depthLimit = 512

    private let bytes: [UInt8]
    private var position = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The document `bytes` holds.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes)
        // A UTF-8 byte order mark, which some editors write.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("unexpected text after the document") }
        return value
    }

    private func failure(_ message: String) -> Failure { Failure(message: message, offset: position) }

    /// `line 3, column 5` for a byte offset: lines and columns from 1, columns in Unicode scalars.
    func place(of offset: Int) -> String {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }

    /// `'key'`, cut after ``MessageBounds/quotedLimit`` scalars.
    private static func quoted(_ key: String) -> String {
        let scalars = key.unicodeScalars
        guard scalars.count > MessageBounds.quotedLimit else { return "'\(key)'" }
        var cut = String.UnicodeScalarView(scalars.prefix(MessageBounds.quotedLimit))
        cut.append(MessageBounds.ellipsis)
        return "'\(String(cut))'"
    }

    /// `line 3, column 5` for a byte offset of `bytes`.
    static func place(of offset: Int, in bytes: [UInt8]) -> String { JSONParser(bytes).place(of: offset) }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.depthLimit else { throw failure("nested deeper than \(Self.depthLimit) levels") }
        skipWhitespace()
        guard position < bytes.count else { throw failure("unexpected end of the document") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let text = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        guard bytes[position...].starts(with: text) else { throw failure("invalid value") }
        position += text.count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        // Where each key starts: a key written twice is refused, since writing the
        // object back keeps one of the two (keys compare as `String`s, canonically).
        var keyOffsets: [String: Int] = [:]
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object([]) }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let keyOffset = position
            let key = try string()
            if let first = keyOffsets.updateValue(keyOffset, forKey: key) {
                throw Failure(message: "the key \(Self.quoted(key)) is written twice, at \(place(of: first)) "
                              + "and at \(place(of: keyOffset))", offset: keyOffset, isDuplicateKey: true)
            }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            position += 1
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of the document") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            guard bytes[position] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
            position += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array([]) }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of the document") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            guard bytes[position] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
            position += 1
            return .array(elements)
        }
    }

    private mutating func number() throws(Failure) -> String {
        let start = position
        while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard !text.isEmpty, Double(text) != nil, text.first != "+" else {
            position = start
            throw failure("invalid value")
        }
        return text
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flush(_ parser: JSONParser, upTo end: Int) throws(Failure) {
            guard let run = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                throw parser.failure("invalid UTF-8 in a string")
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                try flush(self, upTo: position)
                position += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw failure("a control character in a string") }
            guard byte == UInt8(ascii: "\\") else { position += 1; continue }
            try flush(self, upTo: position)
            position += 1
            guard position < bytes.count else { break }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var value = try hex4()
                if (0xD800..<0xDC00).contains(value), bytes[position...].starts(with: Array("\\u".utf8)) {
                    position += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw failure("an unpaired surrogate") }
                    value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { throw failure("an unpaired surrogate") }
                scalars.append(scalar)
            default:
                throw failure("an invalid escape in a string")
            }
            runStart = position
        }
        throw failure("unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw failure("an invalid \\u escape")
        }
        position += 4
        return value
    }
}
