#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// How one field is drawn and edited in SwiftUI: its control and how it
/// reads and writes the form's values. formc generates one per field
/// (`FormcControl<Form>.name`); ``FormcFieldView`` draws it.
@MainActor
public struct FormcControl<Model: FormcFormModel> {
    /// The field.
    public let field: Model.Field
    /// The keyboard toolbar's items while the field is focused.
    public let toolbar: [FormcToolbarItem]
    let kind: Kind

    enum Kind {
        case text(FormcTextControl<Model>)
        case textArea(FormcTextControl<Model>, limit: Int?)
        case choice(FormcChoiceControl<Model>)
        case multiSelect(FormcMultiSelectControl<Model>)
        case date(FormcDateControl<Model>)
        case toggle(WritableKeyPath<Model, Bool>, isCheckbox: Bool)
        case stepper(FormcNumberControl<Model, Int>)
        case slider(FormcNumberControl<Model, Double>)
        case multiPicker(FormcMultiPickerControl<Model>)
    }

    init(_ field: Model.Field, _ kind: Kind) {
        self.field = field
        self.toolbar = field.toolbar ?? []
        self.kind = kind
    }

    /// Whether the field takes the keyboard's focus (a text input): only these
    /// are in the focus chain; the other controls are edited in place.
    public var takesFocus: Bool {
        switch kind {
        case .text, .textArea: true
        default: false
        }
    }

    /// Empties the field (a toolbar's clear button).
    func clear(_ values: inout Model) {
        if case .text(let text) = kind { text.write(&values, "") }
        if case .textArea(let text, _) = kind { text.write(&values, "") }
    }
}

// MARK: Text

extension FormcControl {
    /// A text field over a `String` value; the model holds the text as `format` makes it.
    /// `maskChosenBy` is another field, its value and its own mask, when that
    /// value chooses the format's mask (a security code following the card
    /// number): the mask changes with it; the value is not rewritten.
    public static func text(
        _ field: Model.Field, _ value: WritableKeyPath<Model, String>, traits: FormcTextTraits,
        format: FormcTextFormat? = nil,
        maskChosenBy chooser: (field: Model.Field, value: KeyPath<Model, String>, mask: FormcMask?)? = nil,
        revealToggle: FormcRevealToggle.Labels? = nil
    ) -> Self {
        var control = FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: format, revealToggle: revealToggle, numberKind: nil,
            read: { $0[keyPath: value] },
            write: { $0[keyPath: value] = format?.value(of: $1) ?? $1 })
        if let chooser, let format {
            let choose: (Model) -> FormcTextFormat = { format.choosing(by: $0[keyPath: chooser.value], of: chooser.mask) }
            control.chooseFormat = choose
            control.write = { $0[keyPath: value] = choose($0).value(of: $1) }
        }
        return Self(field, .text(control))
    }

    /// A text field over a whole number; `display` shows it while not focused (`¥1,200`).
    public static func number(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Int?>, traits: FormcTextTraits,
        display: FormcDisplayFormat? = nil
    ) -> Self {
        let control = FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: nil, revealToggle: nil, numberKind: .number,
            display: display.map { format in { format.displayText(integer: $0) } },
            read: { $0[keyPath: value].map(String.init) ?? "" },
            write: { $0[keyPath: value] = FormcNumberText.integer(from: $1) })
        return Self(field, .text(control))
    }

    /// A text field over a decimal number, in the user's locale; `display` as for ``number(_:_:traits:display:)``.
    public static func decimal(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Decimal?>, traits: FormcTextTraits,
        display: FormcDisplayFormat? = nil
    ) -> Self {
        let control = FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: nil, revealToggle: nil, numberKind: .decimal,
            display: display.map { format in { format.displayText(decimal: $0) } },
            read: { $0[keyPath: value].map(FormcNumberText.text) ?? "" },
            write: { $0[keyPath: value] = FormcNumberText.decimal(from: $1) })
        return Self(field, .text(control))
    }

    /// A multi-line text area; `showsCount` adds a character counter (against `maxLength`).
    public static func textArea(
        _ field: Model.Field, _ value: WritableKeyPath<Model, String>, traits: FormcTextTraits,
        showsCount: Bool = false, maxLength: Int? = nil
    ) -> Self {
        let control = FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: nil, revealToggle: nil, numberKind: nil,
            showsCount: showsCount, read: { $0[keyPath: value] }, write: { $0[keyPath: value] = $1 })
        return Self(field, .textArea(control, limit: maxLength))
    }
}

