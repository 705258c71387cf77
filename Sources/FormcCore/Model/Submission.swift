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
    /// Where the button goes (`placement:`; nil: under the last row).
    public var placement: SubmitPlacement?
    /// Creates settings.
    public init(title: LocalizableText, placement: SubmitPlacement? = nil) {
        self.title = title
        self.placement = placement
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
