import Foundation

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
