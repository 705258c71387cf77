import Foundation

/// One row of a multi-column picker's wheel: the option's value (code) and its title.
public struct FormcPickerRow: Equatable, Sendable {
    /// The code stored in the model.
    public let value: String
    /// What the wheel shows.
    public let title: String

    /// A row showing `title` for `value`.
    public init(value: String, title: String) {
        self.value = value
        self.title = title
    }

    /// A row per option, in order: its code (raw value) and its label.
    public static func rows<Option: FormcOptionList & RawRepresentable>(_ options: [Option]) -> [FormcPickerRow]
    where Option.RawValue == String {
        options.map { FormcPickerRow(value: $0.rawValue, title: $0.label) }
    }
}
