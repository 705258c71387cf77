/// When a field's issues are shown to the user (`validate_on:`).
///
/// Whatever the timing, once a field shows its issues they follow its value
/// (and the values it is compared with): an issue disappears as soon as it is
/// fixed, while the user types. A submit shows every field's issues.
public enum ValidationTiming: String, Codable, Equatable, Sendable, CaseIterable {
    /// Only when the form is submitted (the default).
    case submit
    /// When the field ends editing (focus leaves it; a switch is switched).
    case endEditing = "end_editing"
    /// As the user types (text kinds; other kinds as `end_editing`).
    case typing
}

/// The form's submit (`submit:`): the ready screen's button.
public struct SubmitSettings: Codable, Equatable, Sendable {
    /// The button's title.
    public var title: LocalizableText
    /// The ids of the fields whose values the title shows (`"PAY {amount}"`),
    /// each once, in the order written; `nil` when it shows none.
    public var titleFields: [String]?
    /// Where the button goes (`placement:`; nil: under the last row).
    public var placement: SubmitPlacement?
    /// Creates settings.
    public init(title: LocalizableText, titleFields: [String]? = nil, placement: SubmitPlacement? = nil) {
        self.title = title
        self.titleFields = titleFields
        self.placement = placement
    }

    /// The names between braces in `text` that are identifiers (`"PAY {amount}"`
    /// → `["amount"]`), in order, with repeats: a title shows those fields' values.
    /// Other braces (`{ }`, `{1}`) are text. The support runtime's
    /// `FormcDisplayText.fill` replaces the same names.
    public static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "}") else { break }
            let name = String(rest[after..<close])
            if SwiftNamer.isSpecIdentifier(name) { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

extension FormModel {
    /// Whether the form opts into submission (`submit:` or a `validate_on:`):
    /// its binder then has `isValid`, `submit()` and issues shown at their
    /// fields. v1 specs without these keys generate the same code as before.
    public var hasSubmission: Bool {
        submit != nil || validateOn != nil || fields.contains { $0.validateOn != nil }
    }

    /// When `field`'s issues are shown: its own `validate_on:`, else the form's (default `submit`).
    public func validationTiming(of field: Field) -> ValidationTiming {
        field.validateOn ?? validateOn ?? .submit
    }
}