/// What a text input shows and how its text reaches the values.
struct FormcTextControl<Model: FormcFormModel> {
    let traits: FormcTextTraits
    let placeholder: String?
    let format: FormcTextFormat?
    let revealToggle: FormcRevealToggle.Labels?
    /// `number` or `decimal` for a number field, whose text may not parse.
    let numberKind: FormcFieldKind?
    /// The text shown for the raw text while the field is not focused (a number's `format:`).
    var display: ((String) -> String)? = nil
    var showsCount = false
    /// The format as another field's value chooses its mask, if one does.
    var chooseFormat: ((Model) -> FormcTextFormat)? = nil
    /// The text the values hold for the field.
    let read: (Model) -> String
    /// Sets the field from the text shown.
    var write: (inout Model, String) -> Void

    /// The format for `values`: with its mask chosen by another field's value, if one chooses it.
    func format(for values: Model) -> FormcTextFormat? {
        chooseFormat?(values) ?? format
    }
}

// MARK: Choices

/// How a single choice is drawn.
public enum FormcChoiceStyle: Sendable {
    /// A menu button showing the choice (SwiftUI's `.menu` picker).
    case menu
    /// A wheel.
    case wheel
    /// A row that pushes the list (`.navigationLink` from iOS 16; inside a navigation view).
    case list
    /// A segmented control.
    case segmented
    /// One row per option, the chosen one checked.
    case radio
}

/// A single choice over some options, by index.
struct FormcChoiceControl<Model: FormcFormModel> {
    let style: FormcChoiceStyle
    let placeholder: String?
    /// The row that chooses nothing, when the spec has one.
    let noneRow: String?
    let titles: @MainActor (FormcFormState<Model>) -> [String]
    let selected: @MainActor (FormcFormState<Model>) -> Int?
    let select: @MainActor (FormcFormState<Model>, Int?) -> Void
}

extension FormcControl {
    /// A choice of one of `options` (all of the list unless given: a dependent list's items for its parent).
    public static func choice<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Option?>, style: FormcChoiceStyle = .menu,
        noneRow: String? = nil, options: @escaping @MainActor (Model) -> [Option] = { _ in Array(Option.allCases) }
    ) -> Self {
        let control = FormcChoiceControl<Model>(
            style: style, placeholder: field.placeholder, noneRow: noneRow,
            titles: { options($0.values).map(\.label) },
            selected: { state in state.values[keyPath: value].flatMap { options(state.values).firstIndex(of: $0) } },
            select: { state, index in
                let items = options(state.values)
                state.values[keyPath: value] = index.flatMap { items.indices.contains($0) ? items[$0] : nil }
            })
        return Self(field, .choice(control))
    }

    /// A choice among the items of the option list `list` that the app supplies.
    public static func choice<Value: Hashable & Sendable>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value?>, appList list: String,
        style: FormcChoiceStyle = .menu, noneRow: String? = nil
    ) -> Self {
        let control = FormcChoiceControl<Model>(
            style: style, placeholder: field.placeholder, noneRow: noneRow,
            titles: { $0.appOptions(list, of: Value.self).map(\.label) },
            selected: { state in
                state.values[keyPath: value].flatMap { chosen in
                    state.appOptions(list, of: Value.self).firstIndex { $0.value == chosen }
                }
            },
            select: { state, index in
                let items = state.appOptions(list, of: Value.self)
                state.values[keyPath: value] = index.flatMap { items.indices.contains($0) ? items[$0].value : nil }
            })
        return Self(field, .choice(control))
    }
}

/// A multiple choice: one row per option, or a row that pushes the list.
struct FormcMultiSelectControl<Model: FormcFormModel> {
    let isList: Bool
    let placeholder: String?
    let maximum: Int?
    let titles: [String]
    let isChosen: (Model, Int) -> Bool
    let toggle: (inout Model, Int) -> Void
    let count: (Model) -> Int
}

extension FormcControl {
    /// A choice of any number of `Option`s (at most `maximum`); `isList` shows one row that pushes the list.
    public static func multiSelect<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Set<Option>>, isList: Bool = false,
        maximum: Int? = nil
    ) -> Self {
        let options = Array(Option.allCases)
        let control = FormcMultiSelectControl<Model>(
            isList: isList, placeholder: field.placeholder, maximum: maximum, titles: options.map(\.label),
            isChosen: { $0[keyPath: value].contains(options[$1]) },
            toggle: { values, index in
                let option = options[index]
                if values[keyPath: value].contains(option) {
                    values[keyPath: value].remove(option)
                } else if maximum.map({ values[keyPath: value].count < $0 }) ?? true {
                    values[keyPath: value].insert(option)
                }
            },
            count: { $0[keyPath: value].count })
        return Self(field, .multiSelect(control))
    }
}

