#if canImport(UIKit)
import UIKit

// The bindings of the fields typed into and of the fields whose keyboard is a
// picker, each made by one call from the field's key path, which is what
// formc generates: `static var name: Self { .text(.name, \.name, traits: …) }`.
// One call of a generic function the support file holds costs the app's
// compiler a fraction of the closures it would otherwise type-check per field.

extension FormcBinding where View == UITextField {
    /// A text field over a `String` value; the model holds its text as `format`
    /// shapes it, `revealToggle` adds a show/hide button with those VoiceOver labels.
    /// `maskChosenBy` is another field, its value and its own mask, when that
    /// value chooses the format's mask (a security code following the card
    /// number): the mask changes with it; the value is not rewritten.
    /// `configure` runs on the view after the traits are set (a content type newer than iOS 15).
    public static func text(
        _ field: Model.Field, _ value: WritableKeyPath<Model, String>, traits: FormcTextTraits,
        format: FormcTextFormat? = nil,
        maskChosenBy chooser: (field: Model.Field, value: KeyPath<Model, String>, mask: FormcMask?)? = nil,
        revealToggle: FormcRevealToggle.Labels? = nil,
        configure: ((UITextField) -> Void)? = nil
    ) -> Self {
        // The chooser is the binding's parent: its every change refreshes this field.
        Self(field, parent: chooser?.field) { view, state, _ in
            let input = FormcTextFieldInput(view, traits: traits, placeholder: field.placeholder, format: format,
                                            revealToggle: revealToggle, onChange: { state.values[keyPath: value] = $0 })
            configure?(view)
            return FormcFieldInput(input) {
                if let chooser, let format {
                    input.format = format.choosing(by: state.values[keyPath: chooser.value], of: chooser.mask)
                }
                input.show(state.values[keyPath: value])
            }
        }
    }

    /// A text field over a whole number; text that is not one reads as nil and is reported.
    /// `display` shows the value while the field is not edited (`¥1,200`).
    public static func number(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Int?>, traits: FormcTextTraits,
        display: FormcDisplayFormat? = nil, configure: ((UITextField) -> Void)? = nil
    ) -> Self {
        Self(field) { view, state, _ in
            let input = FormcTextFieldInput(view, traits: traits, placeholder: field.placeholder,
                                            display: display.map { format in { format.displayText(integer: $0) } },
                                            onChange: { state.values[keyPath: value] = FormcNumberText.integer(from: $0) })
            configure?(view)
            return FormcFieldInput(input, isUnparsable: { FormcNumberText.isInvalid(input.text, kind: .number) }) {
                input.show(number: state.values[keyPath: value])
            }
        }
    }

    /// A text field over a decimal number, in the user's locale, as ``number(_:_:traits:display:configure:)``.
    public static func decimal(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Decimal?>, traits: FormcTextTraits,
        display: FormcDisplayFormat? = nil, configure: ((UITextField) -> Void)? = nil
    ) -> Self {
        Self(field) { view, state, _ in
            let input = FormcTextFieldInput(view, traits: traits, placeholder: field.placeholder,
                                            display: display.map { format in { format.displayText(decimal: $0) } },
                                            onChange: { state.values[keyPath: value] = FormcNumberText.decimal(from: $0) })
            configure?(view)
            return FormcFieldInput(input, isUnparsable: { FormcNumberText.isInvalid(input.text, kind: .decimal) }) {
                input.show(decimal: state.values[keyPath: value])
            }
        }
    }

