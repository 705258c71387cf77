/// A JSON document kept as read: numbers as their text, members in order, so
/// an existing String Catalog goes back to disk with every entry formc does
/// not own exactly as it was (only the layout is Xcode's).
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number, as written.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in document order.
    case object([(key: String, value: JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)), (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member `key` of an object (the last, as JSON parsers take it), or nil.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The text of a string value.
    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// This object with member `key` set to `value` (replacing every member of that key, in place of the first).
    func setting(_ key: String, to value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        if let first = members.firstIndex(where: { $0.key == key }) {
            members[first].value = value
            members = members.enumerated().filter { $0.offset == first || $0.element.key != key }.map(\.element)
        } else {
            members.append((key, value))
        }
        return .object(members)
    }
}

extension JSONValue {
    /// The document in Xcode's String Catalog layout: two-space indentation,
    /// `"key" : value`, object keys sorted, ending with a newline.
    func xcodeText() -> String {
        var output = ""
        write(indent: 0, to: &output)
        output += "\n"
        return output
    }

    private func write(indent: Int, to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): Self.quote(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { return output += "[]" }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                element.write(indent: indent + 1, to: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            // Last wins for a key written twice, as when it was read.
            var byKey: [String: JSONValue] = [:]
            for member in members { byKey[member.key] = member.value }
            guard !byKey.isEmpty else { return output += "{}" }
            output += "{\n"
            let keys = byKey.keys.sorted(by: Self.keyOrder)
            for (index, key) in keys.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                Self.quote(key, to: &output)
                output += " : "
                byKey[key]?.write(indent: indent + 1, to: &output)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// Keys in the order of their UTF-8 bytes: the same on every platform and locale.
    static func keyOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    private static func quote(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
