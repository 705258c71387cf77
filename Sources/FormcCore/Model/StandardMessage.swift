/// The built-in messages of the support runtime, which generated code shows
/// for a rule without a spec message: the templates of `FormcMessage`
/// (`Sources/FormcRuntime/FormcMessages.swift`) in the form's language, English
/// for a form without `language:` (`FormcIssues` and `Self.messages` both say
/// `FormcMessages(language: .en)` then). The runtime cannot be imported here (it
/// is embedded as text), so its words are restated once, for the preview, and
/// `StandardMessageParityTests` (FormcRuntimeTests) proves both say the same
/// for every rule and every template in every language, and for a form
/// without a language. Edit the two together.
public enum StandardMessage: Equatable, Sendable {
    case required
    /// `required` on a choice (a picker, a date, segments …): nothing chosen.
    case requiredChoice
    /// `required` on a switch or check box: it must be on.
    case requiredToggle
    case minLength(Int)
    case maxLength(Int)
    case pattern
    case minimum(String)
    case maximum(String)
    /// `min` of a date, with the bound as the language writes a date.
    case minimumDate(String)
    /// `max` of a date, with the bound as the language writes a date.
    case maximumDate(String)
    case notOffered
    case notANumber
    /// `same_as`, with the other field's label.
    case sameAs(String)
    /// `min: { field: … }`, with the other field's label.
    case minimumField(String)
    /// `max: { field: … }`, with the other field's label.
    case maximumField(String)
    /// `min: { field: … }` of a date, with the other field's label.
    case minimumDateField(String)
    /// `max: { field: … }` of a date, with the other field's label.
    case maximumDateField(String)
    /// A named app rule (`custom:`).
    case custom
    case minCount(Int)
    case maxCount(Int)
    /// `complete`: the text does not fill its mask.
    case complete

    /// The message for a field labelled `label` in `language`; English when nil.
    public func text(label: String, language: FormLanguage? = nil) -> String {
        runs(label: label, language: language).map(\.text).joined()
    }

    /// ``text(label:language:)`` in runs, the run that fills `{value}` marked: the
    /// preview draws there a date bound the runtime only knows when the form is used.
    public func runs(label: String, language: FormLanguage? = nil) -> [Template.Run] {
        Template.runs(template.text(in: language ?? .en), label: label, value: value, other: other)
    }

    /// The runtime's template (`FormcMessage`) of this message.
    public var template: Template {
        switch self {
        case .required: .required
        case .requiredChoice: .requiredChoice
        case .requiredToggle: .requiredToggle
        case .minLength: .minLength
        case .maxLength: .maxLength
        case .pattern: .pattern
        case .minimum: .minimum
        case .maximum: .maximum
        case .minimumDate: .minimumDate
        case .maximumDate: .maximumDate
        case .notOffered: .notOffered
        case .notANumber: .notANumber
        case .sameAs: .sameAs
        case .minimumField: .minimumField
        case .maximumField: .maximumField
        case .minimumDateField: .minimumDateField
        case .maximumDateField: .maximumDateField
        case .custom: .custom
        case .minCount: .minCount
        case .maxCount: .maxCount
        case .complete: .complete
        }
    }

    /// What fills `{value}`.
    private var value: String {
        switch self {
        case .minLength(let count), .maxLength(let count), .minCount(let count), .maxCount(let count): String(count)
        case .minimum(let bound), .maximum(let bound), .minimumDate(let bound), .maximumDate(let bound): bound
        default: ""
        }
    }

    /// What fills `{other}`.
    private var other: String {
        switch self {
        case .sameAs(let other), .minimumField(let other), .maximumField(let other),
             .minimumDateField(let other), .maximumDateField(let other): other
        default: ""
        }
    }

    /// A template of the runtime's `FormcMessage`, named by its raw value
    /// (`required.choice`), in every ``FormLanguage``.
    public enum Template: String, CaseIterable, Sendable {
        case required
        case requiredChoice = "required.choice"
        case requiredToggle = "required.toggle"
        case minLength = "min_length"
        case maxLength = "max_length"
        case pattern
        case minimum
        case maximum
        case minimumDate = "minimum.date"
        case maximumDate = "maximum.date"
        case minimumField = "minimum.field"
        case maximumField = "maximum.field"
        case minimumDateField = "minimum.date.field"
        case maximumDateField = "maximum.date.field"
        case sameAs = "same_as"
        case custom
        case notOffered = "not_offered"
        case notANumber = "not_a_number"
        case minCount = "min_count"
        case maxCount = "max_count"
        case complete

        /// The template in `language`, with `{label}`, `{value}` and `{other}` to fill.
        public func text(in language: FormLanguage) -> String {
            switch language {
            case .en: english
            case .ja: japanese
            }
        }

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

        /// A piece of a filled template: its text, and whether it is what filled `{value}`.
        public struct Run: Equatable, Sendable {
            /// The text.
            public var text: String
            /// Whether `text` filled `{value}`.
            public var isValue: Bool
        }

        /// `template` with its placeholders filled in one pass, as the runtime's
        /// `FormcMessage.fill` does (a label holding `{value}` stays as it is).
        static func fill(_ template: String, label: String, value: String, other: String) -> String {
            runs(template, label: label, value: value, other: other).map(\.text).joined()
        }

        /// ``fill(_:label:value:other:)`` in runs: the texts between the placeholders
        /// and each placeholder's text, `{value}`'s marked.
        static func runs(_ template: String, label: String, value: String, other: String) -> [Run] {
            var runs: [Run] = []
            var result = ""
            var rest = template[...]
            while let open = rest.firstIndex(of: "{") {
                result += rest[..<open]
                let tail = rest[open...]
                if let (token, text) = [("{label}", label), ("{value}", value), ("{other}", other)].first(where: { tail.hasPrefix($0.0) }) {
                    if token == "{value}" {
                        runs.append(Run(text: result, isValue: false))
                        runs.append(Run(text: text, isValue: true))
                        result = ""
                    } else {
                        result += text
                    }
                    rest = tail.dropFirst(token.count)
                } else {
                    result += "{"
                    rest = tail.dropFirst()
                }
            }
            runs.append(Run(text: result + rest, isValue: false))
            return runs
        }
    }
}

extension StandardMessage {
    /// A date bound as the runtime's `FormcMessages.date(_:withTime:)` writes it:
    /// `2024-04-01` / `2024年4月1日`, with the time when `withTime` (`09:30` / `9:30`);
    /// text that is not an ISO date stays as written.
    public static func dateText(_ text: String, language: FormLanguage, withTime: Bool) -> String {
        guard let date = ISODate(text, mode: withTime ? .dateAndTime : .date), date.parts.count >= 3 else { return text }
        let parts = date.parts
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
        let hour = parts.count > 3 ? parts[3] : 0, minute = parts.count > 4 ? parts[4] : 0
        switch language {
        case .en:
            let day = "\(parts[0])-\(two(parts[1]))-\(two(parts[2]))"
            return withTime ? "\(day) \(two(hour)):\(two(minute))" : day
        case .ja:
            let day = "\(parts[0])年\(parts[1])月\(parts[2])日"
            return withTime ? "\(day) \(hour):\(two(minute))" : day
        }
    }
}
