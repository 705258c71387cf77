/// A key a field may have. Its raw value is its place in declaration order,
/// so a set of keys is a word of bits.
enum FieldKey: UInt8, CaseIterable {
    // In docs/language.md's order.
    case id, kind, label, required, placeholder, defaultValue
    case minLength, maxLength, pattern, min, max
    case keyboardType, contentType, autocapitalization, autocorrection, secure, returnKey
    case toolbar, options, parent, mode
    case validateOn
    case sameAs, custom
    case visibleWhen, enabledWhen, readOnly
    case normalize, mask, revealToggle
    // Pickers that stay empty, text areas, multi-column pickers (issue 14).
    case fillOnFocus, noneRow, showCount, components, separator
    case minCount, maxCount, step, showValue, style
    // The app's half of a form (issue 21): look-ups and values that follow others.
    case lookup, follows
    // The Swift name a field's property takes (issue 23, item 10).
    case swiftName
    // Display formats of numbers and dates (issue 25, item 8).
    case format
    // How a field is presented (issue 25, items 1 and 6).
    case help, hideLabel
    // Left out of the confirmation step's summary (issue 25, item 10).
    case confirm
    // The value fills its mask (issue 25, item 3).
    case complete
    // A date field shown date-only while a condition holds (issue 25, item 12).
    case dateOnlyWhen

    /// The key as written in a spec (`min_length`): the one list of spellings
    /// (the compiler makes sure every key has one).
    var spelling: String {
        switch self {
        case .id: "id"
        case .kind: "kind"
        case .label: "label"
        case .required: "required"
        case .placeholder: "placeholder"
        case .defaultValue: "default"
        case .minLength: "min_length"
        case .maxLength: "max_length"
        case .pattern: "pattern"
        case .min: "min"
        case .max: "max"
        case .keyboardType: "keyboard_type"
        case .contentType: "content_type"
        case .autocapitalization: "autocapitalization"
        case .autocorrection: "autocorrection"
        case .secure: "secure"
        case .returnKey: "return_key"
        case .toolbar: "toolbar"
        case .options: "options"
        case .parent: "parent"
        case .mode: "mode"
        case .validateOn: "validate_on"
        case .sameAs: "same_as"
        case .custom: "custom"
        case .visibleWhen: "visible_when"
        case .enabledWhen: "enabled_when"
        case .readOnly: "read_only"
        case .normalize: "normalize"
        case .mask: "mask"
        case .revealToggle: "reveal_toggle"
        case .fillOnFocus: "fill_on_focus"
        case .noneRow: "none_row"
        case .showCount: "show_count"
        case .components: "components"
        case .separator: "separator"
        case .minCount: "min_count"
        case .maxCount: "max_count"
        case .step: "step"
        case .showValue: "show_value"
        case .style: "style"
        case .lookup: "lookup"
        case .follows: "follows"
        case .swiftName: "swift_name"
        case .format: "format"
        case .help: "help"
        case .hideLabel: "hide_label"
        case .confirm: "confirm"
        case .complete: "complete"
        case .dateOnlyWhen: "date_only_when"
        }
    }

    /// Every spelling, in case order.
    static let spellings = allCases.map(\.spelling)

    /// The key spelled `spelling`, if a field may have it: one hash (every key
    /// written is looked up).
    init?(spelling: String) {
        guard let key = Self.bySpelling[spelling] else { return nil }
        self = key
    }

    private static let bySpelling = Dictionary(uniqueKeysWithValues: allCases.map { ($0.spelling, $0) })

    /// The key's bit in a ``FieldKeySet``.
    fileprivate var bit: UInt64 { 1 << UInt64(rawValue) }
}

/// A set of field keys, as bits: every key of every field is tested against its kind's set.
struct FieldKeySet: Equatable, ExpressibleByArrayLiteral {
    private var bits: UInt64 = 0

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
