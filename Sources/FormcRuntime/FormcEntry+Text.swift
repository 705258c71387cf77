import Foundation

// The fields typed into, each described by one call from the field's key path:
// `static var name: Self { .text(.name, \.name, traits: …) }`. One call of a
// generic function of the runtime costs the app's compiler a fraction of the
// closures it would otherwise type-check per field.

extension FormcEntry where Kind == FormcTextEntry {
    /// A text field over a `String` value; the model holds its text as `format`
    /// shapes it, `revealToggle` adds a show/hide button with those VoiceOver labels.
    /// `maskChosenBy` is another field, its value and its own mask, when that
    /// value chooses the format's mask (a security code following the card
    /// number): the mask changes with it; the value is not rewritten.
    public static func text(
        _ field: Model.Field, _ value: WritableKeyPath<Model, String>, traits: FormcTextTraits,
        format: FormcTextFormat? = nil,
        maskChosenBy chooser: (field: Model.Field, value: KeyPath<Model, String>, mask: FormcMask?)? = nil,
        revealToggle: FormcRevealLabels? = nil
    ) -> Self {
        var control = FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: format, revealToggle: revealToggle, numberKind: nil,
            read: { $0[keyPath: value] }, set: { $0[keyPath: value] = $1 })
        if let chooser, let format {
            control.chooseFormat = { format.choosing(by: $0[keyPath: chooser.value], of: chooser.mask) }
        }
        // The chooser is the entry's parent: its every change refreshes this field.
        return Self(field, .text(control), parent: chooser?.field)
    }

    /// A text field over a whole number; text that is not one reads as nil and is reported.
    /// `display` shows the value while the field is not edited (`¥1,200`).
    public static func number(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Int?>, traits: FormcTextTraits,
        display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .text(FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: nil, revealToggle: nil, numberKind: .number,
            display: display.map { format in { format.displayText(integer: $0) } },
            read: { $0[keyPath: value].map(String.init) ?? "" },
            set: { $0[keyPath: value] = FormcNumberText.integer(from: $1) })))
    }

    /// A text field over a decimal number, in the user's locale; `display` as for ``number(_:_:traits:display:)``.
    public static func decimal(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Decimal?>, traits: FormcTextTraits,
        display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .text(FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: nil, revealToggle: nil, numberKind: .decimal,
            display: display.map { format in { format.displayText(decimal: $0) } },
            read: { $0[keyPath: value].map(FormcNumberText.text) ?? "" },
            set: { $0[keyPath: value] = FormcNumberText.decimal(from: $1) })))
    }
}

extension FormcEntry where Kind == FormcTextAreaEntry {
    /// A multi-line text area; `showsCount` adds a character counter (against `maxLength`).
    public static func textArea(
        _ field: Model.Field, _ value: WritableKeyPath<Model, String>, traits: FormcTextTraits,
        showsCount: Bool = false, maxLength: Int? = nil
    ) -> Self {
        Self(field, .textArea(FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: nil, revealToggle: nil, numberKind: nil,
            showsCount: showsCount, read: { $0[keyPath: value] }, set: { $0[keyPath: value] = $1 }),
                              limit: maxLength))
    }
}

/// What a text input shows and how its text reaches the values.
struct FormcTextControl<Model: FormcFormModel> {
    let traits: FormcTextTraits
    let placeholder: String?
    let format: FormcTextFormat?
    let revealToggle: FormcRevealLabels?
    /// `number` or `decimal` for a number field, whose text may not parse.
    let numberKind: FormcFieldKind?
    /// The text shown for the raw text while the field is not focused (a number's `format:`).
    var display: ((String) -> String)? = nil
    var showsCount = false
    /// The format as another field's value chooses its mask, if one does.
    var chooseFormat: ((Model) -> FormcTextFormat)? = nil
    /// The text the values hold for the field.
    let read: (Model) -> String
    /// Keeps `text`, already shaped by the format, in the values (a number field parses it).
    let set: (inout Model, String) -> Void

    /// The format for `values`: with its mask chosen by another field's value, if one chooses it.
    func format(for values: Model) -> FormcTextFormat? {
        chooseFormat?(values) ?? format
    }

    /// Sets the field from the text typed, shaped by the format for the values.
    func write(_ values: inout Model, _ text: String) {
        set(&values, format(for: values)?.value(of: text) ?? text)
    }

    /// Whether `text` shows the value the values hold: a number field's text
    /// that reads as the same number does (`007` for 7), as does unparsable text for no number.
    func shows(_ text: String, of values: Model) -> Bool {
        let held = read(values)
        switch numberKind {
        case .number?: return FormcNumberText.integer(from: text) == FormcNumberText.integer(from: held)
        case .decimal?: return FormcNumberText.decimal(from: text) == FormcNumberText.decimal(from: held)
        default: return text == held
        }
    }
}
