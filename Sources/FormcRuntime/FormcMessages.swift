import Foundation

/// The languages of the built-in validation messages (a spec's `language`).
/// formc's checked model names a form's language by this type too (`Codable`
/// by its raw value, as `formc dump` writes it).
public enum FormcLanguage: String, CaseIterable, Sendable, Codable {
    case en, ja
}

/// A built-in validation message: one template per rule (and per kind of
/// field where the wording differs), in every ``FormcLanguage``. A template
/// holds `{label}` (the field's label), `{value}` (the rule's value: a length,
/// a bound) and `{other}` (the label of the field a cross-field rule names).
public enum FormcMessage: String, CaseIterable, Sendable {
    case required
    /// `required` on a picker or a date: nothing chosen.
    case requiredChoice = "required.choice"
    /// `required` on a toggle: it must be switched on.
    case requiredToggle = "required.toggle"
    case minLength = "min_length"
    case maxLength = "max_length"
    case pattern
    case minimum
    case maximum
    /// `min` of a date field.
    case minimumDate = "minimum.date"
    /// `max` of a date field.
    case maximumDate = "maximum.date"
    /// `min: { field: … }` of a number field.
    case minimumField = "minimum.field"
    /// `max: { field: … }` of a number field.
    case maximumField = "maximum.field"
    /// `min: { field: … }` of a date field.
    case minimumDateField = "minimum.date.field"
    /// `max: { field: … }` of a date field.
    case maximumDateField = "maximum.date.field"
    case sameAs = "same_as"
    case custom
    case notOffered = "not_offered"
    case notANumber = "not_a_number"
    case minCount = "min_count"
    case maxCount = "max_count"
    /// `complete`: the text does not fill its mask.
    case complete

    /// The localization key an app may define to replace the template: `formc.rule.<name>`.
    public var key: String { "formc.rule." + rawValue }

    /// The template in `language`.
    public func template(in language: FormcLanguage) -> String {
        switch language {
        case .en: english
        case .ja: japanese
        }
    }

    // One table per language: a new language is one more `switch` (the compiler
    // makes sure it has every message) and one more case of `FormcLanguage`.

    private var english: String {
        switch self {
        case .required, .requiredChoice, .requiredToggle: "{label} is required."
        case .minLength: "{label} must be at least {value} characters."
        case .maxLength: "{label} must be at most {value} characters."
        case .pattern: "{label} is not in the expected format."
        case .minimum: "{label} must be at least {value}."
        case .maximum: "{label} must be at most {value}."
        case .minimumDate: "{label} must be {value} or later."
        case .maximumDate: "{label} must be {value} or earlier."
        case .minimumField: "{label} must be at least {other}."
        case .maximumField: "{label} must be at most {other}."
        case .minimumDateField: "{label} must not be before {other}."
        case .maximumDateField: "{label} must not be after {other}."
        case .sameAs: "{label} does not match {other}."
        case .custom: "{label} is not valid."
        case .notOffered: "{label} is not available for this choice."
        case .notANumber: "{label} must be a number."
        case .minCount: "Choose at least {value} for {label}."
        case .maxCount: "Choose at most {value} for {label}."
        case .complete: "{label} is not complete."
        }
    }

    private var japanese: String {
        switch self {
        case .required: "{label}を入力してください"
        case .requiredChoice: "{label}を選択してください"
        case .requiredToggle: "同意が必要です"
        case .minLength: "{label}は{value}文字以上で入力してください"
        case .maxLength: "{label}は{value}文字以内で入力してください"
        case .pattern: "{label}の形式が正しくありません"
        case .minimum: "{label}は{value}以上の値を入力してください"
        case .maximum: "{label}は{value}以下の値を入力してください"
        case .minimumDate: "{label}は{value}以降を選択してください"
        case .maximumDate: "{label}は{value}以前を選択してください"
        case .minimumField: "{label}は{other}以上の値を入力してください"
        case .maximumField: "{label}は{other}以下の値を入力してください"
        case .minimumDateField: "{label}は{other}以降を選択してください"
        case .maximumDateField: "{label}は{other}以前を選択してください"
        case .sameAs: "{label}が{other}と一致しません"
        case .custom: "{label}が正しくありません"
        case .notOffered: "{label}はこの選択では選べません"
        case .notANumber: "{label}は数値で入力してください"
        case .minCount: "{label}は{value}つ以上選択してください"
        case .maxCount: "{label}は{value}つまで選択できます"
        case .complete: "{label}を最後まで入力してください"
        }
    }