// MARK: Dates, switches, numbers

/// A date, a time, or both, within bounds.
struct FormcDateControl<Model: FormcFormModel> {
    let components: DatePickerComponents
    let placeholder: String?
    let minimum: @MainActor () -> Date?
    let maximum: @MainActor () -> Date?
    let value: WritableKeyPath<Model, Date?>
}

/// What a date field shows.
public enum FormcDateMode: Sendable {
    case date, time, dateAndTime
}

extension FormcControl {
    /// A date field; the bounds are read each time the field is drawn (relative dates move with the clock).
    public static func date(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Date?>, mode: FormcDateMode,
        minimum: @escaping @MainActor () -> Date? = { nil }, maximum: @escaping @MainActor () -> Date? = { nil }
    ) -> Self {
        let components: DatePickerComponents = switch mode {
        case .date: .date
        case .time: .hourAndMinute
        case .dateAndTime: [.date, .hourAndMinute]
        }
        let control = FormcDateControl<Model>(components: components, placeholder: field.placeholder,
                                              minimum: minimum, maximum: maximum, value: value)
        return Self(field, .date(control))
    }

    /// A switch.
    public static func toggle(_ field: Model.Field, _ value: WritableKeyPath<Model, Bool>) -> Self {
        Self(field, .toggle(value, isCheckbox: false))
    }

    /// A check box: a box and the label, one tap to check.
    public static func checkbox(_ field: Model.Field, _ value: WritableKeyPath<Model, Bool>) -> Self {
        Self(field, .toggle(value, isCheckbox: true))
    }

    /// A stepper over a whole number; its value shown as `display` says (`¥1,200`), else as digits.
    public static func stepper(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Int>, minimum: Int? = nil, maximum: Int? = nil,
        step: Int? = nil, showsValue: Bool = true, display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .stepper(FormcNumberControl(
            value: value, minimum: minimum, maximum: maximum, step: step, showsValue: showsValue,
            text: { FormcControlValueText.stepper($0, format: display) })))
    }

    /// A slider over a number; its value shown as `display` says (`25%`), else with the step's decimals.
    public static func slider(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Double>, minimum: Double? = nil,
        maximum: Double? = nil, step: Double? = nil, showsValue: Bool = false, display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .slider(FormcNumberControl(
            value: value, minimum: minimum, maximum: maximum, step: step, showsValue: showsValue,
            text: { FormcControlValueText.slider($0, minimum: minimum ?? 0, maximum: maximum ?? 1, step: step, format: display) })))
    }
}

/// A stepper's or slider's number, its bounds, and its value as shown.
struct FormcNumberControl<Model: FormcFormModel, Number: Comparable & Numeric> {
    let value: WritableKeyPath<Model, Number>
    let minimum: Number?
    let maximum: Number?
    let step: Number?
    let showsValue: Bool
    /// The value as its label shows it and VoiceOver reads it (the field's `format:`).
    let text: (Number) -> String
}

// MARK: Multi-column pickers

/// Several columns chosen together (area and city; size, colour and fit),
/// each a list of codes, a column's rows given the codes chosen so far.
struct FormcMultiPickerControl<Model: FormcFormModel> {
    let placeholder: String?
    let labels: [String?]
    let rows: [([String?]) -> [FormcPickerRow]]
    let selection: (Model) -> [String?]
    let select: (inout Model, [String?]) -> Void
}

extension FormcControl {
    /// A multi-column picker over a value of one choice per wheel: the value
    /// gives each wheel's rows and reads and writes its codes; `labels` has one
    /// title per wheel (nil for none).
    public static func multiPicker<Value: FormcWheelsValue>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value>, labels: [String?]
    ) -> Self {
        Self(field, .multiPicker(FormcMultiPickerControl(
            placeholder: field.placeholder, labels: labels,
            rows: labels.indices.map { wheel in { codes in Value.rows(codes: codes).dropFirst(wheel).first ?? [] } },
            selection: { $0[keyPath: value].codes }, select: { $0[keyPath: value] = Value(codes: $1) })))
    }
}
#endif
