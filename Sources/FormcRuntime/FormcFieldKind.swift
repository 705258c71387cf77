import Foundation

/// What kind of input a field takes.
public enum FormcFieldKind: String, CaseIterable, Sendable, Codable {
    case text, email, password, number, decimal, phone, url
    case textArea = "text_area"
    case picker, date, toggle
    case multiPicker = "multi_picker"
    case segmented, radio
    case multiSelect = "multi_select"
    case checkbox, stepper, slider
}
