import Foundation

/// Numbers as a text field shows them, in the user's locale.
public enum FormcNumberText {
    /// The integer in `text`; nil when empty or not a whole number.
    public static func integer(from text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces))
    }

    /// The decimal in `text`, read with the user's decimal separator; nil when empty or not a number.
    ///
    /// Strict: a sign, digits with at most one decimal separator (`12`, `1.5`, `.5`, `1.`), then
    /// optionally an exponent with digits (`1e3`). `Decimal(string:)` alone reads the longest number
    /// it can and ignores the rest, so `1.2.3` was 1.2, `1-` was 1 and `+-1`, `.`, `-` or `e` were 0.
    public static func decimal(from text: String, locale: Locale = .current) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let separator = locale.decimalSeparator ?? "."
        guard isDecimal(trimmed, separator: separator), let value = Decimal(string: trimmed, locale: locale),
              value.description != "NaN" else { return nil }
        return value
    }

    /// Whether `text` is a whole decimal numeral with `separator` (see ``decimal(from:locale:)``).
    static func isDecimal(_ text: String, separator: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        let whole = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(whole.count)
        var fraction = Substring()
        if !separator.isEmpty, rest.hasPrefix(separator) {
            rest = rest.dropFirst(separator.count)
            fraction = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
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
