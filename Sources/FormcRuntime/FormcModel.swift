import Foundation

/// What kind of input a field takes.
public enum FormcFieldKind: String, CaseIterable, Sendable, Codable {
    case text, email, password, number, decimal, phone, url
    case textArea = "text_area"
    case picker, date, toggle
}

/// A field of a generated form: what an issue needs to describe itself.
public protocol FormcFormField: Hashable, Sendable {
    /// The field's label.
    var label: String { get }
}

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
        }
    }
}

/// A rule a form's values break.
public struct FormcIssue<Field: FormcFormField>: Equatable, Sendable {
    /// The field at fault.
    public let field: Field
    /// The rule it breaks.
    public let rule: FormcRule
    /// What to tell the user: the spec's message, or the rule's standard one.
    public let message: String

    /// An issue; without `message`, the rule's standard message.
    public init(field: Field, rule: FormcRule, message: String? = nil) {
        self.field = field
        self.rule = rule
        self.message = message ?? rule.standardMessage(label: field.label)
    }
}

/// The checks generated `validate()` methods call.
public enum FormcValidation {
    /// Whether `text` is empty or only white space.
    public static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0.isWhitespace }
    }

    /// Whether the whole of `text` matches `pattern` (ICU syntax, as in the spec).
    public static func matches(_ text: String, pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range
    }
}

/// Numbers as a text field shows them, in the user's locale.
public enum FormcNumberText {
    /// The integer in `text`; nil when empty or not a whole number.
    public static func integer(from text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces))
    }

    /// The decimal in `text`, read with the user's decimal separator; nil when empty or not a number.
    public static func decimal(from text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, let value = Decimal(string: trimmed, locale: Locale.current),
              value.description != "NaN" else { return nil }
        // `Decimal(string:)` stops at the first bad character; accept only a whole number.
        let separator = Locale.current.decimalSeparator ?? "."
        let allowed = CharacterSet(charactersIn: "0123456789+-eE" + separator)
        return trimmed.unicodeScalars.allSatisfy(allowed.contains) ? value : nil
    }

    /// `value` as text with the user's decimal separator.
    public static func text(_ value: Decimal) -> String {
        let text = value.description
        let separator = Locale.current.decimalSeparator ?? "."
        return separator == "." ? text : text.replacingOccurrences(of: ".", with: separator)
    }

    /// Whether `text` is neither empty nor a number of `kind` (`number` or `decimal`).
    public static func isInvalid(_ text: String?, kind: FormcFieldKind) -> Bool {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
        return kind == .number ? integer(from: text) == nil : decimal(from: text) == nil
    }
}

/// Dates written in a spec, made in the user's calendar and time zone (as a
/// date picker shows them).
public enum FormcDate {
    /// The date with these components; `year`, `month` and `day` left out for a time of day.
    public static func make(year: Int? = nil, month: Int? = nil, day: Int? = nil,
                               hour: Int = 0, minute: Int = 0, second: Int = 0) -> Date {
        let components = DateComponents(year: year ?? 2000, month: month ?? 1, day: day ?? 1,
                                        hour: hour, minute: minute, second: second)
        return Calendar.current.date(from: components) ?? Date(timeIntervalSinceReferenceDate: 0)
    }
}
