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
}
