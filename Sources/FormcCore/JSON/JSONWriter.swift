/// Writes `Encodable` values as pretty JSON that is the same on every platform:
/// keys sorted, two-space indentation, `"key": value`, `[]` and `{}` for empty
/// collections, nothing escaped but what JSON requires (quotes, backslashes,
/// control characters). Foundation's `JSONEncoder` prints differently on Linux
/// and Apple platforms (`[\n\n]` for an empty array on Linux), and a dump is
/// meant to be diffed and snapshotted.
public enum JSONWriter {
    /// `value` as pretty JSON, ending with a newline.
    /// - Throws: `EncodingError` for a non-finite number.
    public static func prettyString(_ value: some Encodable) throws -> String {
        let root = JSONNode.Box()
        try value.encode(to: TreeEncoder(box: root, codingPath: []))
        var output = ""
        write(root, indent: 0, to: &output)
        output.append("\n")
        return output
    }

    private static func write(_ box: JSONNode.Box, indent: Int, to output: inout String) {
        switch box.node {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let text): output.append(text)
        case .string(let text): appendQuoted(text, to: &output)
        case .array:
            let boxes = box.elements
            guard !boxes.isEmpty else { return output.append("[]") }
            output.append("[\n")
            for (index, box) in boxes.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                write(box, indent: indent + 1, to: &output)
                output.append(index == boxes.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "]")
        case .object:
            let present = box.members.filter { $0.value.node != .absent }.sorted { $0.key < $1.key }
            guard !present.isEmpty else { return output.append("{}") }
            output.append("{\n")
            for (index, member) in present.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                appendQuoted(member.key, to: &output)
                output.append(": ")
                write(member.value, indent: indent + 1, to: &output)
                output.append(index == present.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "}")
        case .absent: output.append("null")
        }
    }

    private static func appendQuoted(_ text: String, to output: inout String) {
        output.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}

/// A JSON value being built. Collections keep their children in the box
/// (reference storage), so appending is constant time however large they grow.
enum JSONNode: Equatable {
    case absent, null, array, object
    case bool(Bool)
    case number(String)
    case string(String)

    /// One value: its kind, and its children when it is a collection.
    final class Box {
        var node: JSONNode = .absent
        var elements: [Box] = []
        var members: [String: Box] = [:]
    }
}

/// The `Encoder` that builds a ``JSONNode`` tree.
private struct TreeEncoder: Encoder {
    let box: JSONNode.Box
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if box.node != .object { box.node = .object }
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if box.node != .array { box.node = .array }
        return UnkeyedContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(box: box, codingPath: codingPath)
    }
}

/// Scalar encoding shared by the three containers.
private enum Scalars {
    static func node(_ value: Bool) -> JSONNode { .bool(value) }
    static func node(_ value: String) -> JSONNode { .string(value) }

    static func node(_ value: Double, codingPath: [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "a non-finite number"))
        }
        // Whole numbers print without a fraction, as JSONEncoder does (12, not 12.0).
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int64(value))) }
        return .number("\(value)")
    }

    static func encode(_ value: some Encodable, into box: JSONNode.Box, codingPath: [any CodingKey]) throws {
        switch value {
        case let flag as Bool: box.node = node(flag)
        case let text as String: box.node = node(text)
        case let number as Double: box.node = try node(number, codingPath: codingPath)
        case let number as Float: box.node = try node(Double(number), codingPath: codingPath)
        case let number as any BinaryInteger: box.node = .number("\(number)")
        default: try value.encode(to: TreeEncoder(box: box, codingPath: codingPath))
        }
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JSONNode.Box
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> JSONNode.Box {
        if let existing = box.members[key.stringValue] { return existing }
        let created = JSONNode.Box()
        box.members[key.stringValue] = created
        return created
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).node = .null }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try Scalars.encode(value, into: child(key), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(box: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(box: child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(box: box, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(box: child(key), codingPath: codingPath + [key]) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: JSONNode.Box
    let codingPath: [any CodingKey]

    var count: Int { box.elements.count }

    private func append() -> JSONNode.Box {
        let created = JSONNode.Box()
        box.elements.append(created)
        return created
    }

    mutating func encodeNil() throws { append().node = .null }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try Scalars.encode(value, into: append(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(box: append(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeEncoder(box: append(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(box: append(), codingPath: codingPath) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let box: JSONNode.Box
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.node = .null }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try Scalars.encode(value, into: box, codingPath: codingPath)
    }
}
