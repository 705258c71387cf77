/// The standard messages of the support runtime (`FormcRule.standardMessage(label:)`
/// in `Sources/FormcRuntime/FormcRule.swift`), which generated code shows for a
/// rule without a spec message. The runtime cannot be imported here (it is
/// embedded as text), so its words are restated once, for the preview, and
/// `StandardMessageParityTests` (FormcRuntimeTests) proves both say the same
/// for every rule. Edit the two together.
public enum StandardMessage: Equatable, Sendable {
    case required
    case minLength(Int)
    case maxLength(Int)
    case pattern
    case minimum(String)
    case maximum(String)
    case notOffered
    case notANumber
    /// `same_as`, with the other field's label.
    case sameAs(String)
    /// `min: { field: … }`, with the other field's label.
    case minimumField(String)
    /// `max: { field: … }`, with the other field's label.
    case maximumField(String)
    /// A named app rule (`custom:`).
    case custom
    case minCount(Int)
    case maxCount(Int)
    /// `complete`: the text does not fill its mask.
    case complete

    /// The message for a field labelled `label`.
    public func text(label: String) -> String {
        switch self {
        case .required: "\(label) is required."
        case .minLength(let count): "\(label) must be at least \(count) characters."
        case .maxLength(let count): "\(label) must be at most \(count) characters."
        case .pattern: "\(label) is not in the expected format."
        case .minimum(let bound): "\(label) must be at least \(bound)."
        case .maximum(let bound): "\(label) must be at most \(bound)."
        case .notOffered: "\(label) is not available for this choice."
        case .notANumber: "\(label) must be a number."
        case .sameAs(let other): "\(label) does not match \(other)."
        case .minimumField(let other): "\(label) must be at least \(other)."
        case .maximumField(let other): "\(label) must be at most \(other)."
        case .custom: "\(label) is not valid."
        case .minCount(let count): "Choose at least \(count) for \(label)."
        case .maxCount(let count): "Choose at most \(count) for \(label)."
        case .complete: "\(label) is not complete."
        }
    }
}
