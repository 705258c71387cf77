import Foundation

/// A validation rule of a spec.
public enum FormcRule: Equatable, Sendable {
    /// The field must be filled in (a toggle: switched on).
    case required
    /// At least this many characters.
    case minLength(Int)
    /// At most this many characters.
    case maxLength(Int)
    /// The whole text must match this regular expression.
    case pattern(String)
    /// At least this value (as written in the spec).
    case minimum(String)
    /// At most this value (as written in the spec).
    case maximum(String)
    /// The value is not among the options its parent picker offers.
    case notOffered
    /// The text of a number field is not a number.
    case notANumber
    /// At least this many options chosen (a multi-select).
    case minCount(Int)
    /// At most this many options chosen (a multi-select).
    case maxCount(Int)

    /// The message shown when no spec message is given.
    public func standardMessage(label: String) -> String {
        switch self {
        case .required: "\(label) is required."
        case .minLength(let count): "\(label) must be at least \(count) characters."
        case .maxLength(let count): "\(label) must be at most \(count) characters."
        case .pattern: "\(label) is not in the expected format."
        case .minimum(let bound): "\(label) must be at least \(bound)."
        case .maximum(let bound): "\(label) must be at most \(bound)."
        case .notOffered: "\(label) is not available for this choice."
        case .notANumber: "\(label) must be a number."
        case .minCount(let count): "Choose at least \(count) for \(label)."
        case .maxCount(let count): "Choose at most \(count) for \(label)."
        }
    }
}
