/// A key a field may have. An enum so that each key written is looked up once,
/// and sets of keys are bits (the kinds' allowed keys are tested for every key
/// of every field).
enum FieldKey: UInt8, CaseIterable {
    // In the README's order.
    case id, kind, label, required, placeholder, defaultValue
    case minLength, maxLength, pattern, min, max
    case keyboardType, contentType, autocapitalization, autocorrection, secure, returnKey
    case toolbar, options, parent, mode

    /// The key as written in a spec (`min_length`).
    var spelling: String { Self.spellings[Int(rawValue)] }

    /// The key spelled `spelling`, if a field may have it.
    init?(spelling: String) {
        guard let key = Self.bySpelling[spelling] else { return nil }
        self = key
    }

    /// Every spelling, in case order.
    static let spellings = [
        "id", "kind", "label", "required", "placeholder", "default",
        "min_length", "max_length", "pattern", "min", "max",
        "keyboard_type", "content_type", "autocapitalization", "autocorrection", "secure", "return_key",
        "toolbar", "options", "parent", "mode",
    ]

    private static let bySpelling = Dictionary(uniqueKeysWithValues: allCases.map { ($0.spelling, $0) })
}

/// A set of field keys, as bits.
struct FieldKeySet: Equatable {
    private var bits: UInt32 = 0

    init(_ keys: [FieldKey] = []) {
        for key in keys { insert(key) }
    }

    func contains(_ key: FieldKey) -> Bool { bits & (1 << UInt32(key.rawValue)) != 0 }
    mutating func insert(_ key: FieldKey) { bits |= 1 << UInt32(key.rawValue) }

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