    /// A picker over an option list: all of its cases, or `options` for the
    /// values (a dependent list's items for its `parent`'s value). `fillOnFocus`
    /// takes the row shown when focus arrives in an empty field; `noneRow` is a
    /// first row that chooses nothing.
    public static func picker<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Option?>, fillOnFocus: Bool = false, noneRow: String? = nil, parent: Model.Field? = nil, options: (@MainActor (Model) -> [Option])? = nil
    ) -> Self {
        Self(field, parent: parent) { view, state, _ in
            let items: @MainActor () -> [Option] = { options?(state.values) ?? Array(Option.allCases) }
            let input = FormcPickerInput(
                view, placeholder: field.placeholder,
                titles: { items().map(\.label) },
                selection: { state.values[keyPath: value].flatMap { items().firstIndex(of: $0) } },
                onSelect: { row in
                    let rows = items()
                    state.values[keyPath: value] = row.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
                },
                fillOnFocus: fillOnFocus, noneRow: noneRow)
            return FormcFieldInput(input) { input.refresh() }
        }
    }

    /// A picker over the option list `list` that the app supplies: its rows are
    /// the state's `appOptions` of the list, reloaded whenever they arrive.
    public static func picker<Value: Hashable & Sendable>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value?>, appList list: String, fillOnFocus: Bool = false, noneRow: String? = nil
    ) -> Self {
        Self(field, usesAppOptions: true) { view, state, _ in
            let input = FormcPickerInput(
                view, placeholder: field.placeholder,
                titles: { state.appOptions(list, of: Value.self).map(\.label) },
                selection: {
                    state.values[keyPath: value].flatMap { chosen in
                        state.appOptions(list, of: Value.self).firstIndex { $0.value == chosen }
                    }
                },
                onSelect: { row in
                    let options = state.appOptions(list, of: Value.self)
                    state.values[keyPath: value] = row.flatMap { options.indices.contains($0) ? options[$0].value : nil }
                },
                fillOnFocus: fillOnFocus, noneRow: noneRow)
            return FormcFieldInput(input) { input.refresh() }
        }
    }

    /// A date, a time or both in a picker, within bounds (read when the field is bound);
    /// a `.dateAndTime` picker picks the date only while the state says so (`date_only_when`).
    public static func date(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Date?>, mode: UIDatePicker.Mode,
        minimum: Date? = nil, maximum: Date? = nil, fillOnFocus: Bool = false,
        display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field) { view, state, _ in
            let input = FormcDateInput(
                view, mode: mode, minimum: minimum, maximum: maximum, placeholder: field.placeholder, display: display,
                value: { state.values[keyPath: value] }, onChange: { state.values[keyPath: value] = $0 },
                fillOnFocus: fillOnFocus, dateOnly: { state.isDateOnly(field) })
            return FormcFieldInput(input) { input.refresh() }
        }
    }

    /// A multi-column picker over a value of one choice per wheel: the value
    /// gives each wheel's rows and reads and writes its codes; `labels` has one
    /// title per wheel (nil for none), `separator` joins the chosen titles in the field.
    public static func multiPicker<Value: FormcWheelsValue>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value>, separator: String,
        labels: [String?], fillOnFocus: Bool = false
    ) -> Self {
        Self(field) { view, state, _ in
            let input = FormcMultiPickerInput(
                view, placeholder: field.placeholder, separator: separator, labels: labels,
                rows: labels.indices.map { wheel in { codes in Value.rows(codes: codes).dropFirst(wheel).first ?? [] } },
                selection: { state.values[keyPath: value].codes },
                onSelect: { state.values[keyPath: value] = Value(codes: $0) },
                fillOnFocus: fillOnFocus)
            return FormcFieldInput(input) { input.refresh() }
        }
    }
}

extension FormcBinding where View == UITextView {
    /// A multi-line text area; `showsCount` adds a character counter (against `maxLength`).
    public static func textArea(
        _ field: Model.Field, _ value: WritableKeyPath<Model, String>, traits: FormcTextTraits,
        showsCount: Bool = false, maxLength: Int? = nil
    ) -> Self {
        Self(field) { view, state, _ in
            let input = FormcTextViewInput(view, traits: traits, placeholder: field.placeholder, showsCount: showsCount,
                                           maxLength: maxLength, onChange: { state.values[keyPath: value] = $0 })
            return FormcFieldInput(input) { input.show(state.values[keyPath: value]) }
        }
    }
}
#endif
