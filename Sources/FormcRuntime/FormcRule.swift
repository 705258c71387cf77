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
    /// The value differs from the field with this id (`same_as`, a confirmation).
    case sameAs(String)
    /// The value is less than the field with this id (`min: { field: … }`).
    case minimumField(String)
    /// The value is greater than the field with this id (`max: { field: … }`).
    case maximumField(String)
    /// The app's rule with this name (`custom`) rejects the value.
    case custom(String)
    /// At least this many options chosen (a multi-select).
    case minCount(Int)
    /// At most this many options chosen (a multi-select).
    case maxCount(Int)
    /// The text does not fill its mask (`complete: true`): a value typed only in part.
    case complete
    /// The app or its server does not accept the value (``FormcIssue/app(_:_:)``, a look-up that found nothing).
    case app

    /// The rule's message in English (the templates of `FormcMessages(language: .en)`),
    /// with a bound as written in the spec (a date's too: `today + 2 days`) and
    /// another field by its id: what an issue made without a message says
    /// (``FormcIssue/init(field:rule:message:)``). A generated `validate()` never
    /// shows it: ``FormcIssues`` gives each failed check the spec's message or
    /// the form's table's (its `language`, else English), with dates written
    /// as dates and other fields by their labels.
    public func standardMessage(label: String) -> String {
        let message: FormcMessage = switch self {
        case .required: .required
        case .minLength: .minLength
        case .maxLength: .maxLength
        case .pattern: .pattern
        case .minimum: .minimum
        case .maximum: .maximum
        case .notOffered: .notOffered
        case .notANumber: .notANumber
        case .sameAs: .sameAs
        case .minimumField: .minimumField
        case .maximumField: .maximumField
        case .custom, .app: .custom
        case .minCount: .minCount
        case .maxCount: .maxCount
        case .complete: .complete
        }
        let value: String = switch self {
        case .minLength(let count), .maxLength(let count), .minCount(let count), .maxCount(let count): String(count)
        case .minimum(let bound), .maximum(let bound): bound
        default: ""
        }
        let other: String = switch self {
        case .sameAs(let id), .minimumField(let id), .maximumField(let id): id
        default: ""
        }
        return FormcMessage.fill(message.template(in: .en), label: label, value: value, other: other)
    }
}
