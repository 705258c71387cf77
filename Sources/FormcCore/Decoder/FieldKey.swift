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

    /// The key spelled `spelling`, if a field may have it. Every key written
    /// is looked up, so by its length and first two bytes (which tell the keys
    /// apart), then one comparison: no hashing.
    init?(spelling: String) {
        let utf8 = spelling.utf8
        var bytes = utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next() else { return nil }
        let candidate: FieldKey
        switch (utf8.count, first) {
        case (2, UInt8(ascii: "i")): candidate = .id
        case (3, UInt8(ascii: "m")): candidate = second == UInt8(ascii: "i") ? .min : .max
        case (4, UInt8(ascii: "k")): candidate = .kind
        case (4, UInt8(ascii: "m")): candidate = .mode
        case (5, UInt8(ascii: "l")): candidate = .label
        case (6, UInt8(ascii: "s")): candidate = .secure
        case (6, UInt8(ascii: "p")): candidate = .parent
        case (7, UInt8(ascii: "d")): candidate = .defaultValue
        case (7, UInt8(ascii: "p")): candidate = .pattern
        case (7, UInt8(ascii: "t")): candidate = .toolbar
        case (7, UInt8(ascii: "o")): candidate = .options
        case (8, UInt8(ascii: "r")): candidate = .required
        case (10, UInt8(ascii: "m")): candidate = second == UInt8(ascii: "i") ? .minLength : .maxLength
        case (10, UInt8(ascii: "r")): candidate = .returnKey
        case (11, UInt8(ascii: "p")): candidate = .placeholder
        case (12, UInt8(ascii: "c")): candidate = .contentType
        case (13, UInt8(ascii: "k")): candidate = .keyboardType
        case (14, UInt8(ascii: "a")): candidate = .autocorrection
        case (18, UInt8(ascii: "a")): candidate = .autocapitalization
        default: return nil
        }
        guard candidate.spelling == spelling else { return nil }
        self = candidate
    }

    /// Every spelling, in case order.
    static let spellings = [
        "id", "kind", "label", "required", "placeholder", "default",
        "min_length", "max_length", "pattern", "min", "max",
        "keyboard_type", "content_type", "autocapitalization", "autocorrection", "secure", "return_key",
        "toolbar", "options", "parent", "mode",
    ]
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
