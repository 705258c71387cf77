// The words the compiler and the runtime both speak are the runtime's: a
// field's kind, a form's language, the normalizations and their timing, a
// date format's lengths are FormcRuntime's types, named here by the model's
// own names. The model's API shows them, so this file (and only
// this one) imports the runtime publicly; every other FormcCore file imports
// it `internal` (docs/architecture.md, "The support runtime").
public import FormcRuntime

/// The kinds of field: the runtime's `FormcFieldKind` (the spec's `kind:`).
public typealias FieldKind = FormcFieldKind

/// The languages of the built-in messages (`language:`): the runtime's `FormcLanguage`.
public typealias FormLanguage = FormcLanguage

/// One rewrite of `normalize:` (`halfwidth`, `katakana` …): the runtime's `FormcNormalization.Transform`.
public typealias TextTransform = FormcNormalization.Transform

/// When `normalize:` rewrites the text shown (`typing`, `end_editing`): the runtime's `FormcTextFormat.Timing`.
public typealias NormalizeTiming = FormcTextFormat.Timing

extension DisplayFormat {
    /// A date's or time's length in `format:` (`none` … `full`): the runtime's `FormcDisplayFormat.DateLength`.
    public typealias Length = FormcDisplayFormat.DateLength
}

extension FieldKind {
    /// Kinds edited as text in a `UITextField` or `UITextView`.
    public var isTextual: Bool {
        switch self {
        case .picker, .date, .toggle, .multiPicker: false
        case .segmented, .radio, .multiSelect, .checkbox, .stepper, .slider: false
        default: true
        }
    }

    /// Kinds whose value is a number.
    public var isNumeric: Bool { self == .number || self == .decimal }

    /// Kinds that become first responder and show a keyboard or input view.
    public var takesFocus: Bool { isTextual || self == .picker || self == .multiPicker || self == .date }

    /// Kinds whose value is chosen from an option list.
    public var takesOptions: Bool { self == .picker || isTouchChoice }

    /// Option-list kinds shown as controls on the screen, not in a picker.
    public var isTouchChoice: Bool { self == .segmented || self == .radio || self == .multiSelect }
}
