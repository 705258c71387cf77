import Foundation

/// What kind of input a field takes: the spec's `kind:` (raw value as the
/// spec writes it). formc's checked model names a field's kind by this type too.
public enum FormcFieldKind: String, CaseIterable, Sendable, Codable {
    case text, email, password, number, decimal, phone, url
    /// Multi-line text (`UITextView`).
    case textArea = "text_area"
    /// A choice from an option list (`UIPickerView` as input view).
    case picker
    /// A date and/or time (`UIDatePicker` as input view).
    case date
    /// On/off (`UISwitch`).
    case toggle
    /// One choice per wheel of one picker (`UIPickerView` with several components).
    case multiPicker = "multi_picker"
    /// A choice from a short option list (`UISegmentedControl`).
    case segmented
    /// A choice from an option list shown as rows with a check mark.
    case radio
    /// Any number of choices from an option list (check rows or a pushed list).
    case multiSelect = "multi_select"
    /// On/off with a checkbox look (a `UIButton`).
    case checkbox
    /// A whole number by `UIStepper`, shown in a label.
    case stepper
    /// A number by `UISlider`.
    case slider
}
