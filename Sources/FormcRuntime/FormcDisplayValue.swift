import Foundation

/// A field's value as the confirmation summary shows it (generated
/// `displayValue(of:)`, one case per kind); ``FormcFormState/displayText(for:)``
/// turns it into text, in the form's language.
public enum FormcDisplayValue: Equatable, Sendable {
    /// Text as typed; empty is not entered.
    case text(String)
    /// Secret text (a password, or text with `secure: true`): never shown, only whether one was entered.
    case secret(isEmpty: Bool)
    /// A whole number (nil: not entered).
    case number(Int?)
    /// A decimal number (nil: not entered).
    case decimal(Decimal?)
    /// A slider's value.
    case real(Double)
    /// A toggle or checkbox: Yes / No (はい / いいえ).
    case flag(Bool)
    /// The labels of the options chosen, in list order (empty: not entered).
    case choices([String])
    /// A date (nil: not entered), shown in `mode`.
    case date(Date?, FormcDateDisplayMode)
    /// A value shown with the field's `format:` (`¥1,200`); `isEmpty`: not entered.
    case formatted(isEmpty: Bool, String)
    /// The codes chosen from the option list `list` whose items the app supplies:
    /// the state shows the labels the app gave them (``FormcFormState/displayText(for:)``).
    case appChoices(list: String, codes: [String])

    /// The label of `option` (nil: not entered).
    public static func option<Option: FormcOptionList>(_ option: Option?) -> Self {
        .choices(option.map { [$0.label] } ?? [])
    }

    /// The labels of `options`, in the list's order.
    public static func options<Option: FormcOptionList>(_ options: Set<Option>) -> Self {
        .choices(Option.allCases.filter { options.contains($0) }.map(\.label))
    }

    /// `value` shown as `text`, the field's `format:` applied (`¥1,200`); not entered when `value` is nil.
    public static func formatted<Value>(_ value: Value?, _ text: String) -> Self {
        .formatted(isEmpty: value == nil, text)
    }

    /// A choice from the app's option list `list` (nil: not entered), shown by the label the app gave it.
    public static func appOption<Value: Hashable & Sendable>(_ value: Value?, list: String) -> Self {
        .appChoices(list: list, codes: value.map { [FormcOption.code(of: $0)] } ?? [])
    }
}

/// What part of a date the summary shows.
public enum FormcDateDisplayMode: Sendable {
    case date, time, dateAndTime
}

/// The built-in texts of the confirmation summary, in every ``FormcLanguage``;
/// an app replaces one by defining its key (`formc.display.yes` …) in the
/// form's strings table.
public enum FormcDisplayWord: String, CaseIterable, Sendable {
    case yes, no
    /// An empty value.
    case notEntered = "not_entered"
    /// What a password shows instead of its value.
    case masked

    /// The localization key: `formc.display.<name>`.
    public var key: String { "formc.display." + rawValue }

    /// The text in `language`.
    public func text(in language: FormcLanguage) -> String {
        switch (self, language) {
        case (.yes, .en): "Yes"
        case (.yes, .ja): "はい"
        case (.no, .en): "No"
        case (.no, .ja): "いいえ"
        case (.notEntered, .en): "Not entered"
        case (.notEntered, .ja): "未入力"
        case (.masked, _): "••••••••"
        }
    }
}

extension FormcMessages {
    /// The built-in summary text `text`, looked up in the table when a bundle is given.
    public func displayText(_ text: FormcDisplayWord) -> String {
        let value = text.text(in: language)
        guard let bundle else { return value }
        return NSLocalizedString(text.key, tableName: table, bundle: bundle, value: value,
                                 comment: "formc built-in confirmation text")
    }

    /// What joins the labels of several options chosen: `、` in Japanese, `, ` otherwise.
    public var choiceSeparator: String { language == .ja ? "、" : ", " }

    /// `value` as text: the one place a summary value becomes text, its
    /// numbers and dates through ``FormcDisplayText`` (grouped numbers, the
    /// date mode's medium date and short time, in `locale`).
    public func displayText(_ value: FormcDisplayValue, locale: Locale = .current) -> String {
        let empty = displayText(.notEntered)
        /// Numbers as the user's locale groups them (`1,200`).
        let grouped = FormcDisplayFormat()
        switch value {
        case .text(let text):
            return text.isEmpty ? empty : text
        case .secret(let isEmpty):
            return isEmpty ? empty : displayText(.masked)
        case .number(let number):
            return number.map { FormcDisplayText.number($0, grouped, locale: locale) } ?? empty
        case .decimal(let number):
            return number.map { FormcDisplayText.decimal($0, grouped, locale: locale) } ?? empty
        case .real(let number):
            return FormcDisplayText.real(number, grouped, locale: locale)
        case .flag(let on):
            return displayText(on ? .yes : .no)
        case .choices(let labels):
            return labels.isEmpty ? empty : labels.joined(separator: choiceSeparator)
        case .formatted(let isEmpty, let text):
            return isEmpty ? empty : text
        case .appChoices(_, let codes):
            // Without the app's items (the state resolves them): the codes.
            return displayText(.choices(codes.sorted()), locale: locale)
        case .date(let date, let mode):
            guard let date else { return empty }
            let format = FormcDisplayFormat(date: mode == .time ? .none : .medium, time: mode == .date ? .none : .short)
            return FormcDisplayText.date(date, format, locale: locale)
        }
    }
}

extension FormcDisplayValue {
    /// A multi-column picker's value: each wheel's choice (an option's label,
    /// else the value), joined by spaces; nothing chosen is not entered.
    public static func parts<Value>(_ value: Value) -> Self {
        let parts = Mirror(reflecting: value).children.compactMap { child -> String? in
            let unwrapped = Mirror(reflecting: child.value)
            var inner: Any = child.value
            if unwrapped.displayStyle == .optional {
                guard let some = unwrapped.children.first else { return nil }
                inner = some.value
            }
            if let option = inner as? any FormcOptionList { return option.label }
            return String(describing: inner)
        }
        return .text(parts.joined(separator: " "))
    }
}
