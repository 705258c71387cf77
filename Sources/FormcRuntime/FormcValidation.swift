import Foundation

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
