#if canImport(UIKit)
import UIKit

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
}
#endif
