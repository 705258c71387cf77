import Foundation

/// How a `number`, `decimal` or `date` field's value is shown as text when it
/// is not being edited (`format:`): in the ready screen, the SwiftUI view, a
/// submit title (`"PAY {amount}"`) and any summary of the values. Made with
/// Foundation's `NumberFormatter` and `DateFormatter` (iOS 2, and Linux), in
/// the locale of the form's language.
public struct FormcDisplayFormat: Equatable, Sendable {
    /// What a number is shown as.
    public enum NumberStyle: Equatable, Sendable {
        /// Plain digits, grouped or not.
        case decimal
        /// An amount of the ISO 4217 currency `code` (`JPY` → `¥1,200`), with
        /// the currency's own fraction digits unless `fractionDigits` says otherwise.
        case currency(String)
        /// A fraction shown as a percentage (`0.25` → `25%`).
        case percent
    }

    /// A date's or a time's length, as `DateFormatter.Style`.
    public enum DateLength: String, Equatable, Sendable, CaseIterable, Codable {
        case none, short, medium, long, full

        var formatterStyle: DateFormatter.Style {
            switch self {
            case .none: .none
            case .short: .short
            case .medium: .medium
            case .long: .long
            case .full: .full
            }
        }
    }

    /// The number style (ignored for dates).
    public let number: NumberStyle
    /// Whether digits are grouped (`1,200`); numbers only.
    public let grouping: Bool
    /// The digits after the decimal separator, fixed; `nil`: the style's own
    /// (a currency's, none for a plain integer, as many as the value has for a decimal).
    public let fractionDigits: Int?
    /// Text written before the number (`$`), after any sign the style writes.
    public let prefix: String
    /// Text written after the number (` kg`, `円`).
    public let suffix: String
    /// The date's length; dates only.
    public let date: DateLength
    /// The time's length; dates only.
    public let time: DateLength
    /// The language whose conventions the text follows; `nil`: the user's locale.
    public let language: FormcLanguage?

    /// A number format.
    public init(_ number: NumberStyle = .decimal, grouping: Bool = true, fractionDigits: Int? = nil,
                prefix: String = "", suffix: String = "", language: FormcLanguage? = nil) {
        self.number = number
        self.grouping = grouping
        self.fractionDigits = fractionDigits
        self.prefix = prefix
        self.suffix = suffix
        self.date = .medium
        self.time = .none
        self.language = language
    }

    /// A date format: `date` and `time` lengths (`.long`, `.none` → `2026年12月2日`).
    public init(date: DateLength, time: DateLength = .none, language: FormcLanguage? = nil) {
        self.number = .decimal
        self.grouping = true
        self.fractionDigits = nil
        self.prefix = ""
        self.suffix = ""
        self.date = date
        self.time = time
        self.language = language
    }

    /// The locale of `language` in the user's region when the user's locale is
    /// in that language (`en_GB` stays British), else the language's main
    /// region (`ja` → `ja_JP`, `en` → `en_US`); `nil`: the user's locale.
    public static func locale(for language: FormcLanguage?, current: Locale = .current) -> Locale {
        guard let language else { return current }
        if current.identifier.hasPrefix(language.rawValue + "_") || current.identifier == language.rawValue { return current }
        switch language {
        case .en: return Locale(identifier: "en_US")
        case .ja: return Locale(identifier: "ja_JP")
        }
    }

    /// `value` as shown; empty when there is none.
    public func text(_ value: Int?, locale: Locale? = nil) -> String {
        guard let value else { return "" }
        return text(Decimal(value), isInteger: true, locale: locale)
    }

    /// `value` as shown; empty when there is none.
    public func text(_ value: Decimal?, locale: Locale? = nil) -> String {
        guard let value else { return "" }
        return text(value, isInteger: false, locale: locale)
    }

    /// `value` as shown (Gregorian, the user's time zone); empty when there is none.
    public func text(_ value: Date?, locale: Locale? = nil) -> String {
        guard let value else { return "" }
        let formatter = DateFormatter()
        formatter.locale = locale ?? Self.locale(for: language)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateStyle = date.formatterStyle
        formatter.timeStyle = time.formatterStyle
        return formatter.string(from: value)
    }

    /// The raw text of a number field (`1200`) as shown when not edited
    /// (`¥1,200`); text that is not a whole number is shown as it is, for the user to fix.
    public func displayText(integer raw: String) -> String {
        FormcNumberText.integer(from: raw).map { text($0) } ?? raw
    }

    /// The raw text of a decimal field as shown when not edited, as ``displayText(integer:)``.
    public func displayText(decimal raw: String) -> String {
        FormcNumberText.decimal(from: raw).map { text($0) } ?? raw
    }

    private func text(_ value: Decimal, isInteger: Bool, locale: Locale?) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale ?? Self.locale(for: language)
        switch number {
        case .decimal:
            formatter.numberStyle = .decimal
            if !isInteger, fractionDigits == nil { formatter.maximumFractionDigits = 20 }
        case .currency(let code):
            formatter.numberStyle = .currency
            formatter.currencyCode = code
        case .percent:
            formatter.numberStyle = .percent
            if fractionDigits == nil { formatter.maximumFractionDigits = 20 }
        }
        formatter.usesGroupingSeparator = grouping
        if let fractionDigits {
            formatter.minimumFractionDigits = fractionDigits
            formatter.maximumFractionDigits = fractionDigits
        }
        let number = NSDecimalNumber(decimal: value)
        let body = formatter.string(from: number) ?? number.stringValue
        return prefix + body + suffix
    }
}
