import Foundation

/// When a field's issues are first shown (the spec's `validate_on:`).
public enum FormcValidationTiming: Sendable {
    /// When the form is submitted.
    case submit
    /// When the field ends editing (a switch: when it is switched).
    case endEditing
    /// As the user types (fields that are not typed into: as `endEditing`).
    case typing
}
