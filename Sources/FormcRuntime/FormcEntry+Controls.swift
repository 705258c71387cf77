import Foundation

// Dates, switches, check boxes, steppers, sliders and multi-column pickers,
// each described by one call from the field's key path.

/// What a date field shows.
public enum FormcDateMode: Sendable {
    case date, time, dateAndTime
}

/// A date, a time, or both, within bounds read each time the field is shown
/// (relative dates move with the clock).
struct FormcDateControl<Model: FormcFormModel> {
    let mode: FormcDateMode
    let placeholder: String?
    let minimum: @MainActor () -> Date?
    let maximum: @MainActor () -> Date?
    /// Whether focus arriving in the empty field takes the date shown (UIKit's wheels).
    let fillOnFocus: Bool
    /// The spec's `format:` for the date shown in a text field (UIKit).
    let display: FormcDisplayFormat?
    let value: WritableKeyPath<Model, Date?>

    /// The bounds now; while the field picks the date only, their whole days,
    /// as the rules compare such a date by its day (``FormcDate/dayBounds(_:_:if:)``).
    @MainActor
    func bounds(dateOnly: Bool) -> (minimum: Date?, maximum: Date?) {
        FormcDate.dayBounds(minimum(), maximum(), if: dateOnly)
    }
}

extension FormcEntry where Kind == FormcTextEntry {
    /// A date, a time or both, within bounds (read each time the field is
    /// shown); a `.dateAndTime` field picks the date only while the state says
    /// so (`date_only_when`). `fillOnFocus` takes the date shown when focus
    /// arrives in the empty field; `display` is how a text field shows it.
    public static func date(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Date?>, mode: FormcDateMode,
        minimum: @escaping @MainActor () -> Date? = { nil }, maximum: @escaping @MainActor () -> Date? = { nil },
        fillOnFocus: Bool = false, display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .date(FormcDateControl(mode: mode, placeholder: field.placeholder, minimum: minimum,
                                           maximum: maximum, fillOnFocus: fillOnFocus, display: display, value: value)))
    }

    /// A multi-column picker over a value of one choice per wheel: the value
    /// gives each wheel's rows and reads and writes its codes; `labels` has one
    /// title per wheel (nil for none), `separator` joins the chosen titles in a text field.
    public static func multiPicker<Value: FormcWheelsValue>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value>, separator: String, labels: [String?],
        fillOnFocus: Bool = false
    ) -> Self {
        Self(field, .multiPicker(FormcMultiPickerControl(
            placeholder: field.placeholder, labels: labels, separator: separator, fillOnFocus: fillOnFocus,
            rows: labels.indices.map { wheel in { codes in Value.rows(codes: codes).dropFirst(wheel).first ?? [] } },
            selection: { $0[keyPath: value].codes }, select: { $0[keyPath: value] = Value(codes: $1) })))
    }
}

extension FormcEntry where Kind == FormcToggleEntry {
    /// A switch.
    public static func toggle(_ field: Model.Field, _ value: WritableKeyPath<Model, Bool>) -> Self {
        Self(field, .toggle(value, isCheckbox: false))
    }
}

extension FormcEntry where Kind == FormcCheckboxEntry {
    /// A check box: a box and the label, one tap to check.
    public static func checkbox(_ field: Model.Field, _ value: WritableKeyPath<Model, Bool>) -> Self {
        Self(field, .toggle(value, isCheckbox: true))
    }
}

extension FormcEntry where Kind == FormcStepperEntry {
    /// A stepper over a whole number; its value shown (`showsValue`) as `display` says (`¥1,200`), else as digits.
    public static func stepper(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Int>, minimum: Int, maximum: Int,
        step: Int? = nil, showsValue: Bool = true, display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .stepper(FormcNumberControl(
            value: value, minimum: minimum, maximum: maximum, step: step, showsValue: showsValue, display: display,
            text: { FormcControlValueText.stepper($0, format: display) })))
    }
}

extension FormcEntry where Kind == FormcSliderEntry {
    /// A slider over a number, snapped to `step`; its value shown (`showsValue`)
    /// as `display` says (`25%`), else with the step's decimals.
    public static func slider(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Double>, minimum: Double, maximum: Double,
        step: Double? = nil, showsValue: Bool = false, display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .slider(FormcNumberControl(
            value: value, minimum: minimum, maximum: maximum, step: step, showsValue: showsValue, display: display,
            text: { FormcControlValueText.slider($0, minimum: minimum, maximum: maximum, step: step, format: display) })))
    }
}

/// A stepper's or slider's number, its bounds, and its value as shown.
struct FormcNumberControl<Model: FormcFormModel, Number: Comparable & Numeric> {
    let value: WritableKeyPath<Model, Number>
    let minimum: Number
    let maximum: Number
    let step: Number?
    /// Whether the value is shown beside the control (`show_value`).
    let showsValue: Bool
    /// The spec's `format:` for the value shown.
    let display: FormcDisplayFormat?
    /// The value as its label shows it and VoiceOver reads it (the field's `format:`).
    let text: (Number) -> String
}

/// Several columns chosen together (area and city; size, colour and fit),
/// each a list of codes, a column's rows given the codes chosen so far.
struct FormcMultiPickerControl<Model: FormcFormModel> {
    let placeholder: String?
    let labels: [String?]
    /// Joins the chosen titles in a text field (UIKit).
    let separator: String
    /// Whether focus arriving in the empty field takes the rows shown (UIKit's wheels).
    let fillOnFocus: Bool
    let rows: [([String?]) -> [FormcPickerRow]]
    let selection: (Model) -> [String?]
    let select: (inout Model, [String?]) -> Void
}
