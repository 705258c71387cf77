/// A key a field may have, spelled as in a spec: the one list of field keys.
enum FieldKey: String, CaseIterable {
    // In the README's order.
    case id, kind, label, required, placeholder
    case defaultValue = "default"
    case minLength = "min_length", maxLength = "max_length", pattern, min, max
    case keyboardType = "keyboard_type", contentType = "content_type", autocapitalization, autocorrection, secure
    case returnKey = "return_key"
    case toolbar, options, parent, mode

    /// The key as written in a spec (`min_length`).
    var spelling: String { rawValue }

    /// Every spelling, in case order.
    static let spellings = allCases.map(\.rawValue)

    /// The key spelled `spelling`, if a field may have it: one hash (every key
    /// written is looked up, and a `switch` over 21 strings costs several times more).
    init?(spelling: String) {
        guard let key = Self.bySpelling[spelling] else { return nil }
        self = key
    }

    private static let bySpelling = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

extension FieldKey {
    /// The key's place in declaration order, as one bit of a ``FieldKeySet``.
    fileprivate var bit: UInt32 {
        var place: UInt32 = 0
        for key in Self.ordered {
            if key == self { break }
            place += 1
        }
        return 1 << place
    }

    /// The keys in declaration order, made once (`allCases` builds a new array each time).
    private static let ordered = allCases
}

/// A set of field keys, as bits: every key of every field is tested against its kind's set.
struct FieldKeySet: Equatable, ExpressibleByArrayLiteral {
    private var bits: UInt32 = 0

    init(arrayLiteral keys: FieldKey...) {
        for key in keys { bits |= key.bit }
    }

    func contains(_ key: FieldKey) -> Bool { bits & key.bit != 0 }
    mutating func insert(_ key: FieldKey) { bits |= key.bit }

    func union(_ other: FieldKeySet) -> FieldKeySet {
        var result = self
        result.bits |= other.bits
        return result
    }

    func subtracting(_ other: FieldKeySet) -> FieldKeySet {
        var result = self
        result.bits &= ~other.bits
        return result
    }
}
