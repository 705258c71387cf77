import Foundation

/// The checks generated `validate()` methods call: concrete functions, so
/// the app's compiler resolves each check at once instead of sorting through
/// the overloads of `<`, `>` and `==` with a literal for every field.
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

    /// Whether `text` has a value shorter than `minimum` characters (an empty text is left to `required`).
    public static func isShorter(_ text: String, than minimum: Int) -> Bool {
        !text.isEmpty && text.count < minimum
    }

    /// Whether `text` is longer than `maximum` characters.
    public static func isLonger(_ text: String, than maximum: Int) -> Bool {
        text.count > maximum
    }

    /// Whether `text` has a value that does not match `pattern` (an empty text is left to `required`).
    public static func mismatches(_ text: String, pattern: String) -> Bool {
        !text.isEmpty && !matches(text, pattern: pattern)
    }

    /// Whether `values` holds fewer than `minimum` elements.
    @inlinable
    public static func hasFewer<Values: Collection>(_ values: Values, than minimum: Int) -> Bool {
        values.count < minimum
    }

    /// Whether `values` holds more than `maximum` elements.
    @inlinable
    public static func hasMore<Values: Collection>(_ values: Values, than maximum: Int) -> Bool {
        values.count > maximum
    }

    /// Whether nothing is chosen.
    @inlinable
    public static func isMissing<Value>(_ value: Value?) -> Bool {
        value == nil
    }

    /// Whether `value` is set and below `minimum`.
    @inlinable
    public static func isBelow<Value: Comparable>(_ value: Value?, minimum: Value) -> Bool {
        guard let value else { return false }
        return value < minimum
    }

    /// Whether `value` is set and above `maximum`.
    @inlinable
    public static func isAbove<Value: Comparable>(_ value: Value?, maximum: Value) -> Bool {
        guard let value else { return false }
        return value > maximum
    }
}