    /// `template` with its placeholders filled, in one pass (a label that
    /// itself holds `{value}` stays as it is); unknown placeholders are kept.
    public static func fill(_ template: String, label: String, value: String = "", other: String = "") -> String {
        pieces(of: template, label: label, other: other).joined(separator: value)
    }

    /// `template` with `{label}` and `{other}` filled as ``fill(_:label:value:other:)``
    /// fills them, in the pieces its `{value}` placeholders part (one more than
    /// there are of them): what a text that shows the value apart, such as
    /// formc's preview drawing a date bound only known later, puts around it.
    public static func pieces(of template: String, label: String, other: String = "") -> [String] {
        var pieces: [String] = []
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let tail = rest[open...]
            let replaced: (String, String?)? = [("{label}", label), ("{value}", nil), ("{other}", other)]
                .first { tail.hasPrefix($0.0) }
            if let (token, text) = replaced {
                if let text {
                    result += text
                } else {
                    pieces.append(result)
                    result = ""
                }
                rest = tail.dropFirst(token.count)
            } else {
                result += "{"
                rest = tail.dropFirst()
            }
        }
        pieces.append(result + rest)
        return pieces
    }
}

/// The built-in messages of one form: its language and, when the spec sets
/// `language`, the strings table that may replace each template by its key.
public struct FormcMessages {
    /// The language of the templates.
    public let language: FormcLanguage
    /// The strings table looked up (`nil`: `Localizable`).
    public let table: String?
    /// The bundle looked up; `nil` uses the templates as they are.
    public let bundle: Bundle?

    /// Messages in `language`, looked up in `table` of `bundle` when a bundle is given.
    public init(language: FormcLanguage, table: String? = nil, bundle: Bundle? = nil) {
        self.language = language
        self.table = table
        self.bundle = bundle
    }

    /// The text of `message` for the field labelled `label`.
    public func text(_ message: FormcMessage, label: String, value: String = "", other: String = "") -> String {
        var template = message.template(in: language)
        if let bundle {
            template = NSLocalizedString(message.key, tableName: table, bundle: bundle, value: template,
                                         comment: "formc built-in validation message")
        }
        return FormcMessage.fill(template, label: label, value: value, other: other)
    }

    /// The issue a look-up shows when the app finds nothing for `label`'s value.
    public func notFound(label: String) -> String {
        switch language {
        case .en: "Nothing was found for this \(label)."
        case .ja: "この\(label)に該当するものが見つかりません"
        }
    }

    /// What VoiceOver says after a required field's label: "Required" / "必須".
    public var requiredHint: String {
        switch language {
        case .en: "Required"
        case .ja: "必須"
        }
    }

    /// The form's issue when the app's submit threw an error with no text for the
    /// user: "The form could not be sent. Please try again." / "送信できませんでした。もう一度お試しください。"
    public var submitFailed: String {
        switch language {
        case .en: "The form could not be sent. Please try again."
        case .ja: "送信できませんでした。もう一度お試しください。"
        }
    }

    /// What VoiceOver says of a submit button while the submit runs: "In progress" / "送信中".
    public var submittingValue: String {
        switch language {
        case .en: "In progress"
        case .ja: "送信中"
        }
    }

    /// The title of a keyboard toolbar's done button the spec left untitled (SwiftUI has no system one): "Done" / "完了".
    public var doneTitle: String {
        switch language {
        case .en: "Done"
        case .ja: "完了"
        }
    }

    /// The title of the button that sets an empty, optional date when the field has no placeholder: "Set" / "設定".
    public var setDateTitle: String {
        switch language {
        case .en: "Set"
        case .ja: "設定"
        }
    }

    /// A date bound as the messages show it: `2024-04-01` / `2024年4月1日`,
    /// with the time when `withTime` (`09:30` / `9:30`), in the Gregorian calendar.
    public func date(_ date: Date, withTime: Bool = false) -> String {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = datePattern(withTime: withTime)
        return formatter.string(from: date)
    }

    /// The `DateFormatter` pattern of ``date(_:withTime:)``: `yyyy-MM-dd HH:mm`,
    /// `yyyy年M月d日 H:mm` (the letters `y`, `M`, `d`, `H`, `m` and literal text only).
    public func datePattern(withTime: Bool) -> String {
        switch language {
        case .en: withTime ? "yyyy-MM-dd HH:mm" : "yyyy-MM-dd"
        case .ja: withTime ? "yyyy年M月d日 H:mm" : "yyyy年M月d日"
        }
    }
}
