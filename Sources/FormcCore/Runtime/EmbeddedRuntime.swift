// Generated from the files of Sources/FormcRuntime by
// Tests/FormcCoreTests/Runtime/EmbeddedRuntimeTests.swift. DO NOT EDIT.
// To change the runtime, edit its file, then run `FORMC_RECORD=1 swift test`
// twice: the first run rewrites this file, the second records the goldens from it.

/// formc's support runtime, embedded verbatim: one raw string per file of
/// `Sources/FormcRuntime`, in the order the support file joins them.
enum EmbeddedRuntime {
    /// The runtime files, the Foundation ones first.
    static let files: [RuntimeFile] = [
        RuntimeFile(path: "FormcFieldKind.swift", text: #"""
import Foundation

/// What kind of input a field takes.
public enum FormcFieldKind: String, CaseIterable, Sendable, Codable {
    case text, email, password, number, decimal, phone, url
    case textArea = "text_area"
    case picker, date, toggle
    case multiPicker = "multi_picker"
    case segmented, radio
    case multiSelect = "multi_select"
    case checkbox, stepper, slider
}

"""#),
        RuntimeFile(path: "FormcFormField.swift", text: #"""
import Foundation

/// A field of a generated form: what the field is, which both UIs read — its
/// label, placeholder, help, keyboard toolbar — and what an issue needs to
/// describe itself. Said once here, not repeated in each UI's binding.
public protocol FormcFormField: Hashable, Sendable {
    /// The field's label.
    var label: String { get }
    /// The text shown while the field is empty (`placeholder:`), if any.
    var placeholder: String? { get }
    /// The keyboard accessory toolbar shown while the field has focus (`toolbar:`), if any.
    var toolbar: [FormcToolbarItem]? { get }
    /// Whether the field must be filled in (a toggle: switched on).
    var isRequired: Bool { get }
    /// The help text shown under the field's control (`help:`), if any.
    var help: String? { get }
    /// Whether the label is not drawn (`hide_label:`); it is still spoken and used in messages.
    var hidesLabel: Bool { get }
    /// The label as written, with its links (`[text](url)`), when it has any:
    /// a toggle's or checkbox's label shows them tappable.
    var linkedLabel: String? { get }
}

extension FormcFormField {
    /// No placeholder.
    public var placeholder: String? { nil }
    /// No keyboard toolbar.
    public var toolbar: [FormcToolbarItem]? { nil }
    /// No help text.
    public var help: String? { nil }
    /// The label is drawn.
    public var hidesLabel: Bool { false }
    /// No links in the label.
    public var linkedLabel: String? { nil }
}

"""#),
        RuntimeFile(path: "FormcRule.swift", text: #"""
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

"""#),
        RuntimeFile(path: "FormcIssue.swift", text: #"""
import Foundation

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

extension FormcIssue {
    /// An issue the app (or its server) found at `field`: "this e-mail is already registered".
    public static func app(_ field: Field, _ message: String) -> FormcIssue {
        FormcIssue(field: field, rule: .app, message: message)
    }
}

"""#),
        RuntimeFile(path: "FormcValidation.swift", text: #"""
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
    public static func hasFewer<Values: Collection>(_ values: Values, than minimum: Int) -> Bool {
        values.count < minimum
    }

    /// Whether `values` holds more than `maximum` elements.
    public static func hasMore<Values: Collection>(_ values: Values, than maximum: Int) -> Bool {
        values.count > maximum
    }

    /// Whether nothing is chosen.
    public static func isMissing<Value>(_ value: Value?) -> Bool {
        value == nil
    }

    /// Whether `value` is set and below `minimum`.
    public static func isBelow<Value: Comparable>(_ value: Value?, minimum: Value) -> Bool {
        guard let value else { return false }
        return value < minimum
    }

    /// Whether `value` is set and above `maximum`.
    public static func isAbove<Value: Comparable>(_ value: Value?, maximum: Value) -> Bool {
        guard let value else { return false }
        return value > maximum
    }
}

"""#),
        RuntimeFile(path: "FormcIssues.swift", text: #"""
import Foundation

/// The issues a generated `validate()` collects, with its checks: each check
/// appends its own issue when it fails, with the spec's message or the
/// built-in one built here from `messages` (English when the form has no
/// `language`: the same words whichever rules the form has).
///
/// One call a rule, `issues.checkMaxLength(.name, self.name, 40)`, whose field
/// type the receiver already fixes, costs the app's compiler about a quarter
/// of an `if` with `issues.append(Issue(…))` (see docs/performance.md).
public struct FormcIssues<Field: FormcFormField> {
    /// The issues found, in the order of the checks.
    public private(set) var list: [FormcIssue<Field>] = []
    /// The built-in messages: the form's table (its `language`), else English.
    public let messages: FormcMessages

    /// No issues yet; failed checks without a message of their own say `messages`' text (English when nil).
    public init(messages: FormcMessages? = nil) {
        self.messages = messages ?? FormcMessages(language: .en)
    }

    /// Adds `issue` (a check the generated code makes itself).
    public mutating func append(_ issue: FormcIssue<Field>) {
        list.append(issue)
    }

    /// Adds the issue of `rule` at `field`: `message`, else the built-in `builtIn` with `value`.
    private mutating func fail(_ field: Field, _ rule: FormcRule, _ message: String?, _ builtIn: FormcMessage, value: String = "") {
        list.append(FormcIssue(field: field, rule: rule,
                               message: message ?? messages.text(builtIn, label: field.label, value: value)))
    }

    // MARK: Required

    /// `required` on a text: fails when it is empty or only white space.
    public mutating func checkRequired(_ field: Field, _ text: String, message: String? = nil) {
        if FormcValidation.isBlank(text) { fail(field, .required, message, .required) }
    }

    /// `required` on a number: fails when it is not set.
    public mutating func checkRequiredValue<Value>(_ field: Field, _ value: Value?, message: String? = nil) {
        if value == nil { fail(field, .required, message, .required) }
    }

    /// `required` on a choice (a picker, a date, segments, radio buttons): fails when nothing is chosen.
    public mutating func checkRequiredChoice<Value>(_ field: Field, _ value: Value?, message: String? = nil) {
        if value == nil { fail(field, .required, message, .requiredChoice) }
    }

    /// `required` on a multiple choice: fails when nothing is chosen.
    public mutating func checkRequiredChoices<Values: Collection>(_ field: Field, _ values: Values, message: String? = nil) {
        if values.isEmpty { fail(field, .required, message, .requiredChoice) }
    }

    /// `required` on a switch or check box: fails when it is off.
    public mutating func checkRequiredOn(_ field: Field, _ isOn: Bool, message: String? = nil) {
        if !isOn { fail(field, .required, message, .requiredToggle) }
    }

    /// `required` on a multi-column picker: fails until every wheel has a choice.
    public mutating func checkComplete(_ field: Field, _ isComplete: Bool, message: String? = nil) {
        if !isComplete { fail(field, .required, message, .required) }
    }

    // MARK: Texts

    /// `complete`: fails when a text that is not empty does not fill every
    /// position of `mask` (the mask chosen for it, or by another field's value:
    /// ``FormcMask/chosen(by:of:)``).
    public mutating func checkMaskComplete(_ field: Field, _ text: String, _ mask: FormcMask, message: String? = nil) {
        if !text.isEmpty, !mask.isComplete(text) { fail(field, .complete, message, .complete) }
    }

    /// `min_length`: fails when a text that is not empty is shorter.
    public mutating func checkMinLength(_ field: Field, _ text: String, _ minimum: Int, message: String? = nil) {
        if FormcValidation.isShorter(text, than: minimum) {
            fail(field, .minLength(minimum), message, .minLength, value: String(minimum))
        }
    }

    /// `max_length`: fails when the text is longer.
    public mutating func checkMaxLength(_ field: Field, _ text: String, _ maximum: Int, message: String? = nil) {
        if FormcValidation.isLonger(text, than: maximum) {
            fail(field, .maxLength(maximum), message, .maxLength, value: String(maximum))
        }
    }

    /// `pattern`: fails when a text that is not empty does not match the whole pattern.
    public mutating func checkPattern(_ field: Field, _ text: String, _ pattern: String, message: String? = nil) {
        if FormcValidation.mismatches(text, pattern: pattern) { fail(field, .pattern(pattern), message, .pattern) }
    }

    // MARK: Counts

    /// `min_count`: fails when fewer are chosen (none counts).
    public mutating func checkMinCount<Values: Collection>(_ field: Field, _ values: Values, _ minimum: Int, message: String? = nil) {
        if FormcValidation.hasFewer(values, than: minimum) {
            fail(field, .minCount(minimum), message, .minCount, value: String(minimum))
        }
    }

    /// `max_count`: fails when more are chosen.
    public mutating func checkMaxCount<Values: Collection>(_ field: Field, _ values: Values, _ maximum: Int, message: String? = nil) {
        if FormcValidation.hasMore(values, than: maximum) {
            fail(field, .maxCount(maximum), message, .maxCount, value: String(maximum))
        }
    }

    // MARK: Bounds

    /// `min` on a number: fails when it is set and below `minimum`, written `text` in the spec.
    public mutating func checkMinimum<Value: Comparable>(
        _ field: Field, _ value: Value?, _ minimum: Value, _ text: String, message: String? = nil
    ) {
        if FormcValidation.isBelow(value, minimum: minimum) { fail(field, .minimum(text), message, .minimum, value: text) }
    }

    /// `max` on a number: fails when it is set and above `maximum`, written `text` in the spec.
    public mutating func checkMaximum<Value: Comparable>(
        _ field: Field, _ value: Value?, _ maximum: Value, _ text: String, message: String? = nil
    ) {
        if FormcValidation.isAbove(value, maximum: maximum) { fail(field, .maximum(text), message, .maximum, value: text) }
    }

    /// `min` on a date: fails when it is set and before `minimum`, written `text` in the spec;
    /// the built-in message shows the bound as the language writes a date (`withTime`: and its time).
    /// `byDay`: the field picks the date only now (`date_only_when`), so it is compared by its day
    /// and the message shows the bound's day.
    public mutating func checkMinimumDate(
        _ field: Field, _ value: Date?, _ minimum: Date, _ text: String, withTime: Bool = false, byDay: Bool = false,
        message: String? = nil
    ) {
        if FormcValidation.isBelow(value.map { FormcDate.day($0, if: byDay) }, minimum: FormcDate.day(minimum, if: byDay)) {
            fail(field, .minimum(text), message, .minimumDate, value: messages.date(minimum, withTime: withTime && !byDay))
        }
    }

    /// `max` on a date, as ``checkMinimumDate(_:_:_:_:withTime:byDay:message:)``.
    public mutating func checkMaximumDate(
        _ field: Field, _ value: Date?, _ maximum: Date, _ text: String, withTime: Bool = false, byDay: Bool = false,
        message: String? = nil
    ) {
        if FormcValidation.isAbove(value.map { FormcDate.day($0, if: byDay) }, maximum: FormcDate.day(maximum, if: byDay)) {
            fail(field, .maximum(text), message, .maximumDate, value: messages.date(maximum, withTime: withTime && !byDay))
        }
    }

    // MARK: Dependent lists

    /// A dependent list's choice: fails when it is set and not one of the items its parent's value offers.
    public mutating func checkOffered<Value: Equatable>(_ field: Field, _ value: Value?, _ offered: [Value]) {
        if let value, !offered.contains(value) { fail(field, .notOffered, nil, .notOffered) }
    }
}

"""#),
        RuntimeFile(path: "FormcNumberText.swift", text: #"""
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

"""#),
        RuntimeFile(path: "FormcDate.swift", text: #"""
import Foundation

/// Dates written in a spec, made in the user's time zone (as a date picker
/// shows them). A spec's dates are ISO 8601, so Gregorian: they are built with
/// a Gregorian calendar whatever the device's (under the Japanese calendar,
/// `Calendar.current` would read 2024 as a Reiwa year and make 4042).
public enum FormcDate {
    /// The date with these components; `year`, `month` and `day` left out for a time of day.
    public static func make(
        year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int = 0, minute: Int = 0, second: Int = 0
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let components = DateComponents(year: year ?? 2000, month: month ?? 1, day: day ?? 1,
                                        hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? Date(timeIntervalSinceReferenceDate: 0)
    }
}

extension FormcDate {
    /// The start of `date`'s day in the user's calendar (`Calendar.current`):
    /// a `date_only_when` field's value while it picks the date only.
    public static func startOfDay(_ date: Date?) -> Date? {
        date.map { Calendar.current.startOfDay(for: $0) }
    }
}

"""#),
        RuntimeFile(path: "FormcMessages.swift", text: #"""
import Foundation

/// The languages of the built-in validation messages (a spec's `language`).
public enum FormcLanguage: String, CaseIterable, Sendable {
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
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let tail = rest[open...]
            let replaced: (String, String)? = [("{label}", label), ("{value}", value), ("{other}", other)]
                .first { tail.hasPrefix($0.0) }
            if let (token, text) = replaced {
                result += text
                rest = tail.dropFirst(token.count)
            } else {
                result += "{"
                rest = tail.dropFirst()
            }
        }
        return result + rest
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
        switch language {
        case .en: formatter.dateFormat = withTime ? "yyyy-MM-dd HH:mm" : "yyyy-MM-dd"
        case .ja: formatter.dateFormat = withTime ? "yyyy年M月d日 H:mm" : "yyyy年M月d日"
        }
        return formatter.string(from: date)
    }
}

"""#),
        RuntimeFile(path: "FormcDate+Relative.swift", text: #"""
import Foundation

extension FormcDate {
    /// What a relative date counts from.
    public enum Anchor: Sendable {
        /// The start of the current day.
        case today
        /// The current instant.
        case now
    }

    /// `anchor` (taken from `now`) moved by `amount` `unit`s, with the Gregorian
    /// calendar in the user's time zone whatever the device's calendar (rules
    /// such as "13 years ago" count Gregorian years). A month or year that lands
    /// past the end of a month ends on its last day (Jan 31 + 1 month = Feb 28 or 29).
    public static func relative(_ anchor: Anchor, adding amount: Int = 0, _ unit: Calendar.Component = .day,
                                from now: Date) -> Date {
        let calendar = gregorian
        let start = anchor == .today ? calendar.startOfDay(for: now) : now
        return calendar.date(byAdding: unit, value: amount, to: start) ?? start
    }

    /// The start of `date`'s day: a date field compared by its day, whatever
    /// time of day the picker left in it.
    public static func day(_ date: Date) -> Date {
        gregorian.startOfDay(for: date)
    }

    /// The start of `date`'s day when `byDay` (a `date_only_when` field picking
    /// the date only now, compared by its day), else `date`.
    public static func day(_ date: Date, if byDay: Bool) -> Date {
        byDay ? day(date) : date
    }

    /// A picker's bounds: when `byDay` (it picks the date only: `mode: date`, or
    /// while `date_only_when` holds) the start of `minimum`'s day and the last
    /// second of `maximum`'s, so a bound's own day stays whole (a minimum at
    /// 10:30 still allows that morning), as the rules compare such a date by
    /// its day; else the bounds as they are.
    public static func dayBounds(_ minimum: Date?, _ maximum: Date?, if byDay: Bool) -> (minimum: Date?, maximum: Date?) {
        guard byDay else { return (minimum, maximum) }
        let calendar = gregorian
        let end = maximum.map { date in
            let start = calendar.startOfDay(for: date)
            return (calendar.date(byAdding: .day, value: 1, to: start) ?? start).addingTimeInterval(-1)
        }
        return (minimum.map(day), end)
    }

    /// The Gregorian calendar in the user's time zone.
    private static var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }
}

"""#),
        RuntimeFile(path: "FormcKeyboardGeometry.swift", text: #"""
import Foundation

/// The arithmetic of keyboard avoidance, kept free of UIKit.
public enum FormcKeyboardGeometry {
    /// How far the keyboard covers a view from below: the part of `viewFrame`
    /// under `keyboardFrame`'s top, both in the same coordinate space; 0 when apart.
    public static func overlap(of keyboardFrame: CGRect, with viewFrame: CGRect) -> CGFloat {
        guard !keyboardFrame.isEmpty, keyboardFrame.minY < viewFrame.maxY,
              keyboardFrame.maxX > viewFrame.minX, keyboardFrame.minX < viewFrame.maxX else { return 0 }
        return viewFrame.maxY - max(keyboardFrame.minY, viewFrame.minY)
    }

    /// The content offset that shows `target` with `distance` points above
    /// the keyboard, moving as little as possible: unchanged when `target`
    /// is already visible, never past the content's ends.
    /// - Parameters:
    ///   - target: the focused field's frame, in the scroll view's content coordinates.
    ///   - offset: the current content offset's `y`.
    ///   - visibleHeight: the scroll view's height minus the keyboard overlap.
    ///   - topInset: the adjusted top inset (navigation bar …).
    ///   - maximumOffset: the largest offset the content allows.
    public static func offsetY(
        showing target: CGRect, offset: CGFloat, visibleHeight: CGFloat,
        topInset: CGFloat, maximumOffset: CGFloat, distance: CGFloat
    ) -> CGFloat {
        let visibleTop = offset + topInset
        let visibleBottom = offset + visibleHeight - distance
        var result = offset
        if target.maxY > visibleBottom {
            result = offset + (target.maxY - visibleBottom)
            // A field taller than the room left keeps its top in view.
            if target.minY < result + topInset { result = target.minY - topInset }
        } else if target.minY < visibleTop {
            result = target.minY - topInset
        }
        return min(max(result, -topInset), max(-topInset, maximumOffset))
    }

    /// The constant of a bottom constraint that keeps content `distance`
    /// points above the keyboard: the original constant when the keyboard
    /// does not reach the safe area, else the overlap beyond it.
    public static func bottomConstant(
        original: CGFloat, overlap: CGFloat, safeAreaBottom: CGFloat, distance: CGFloat
    ) -> CGFloat {
        let beyondSafeArea = overlap - safeAreaBottom
        return beyondSafeArea > 0 ? original + beyondSafeArea + distance : original
    }
}

"""#),
        RuntimeFile(path: "FormcValidationTiming.swift", text: #"""
import Foundation

/// When a field's issues are first shown (the spec's `validate_on:`).
public enum FormcValidationTiming: Sendable {
    /// When the form is submitted.
    case submit
    /// When the field ends editing (a switch: when it is switched).
    case endEditing
    /// As the user types (fields that are not typed into: as `endEditing`).
    case typing
}

"""#),
        RuntimeFile(path: "FormcCondition.swift", text: #"""
import Foundation

/// The orderings of generated `visible_when` / `enabled_when` conditions: a
/// field without a value (an empty number or date) passes none of them.
public enum FormcCondition {
    /// Whether `value` is set and less than `bound`.
    public static func isLess<Value: Comparable>(_ value: Value?, than bound: Value) -> Bool {
        value.map { $0 < bound } ?? false
    }

    /// Whether `value` is set and at most `bound`.
    public static func isAtMost<Value: Comparable>(_ value: Value?, _ bound: Value) -> Bool {
        value.map { $0 <= bound } ?? false
    }

    /// Whether `value` is set and greater than `bound`.
    public static func isGreater<Value: Comparable>(_ value: Value?, than bound: Value) -> Bool {
        value.map { $0 > bound } ?? false
    }

    /// Whether `value` is set and at least `bound`.
    public static func isAtLeast<Value: Comparable>(_ value: Value?, _ bound: Value) -> Bool {
        value.map { $0 >= bound } ?? false
    }

    /// Whether `value` is set and among `values` (a long `in:`: one array, not a
    /// chain of `||` the app's compiler would pay for term by term).
    public static func isAny<Value: Equatable>(of values: [Value], _ value: Value?) -> Bool {
        value.map(values.contains) ?? false
    }
}

"""#),
        RuntimeFile(path: "FormcTextEdit.swift", text: #"""
import Foundation

/// A text input's content after an edit, and where its caret goes.
public struct FormcTextEdit: Equatable, Sendable {
    /// The text to show.
    public var text: String
    /// The caret, in UTF-16 code units from the start (as `UITextInput` offsets count).
    public var cursor: Int

    /// An edit showing `text` with the caret at `cursor`.
    public init(text: String, cursor: Int) {
        self.text = text
        self.cursor = cursor
    }
}

"""#),
        RuntimeFile(path: "FormcNormalization.swift", text: #"""
import Foundation

/// Rewrites text the way a field's spec says (`normalize:`): full-width
/// ASCII to half-width, half-width katakana to full-width, hiragana to
/// katakana or katakana to hiragana, kana to the half-width katakana of bank
/// account names, upper or lower case, trimmed, and digits padded with
/// leading zeros. Pure Swift over Unicode scalars, so it gives the same
/// answer on every platform; characters it has no rule for (emoji, combining
/// marks, kanji) pass through unchanged.
public struct FormcNormalization: Equatable, Sendable {
    /// One rewrite.
    public enum Transform: String, CaseIterable, Sendable {
        /// Full-width ASCII (`Ａ`, `０`, `－`) and the ideographic space to their half-width forms.
        case halfwidth
        /// Half-width katakana (`ｶﾞ`) to full-width (`ガ`), voiced marks composed.
        case fullwidthKatakana = "fullwidth_katakana"
        /// Hiragana (`やまだ`) to katakana (`ヤマダ`).
        case katakana
        /// Katakana, full- or half-width (`ヤマダ`, `ﾔﾏﾀﾞ`), to hiragana (`やまだ`);
        /// katakana with no hiragana (`ヷ`, `ー`) stay.
        case hiragana
        /// Kana and full-width ASCII to the half-width katakana of bank account
        /// names (全銀): `ヤマダ　タロウ` → `ﾔﾏﾀﾞ ﾀﾛｳ`, small kana large (`ッ` → `ﾂ`),
        /// `ー` → `-`, `・` → `.`.
        case halfwidthKatakana = "halfwidth_katakana"
        /// Whitespace and newlines removed at both ends.
        case trim
        /// Letters to upper case.
        case uppercase
        /// Letters to lower case.
        case lowercase
    }

    /// The rewrites; they run in ``Transform``'s order whatever the order given.
    public let transforms: Set<Transform>
    /// The number of digits a text of ASCII digits only is padded to with
    /// leading zeros (`1` → `001` for 3), when editing ends; `nil` for none.
    public let zeroPad: Int?

    /// A normalisation doing `transforms`, and padding digits to `zeroPad` digits.
    public init(_ transforms: [Transform], zeroPad: Int? = nil) {
        self.transforms = Set(transforms)
        self.zeroPad = zeroPad
    }

    /// Every rewrite: what the model holds.
    public func apply(_ text: String) -> String {
        var rewritten = characters(text)
        if transforms.contains(.trim) { rewritten = rewritten.trimmingCharacters(in: .whitespacesAndNewlines) }
        return zeroPad.map { Self.padded(rewritten, to: $0) } ?? rewritten
    }

    /// `text` with leading zeros up to `digits` digits when it is ASCII digits
    /// only and shorter; any other text (empty, signed, spaced, full-width,
    /// already long enough) as it is.
    public static func padded(_ text: String, to digits: Int) -> String {
        let count = text.utf8.count
        guard count > 0, count < digits, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return text }
        return String(repeating: "0", count: digits - count) + text
    }

    /// The rewrites of single characters (all but `trim` and the padding):
    /// what is safe to do while the user types, since it never removes what
    /// they just typed.
    public func characters(_ text: String) -> String {
        let toHiragana = transforms.contains(.hiragana)
        let toHalfwidthKana = transforms.contains(.halfwidthKatakana)
        // Both go through full-width katakana with the voiced marks composed.
        let halfwidth = transforms.contains(.halfwidth) || toHalfwidthKana
        let fullwidthKana = transforms.contains(.fullwidthKatakana) || toHiragana || toHalfwidthKana
        let katakana = transforms.contains(.katakana) || toHalfwidthKana
        let composes = fullwidthKana || katakana
        guard halfwidth || composes else { return cased(text) }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            var value = scalar.value
            var isHalfwidthMark = false
            if halfwidth {
                if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 } else if value == 0x3000 { value = 0x20 }
            }
            if fullwidthKana, let mapped = Self.fullwidthKana(value) {
                isHalfwidthMark = value == 0xFF9E || value == 0xFF9F
                value = mapped
            }
            if katakana, (0x3041...0x3096).contains(value) || value == 0x309D || value == 0x309E { value += 0x60 }
            if composes, value == 0x3099 || value == 0x309A {
                if let base = scalars.last, let composed = Self.compose(base.value, mark: value) {
                    scalars.removeLast()
                    value = composed
                } else if isHalfwidthMark {
                    value += 2  // A lone ﾞ / ﾟ becomes the spacing ゛ / ゜, not a combining mark.
                }
            }
            scalars.append(Unicode.Scalar(value) ?? scalar)
        }
        if toHiragana { scalars = Self.toHiragana(scalars) }
        if toHalfwidthKana { scalars = Self.toHalfwidthKana(scalars) }
        return cased(String(scalars))
    }

    /// Full-width katakana to hiragana, where Unicode has one: ァ…ヶ (ヴ → ゔ,
    /// ヵ → ゕ), ヽ ヾ → ゝ ゞ; ヷ…ヺ, ー and ・ have none and stay.
    private static func toHiragana(_ scalars: String.UnicodeScalarView) -> String.UnicodeScalarView {
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            let value = scalar.value
            let shifted = (0x30A1...0x30F6).contains(value) || value == 0x30FD || value == 0x30FE
            result.append(shifted ? Unicode.Scalar(value - 0x60) ?? scalar : scalar)
        }
        return result
    }

    /// Full-width katakana (half-width kana and hiragana made full-width
    /// katakana already) to the half-width katakana of 全銀 account names: voiced marks as a separate
    /// ﾞ / ﾟ, small kana as large ones, ー as `-`, ・ as `.`, 「」 as ｢｣, 、。 as
    /// `,` `.`, the spacing marks ゛゜ as ﾞﾟ.
    private static func toHalfwidthKana(_ scalars: String.UnicodeScalarView) -> String.UnicodeScalarView {
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            guard let mapped = halfwidthKanaScalars(for: scalar.value) else {
                result.append(scalar)
                continue
            }
            for value in mapped { result.append(Unicode.Scalar(value) ?? scalar) }
        }
        return result
    }

    /// The half-width scalars for one full-width one, `nil` when it has no rule.
    private static func halfwidthKanaScalars(for value: UInt32) -> [UInt32]? {
        switch value {
        case 0x30FC: return [0x2D]  // ー → -
        case 0x30FB, 0x3002: return [0x2E]  // ・ 。 → .
        case 0x3001: return [0x2C]  // 、 → ,
        case 0x300C: return [0xFF62]        // 「 → ｢
        case 0x300D: return [0xFF63]        // 」 → ｣
        case 0x3099, 0x309B: return [0xFF9E]  // voiced mark → ﾞ
        case 0x309A, 0x309C: return [0xFF9F]  // semi-voiced mark → ﾟ
        case 0x30A1...0x30FA:
            if let plain = halfwidthPlain[value] { return [plain] }
            if value == 0x30F4 { return [0xFF73, 0xFF9E] }  // ヴ → ｳﾞ
            if (0x30F7...0x30FA).contains(value) {  // ヷヸヹヺ → ﾜﾞ ｲﾞ ｴﾞ ｦﾞ
                return [[0xFF9C, 0xFF72, 0xFF74, 0xFF66][Int(value - 0x30F7)], 0xFF9E]
            }
            if voiced.contains(value - 1), let plain = halfwidthPlain[value - 1] { return [plain, 0xFF9E] }
            if semiVoiced.contains(value - 2), let plain = halfwidthPlain[value - 2] { return [plain, 0xFF9F] }
            return nil
        default: return nil
        }
    }

    /// Full-width katakana without a mark to half-width: the large ones by the
    /// half-width table read backwards, the small ones (and ヮヵヶ, ヰヱ, which
    /// have no half-width form) to large ones, as banks take them.
    private static let halfwidthPlain: [UInt32: UInt32] = {
        var table: [UInt32: UInt32] = [:]
        for (offset, full) in halfwidthKana.enumerated() where (0x30A1...0x30F3).contains(full) {
            table[full] = 0xFF61 + UInt32(offset)
        }
        let small: [(UInt32, UInt32)] = [
            (0x30A1, 0xFF71), (0x30A3, 0xFF72), (0x30A5, 0xFF73), (0x30A7, 0xFF74), (0x30A9, 0xFF75),  // ァィゥェォ
            (0x30C3, 0xFF82), (0x30E3, 0xFF94), (0x30E5, 0xFF95), (0x30E7, 0xFF96), (0x30EE, 0xFF9C),  // ッャュョヮ
            (0x30F5, 0xFF76), (0x30F6, 0xFF79), (0x30F0, 0xFF72), (0x30F1, 0xFF74),                   // ヵヶヰヱ
        ]
        for (full, half) in small { table[full] = half }
        return table
    }()

    private func cased(_ text: String) -> String {
        if transforms.contains(.uppercase) { return text.uppercased() }
        if transforms.contains(.lowercase) { return text.lowercased() }
        return text
    }

    /// The full-width form of a half-width katakana or CJK punctuation scalar;
    /// the voiced marks map to their combining forms, composed by the caller.
    private static func fullwidthKana(_ value: UInt32) -> UInt32? {
        guard (0xFF61...0xFF9F).contains(value) else { return nil }
        return halfwidthKana[Int(value - 0xFF61)]
    }

    /// U+FF61 … U+FF9F in order.
    private static let halfwidthKana: [UInt32] = [
        0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2,                          // ｡｢｣､･ｦ
        0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5, 0x30E7, 0x30C3,  // ｧｨｩｪｫｬｭｮｯ
        0x30FC,                                                                  // ｰ
        0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA,                                  // ｱｲｳｴｵ
        0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3,                                  // ｶｷｸｹｺ
        0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD,                                  // ｻｼｽｾｿ
        0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8,                                  // ﾀﾁﾂﾃﾄ
        0x30CA, 0x30CB, 0x30CC, 0x30CD, 0x30CE,                                  // ﾅﾆﾇﾈﾉ
        0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB,                                  // ﾊﾋﾌﾍﾎ
        0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2,                                  // ﾏﾐﾑﾒﾓ
        0x30E4, 0x30E6, 0x30E8,                                                  // ﾔﾕﾖ
        0x30E9, 0x30EA, 0x30EB, 0x30EC, 0x30ED,                                  // ﾗﾘﾙﾚﾛ
        0x30EF, 0x30F3,                                                          // ﾜﾝ
        0x3099, 0x309A,                                                          // ﾞﾟ
    ]

    /// The precomposed kana for `base` + a combining voiced (U+3099) or
    /// semi-voiced (U+309A) mark, if Unicode has one.
    private static func compose(_ base: UInt32, mark: UInt32) -> UInt32? {
        // Hiragana sit 0x60 below their katakana: one table serves both.
        let isHiragana = (0x3041...0x309F).contains(base)
        let katakana = isHiragana ? base + 0x60 : base
        let offset: UInt32 = isHiragana ? 0x60 : 0
        if mark == 0x309A {
            return semiVoiced.contains(katakana) ? base + 2 : nil
        }
        if voiced.contains(katakana) { return base + 1 }
        switch katakana {
        case 0x30A6: return 0x30F4 - offset  // ウ → ヴ
        case 0x30EF...0x30F2 where !isHiragana: return base + 8  // ワヰヱヲ → ヷヸヹヺ
        case 0x30FD: return base + 1  // ヽ → ヾ
        default: return nil
        }
    }

    /// Katakana whose voiced form is the next scalar (カ → ガ …).
    private static let voiced: Set<UInt32> = [
        0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD,
        0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB,
    ]
    /// Katakana whose semi-voiced form is two scalars on (ハ → パ …).
    private static let semiVoiced: Set<UInt32> = [0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB]
}

"""#),
        RuntimeFile(path: "FormcMask.swift", text: #"""
import Foundation

/// A fixed format a field's text is typed into (`mask: "###-####"`): `#` is
/// an ASCII digit, `A` a letter, `*` any character, `\` makes the next
/// character literal; every other character is a literal the mask writes
/// itself (separators). Literals are never content: typed or pasted, they are
/// dropped and written back where the mask has them, and only in front of a
/// character the user typed, so a separator never dangles at the end.
///
/// A mask chosen by the value (``init(byPrefix:otherwise:)``) holds cases: the
/// characters typed so far (the text without any case's literals) choose the
/// case whose prefix is the longest they start with, else `otherwise`, so the
/// mask can change while the user types (`37` → AMEX's `#### ###### #####`).
public struct FormcMask: Equatable, Sendable {
    /// One case of a mask chosen by the value: the prefixes that choose it and its mask.
    public struct Case: Equatable, Sendable {
        /// The prefixes, compared with the characters typed (literals left out).
        public let prefixes: [String]
        /// The mask the case formats with.
        public let mask: FormcMask

        /// The case chosen by `prefixes`, formatting with the mask `pattern`.
        public init(_ prefixes: [String], _ pattern: String) {
            self.prefixes = prefixes
            mask = FormcMask(pattern)
        }

        fileprivate init(prefixes: [String], mask: FormcMask) {
            self.prefixes = prefixes
            self.mask = mask
        }
    }

    /// One position of the mask.
    enum Slot: Equatable, Sendable {
        case digit, letter, any
        case literal(Character)

        func accepts(_ character: Character) -> Bool {
            switch self {
            case .digit: character.isASCII && character.isNumber
            case .letter: character.isLetter
            case .any: !character.isNewline
            case .literal: false
            }
        }
    }

    /// The mask as written.
    public let pattern: String
    let slots: [Slot]
    /// The literal characters, which input never fills a slot with (with
    /// cases, every case's: a separator of one case is never content of another).
    private var literals: Set<Character>
    /// The cases chosen by the value; empty for a fixed mask.
    public private(set) var cases: [Case] = []

    /// The mask `pattern` (see the type's documentation).
    public init(_ pattern: String) {
        self.pattern = pattern
        var slots: [Slot] = []
        var escaped = false
        for character in pattern {
            if escaped {
                slots.append(.literal(character))
                escaped = false
                continue
            }
            switch character {
            case "#": slots.append(.digit)
            case "A": slots.append(.letter)
            case "*": slots.append(.any)
            case "\\": escaped = true
            default: slots.append(.literal(character))
            }
        }
        self.slots = slots
        literals = Set(slots.compactMap { if case .literal(let character) = $0 { character } else { nil } })
    }

    /// A mask chosen by the value: the case whose prefix is the longest the
    /// characters typed start with, else the mask `otherwise`.
    public init(byPrefix cases: [Case], otherwise: String) {
        self.init(otherwise)
        var literals = self.literals
        for item in cases { literals.formUnion(item.mask.literals) }
        self.literals = literals
        self.cases = cases.map { item in
            var mask = item.mask
            mask.literals = literals
            return Case(prefixes: item.prefixes, mask: mask)
        }
    }

    /// The length of a completely filled value, in characters (with cases, the longest case's).
    public var length: Int { cases.reduce(slots.count) { max($0, $1.mask.slots.count) } }

    /// The mask that formats `text`: the case whose prefix is the longest the
    /// characters typed start with, else this one's own slots.
    public func chosen(for text: String) -> FormcMask {
        guard !cases.isEmpty else { return self }
        let typed = String(text.filter { !literals.contains($0) })
        var best: (length: Int, mask: FormcMask)?
        for item in cases {
            for prefix in item.prefixes where prefix.count > (best?.length ?? 0) && typed.hasPrefix(prefix) {
                best = (prefix.count, item.mask)
            }
        }
        if let best { return best.mask }
        var fixed = self
        fixed.cases = []
        return fixed
    }

    /// The mask chosen by another field's value (`mask: { field: card_number, by_prefix: … }`):
    /// the case whose prefix is the longest `value` starts with, the literals
    /// of `source` (that field's own mask, if any) left out, else `otherwise`.
    /// The result is a fixed mask, which formats and checks this field's text.
    public func chosen(by value: String, of source: FormcMask?) -> FormcMask {
        let typed = source.map { source in String(value.filter { !source.isLiteral($0) }) } ?? value
        var best: (length: Int, mask: FormcMask)?
        for item in cases {
            for prefix in item.prefixes where prefix.count > (best?.length ?? 0) && typed.hasPrefix(prefix) {
                best = (prefix.count, item.mask)
            }
        }
        var fixed = best?.mask ?? self
        fixed.cases = []
        fixed.literals = Set(fixed.slots.compactMap { if case .literal(let character) = $0 { character } else { nil } })
        return fixed
    }

    /// Whether `value` fills every position of the mask chosen for it.
    public func isComplete(_ value: String) -> Bool {
        let mask = chosen(for: value)
        return mask.format(value) == value && value.count == mask.slots.count
    }

    /// Whether `character` is one of the mask's literals.
    public func isLiteral(_ character: Character) -> Bool { literals.contains(character) }

    /// `text` typed into the mask: the characters that fit its slots in
    /// order, with its literals in between; what does not fit is dropped. The
    /// caret, given before the character at `cursor` (a `Character` index of
    /// `text`), ends right after the last kept character typed before it, in
    /// UTF-16 code units of the result (UIKit's text positions).
    public func format(_ text: String, cursor: Int) -> FormcTextEdit {
        guard cases.isEmpty else { return chosen(for: text).format(text, cursor: cursor) }
        var result = ""
        var resultLength = 0  // UTF-16 units of `result`, kept as it grows.
        var caret: Int?
        var slot = 0
        for (index, character) in text.enumerated() {
            if index == cursor { caret = resultLength }
            if literals.contains(character) { continue }
            var next = slot
            var separators = ""
            while next < slots.count, case .literal(let literal) = slots[next] {
                separators.append(literal)
                next += 1
            }
            guard next < slots.count else { break }
            guard slots[next].accepts(character) else { continue }
            separators.append(character)
            result += separators
            resultLength += separators.utf16.count
            slot = next + 1
        }
        return FormcTextEdit(text: result, cursor: caret ?? resultLength)
    }

    /// `text` typed into the mask, for a value set without a caret.
    public func format(_ text: String) -> String {
        format(text, cursor: 0).text
    }
}

"""#),
        RuntimeFile(path: "FormcTextFormat.swift", text: #"""
import Foundation

/// How a text field shapes what the user types: its normalisation, when the
/// text shown is rewritten by it, and its mask. The model always holds
/// ``value(of:)``, whatever the timing, so rules run on the normalised value.
public struct FormcTextFormat: Equatable, Sendable {
    /// When the text shown is rewritten.
    public enum Timing: String, Sendable {
        /// As the user types (never while an input method is composing).
        case typing
        /// When editing ends.
        case endEditing = "end_editing"
    }

    /// The normalisation, if any.
    public let normalization: FormcNormalization?
    /// When the shown text is normalised. `trim` always waits for the end of
    /// editing: trimmed as typed, the space between two words could not be typed.
    public let timing: Timing
    /// The mask, if any; it formats as typed, and the character rewrites
    /// run as typed with it (so `０` typed reaches a `#` slot as `0`).
    public let mask: FormcMask?

    /// A format; `timing` applies to the normalisation.
    public init(normalize normalization: FormcNormalization? = nil, timing: Timing = .endEditing, mask: FormcMask? = nil) {
        self.normalization = normalization
        self.timing = timing
        self.mask = mask
    }

    /// The format with its mask chosen by another field's value (`mask: { field: card_number, … }`):
    /// ``FormcMask/chosen(by:of:)``, `source` being that field's own mask.
    public func choosing(by value: String, of source: FormcMask?) -> FormcTextFormat {
        FormcTextFormat(normalize: normalization, timing: timing, mask: mask?.chosen(by: value, of: source))
    }

    /// What the model holds for the text `text`.
    public func value(of text: String) -> String {
        let normalized = normalization?.apply(text) ?? text
        return mask?.format(normalized) ?? normalized
    }

    /// The text shown once editing ends.
    public func endEditing(_ text: String) -> String { value(of: text) }

    /// Whether the shown text changes as the user types.
    public var formatsAsTyped: Bool { mask != nil || (normalization != nil && timing == .typing) }

    /// The edit that replaces the UTF-16 `range` of `text` with
    /// `replacement` (typing, deleting, pasting), formatted as typed, and
    /// where the caret goes; `nil` when nothing formats as typed or the range
    /// is not within `text`. Deleting only separators of the mask deletes the
    /// character before them too, as the user means.
    public func edit(_ text: String, range: NSRange, replacement: String) -> FormcTextEdit? {
        guard formatsAsTyped else { return nil }
        let current = text as NSString
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
              NSMaxRange(range) <= current.length else { return nil }
        var range = range
        if let mask, replacement.isEmpty, range.length > 0,
           current.substring(with: range).allSatisfy(mask.isLiteral) {
            range = widened(range, in: current, past: mask)
        }
        let before = current.substring(to: range.location) + replacement
        let after = current.substring(from: NSMaxRange(range))
        let head = normalization?.characters(before) ?? before
        let tail = normalization?.characters(after) ?? after
        guard let mask else { return FormcTextEdit(text: head + tail, cursor: head.utf16.count) }
        return mask.format(head + tail, cursor: head.count)
    }

    /// The text to show after the user changed the whole text from `old` to
    /// `text`, for a view that can only replace it whole (SwiftUI's text
    /// fields): formatted as typed, as ``edit(_:range:replacement:)`` does.
    /// Text holding anything but ASCII is left as it is, because an input
    /// method may still be composing it and a rewrite would break that
    /// composition; it is formatted when editing ends. Deleting only a
    /// separator of the mask deletes the character before it too.
    public func typed(_ text: String, replacing old: String) -> String {
        guard formatsAsTyped, text.allSatisfy(\.isASCII) else { return text }
        var text = text
        if let mask, text.count < old.count, shapedAsTyped(text) == old {
            // Only literals went, so the text would format back to `old`: the
            // user deletes the character before them.
            let kept = zip(old, text).prefix { $0 == $1 }.count
            if let dropped = text.prefix(kept).lastIndex(where: { !mask.isLiteral($0) }) {
                text.remove(at: dropped)
            }
        }
        return shapedAsTyped(text)
    }

    /// `text` with the character rewrites and the mask applied.
    private func shapedAsTyped(_ text: String) -> String {
        let characters = normalization?.characters(text) ?? text
        return mask?.format(characters) ?? characters
    }

    /// `range` grown backwards over the last character before it that is not one of `mask`'s literals.
    private func widened(_ range: NSRange, in text: NSString, past mask: FormcMask) -> NSRange {
        var start = range.location
        while start > 0 {
            let previous = text.rangeOfComposedCharacterSequence(at: start - 1)
            start = previous.location
            if !text.substring(with: previous).allSatisfy(mask.isLiteral) {
                return NSRange(location: start, length: NSMaxRange(range) - start)
            }
        }
        return range
    }
}

"""#),
        RuntimeFile(path: "FormcDisplayFormat.swift", text: #"""
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
    public enum DateLength: String, Equatable, Sendable {
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

"""#),
        RuntimeFile(path: "FormcDisplayText.swift", text: #"""
import Foundation

/// Texts that show field values: a title such as `"PAY {amount}"` with each
/// `{field_id}` replaced by that field's value as shown (its `format:`).
public enum FormcDisplayText {
    /// `template` with every `{name}` that `text(name)` answers replaced by
    /// the answer; other braces stay as written (a translator's `{` is text).
    public static func fill(_ template: String, _ text: (String) -> String?) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { return result + rest[open...] }
            let name = String(rest[afterOpen..<close])
            if let value = text(name) {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The names between braces in `template`, in order (`"PAY {amount}"` → `["amount"]`).
    public static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        _ = fill(template) { names.append($0); return nil }
        return names
    }
}

/// Every value shown as text goes through these: the UIs' fields, a submit
/// title and the confirmation summary (which gives the formats it shows
/// without a `format:`: ``FormcMessages/displayText(_:locale:)``).
extension FormcDisplayText {
    /// A whole number as shown: through `format` (in `locale`, else the format's), else plain digits; empty when none.
    public static func number(_ value: Int?, _ format: FormcDisplayFormat? = nil, locale: Locale? = nil) -> String {
        guard let value else { return "" }
        return format?.text(value, locale: locale) ?? String(value)
    }

    /// A decimal as shown: through `format`, else with the user's decimal separator; empty when none.
    public static func decimal(_ value: Decimal?, _ format: FormcDisplayFormat? = nil, locale: Locale? = nil) -> String {
        guard let value else { return "" }
        return format?.text(value, locale: locale) ?? FormcNumberText.text(value)
    }

    /// A slider's value as shown through `format`: its shortest decimal digits
    /// (`0.1`, not the binary double's `0.1000000000000000055…`).
    public static func real(_ value: Double, _ format: FormcDisplayFormat, locale: Locale? = nil) -> String {
        guard let decimal = Decimal(string: String(value), locale: Locale(identifier: "en_US_POSIX")) else { return String(value) }
        return format.text(decimal, locale: locale)
    }

    /// A date as shown through `format` (the field's, or its mode's medium date and short time); empty when none.
    public static func date(_ value: Date?, _ format: FormcDisplayFormat, locale: Locale? = nil) -> String {
        format.text(value, locale: locale)
    }

    /// A choice as shown: its label; empty when none.
    public static func option<Option: FormcOptionList>(_ value: Option?) -> String {
        value?.label ?? ""
    }
}

/// A title that shows field values (`"PAY {amount}"`): the template (the
/// spec's text, localized like any text: translators keep each `{field_id}`
/// as written) and, per field it names, that field's value as shown.
public struct FormcSubmitTitle<Model: FormcFormModel> {
    /// The title with its `{field_id}` placeholders.
    public let template: String
    private let values: [(name: String, text: @MainActor (Model) -> String)]

    /// A title: `values` gives, per placeholder name, the text of that field's value.
    public init(_ template: String, _ values: [(String, @MainActor (Model) -> String)]) {
        self.template = template
        self.values = values.map { (name: $0.0, text: $0.1) }
    }

    /// The title for `model`'s values.
    @MainActor
    public func text(_ model: Model) -> String {
        FormcDisplayText.fill(template) { name in values.first { $0.name == name }?.text(model) }
    }
}

"""#),
        RuntimeFile(path: "FormcControlValueText.swift", text: #"""
import Foundation

/// The text of a stepper's or slider's value, as its value label shows it and
/// VoiceOver reads it, in both UIs: as the field's `format:` says (`¥1,200`,
/// `25%`, `62.5 kg`), else as plain digits.
public enum FormcControlValueText {
    /// A stepper's value: `format`'s text, else plain digits (`12`, as a number field's raw text).
    public static func stepper(_ value: Int, format: FormcDisplayFormat? = nil) -> String {
        format?.text(value) ?? String(value)
    }

    /// A slider's value, first rounded to the decimals its step has (without a
    /// step, a hundredth of its range), so a `Double` that missed the step by a
    /// rounding error shows as the step it is: `format`'s text of that, else the
    /// digits with `.` as separator (`17`, `1.5`).
    public static func slider(_ value: Double, minimum: Double, maximum: Double, step: Double?,
                              format: FormcDisplayFormat? = nil) -> String {
        let digits = decimals(of: step ?? (maximum - minimum) / 100)
        let plain = String(format: "%.\(digits)f", value)
        guard let format, let rounded = Decimal(string: plain) else { return plain }
        return format.text(rounded)
    }

    /// The decimals a step needs, 0…6 (`2` → 0, `0.25` → 2).
    public static func decimals(of step: Double) -> Int {
        var decimals = 0
        var scaled = abs(step)
        while decimals < 6, (scaled - scaled.rounded()).magnitude > 1e-9 {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }
}

"""#),
        RuntimeFile(path: "FormcCharacterCount.swift", text: #"""
import Foundation

/// A text area's character counter ("12/200"): characters are counted as
/// `max_length` counts them (`String.count`, grapheme clusters), so the counter
/// turns red exactly when validation would fail.
public struct FormcCharacterCount: Equatable, Sendable {
    /// The characters of the text.
    public let count: Int
    /// The `max_length`, if any.
    public let limit: Int?

    /// The count of `text` against `limit`.
    public init(_ text: String, limit: Int?) {
        count = text.count
        self.limit = limit
    }

    /// "12/200", or "12" without a limit.
    public var text: String { limit.map { "\(count)/\($0)" } ?? "\(count)" }

    /// Whether the text is longer than the limit.
    public var isOverLimit: Bool { limit.map { count > $0 } ?? false }
}

"""#),
        RuntimeFile(path: "FormcToolbarItem.swift", text: #"""
import Foundation

/// One item of a keyboard accessory toolbar.
public enum FormcToolbarItem: Sendable, Equatable {
    case flexibleSpace
    /// A fixed space of the given width (the system's when nil).
    case fixedSpace(CGFloat?)
    /// Focus the previous field (a chevron when the title is nil).
    case previous(String?)
    /// Focus the next field (a chevron when the title is nil).
    case next(String?)
    /// End editing (the system Done when the title is nil).
    case done(String?)
    /// Call the binder's `onAction` with `action`.
    case custom(title: String, action: String)
    /// Empty the focused field (an `xmark.circle` symbol when the title is nil).
    case clear(String?)
    /// Start the focused field's look-up (a `magnifyingglass` symbol when the title is nil).
    case lookup(String?)
    /// A text, not a button: the focused field's label when nil.
    case title(String?)
}

"""#),
        RuntimeFile(path: "FormcRequiredMarks.swift", text: #"""
import Foundation

/// How a form marks its required fields (the spec's `required_marks:`), chosen
/// once per form: a mark after the label in the form's language. The mark is
/// only drawn: VoiceOver says "required" from the control's hint, never the glyph.
public struct FormcRequiredMarks: Sendable, Equatable {
    /// The look of the mark.
    public enum Style: Sendable, Equatable {
        /// `*` after the label.
        case asterisk
        /// `※` after the label.
        case kome
        /// A small `必須` / `Required` badge after the label.
        case badge
    }

    /// The look of the mark.
    public let style: Style
    /// Whether fields that are not required get an `任意` / `Optional` badge.
    public let marksOptional: Bool
    /// Whether a legend is shown above the fields.
    public let showsLegend: Bool
    /// The legend's own text; `nil`: the built-in one.
    public let legend: String?

    /// Marks of `style`; optional fields badged when `marksOptional`, a legend
    /// (`legend`, else the built-in one) when `showsLegend`.
    public init(style: Style, marksOptional: Bool = false, showsLegend: Bool = false, legend: String? = nil) {
        self.style = style
        self.marksOptional = marksOptional
        self.showsLegend = showsLegend
        self.legend = legend
    }

    /// The mark of a field that `isRequired` (or not), in `language`; `nil` when it has none.
    public func mark(isRequired: Bool, in language: FormcLanguage) -> FormcFieldMark? {
        switch (style, isRequired) {
        case (.asterisk, true): FormcFieldMark(text: "*", isBadge: false, isRequired: true)
        case (.kome, true): FormcFieldMark(text: "※", isBadge: false, isRequired: true)
        case (.badge, true): FormcFieldMark(text: language == .ja ? "必須" : "Required", isBadge: true, isRequired: true)
        case (.badge, false) where marksOptional:
            FormcFieldMark(text: language == .ja ? "任意" : "Optional", isBadge: true, isRequired: false)
        default: nil
        }
    }

    /// The legend shown above the fields in `language`, when the form shows one.
    public func legendText(in language: FormcLanguage) -> String? {
        guard showsLegend else { return nil }
        if let legend { return legend }
        switch (style, language) {
        case (.asterisk, .en): return "* Required"
        case (.asterisk, .ja): return "*は必須項目です"
        case (.kome, .en): return "※ Required"
        case (.kome, .ja): return "※は必須項目です"
        case (.badge, .en): return "Fields marked Required must be filled in."
        case (.badge, .ja): return "「必須」の項目は必ず入力してください"
        }
    }
}

/// The mark drawn after one field's label.
public struct FormcFieldMark: Sendable, Equatable {
    /// What is drawn: `*`, `※`, `必須`, `任意` …
    public let text: String
    /// Whether it is drawn as a badge (a small filled label) rather than a glyph.
    public let isBadge: Bool
    /// Whether it marks a required field (an optional one's badge is drawn quieter).
    public let isRequired: Bool

    /// A label with its glyph after it (`氏名 ※`); a badge is drawn beside the label instead.
    public func caption(_ label: String) -> String { isBadge ? label : label + " " + text }
}

"""#),
        RuntimeFile(path: "FormcConditions.swift", text: #"""
import Foundation

/// Which fields and sections of a form are shown and enabled, computed once
/// per change by the generated `conditions()`: a set of the hidden and of
/// the disabled, so a form without conditions costs nothing.
public struct FormcConditions<Field: Hashable, Section: Hashable>: Equatable {
    private var hiddenFields: Set<Field> = []
    private var disabledFields: Set<Field> = []
    private var hiddenSections: Set<Section> = []
    private var disabledSections: Set<Section> = []
    /// The `date_only_when` fields whose condition holds now.
    public private(set) var dateOnlyFields: Set<Field> = []
    /// The fields a condition (or `read_only`) decides, whatever it decided.
    public private(set) var conditionalFields: Set<Field> = []

    /// Every field and section shown and enabled.
    public init() {}

    /// Whether `field` is shown.
    public func isVisible(_ field: Field) -> Bool { !hiddenFields.contains(field) }
    /// Whether `field` can be edited.
    public func isEnabled(_ field: Field) -> Bool { !disabledFields.contains(field) }
    /// Whether `section` is shown.
    public func isVisible(_ section: Section) -> Bool { !hiddenSections.contains(section) }
    /// Whether the fields of `section` can be edited.
    public func isEnabled(_ section: Section) -> Bool { !disabledSections.contains(section) }

    /// Records whether `field` is shown.
    public mutating func setVisible(_ field: Field, _ visible: Bool) {
        conditionalFields.insert(field)
        if visible { hiddenFields.remove(field) } else { hiddenFields.insert(field) }
    }
    /// Records whether `field` can be edited.
    public mutating func setEnabled(_ field: Field, _ enabled: Bool) {
        conditionalFields.insert(field)
        if enabled { disabledFields.remove(field) } else { disabledFields.insert(field) }
    }
    /// Whether date field `field` picks the date only now (its `date_only_when` holds).
    public func isDateOnly(_ field: Field) -> Bool { dateOnlyFields.contains(field) }

    /// Records whether date field `field` picks the date only.
    public mutating func setDateOnly(_ field: Field, _ dateOnly: Bool) {
        if dateOnly { dateOnlyFields.insert(field) } else { dateOnlyFields.remove(field) }
    }
    /// Records whether `section` is shown.
    public mutating func setVisible(_ section: Section, _ visible: Bool) {
        if visible { hiddenSections.remove(section) } else { hiddenSections.insert(section) }
    }
    /// Records whether the fields of `section` can be edited.
    public mutating func setEnabled(_ section: Section, _ enabled: Bool) {
        if enabled { disabledSections.remove(section) } else { disabledSections.insert(section) }
    }
}

"""#),
        RuntimeFile(path: "FormcChanges.swift", text: #"""
import Foundation

/// What generated `changedFields(from:to:)` methods call: one generic
/// function per field instead of `!=`, whose many overloads the app's
/// compiler would otherwise sort through for every field.
public enum FormcChanges {
    /// Appends `field` to `changed` when its value differs between `old` and `new`.
    public static func note<Field, Value: Equatable>(_ field: Field, _ old: Value, _ new: Value, into changed: inout [Field]) {
        if old != new { changed.append(field) }
    }
}

"""#),
        RuntimeFile(path: "FormcDecoding.swift", text: #"""
import Foundation

// What a generated form's `init(from:)` calls, one line per field: a generic
// function of one name per case, where the container's `decode` would have
// the app's compiler sort through its overloads (`Bool`, `String`, `Int` …)
// for every field, as the synthesized `init(from:)` does.

extension KeyedDecodingContainer {
    /// Decodes the value that must be there for `key` into `value`.
    /// - Throws: `DecodingError.keyNotFound` when it is missing, or what decoding it throws.
    public func formcDecode<Value: Decodable>(_ value: inout Value, _ key: Key) throws {
        value = try decode(Value.self, forKey: key)
    }

    /// Decodes the value for `key` into `value`, nil when it is missing or null.
    /// - Throws: What decoding it throws.
    public func formcDecodeIfPresent<Value: Decodable>(_ value: inout Value?, _ key: Key) throws {
        value = try decodeIfPresent(Value.self, forKey: key)
    }
}

"""#),
        RuntimeFile(path: "FormcLinkedText.swift", text: #"""
import Foundation

/// A text with links written in it as `[link text](url)` (a checkbox's
/// "[利用規約](https://example.com/terms)に同意する", a section footer): the
/// plain text and where its links are. formc checks the spec's texts at build
/// time; a translation with a malformed link, or a URL of another scheme than
/// https, http, mailto or tel, shows as plain text.
public struct FormcLinkedText: Equatable, Sendable {
    /// One run of the text: plain, or a link's text and its URL.
    public struct Run: Equatable, Sendable {
        /// The run's text.
        public let text: String
        /// The URL it opens (nil: plain text).
        public let url: URL?
    }

    /// The schemes a link may open.
    public static let schemes: Set<String> = ["https", "http", "mailto", "tel"]

    /// The runs, in order.
    public let runs: [Run]

    /// The text with its links parsed; a text without `](` is one plain run.
    public init(_ text: String) {
        runs = Self.parse(text)
    }

    /// The text without the link markup (what VoiceOver and a label read).
    public var plainText: String { runs.map(\.text).joined() }

    /// Whether any run is a link.
    public var hasLinks: Bool { runs.contains { $0.url != nil } }

    /// The link runs' URLs, in order.
    public var urls: [URL] { runs.compactMap(\.url) }

    /// The text with a `.link` attribute on each link's run (SwiftUI's `Text`
    /// makes them tappable, opening through the environment's `openURL`).
    @available(iOS 15, macOS 12, *)
    public var attributedString: AttributedString {
        var result = AttributedString()
        for run in runs {
            var part = AttributedString(run.text)
            // By the attribute's type, not `part.link`: that key path is not Sendable (strict concurrency).
            if let url = run.url { part[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url }
            result += part
        }
        return result
    }

    /// The range of each link in ``plainText`` (UTF-16 offsets, for `NSAttributedString`).
    public var linkRanges: [(range: NSRange, url: URL)] {
        var offset = 0
        var ranges: [(range: NSRange, url: URL)] = []
        for run in runs {
            let length = run.text.utf16.count
            if let url = run.url { ranges.append((NSRange(location: offset, length: length), url)) }
            offset += length
        }
        return ranges
    }

    /// `text` as runs: `[label](url)` with a non-empty label and a URL of an
    /// allowed scheme is a link; anything else stays as it was written.
    private static func parse(_ text: String) -> [Run] {
        var runs: [Run] = []
        var plain = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "[") {
            plain += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "]"),
                  rest[close...].dropFirst().first == "(",
                  let end = rest[close...].firstIndex(of: ")") else {
                plain += "["
                rest = rest[afterOpen...]
                continue
            }
            let label = String(rest[afterOpen..<close])
            let address = String(rest[rest.index(close, offsetBy: 2)..<end])
            guard !label.isEmpty, !label.contains("["), let url = link(address) else {
                plain += "["
                rest = rest[afterOpen...]
                continue
            }
            if !plain.isEmpty { runs.append(Run(text: plain, url: nil)) }
            plain = ""
            runs.append(Run(text: label, url: url))
            rest = rest[rest.index(after: end)...]
        }
        plain += rest
        if !plain.isEmpty || runs.isEmpty { runs.append(Run(text: plain, url: nil)) }
        return runs
    }

    /// `address` as a URL when it is absolute and its scheme is allowed.
    public static func link(_ address: String) -> URL? {
        guard !address.isEmpty, !address.contains(where: \.isWhitespace),
              let url = URL(string: address), let scheme = url.scheme?.lowercased(),
              schemes.contains(scheme) else { return nil }
        if scheme == "http" || scheme == "https" { return url.host?.isEmpty == false ? url : nil }
        return address.count > scheme.count + 1 ? url : nil
    }
}

"""#),
        RuntimeFile(path: "FormcDisplayValue.swift", text: #"""
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
            return labels.isEmpty ? empty : labels.joined(separator: language == .ja ? "、" : ", ")
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

"""#),
        RuntimeFile(path: "FormcConfirmation.swift", text: #"""
import Foundation

/// A form's confirmation step (the spec's `confirm:`): after a valid submit
/// the state shows a read-only summary of the values, and the app's submit
/// handler runs only once the user confirms it.
public struct FormcConfirmation<Model: FormcFormModel>: Sendable {
    /// The summary screen's title.
    public let title: String
    /// The button going back to the form.
    public let backTitle: String
    /// The button that sends the values.
    public let submitTitle: String
    /// The summary's groups in form order: one per section (one for a form without sections).
    public let groups: [Group]

    /// A confirmation step.
    public init(title: String, backTitle: String, submitTitle: String, groups: [Group]) {
        self.title = title
        self.backTitle = backTitle
        self.submitTitle = submitTitle
        self.groups = groups
    }

    /// The fields of one section the summary lists (those with `confirm: false` left out).
    public struct Group: Sendable {
        /// The spec's section (nil: a form without sections).
        public let section: Model.Section?
        /// The section's header.
        public let header: String?
        /// The fields listed, in form order.
        public let fields: [Model.Field]

        /// A group.
        public init(_ section: Model.Section?, header: String? = nil, fields: [Model.Field]) {
            self.section = section
            self.header = header
            self.fields = fields
        }
    }
}

/// One section of the summary as shown now: its header and rows.
public struct FormcSummarySection<Field: Hashable & Sendable>: Equatable, Sendable {
    /// The section's header.
    public let header: String?
    /// Its rows, in form order.
    public let rows: [FormcSummaryRow<Field>]
}

/// One row of the summary: a field's label and its value as text.
public struct FormcSummaryRow<Field: Hashable & Sendable>: Equatable, Sendable, Identifiable {
    /// The field.
    public let field: Field
    /// Its label.
    public let label: String
    /// Its value as text ("未入力" / "Not entered" when empty, secret text masked).
    public let value: String
    /// The field.
    public var id: Field { field }
}

"""#),
        RuntimeFile(path: "FormcFormModel.swift", text: #"""
import Foundation

/// A generated form's values and what its spec says about them: everything
/// ``FormcFormState`` needs to run any form. formc generates the conformance;
/// an app never writes one.
public protocol FormcFormModel: Equatable, Sendable {
    /// The fields, in form order.
    associatedtype Field: FormcFormField & CaseIterable
    /// The sections (``FormcNoSection`` for a form without sections).
    associatedtype Section: Hashable & Sendable = FormcNoSection
    /// The custom toolbar buttons' actions (``FormcNoAction`` for a form without any).
    associatedtype Action: RawRepresentable & Hashable & Sendable = FormcNoAction where Action.RawValue == String

    /// Every rule the values break, relative dates counted from `now`, in form order.
    func issues(now: Date) -> [FormcIssue<Field>]

    /// Which fields and sections are shown and enabled for these values:
    /// each condition evaluated once, in dependency order.
    func conditions() -> FormcConditions<Field, Section>

    /// The fields whose values differ between `old` and `new`, in form order.
    static func changedFields(from old: Self, to new: Self) -> [Field]

    /// Makes the values whole again after a change from `old`: a dependent
    /// picker's choice its parent no longer offers is cleared, a following
    /// field takes the value it follows, a date picking the date only holds
    /// the start of its day. Runs once per change, and once on the first
    /// values with `old` the same values (only what holds of them alone settles).
    mutating func settle(after old: Self)

    /// When `field`'s issues are first shown (the spec's `validate_on`).
    static func validationTiming(of field: Field) -> FormcValidationTiming

    /// The built-in messages in the form's language (its `language`, else English).
    static var messages: FormcMessages { get }

    /// How required fields are marked (`required_marks:`); `nil`: not at all.
    static var requiredMarks: FormcRequiredMarks? { get }

    /// The confirmation step (`confirm:`); nil when the form has none.
    static var confirmation: FormcConfirmation<Self>? { get }

    /// `field`'s value as the confirmation summary shows it.
    func displayValue(of field: Field) -> FormcDisplayValue
}

extension FormcFormModel {
    /// A form without conditions: every field shown and enabled.
    public func conditions() -> FormcConditions<Field, Section> { FormcConditions() }

    /// A form whose values need nothing after a change.
    public mutating func settle(after old: Self) {}

    /// Issues are shown when the form is submitted.
    public static func validationTiming(of field: Field) -> FormcValidationTiming { .submit }

    /// English.
    public static var messages: FormcMessages { FormcMessages(language: .en) }

    /// No marks.
    public static var requiredMarks: FormcRequiredMarks? { nil }

    /// The mark after `field`'s label, in the form's language; `nil` when none.
    public static func mark(of field: Field) -> FormcFieldMark? {
        requiredMarks?.mark(isRequired: field.isRequired, in: messages.language)
    }

    /// No confirmation step.
    public static var confirmation: FormcConfirmation<Self>? { nil }

    /// A form without a confirmation step shows no summary.
    public func displayValue(of field: Field) -> FormcDisplayValue { .text("") }
}

/// The sections of a form that has none.
public enum FormcNoSection: Hashable, Sendable {}

/// The custom toolbar actions of a form that has none.
public enum FormcNoAction: RawRepresentable, Hashable, Sendable {
    /// No name is an action.
    public init?(rawValue: String) { nil }
    /// Never called: there is no value.
    public var rawValue: String { switch self {} }
}

"""#),
        RuntimeFile(path: "FormcFormState.swift", text: #"""
import Foundation

#if canImport(Combine)
import Combine
#endif

/// One form's state: the values and everything that follows from them.
///
/// Views — the UIKit binder, a SwiftUI view — only show it and send it edits;
/// every behaviour lives here and is tested without a view:
/// - visibility and enabled state, computed once per change in dependency order;
/// - the issues of the values, and which are *shown* at each field as the
///   spec's `validate_on` says (after typing, when the field is left, or once
///   a submit was tried), each field showing its first;
/// - issues from the app or its server, shown like rule issues and cleared
///   when their field changes;
/// - the submit lifecycle: one submit at a time, in flight, its issues at
///   their fields and the first of them asked to take focus;
/// - look-ups: an app function from one field's value to others', busy while
///   it runs, a not-found issue at its field.
///
/// Observable: an `ObservableObject` where Combine exists (SwiftUI), and
/// through ``observe(_:)`` everywhere (the UIKit binder, tests on Linux).
@MainActor
public class FormcFormState<Model: FormcFormModel> {
    /// A field of the form.
    public typealias Field = Model.Field
    /// An issue at a field.
    public typealias Issue = FormcIssue<Model.Field>

    #if canImport(Combine)
    /// Bumped before every change, so SwiftUI hears `objectWillChange`.
    @Published private var revision = 0
    #else
    private var revision = 0
    #endif

    private var storedValues: Model
    /// Which fields and sections are shown and enabled for ``values``.
    public private(set) var conditions: FormcConditions<Field, Model.Section>
    /// Every issue of the values now, in form order: the rules', then number
    /// texts that do not parse, with the app's issues first at their fields.
    public private(set) var issues: [Issue] = []
    /// An issue about the whole form from the app or its server ("the service
    /// is unavailable"), shown until the next submit or until the app clears it.
    public private(set) var formIssue: String?
    /// Whether a submit is running (its app handler has not returned yet).
    public private(set) var isSubmitting = false
    /// Whether the confirmation step's summary is shown (a valid submit of a
    /// form with `confirm:`); editing the values ends it.
    public private(set) var isConfirming = false
    /// Whether a submit was tried: every field shows its issues from then on.
    public private(set) var hasTriedSubmit = false
    /// The fields whose look-ups are running.
    public private(set) var busyFields: Set<Field> = []
    /// A field the state asks the view to focus (the first invalid field after
    /// a submit); the view focuses it when it can and sets this back to nil.
    public var focusRequest: Field? {
        willSet { willChange() }
        didSet { didChange() }
    }
    /// The clock relative dates are counted from (fixed in tests).
    public var now: () -> Date = Date.init

    private var ruleIssues: [Issue] = []
    private var appIssues: [Field: Issue] = [:]
    /// Number fields whose text is not a number, with the issue that says so.
    private var unparsable: [Field: Issue] = [:]
    /// The fields whose issues are shown (and follow the values).
    private var shownFields: Set<Field> = []
    private var observers: [(observation: FormcWeakObservation, notify: @MainActor () -> Void)] = []
    /// Changes being made: observers hear of a change once, when the outermost ends.
    private var changeDepth = 0
    private var lookups: [Field: FormcLookup<Model>] = [:]
    private var submitHandler: (@MainActor (Model) async throws -> [Issue])?
    /// What a cancel tells the app (``setCancelHandler(_:)``).
    var cancelHandler: (@MainActor (Model) -> Void)?
    /// The app's option lists, by name (each a `[FormcOption<Value>]`).
    private(set) var appOptionLists: [String: any Sendable] = [:]
    /// Bumped whenever an app option list arrives: pickers over one reload.
    public private(set) var optionsRevision = 0
    var optionLoaders: [@MainActor () async -> Void] = []
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTask = 0

    /// A state holding `values` settled as a change settles them (a date whose
    /// `date_only_when` already holds starts at its day), with its issues
    /// computed and none shown yet.
    public init(_ values: Model) {
        storedValues = FormcFormState.settled(values, after: values)
        conditions = storedValues.conditions()
        recomputeIssues()
    }

    // MARK: Values

    /// The values. Setting them (an edit from a view, or the app) settles
    /// them (dependent pickers, following fields), computes the conditions
    /// and issues once, and clears the app's issues of the fields that changed.
    public var values: Model {
        get { storedValues }
        set { setValues(newValue) }
    }

    /// Whether `field` is shown now.
    public func isVisible(_ field: Field) -> Bool { conditions.isVisible(field) }
    /// Whether `field` can be edited now.
    public func isEnabled(_ field: Field) -> Bool { conditions.isEnabled(field) }
    /// Whether `section` is shown now.
    public func isVisible(_ section: Model.Section) -> Bool { conditions.isVisible(section) }
    /// Whether date field `field` picks the date only now (its `date_only_when` holds).
    public func isDateOnly(_ field: Field) -> Bool { conditions.isDateOnly(field) }

    /// `values` made whole after a change from `old` (``FormcFormModel/settle(after:)``):
    /// every value the state holds went through it, the first ones too (`old` is then the same values).
    private static func settled(_ values: Model, after old: Model) -> Model {
        var settled = values
        settled.settle(after: old)
        return settled
    }

    private func setValues(_ newValue: Model) {
        let settled = Self.settled(newValue, after: storedValues)
        let changed = Model.changedFields(from: storedValues, to: settled)
        guard !changed.isEmpty else { return }
        willChange()
        storedValues = settled
        isConfirming = false
        for field in changed { appIssues[field] = nil }
        conditions = settled.conditions()
        recomputeIssues()
        didChange()
    }

    // MARK: Issues

    /// Whether the values break no rule and no app issue stands.
    public var isValid: Bool { issues.isEmpty }

    /// The issue shown now at `field`: an app issue as soon as it is set; a
    /// rule's once the field's timing (or a submit) showed it. Hidden and
    /// disabled fields show none.
    public func issue(for field: Field) -> Issue? {
        guard conditions.isVisible(field), conditions.isEnabled(field) else { return nil }
        if let issue = appIssues[field] { return issue }
        guard shownFields.contains(field) else { return nil }
        return unparsable[field] ?? ruleIssues.first { $0.field == field }
    }

    /// The fields showing an issue now, in form order.
    public var fieldsWithShownIssues: [Field] {
        Field.allCases.filter { issue(for: $0) != nil }
    }

    /// Shows `message` at `field` now, as a rule's issue is shown, until the
    /// field's value changes (or ``clearIssue(at:)``): "this e-mail is already registered".
    public func setIssue(_ message: String, at field: Field) {
        willChange()
        appIssues[field] = .app(field, message)
        recomputeIssues()
        didChange()
    }

    /// Clears the app's issue at `field`.
    public func clearIssue(at field: Field) {
        guard appIssues[field] != nil else { return }
        willChange()
        appIssues[field] = nil
        recomputeIssues()
        didChange()
    }

    /// Shows (or with nil, clears) an issue about the whole form.
    public func setFormIssue(_ message: String?) {
        guard formIssue != message else { return }
        willChange()
        formIssue = message
        didChange()
    }

    /// A view's number field shows text that is not a number (`message`), or
    /// (nil) text that is: the field's `required` issue gives way to it.
    public func setUnparsableText(at field: Field, message: String?) {
        let issue = message.map { FormcIssue(field: field, rule: .notANumber, message: $0) }
        guard unparsable[field] != issue else { return }
        willChange()
        unparsable[field] = issue
        recomputeIssues()
        didChange()
    }

    /// The user typed into `field`: a field whose timing is `typing` shows its issues from now on.
    public func edited(_ field: Field) {
        if Model.validationTiming(of: field) == .typing { show(field) }
    }

    /// `field` ended editing (focus left it; a switch was switched): its issues
    /// show unless its timing waits for a submit, and its look-up starts if it
    /// has one that runs then.
    public func endedEditing(_ field: Field) {
        if Model.validationTiming(of: field) != .submit { show(field) }
        if let lookup = lookups[field], lookup.trigger == .endEditing { startLookUp(field) }
    }

    /// Hides every rule issue until the timing shows it again (after the app resets the form).
    public func hideIssues() {
        willChange()
        shownFields = []
        hasTriedSubmit = false
        didChange()
    }

    /// Shows every field's issues from now on, as a submit does.
    /// - Returns: the fields with an issue, in form order.
    @discardableResult
    public func showAllIssues() -> [Field] {
        willChange()
        hasTriedSubmit = true
        shownFields = Set(Field.allCases)
        didChange()
        return fieldsWithShownIssues
    }

    private func show(_ field: Field) {
        guard !shownFields.contains(field) else { return }
        willChange()
        shownFields.insert(field)
        didChange()
    }

    private func recomputeIssues() {
        ruleIssues = storedValues.issues(now: now())
        var all: [Issue] = []
        all.reserveCapacity(ruleIssues.count + appIssues.count + unparsable.count)
        var pending = ruleIssues[...]
        // One pass in form order: a field's app issue, its unparsable text, then its rules'.
        for field in Field.allCases {
            if let issue = appIssues[field] { all.append(issue) }
            if let issue = unparsable[field] {
                all.append(issue)
                while let first = pending.first, first.field == field { pending.removeFirst() }
            }
            while let first = pending.first, first.field == field {
                all.append(first)
                pending.removeFirst()
            }
        }
        // Issues the model reports out of form order (none today) are kept, not lost.
        all += pending
        issues = all.filter { conditions.isVisible($0.field) && conditions.isEnabled($0.field) }
    }

    // MARK: Observation

    /// Calls `observer` after every change of the state (once per change,
    /// however many properties it touched), for as long as the returned
    /// observation is kept.
    public func observe(_ observer: @escaping @MainActor () -> Void) -> FormcObservation {
        let observation = FormcObservation()
        observers.append((FormcWeakObservation(observation), observer))
        return observation
    }

    private func willChange() {
        if changeDepth == 0 { revision &+= 1 }
        changeDepth += 1
    }

    private func didChange() {
        changeDepth -= 1
        guard changeDepth == 0 else { return }
        // Observations given up are dropped here, on the main actor, not in their deinit.
        observers.removeAll { $0.observation.value?.isCancelled ?? true }
        for observer in observers { observer.notify() }
    }

    /// Groups the changes `body` makes into one notification.
    public func batch(_ body: () -> Void) {
        willChange()
        body()
        didChange()
    }

    // MARK: The app's handlers

    /// Sets the handler a valid submit runs: it gets the values and returns
    /// the issues the app (or its server) found, empty when it accepted them;
    /// what it throws fails the whole form (``formIssue``).
    /// Generated states set it from the app's protocol.
    public func setSubmitHandler(_ handler: @escaping @MainActor (Model) async throws -> [Issue]) {
        submitHandler = handler
    }

    /// Adds a look-up (generated states add the spec's).
    public func addLookUp(_ lookup: FormcLookup<Model>) {
        lookups[lookup.field] = lookup
    }

    /// Runs `operation` as a task the state keeps until it ends (``waitUntilIdle()`` awaits them).
    func track(_ operation: @escaping @MainActor () async -> Void) {
        let key = nextTask
        nextTask += 1
        tasks[key] = Task { @MainActor [weak self] in
            await operation()
            self?.tasks[key] = nil
        }
    }

    /// Waits until the submits and look-ups started so far have ended.
    public func waitUntilIdle() async {
        while let (key, task) = tasks.first {
            await task.value
            tasks[key] = nil
        }
    }

    /// Shows `options` as the items of the option list `list` (pickers reload).
    public func setAppOptions<Value>(_ options: [FormcOption<Value>], for list: String) {
        willChange()
        appOptionLists[list] = options
        optionsRevision &+= 1
        didChange()
    }

    var hasSubmitHandler: Bool { submitHandler != nil }
    func runSubmitHandler(_ values: Model) async throws -> [Issue] { try await submitHandler?(values) ?? [] }
    func lookup(for field: Field) -> FormcLookup<Model>? { lookups[field] }
    func setSubmitting(_ submitting: Bool) {
        guard isSubmitting != submitting else { return }
        willChange()
        isSubmitting = submitting
        didChange()
    }
    func setConfirming(_ confirming: Bool) {
        guard isConfirming != confirming else { return }
        willChange()
        isConfirming = confirming
        didChange()
    }
    func setBusy(_ field: Field, _ busy: Bool) {
        willChange()
        if busy { busyFields.insert(field) } else { busyFields.remove(field) }
        didChange()
    }
    func setAppIssues(_ issues: [Issue]) {
        willChange()
        for issue in issues { appIssues[issue.field] = issue }
        recomputeIssues()
        didChange()
    }
}

#if canImport(Combine)
extension FormcFormState: ObservableObject {}
#endif

/// Keeps an observer of a ``FormcFormState`` registered while it is kept;
/// ``cancel()`` (or letting it go) ends it.
@MainActor
public final class FormcObservation {
    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false

    nonisolated init() {}

    /// Stops observing.
    public func cancel() { isCancelled = true }
}

/// A weak reference to an observation.
@MainActor
private struct FormcWeakObservation {
    weak var value: FormcObservation?
    init(_ value: FormcObservation) { self.value = value }
}

"""#),
        RuntimeFile(path: "FormcFormState+Submit.swift", text: #"""
import Foundation

/// What a submit came to.
public enum FormcSubmitOutcome: Equatable, Sendable {
    /// The values broke rules: every issue is shown, the first invalid field asked to take focus.
    case invalid
    /// Another submit was running: this one was refused.
    case alreadySubmitting
    /// The app's handler returned issues: they are shown at their fields.
    case rejected
    /// The app's handler threw (no connection, the server down): its error's
    /// description is the form's issue (``FormcFormState/formIssue``).
    case failed
    /// The app's handler accepted the values.
    case accepted
    /// The values were valid and the form has a confirmation step: the
    /// summary is shown (``FormcFormState/isConfirming``); ``FormcFormState/confirm()`` sends them.
    case confirming
}

extension FormcFormState {
    /// Submits: shows every issue; when the values are valid, runs the app's
    /// handler (once at a time: a second submit while one runs is refused),
    /// with ``isSubmitting`` true meanwhile; the issues it returns land at
    /// their fields, an error it throws is the form's issue. Whenever issues
    /// remain at fields, ``focusRequest`` asks for the first. A form with a
    /// confirmation step shows its summary instead (``isConfirming``).
    @discardableResult
    public func submit() async -> FormcSubmitOutcome {
        guard !isSubmitting else { return .alreadySubmitting }
        guard prepareSubmit() else { return .invalid }
        if hasConfirmation, !isConfirming {
            setConfirming(true)
            return .confirming
        }
        return await send()
    }

    /// Starts ``submit()`` and returns at once: whether it went ahead (the
    /// values were valid and no submit was running). For a button's action.
    /// `completion` hears the outcome and the values sent; at once when the
    /// form has no submit handler, once the handler returns otherwise.
    @discardableResult
    public func startSubmit(completion: ((FormcSubmitOutcome, Model) -> Void)? = nil) -> Bool {
        guard !isSubmitting, prepareSubmit() else { return false }
        let sent = values
        if hasConfirmation, !isConfirming {
            setConfirming(true)
            completion?(.confirming, sent)
            return true
        }
        guard hasSubmitHandler else {
            completion?(.accepted, sent)
            return true
        }
        // In flight from now, so a second tap before the task runs is refused.
        setSubmitting(true)
        track { [weak self] in
            guard let outcome = await self?.send() else { return }
            completion?(outcome, sent)
        }
        return true
    }

    /// Clears the form's issue and shows every field's; false (the first
    /// invalid field asked to take focus) when the values break a rule.
    private func prepareSubmit() -> Bool {
        setFormIssue(nil)
        guard let first = showAllIssues().first else { return true }
        focusRequest = first
        return false
    }

    /// Runs the app's handler on the values and shows what it returns, or
    /// what it threw as the form's issue.
    func send() async -> FormcSubmitOutcome {
        setSubmitting(true)
        let returned: [Issue]
        do {
            returned = try await runSubmitHandler(values)
        } catch {
            setSubmitting(false)
            setFormIssue(error.localizedDescription)
            return .failed
        }
        setSubmitting(false)
        guard !returned.isEmpty else { return .accepted }
        setAppIssues(returned)
        focusRequest = fieldsWithShownIssues.first
        return .rejected
    }
}

"""#),
        RuntimeFile(path: "FormcFormState+Cancel.swift", text: #"""
import Foundation

extension FormcFormState {
    /// Sets what a cancel tells the app: generated states of a spec with
    /// `cancel:` pass the values to the app's `cancel(_:)`.
    public func setCancelHandler(_ handler: @escaping @MainActor (Model) -> Void) {
        cancelHandler = handler
    }

    /// The user cancels the form (the screens' cancel button): the app hears
    /// the values as they are, to keep a draft or to forget them. The values
    /// are not validated and stay as they are; the ready screens close after.
    public func cancel() {
        cancelHandler?(values)
    }
}

"""#),
        RuntimeFile(path: "FormcFormState+Confirm.swift", text: #"""
import Foundation

extension FormcFormState {
    /// Whether the form has a confirmation step (`confirm:`).
    public var hasConfirmation: Bool { Model.confirmation != nil }

    /// `field`'s value as the summary shows it: the one function from a value
    /// to its display text (options by their labels — an app list's by the
    /// labels the app gave —, toggles as Yes / No, a password masked, a date
    /// picking the date only without its time, empty as "Not entered").
    public func displayText(for field: Field) -> String {
        var value = values.displayValue(of: field)
        switch value {
        case .appChoices(let list, let codes):
            value = .choices(appOptionLabels(list, codes: codes))
        case .date(let date, .dateAndTime) where isDateOnly(field):
            // A date picking the date only (`date_only_when`) shows no time.
            value = .date(date, .date)
        default:
            break
        }
        return Model.messages.displayText(value)
    }

    /// The summary of the values now: the visible fields of each visible
    /// section, in form order, those with `confirm: false` left out; sections
    /// with no row left out.
    public var summary: [FormcSummarySection<Field>] {
        guard let confirmation = Model.confirmation else { return [] }
        return confirmation.groups.compactMap { group in
            if let section = group.section, !conditions.isVisible(section) { return nil }
            let rows = group.fields.filter { conditions.isVisible($0) }.map {
                FormcSummaryRow(field: $0, label: $0.label, value: displayText(for: $0))
            }
            return rows.isEmpty ? nil : FormcSummarySection(header: group.header, rows: rows)
        }
    }

    /// Sends the values the summary shows: runs the app's submit handler
    /// (one at a time); a rejection goes back to editing with the issues at
    /// their fields, a failure stays on the summary with the form's issue,
    /// an acceptance stays on the summary while the app moves on.
    /// `.invalid` when the summary is not shown.
    @discardableResult
    public func confirm() async -> FormcSubmitOutcome {
        guard !isSubmitting else { return .alreadySubmitting }
        guard isConfirming else { return .invalid }
        return await sendConfirmed()
    }

    /// Starts ``confirm()`` and returns at once: whether it went ahead. For a
    /// button's action; `completion` hears the outcome and the values sent.
    @discardableResult
    public func startConfirm(completion: ((FormcSubmitOutcome, Model) -> Void)? = nil) -> Bool {
        guard !isSubmitting, isConfirming else { return false }
        let sent = values
        guard hasSubmitHandler else {
            completion?(.accepted, sent)
            return true
        }
        setSubmitting(true)
        track { [weak self] in
            guard let outcome = await self?.sendConfirmed() else { return }
            completion?(outcome, sent)
        }
        return true
    }

    private func sendConfirmed() async -> FormcSubmitOutcome {
        setFormIssue(nil)
        let outcome = await send()
        if outcome == .rejected { setConfirming(false) }
        return outcome
    }

    /// Leaves the summary for the form (its back button); not while the values are being sent.
    public func backToEditing() {
        guard !isSubmitting else { return }
        setFormIssue(nil)
        setConfirming(false)
    }
}

"""#),
        RuntimeFile(path: "FormcLookup.swift", text: #"""
import Foundation

/// A look-up: an app function from one field's value to other fields'
/// values (postcode → prefecture, city, street), from the spec's `lookup:`.
public struct FormcLookup<Model: FormcFormModel> {
    /// When a look-up starts by itself.
    public enum Trigger: Sendable {
        /// When its field ends editing with a value that breaks none of its rules.
        case endEditing
        /// Only when asked: a toolbar button, or the app calling ``FormcFormState/lookUp(_:)``.
        case action
    }

    /// The field whose value is looked up.
    public let field: Model.Field
    /// When it starts by itself.
    public let trigger: Trigger
    /// The issue shown at the field when the app finds nothing.
    public let notFound: String
    /// Whether the field holds something to look up (not blank).
    public let hasValue: @MainActor (Model) -> Bool
    /// Asks the app; returns how to fill the values, or nil when nothing was found.
    public let run: @MainActor (Model) async -> ((inout Model) -> Void)?

    /// A look-up of `field`.
    public init(field: Model.Field, trigger: Trigger, notFound: String,
                hasValue: @escaping @MainActor (Model) -> Bool,
                run: @escaping @MainActor (Model) async -> ((inout Model) -> Void)?) {
        self.field = field
        self.trigger = trigger
        self.notFound = notFound
        self.hasValue = hasValue
        self.run = run
    }
}

extension FormcFormState {
    /// Looks up `field`'s value now: the field is busy meanwhile; what the app
    /// finds fills the other fields, in one change; nothing found shows the
    /// not-found issue at the field. An answer that comes after the field
    /// changed again is dropped. Nothing happens while its look-up runs, for an
    /// empty field, or one whose value breaks its own rules.
    public func lookUp(_ field: Field) async {
        guard let lookup = lookup(for: field), !busyFields.contains(field), lookup.hasValue(values),
              !values.issues(now: now()).contains(where: { $0.field == field && $0.rule != .app }) else { return }
        let asked = values
        setBusy(field, true)
        let fill = await lookup.run(asked)
        setBusy(field, false)
        // The user changed the field meanwhile: the answer is for a value no longer there.
        guard !Model.changedFields(from: asked, to: values).contains(field) else { return }
        if let fill {
            var filled = values
            fill(&filled)
            values = filled
        } else {
            setIssue(lookup.notFound, at: field)
        }
    }

    /// Starts ``lookUp(_:)`` and returns at once (a toolbar button, the end of editing).
    public func startLookUp(_ field: Field) {
        track { [weak self] in await self?.lookUp(field) }
    }

    /// Whether `field` has a look-up (a toolbar's `lookup` button is enabled there).
    public func hasLookUp(_ field: Field) -> Bool { lookup(for: field) != nil }

}

"""#),
        RuntimeFile(path: "FormcOption.swift", text: #"""
import Foundation

/// One item of an option list the app supplies at run time (a spec's
/// `options: { name: { from: app } }`): the value kept, the label shown.
public struct FormcOption<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value the form keeps when this item is chosen.
    public var value: Value
    /// The text shown for it.
    public var label: String

    /// An item showing `label` for `value`.
    public init(value: Value, label: String) {
        self.value = value
        self.label = label
    }
}

extension FormcOption {
    /// `value` as one text (an app list's values are strings or whole numbers):
    /// how the summary names a choice apart from its list's type.
    static func code(of value: Value) -> String { String(describing: value) }
}

/// An item of an app option list whatever its value's type.
protocol FormcAnyOption {
    /// The value as ``FormcOption/code(of:)`` writes it.
    var code: String { get }
    /// The text shown for it.
    var label: String { get }
}

extension FormcOption: FormcAnyOption {
    var code: String { Self.code(of: value) }
}

extension FormcOption where Value == Int {
    /// `count` years from the year of `now` on, in the Gregorian calendar of the
    /// device's time zone, each shown as its number (a spec's `{ from: this_year, count: … }`).
    public static func years(count: Int, now: Date = Date()) -> [FormcOption<Int>] {
        let year = Calendar(identifier: .gregorian).component(.year, from: now)
        return (0..<max(0, count)).map { FormcOption(value: year + $0, label: String(year + $0)) }
    }
}

extension FormcFormState {
    /// The items the app supplied for the option list `list` (none until it did).
    public func appOptions<Value>(_ list: String, of type: Value.Type) -> [FormcOption<Value>] {
        appOptionLists[list] as? [FormcOption<Value>] ?? []
    }

    /// `codes` chosen from the app option list `list`, as the labels the app
    /// gave them in its order; a code it does not list (yet) stays the code.
    func appOptionLabels(_ list: String, codes: [String]) -> [String] {
        let items = appOptionLists[list] as? [any FormcAnyOption] ?? []
        let listed = items.filter { codes.contains($0.code) }
        let unlisted = Set(codes).subtracting(listed.map(\.code)).sorted()
        return listed.map(\.label) + unlisted
    }

    /// Adds what loads an app option list (generated states add one per list).
    public func addOptionLoader(_ load: @escaping @MainActor () async -> Void) {
        optionLoaders.append(load)
    }

    /// Asks the app for every option list again (the state asks once when it is made).
    public func reloadOptions() {
        for load in optionLoaders { track(load) }
    }
}

/// An option list of the spec (a generated enum): its items in the order
/// shown, each with its text. Views draw any list through it.
public protocol FormcOptionList: Hashable, Sendable, CaseIterable {
    /// The text shown for this option.
    var label: String { get }
}

"""#),
        RuntimeFile(path: "FormcPickerRow.swift", text: #"""
import Foundation

/// One row of a multi-column picker's wheel: the option's value (code) and its title.
public struct FormcPickerRow: Equatable, Sendable {
    /// The code stored in the model.
    public let value: String
    /// What the wheel shows.
    public let title: String

    /// A row showing `title` for `value`.
    public init(value: String, title: String) {
        self.value = value
        self.title = title
    }

    /// A row per option, in order: its code (raw value) and its label.
    public static func rows<Option: FormcOptionList & RawRepresentable>(_ options: [Option]) -> [FormcPickerRow]
    where Option.RawValue == String {
        options.map { FormcPickerRow(value: $0.rawValue, title: $0.label) }
    }
}

"""#),
        RuntimeFile(path: "FormcWheelsValue.swift", text: #"""
import Foundation

/// The value of a multi-column picker (a spec's `kind: multi_picker`): one
/// optional choice per wheel, which both UIs read and write as codes, left to
/// right. formc generates the conformance of each picker's struct, so a
/// binding names only the field (`.multiPicker(.expiry, \.expiry, …)`).
public protocol FormcWheelsValue: Equatable, Sendable {
    /// The code chosen on each wheel, left to right; nil where none is.
    var codes: [String?] { get }
    /// The value with `codes` chosen, one per wheel; a code the wheel's list lacks reads as none.
    init(codes: [String?])
    /// Each wheel's rows, left to right, given the codes chosen on the wheels
    /// (a filtered wheel's rows follow the code of the wheel it depends on).
    static func rows(codes: [String?]) -> [[FormcPickerRow]]
}

extension FormcWheelsValue {
    /// Whether every wheel has a choice (what `required` asks for).
    public var isComplete: Bool { !codes.contains(nil) }

    /// The option of wheel `wheel` in `codes`: none when the wheel has no code,
    /// or one its list lacks. Generic over the list, so a generated value's
    /// `init(codes:)` is a call per wheel rather than a closure.
    public static func choice<Option: RawRepresentable>(_ codes: [String?], _ wheel: Int) -> Option?
    where Option.RawValue == String {
        guard codes.indices.contains(wheel), let code = codes[wheel] else { return nil }
        return Option(rawValue: code)
    }
}

"""#),
        RuntimeFile(path: "FormcFormState+Focus.swift", text: #"""
import Foundation

extension FormcFormState {
    /// The field Return or a toolbar's next button moves to from `field`: the
    /// next one in form order that is shown, enabled and can take focus in the
    /// view (`canFocus`); nil after the last, where Return submits.
    public func field(after field: Field, where canFocus: (Field) -> Bool) -> Field? {
        let order = Array(Field.allCases)
        guard let index = order.firstIndex(of: field) else { return nil }
        return order[(index + 1)...].first { isFocusable($0, canFocus) }
    }

    /// The field a toolbar's previous button moves to from `field`: the one
    /// before it in form order that is shown, enabled and can take focus.
    public func field(before field: Field, where canFocus: (Field) -> Bool) -> Field? {
        let order = Array(Field.allCases)
        guard let index = order.firstIndex(of: field) else { return nil }
        return order[..<index].last { isFocusable($0, canFocus) }
    }

    /// The field to focus for a ``focusRequest`` of `field`: `field`, or the
    /// first field after it showing an issue that can take focus; nil when
    /// none can (a switch), so the view ends editing and the issue shows.
    public func fieldToFocus(for field: Field, where canFocus: (Field) -> Bool) -> Field? {
        let order = Array(Field.allCases)
        let start = order.firstIndex(of: field) ?? 0
        let showing = Set(fieldsWithShownIssues)
        if isFocusable(field, canFocus) { return field }
        return order[start...].first { showing.contains($0) && isFocusable($0, canFocus) }
    }

    private func isFocusable(_ field: Field, _ canFocus: (Field) -> Bool) -> Bool {
        isVisible(field) && isEnabled(field) && canFocus(field)
    }
}

"""#),
        RuntimeFile(path: "FormcTextTraits.swift", text: #"""
import Foundation

/// Keyboard and text traits of a text input, said once for both UIs: each
/// word is UIKit's (`.emailAddress`, `.sentences`, `.next` …); the UIKit binder
/// and the SwiftUI views each turn them into their own settings.
public struct FormcTextTraits: Equatable, Sendable {
    /// The keyboard shown (`UIKeyboardType`).
    public enum KeyboardType: Sendable {
        case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
        case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    }

    /// How typed text is capitalized (`UITextAutocapitalizationType`).
    public enum Autocapitalization: Sendable {
        case none, words, sentences, allCharacters
    }

    /// Whether typed text is corrected (`UITextAutocorrectionType`).
    public enum Autocorrection: Sendable {
        case `default`, no, yes
    }

    /// The Return key's title (`UIReturnKeyType`).
    public enum ReturnKey: Sendable {
        case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
    }

    /// What the text is, for autofill (`UITextContentType`, named as UIKit names it):
    /// those iOS 15 has, and the iOS 17 ones, which a UI sets only where the system has them.
    public struct ContentType: Hashable, Sendable {
        /// UIKit's name of the content type (`emailAddress`).
        public let name: String
        /// The iOS version that has it (15 or 17).
        public let iOS: Int

        init(_ name: String, iOS: Int = 15) {
            self.name = name
            self.iOS = iOS
        }

        public static let name = Self("name"), namePrefix = Self("namePrefix"), givenName = Self("givenName")
        public static let middleName = Self("middleName"), familyName = Self("familyName")
        public static let nameSuffix = Self("nameSuffix"), nickname = Self("nickname"), jobTitle = Self("jobTitle")
        public static let organizationName = Self("organizationName"), location = Self("location")
        public static let fullStreetAddress = Self("fullStreetAddress"), streetAddressLine1 = Self("streetAddressLine1")
        public static let streetAddressLine2 = Self("streetAddressLine2"), addressCity = Self("addressCity")
        public static let addressState = Self("addressState"), addressCityAndState = Self("addressCityAndState")
        public static let sublocality = Self("sublocality"), countryName = Self("countryName")
        public static let postalCode = Self("postalCode"), telephoneNumber = Self("telephoneNumber")
        public static let emailAddress = Self("emailAddress"), URL = Self("URL")
        public static let creditCardNumber = Self("creditCardNumber"), username = Self("username")
        public static let password = Self("password"), newPassword = Self("newPassword")
        public static let oneTimeCode = Self("oneTimeCode"), shipmentTrackingNumber = Self("shipmentTrackingNumber")
        public static let flightNumber = Self("flightNumber"), dateTime = Self("dateTime")
        public static let birthdate = Self("birthdate", iOS: 17), birthdateDay = Self("birthdateDay", iOS: 17)
        public static let birthdateMonth = Self("birthdateMonth", iOS: 17)
        public static let birthdateYear = Self("birthdateYear", iOS: 17)
        public static let creditCardSecurityCode = Self("creditCardSecurityCode", iOS: 17)
        public static let creditCardName = Self("creditCardName", iOS: 17)
        public static let creditCardGivenName = Self("creditCardGivenName", iOS: 17)
        public static let creditCardMiddleName = Self("creditCardMiddleName", iOS: 17)
        public static let creditCardFamilyName = Self("creditCardFamilyName", iOS: 17)
        public static let creditCardExpiration = Self("creditCardExpiration", iOS: 17)
        public static let creditCardExpirationMonth = Self("creditCardExpirationMonth", iOS: 17)
        public static let creditCardExpirationYear = Self("creditCardExpirationYear", iOS: 17)
        public static let creditCardType = Self("creditCardType", iOS: 17)
    }

    public var keyboardType: KeyboardType
    public var contentType: ContentType?
    public var autocapitalization: Autocapitalization
    public var autocorrection: Autocorrection
    public var isSecure: Bool
    public var returnKey: ReturnKey

    /// Creates traits; each left out is UIKit's default.
    public init(
        keyboardType: KeyboardType = .default, contentType: ContentType? = nil,
        autocapitalization: Autocapitalization = .sentences, autocorrection: Autocorrection = .default,
        isSecure: Bool = false, returnKey: ReturnKey = .default
    ) {
        self.keyboardType = keyboardType
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.returnKey = returnKey
    }
}

"""#),
        RuntimeFile(path: "FormcRevealLabels.swift", text: #"""
import Foundation

/// What VoiceOver reads for a password field's show/hide button (`reveal_toggle:`).
public struct FormcRevealLabels: Equatable, Sendable {
    /// While the text is hidden.
    public var show: String
    /// While the text shows.
    public var hide: String

    /// Labels for showing and hiding.
    public init(show: String, hide: String) {
        self.show = show
        self.hide = hide
    }

    /// "Show password" / "Hide password".
    public static let standard = FormcRevealLabels(show: "Show password", hide: "Hide password")
}

"""#),
        RuntimeFile(path: "FormcEntry.swift", text: #"""
import Foundation

/// One field of a form as formc describes it once, for both UIs: its kind and
/// key path and what its input needs (text traits, format, options, bounds …);
/// the label, placeholder, help and toolbar are the `Field` enum's. formc
/// generates one per field, as a static member constrained to the form and to
/// `Kind`, the marker of the view it binds in UIKit (``FormcTextEntry``,
/// ``FormcToggleEntry`` …):
///
///     extension FormcEntry where Model == SignupForm, Kind == FormcTextEntry {
///         static var email: Self { .text(.email, \.email, traits: SignupFormTraits.traits1) }
///     }
///
/// UIKit binds it to a view of its kind (`binder.bind(.email, to: emailField)`:
/// another view does not compile); SwiftUI draws it (`FormcFieldView`). Each UI
/// reads the one untyped description, ``erased``, with one `switch`.
@MainActor
public struct FormcEntry<Model: FormcFormModel, Kind> {
    /// The description, without its view marker.
    public let erased: FormcAnyEntry<Model>

    init(_ field: Model.Field, _ kind: FormcAnyEntry<Model>.Kind, parent: Model.Field? = nil,
         usesAppOptions: Bool = false) {
        erased = FormcAnyEntry(field: field, kind: kind, parent: parent, usesAppOptions: usesAppOptions)
    }

    /// The field described.
    public var field: Model.Field { erased.field }
}

/// A field's description with its view marker erased: what
/// `<Form>.entry(for:)` answers, and what each UI interprets.
@MainActor
public struct FormcAnyEntry<Model: FormcFormModel> {
    /// The field described.
    public let field: Model.Field
    /// Its input and how it reads and writes the values.
    let kind: Kind
    /// The field whose value decides this one's options or format (a dependent
    /// picker's parent, the field choosing a mask): its every change refreshes this one.
    let parent: Model.Field?
    /// Whether its options come from the app (they reload when the app's lists arrive).
    let usesAppOptions: Bool

    /// The inputs there are, each over what it reads and writes.
    enum Kind {
        case text(FormcTextControl<Model>)
        case textArea(FormcTextControl<Model>, limit: Int?)
        case choice(FormcChoiceControl<Model>)
        case multiSelect(FormcMultiSelectControl<Model>)
        case date(FormcDateControl<Model>)
        case toggle(WritableKeyPath<Model, Bool>, isCheckbox: Bool)
        case stepper(FormcNumberControl<Model, Int>)
        case slider(FormcNumberControl<Model, Double>)
        case multiPicker(FormcMultiPickerControl<Model>)
    }

    /// The keyboard toolbar's items while the field is focused.
    public var toolbar: [FormcToolbarItem] { field.toolbar ?? [] }

    /// Whether the field takes the keyboard's focus in SwiftUI (a text input):
    /// only these are in its focus chain; the other controls are edited in place.
    public var takesFocus: Bool {
        switch kind {
        case .text, .textArea: true
        default: false
        }
    }

    /// Empties the field (a toolbar's clear button).
    func clear(_ values: inout Model) {
        if case .text(let text) = kind { text.write(&values, "") }
        if case .textArea(let text, _) = kind { text.write(&values, "") }
    }
}

/// A form whose fields formc describes: the description of each field, the one
/// `switch` both UIs read (generated in the form's model file).
public protocol FormcDescribedModel: FormcFormModel {
    /// The description of `field`.
    @MainActor static func entry(for field: Field) -> FormcAnyEntry<Self>
    /// The generated screens' title, sections and submit button, which both UIs read.
    @MainActor static var screen: FormcScreen<Self> { get }
}

// The view markers: what `Kind` of `FormcEntry` a field is, so that UIKit binds
// it only to its own kind of view (each gains its view type in the UIKit part).

/// A text field: text, number, picker, date, multi-column picker (`UITextField`).
public enum FormcTextEntry {}
/// A multi-line text area (`UITextView`).
public enum FormcTextAreaEntry {}
/// A switch (`UISwitch`).
public enum FormcToggleEntry {}
/// A segmented control (`UISegmentedControl`).
public enum FormcSegmentedEntry {}
/// A check row per option, one or several chosen (`UIStackView`).
public enum FormcCheckRowsEntry {}
/// A row that pushes the options' list, one or several chosen (`UIButton`).
public enum FormcListEntry {}
/// A check box (`UIButton`).
public enum FormcCheckboxEntry {}
/// A stepper (`UIStepper`).
public enum FormcStepperEntry {}
/// A slider (`UISlider`).
public enum FormcSliderEntry {}

"""#),
        RuntimeFile(path: "FormcEntry+Text.swift", text: #"""
import Foundation

// The fields typed into, each described by one call from the field's key path:
// `static var name: Self { .text(.name, \.name, traits: …) }`. One call of a
// generic function of the runtime costs the app's compiler a fraction of the
// closures it would otherwise type-check per field.

extension FormcEntry where Kind == FormcTextEntry {
    /// A text field over a `String` value; the model holds its text as `format`
    /// shapes it, `revealToggle` adds a show/hide button with those VoiceOver labels.
    /// `maskChosenBy` is another field, its value and its own mask, when that
    /// value chooses the format's mask (a security code following the card
    /// number): the mask changes with it; the value is not rewritten.
    public static func text(
        _ field: Model.Field, _ value: WritableKeyPath<Model, String>, traits: FormcTextTraits,
        format: FormcTextFormat? = nil,
        maskChosenBy chooser: (field: Model.Field, value: KeyPath<Model, String>, mask: FormcMask?)? = nil,
        revealToggle: FormcRevealLabels? = nil
    ) -> Self {
        var control = FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: format, revealToggle: revealToggle, numberKind: nil,
            read: { $0[keyPath: value] }, set: { $0[keyPath: value] = $1 })
        if let chooser, let format {
            control.chooseFormat = { format.choosing(by: $0[keyPath: chooser.value], of: chooser.mask) }
        }
        // The chooser is the entry's parent: its every change refreshes this field.
        return Self(field, .text(control), parent: chooser?.field)
    }

    /// A text field over a whole number; text that is not one reads as nil and is reported.
    /// `display` shows the value while the field is not edited (`¥1,200`).
    public static func number(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Int?>, traits: FormcTextTraits,
        display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .text(FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: nil, revealToggle: nil, numberKind: .number,
            display: display.map { format in { format.displayText(integer: $0) } },
            read: { $0[keyPath: value].map(String.init) ?? "" },
            set: { $0[keyPath: value] = FormcNumberText.integer(from: $1) })))
    }

    /// A text field over a decimal number, in the user's locale; `display` as for ``number(_:_:traits:display:)``.
    public static func decimal(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Decimal?>, traits: FormcTextTraits,
        display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .text(FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: nil, revealToggle: nil, numberKind: .decimal,
            display: display.map { format in { format.displayText(decimal: $0) } },
            read: { $0[keyPath: value].map(FormcNumberText.text) ?? "" },
            set: { $0[keyPath: value] = FormcNumberText.decimal(from: $1) })))
    }
}

extension FormcEntry where Kind == FormcTextAreaEntry {
    /// A multi-line text area; `showsCount` adds a character counter (against `maxLength`).
    public static func textArea(
        _ field: Model.Field, _ value: WritableKeyPath<Model, String>, traits: FormcTextTraits,
        showsCount: Bool = false, maxLength: Int? = nil
    ) -> Self {
        Self(field, .textArea(FormcTextControl<Model>(
            traits: traits, placeholder: field.placeholder, format: nil, revealToggle: nil, numberKind: nil,
            showsCount: showsCount, read: { $0[keyPath: value] }, set: { $0[keyPath: value] = $1 }),
                              limit: maxLength))
    }
}

/// What a text input shows and how its text reaches the values.
struct FormcTextControl<Model: FormcFormModel> {
    let traits: FormcTextTraits
    let placeholder: String?
    let format: FormcTextFormat?
    let revealToggle: FormcRevealLabels?
    /// `number` or `decimal` for a number field, whose text may not parse.
    let numberKind: FormcFieldKind?
    /// The text shown for the raw text while the field is not focused (a number's `format:`).
    var display: ((String) -> String)? = nil
    var showsCount = false
    /// The format as another field's value chooses its mask, if one does.
    var chooseFormat: ((Model) -> FormcTextFormat)? = nil
    /// The text the values hold for the field.
    let read: (Model) -> String
    /// Keeps `text`, already shaped by the format, in the values (a number field parses it).
    let set: (inout Model, String) -> Void

    /// The format for `values`: with its mask chosen by another field's value, if one chooses it.
    func format(for values: Model) -> FormcTextFormat? {
        chooseFormat?(values) ?? format
    }

    /// Sets the field from the text typed, shaped by the format for the values.
    func write(_ values: inout Model, _ text: String) {
        set(&values, format(for: values)?.value(of: text) ?? text)
    }

    /// Whether `text` shows the value the values hold: a number field's text
    /// that reads as the same number does (`007` for 7), as does unparsable text for no number.
    func shows(_ text: String, of values: Model) -> Bool {
        let held = read(values)
        switch numberKind {
        case .number?: return FormcNumberText.integer(from: text) == FormcNumberText.integer(from: held)
        case .decimal?: return FormcNumberText.decimal(from: text) == FormcNumberText.decimal(from: held)
        default: return text == held
        }
    }
}

"""#),
        RuntimeFile(path: "FormcEntry+Choices.swift", text: #"""
import Foundation

// The fields that choose among options, each described by one call from the
// field's key path: `static var plan: Self { .picker(.plan, \.plan) }`. A choice
// is read and written by index, the same for every option type, so each UI has
// one way of drawing it.

/// How a single choice is drawn.
public enum FormcChoiceStyle: Sendable {
    /// UIKit: a wheel as the text field's input view. SwiftUI: a menu button
    /// showing the choice, or, over more than ``FormcChoiceControl/menuLimit``
    /// options of a list of the spec, a row that pushes the list.
    case menu
    /// A wheel (UIKit's picker is one in any case).
    case wheel
    /// A row that pushes the list (SwiftUI's `.navigationLink` from iOS 16; inside a navigation view).
    case list
    /// A segmented control.
    case segmented
    /// One row per option, the chosen one checked.
    case radio
}

/// A single choice over some options, by index.
struct FormcChoiceControl<Model: FormcFormModel> {
    /// Lists of more options than this push a list instead of opening a SwiftUI menu.
    static var menuLimit: Int { 20 }

    let style: FormcChoiceStyle
    let placeholder: String?
    /// The row that chooses nothing, when the spec has one.
    let noneRow: String?
    /// Whether focus arriving in the empty field takes the row shown (UIKit's picker wheel).
    var fillOnFocus = false
    /// Whether the list has more than ``menuLimit`` options (the spec's own list, not the app's).
    var isLong = false
    let titles: @MainActor (FormcFormState<Model>) -> [String]
    let selected: @MainActor (FormcFormState<Model>) -> Int?
    let select: @MainActor (FormcFormState<Model>, Int?) -> Void

    /// Over the items `options` gives for the values.
    @MainActor
    init<Option: FormcOptionList>(
        style: FormcChoiceStyle, placeholder: String?, noneRow: String?, value: WritableKeyPath<Model, Option?>,
        options: (@MainActor (Model) -> [Option])?
    ) {
        self.style = style
        self.placeholder = placeholder
        self.noneRow = noneRow
        let items: @MainActor (Model) -> [Option] = { options?($0) ?? Array(Option.allCases) }
        isLong = Option.allCases.count > Self.menuLimit
        titles = { items($0.values).map(\.label) }
        selected = { state in state.values[keyPath: value].flatMap { items(state.values).firstIndex(of: $0) } }
        select = { state, index in
            let rows = items(state.values)
            state.values[keyPath: value] = index.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        }
    }

    /// Over the items of the option list `list` that the app supplies.
    @MainActor
    init<Value: Hashable & Sendable>(
        style: FormcChoiceStyle, placeholder: String?, noneRow: String?, value: WritableKeyPath<Model, Value?>,
        appList list: String
    ) {
        self.style = style
        self.placeholder = placeholder
        self.noneRow = noneRow
        titles = { $0.appOptions(list, of: Value.self).map(\.label) }
        selected = { state in
            state.values[keyPath: value].flatMap { chosen in
                state.appOptions(list, of: Value.self).firstIndex { $0.value == chosen }
            }
        }
        select = { state, index in
            let items = state.appOptions(list, of: Value.self)
            state.values[keyPath: value] = index.flatMap { items.indices.contains($0) ? items[$0].value : nil }
        }
    }
}

extension FormcEntry where Kind == FormcTextEntry {
    /// A picker over an option list: all of its cases, or `options` for the
    /// values (a dependent list's items for its `parent`'s value). `fillOnFocus`
    /// takes the row shown when focus arrives in an empty field; `noneRow` is a
    /// first row that chooses nothing; `style: .wheel` draws a wheel in SwiftUI too.
    public static func picker<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Option?>, style: FormcChoiceStyle = .menu,
        fillOnFocus: Bool = false, noneRow: String? = nil, parent: Model.Field? = nil,
        options: (@MainActor (Model) -> [Option])? = nil
    ) -> Self {
        var choice = FormcChoiceControl(style: style, placeholder: field.placeholder, noneRow: noneRow, value: value,
                                        options: options)
        choice.fillOnFocus = fillOnFocus
        return Self(field, .choice(choice), parent: parent)
    }

    /// A picker over the option list `list` that the app supplies: its rows are
    /// the state's `appOptions` of the list, reloaded whenever they arrive.
    public static func picker<Value: Hashable & Sendable>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value?>, appList list: String,
        style: FormcChoiceStyle = .menu, fillOnFocus: Bool = false, noneRow: String? = nil
    ) -> Self {
        var choice = FormcChoiceControl(style: style, placeholder: field.placeholder, noneRow: noneRow, value: value,
                                        appList: list)
        choice.fillOnFocus = fillOnFocus
        return Self(field, .choice(choice), usesAppOptions: true)
    }
}

extension FormcEntry where Kind == FormcListEntry {
    /// A single choice shown as one row with the chosen option's label (or the
    /// placeholder) that pushes the list, titled with the field's label: all of
    /// the list's cases, or `options` for the values (a dependent list's items
    /// for its `parent`'s value). `noneRow` is a first row that chooses nothing.
    public static func choiceList<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Option?>, noneRow: String? = nil,
        parent: Model.Field? = nil, options: (@MainActor (Model) -> [Option])? = nil
    ) -> Self {
        Self(field, .choice(FormcChoiceControl(style: .list, placeholder: field.placeholder, noneRow: noneRow,
                                               value: value, options: options)), parent: parent)
    }

    /// A single choice among the items of the option list `list` that the app
    /// supplies, as ``choiceList(_:_:noneRow:parent:options:)``.
    public static func choiceList<Value: Hashable & Sendable>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value?>, appList list: String, noneRow: String? = nil
    ) -> Self {
        Self(field, .choice(FormcChoiceControl(style: .list, placeholder: field.placeholder, noneRow: noneRow,
                                               value: value, appList: list)), usesAppOptions: true)
    }

    /// A multiple choice shown as one row with the chosen labels (or the
    /// placeholder) that pushes the list, titled with the field's label.
    public static func multiSelectList<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Set<Option>>, maximum: Int? = nil
    ) -> Self {
        Self(field, .multiSelect(FormcMultiSelectControl(
            isList: true, placeholder: field.placeholder, maximum: maximum, value: value)))
    }
}

extension FormcEntry where Kind == FormcSegmentedEntry {
    /// A segmented control, a segment per option.
    public static func segmented<Option: FormcOptionList>(_ field: Model.Field, _ value: WritableKeyPath<Model, Option?>) -> Self {
        Self(field, .choice(FormcChoiceControl(style: .segmented, placeholder: field.placeholder, noneRow: nil,
                                               value: value, options: nil)))
    }
}

extension FormcEntry where Kind == FormcCheckRowsEntry {
    /// One check row per option, the chosen one checked.
    public static func radio<Option: FormcOptionList>(_ field: Model.Field, _ value: WritableKeyPath<Model, Option?>) -> Self {
        Self(field, .choice(FormcChoiceControl(style: .radio, placeholder: field.placeholder, noneRow: nil,
                                               value: value, options: nil)))
    }

    /// One check row per option, any number checked (at most `maximum`).
    public static func multiSelect<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Set<Option>>, maximum: Int? = nil
    ) -> Self {
        Self(field, .multiSelect(FormcMultiSelectControl(
            isList: false, placeholder: field.placeholder, maximum: maximum, value: value)))
    }
}

/// A multiple choice: one row per option, or a row that pushes the list; by index.
struct FormcMultiSelectControl<Model: FormcFormModel> {
    let isList: Bool
    let placeholder: String?
    let maximum: Int?
    let titles: [String]
    /// The indices of the options chosen.
    let chosen: (Model) -> Set<Int>
    /// Chooses the options at these indices.
    let choose: (inout Model, Set<Int>) -> Void

    init<Option: FormcOptionList>(isList: Bool, placeholder: String?, maximum: Int?, value: WritableKeyPath<Model, Set<Option>>) {
        let options = Array(Option.allCases)
        self.isList = isList
        self.placeholder = placeholder
        self.maximum = maximum
        titles = options.map(\.label)
        chosen = { values in Set(options.indices.filter { values[keyPath: value].contains(options[$0]) }) }
        choose = { values, indices in values[keyPath: value] = Set(indices.map { options[$0] }) }
    }

    func isChosen(_ values: Model, _ index: Int) -> Bool { chosen(values).contains(index) }

    func count(_ values: Model) -> Int { chosen(values).count }

    /// Chooses the option at `index`, or no longer: at `maximum`, another is not chosen.
    func toggle(_ values: inout Model, _ index: Int) {
        var indices = chosen(values)
        if indices.remove(index) == nil {
            guard maximum.map({ indices.count < $0 }) ?? true else { return }
            indices.insert(index)
        }
        choose(&values, indices)
    }
}

"""#),
        RuntimeFile(path: "FormcEntry+Controls.swift", text: #"""
import Foundation

// Dates, switches, check boxes, steppers, sliders and multi-column pickers,
// each described by one call from the field's key path.

/// What a date field shows.
public enum FormcDateMode: Sendable {
    case date, time, dateAndTime
}

/// A date, a time, or both, within bounds read each time the field is shown
/// (relative dates move with the clock).
struct FormcDateControl<Model: FormcFormModel> {
    let mode: FormcDateMode
    let placeholder: String?
    let minimum: @MainActor () -> Date?
    let maximum: @MainActor () -> Date?
    /// Whether focus arriving in the empty field takes the date shown (UIKit's wheels).
    let fillOnFocus: Bool
    /// The spec's `format:` for the date shown in a text field (UIKit).
    let display: FormcDisplayFormat?
    let value: WritableKeyPath<Model, Date?>

    /// The bounds now; while the field picks the date only, their whole days,
    /// as the rules compare such a date by its day (``FormcDate/dayBounds(_:_:if:)``).
    @MainActor
    func bounds(dateOnly: Bool) -> (minimum: Date?, maximum: Date?) {
        FormcDate.dayBounds(minimum(), maximum(), if: dateOnly)
    }
}

extension FormcEntry where Kind == FormcTextEntry {
    /// A date, a time or both, within bounds (read each time the field is
    /// shown); a `.dateAndTime` field picks the date only while the state says
    /// so (`date_only_when`). `fillOnFocus` takes the date shown when focus
    /// arrives in the empty field; `display` is how a text field shows it.
    public static func date(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Date?>, mode: FormcDateMode,
        minimum: @escaping @MainActor () -> Date? = { nil }, maximum: @escaping @MainActor () -> Date? = { nil },
        fillOnFocus: Bool = false, display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .date(FormcDateControl(mode: mode, placeholder: field.placeholder, minimum: minimum,
                                           maximum: maximum, fillOnFocus: fillOnFocus, display: display, value: value)))
    }

    /// A multi-column picker over a value of one choice per wheel: the value
    /// gives each wheel's rows and reads and writes its codes; `labels` has one
    /// title per wheel (nil for none), `separator` joins the chosen titles in a text field.
    public static func multiPicker<Value: FormcWheelsValue>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value>, separator: String, labels: [String?],
        fillOnFocus: Bool = false
    ) -> Self {
        Self(field, .multiPicker(FormcMultiPickerControl(
            placeholder: field.placeholder, labels: labels, separator: separator, fillOnFocus: fillOnFocus,
            rows: labels.indices.map { wheel in { codes in Value.rows(codes: codes).dropFirst(wheel).first ?? [] } },
            selection: { $0[keyPath: value].codes }, select: { $0[keyPath: value] = Value(codes: $1) })))
    }
}

extension FormcEntry where Kind == FormcToggleEntry {
    /// A switch.
    public static func toggle(_ field: Model.Field, _ value: WritableKeyPath<Model, Bool>) -> Self {
        Self(field, .toggle(value, isCheckbox: false))
    }
}

extension FormcEntry where Kind == FormcCheckboxEntry {
    /// A check box: a box and the label, one tap to check.
    public static func checkbox(_ field: Model.Field, _ value: WritableKeyPath<Model, Bool>) -> Self {
        Self(field, .toggle(value, isCheckbox: true))
    }
}

extension FormcEntry where Kind == FormcStepperEntry {
    /// A stepper over a whole number; its value shown (`showsValue`) as `display` says (`¥1,200`), else as digits.
    public static func stepper(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Int>, minimum: Int, maximum: Int,
        step: Int? = nil, showsValue: Bool = true, display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .stepper(FormcNumberControl(
            value: value, minimum: minimum, maximum: maximum, step: step, showsValue: showsValue, display: display,
            text: { FormcControlValueText.stepper($0, format: display) })))
    }
}

extension FormcEntry where Kind == FormcSliderEntry {
    /// A slider over a number, snapped to `step`; its value shown (`showsValue`)
    /// as `display` says (`25%`), else with the step's decimals.
    public static func slider(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Double>, minimum: Double, maximum: Double,
        step: Double? = nil, showsValue: Bool = false, display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field, .slider(FormcNumberControl(
            value: value, minimum: minimum, maximum: maximum, step: step, showsValue: showsValue, display: display,
            text: { FormcControlValueText.slider($0, minimum: minimum, maximum: maximum, step: step, format: display) })))
    }
}

/// A stepper's or slider's number, its bounds, and its value as shown.
struct FormcNumberControl<Model: FormcFormModel, Number: Comparable & Numeric> {
    let value: WritableKeyPath<Model, Number>
    let minimum: Number
    let maximum: Number
    let step: Number?
    /// Whether the value is shown beside the control (`show_value`).
    let showsValue: Bool
    /// The spec's `format:` for the value shown.
    let display: FormcDisplayFormat?
    /// The value as its label shows it and VoiceOver reads it (the field's `format:`).
    let text: (Number) -> String
}

/// Several columns chosen together (area and city; size, colour and fit),
/// each a list of codes, a column's rows given the codes chosen so far.
struct FormcMultiPickerControl<Model: FormcFormModel> {
    let placeholder: String?
    let labels: [String?]
    /// Joins the chosen titles in a text field (UIKit).
    let separator: String
    /// Whether focus arriving in the empty field takes the rows shown (UIKit's wheels).
    let fillOnFocus: Bool
    let rows: [([String?]) -> [FormcPickerRow]]
    let selection: (Model) -> [String?]
    let select: (inout Model, [String?]) -> Void
}

"""#),
        RuntimeFile(path: "FormcScreen.swift", text: #"""
import Foundation

/// What a form's generated screens show besides the fields, said once for
/// both UIs (the UIKit ready screen and the SwiftUI view): the title, the
/// sections with their texts, the submit button.
public struct FormcScreen<Model: FormcFormModel> {
    /// The navigation title.
    public let title: String?
    /// The sections in form order (one without a header for a form without sections).
    public let sections: [FormcScreenSection<Model>]
    /// The submit button's title, when the spec has a submit.
    public let submitTitle: String?
    /// Whether a submit shows every issue and runs the app's handler only
    /// for valid values (the spec opts into validation); else it hands the values over as they are.
    public let validatesOnSubmit: Bool
    /// The submit title when it shows field values (`"PAY {amount}"`); it replaces `submitTitle`.
    public var submitTitleShowingValues: FormcSubmitTitle<Model>?
    /// Whether Return in the last field of the focus chain ends editing (and
    /// submits); `keyboard.dismiss_on_return`.
    public let endsEditingOnReturn: Bool
    /// Whether a tap on a row that is not a text input (or on a label) ends
    /// editing; `keyboard.dismiss_on_tap_outside`.
    public let endsEditingOnTap: Bool
    /// The paragraph above the first section (`intro:`).
    public let intro: String?

    /// A screen.
    public init(title: String?, sections: [FormcScreenSection<Model>], submitTitle: String?,
                validatesOnSubmit: Bool, endsEditingOnReturn: Bool = true, endsEditingOnTap: Bool = true,
                submitTitleShowingValues: FormcSubmitTitle<Model>? = nil, intro: String? = nil) {
        self.submitTitleShowingValues = submitTitleShowingValues
        self.intro = intro
        self.title = title
        self.sections = sections
        self.submitTitle = submitTitle
        self.validatesOnSubmit = validatesOnSubmit
        self.endsEditingOnReturn = endsEditingOnReturn
        self.endsEditingOnTap = endsEditingOnTap
    }
}

/// One section of the screen: its texts and fields.
public struct FormcScreenSection<Model: FormcFormModel> {
    /// The spec's section (nil: the fields of a form without sections).
    public let section: Model.Section?
    /// The text above the fields.
    public let header: String?
    /// The text below the fields.
    public let footer: String?
    /// The paragraph under the header, above the fields (`intro:`).
    public let intro: String?
    /// The fields, in form order.
    public let fields: [Model.Field]

    /// A section.
    public init(_ section: Model.Section?, header: String? = nil, intro: String? = nil, footer: String? = nil,
                fields: [Model.Field]) {
        self.intro = intro
        self.section = section
        self.header = header
        self.footer = footer
        self.fields = fields
    }
}

"""#),
        RuntimeFile(path: "UIKit/FormcAvoidance.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// How a form keeps the focused field visible above the keyboard.
@MainActor
public enum FormcAvoidance {
    /// Bottom content and indicator insets follow the keyboard; the focused
    /// field is scrolled into view.
    case scroll(UIScrollView)
    /// The constant of a bottom constraint follows the keyboard (the
    /// constraint's items: the container (or its safe area) and the content).
    case constraint(NSLayoutConstraint)
    /// The view's bottom is pinned to `keyboardLayoutGuide`; UIKit moves it.
    case layoutGuide(UIView)
    /// Nothing moves.
    case none
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcKeyboardOptions.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The spec's `keyboard` settings.
public struct FormcKeyboardOptions: Sendable, Equatable {
    /// Points kept between the focused field and the keyboard.
    public var distance: CGFloat
    /// Whether a tap outside the fields ends editing.
    public var dismissOnTapOutside: Bool
    /// Whether Return in the last field ends editing.
    public var dismissOnReturn: Bool

    /// Creates settings.
    public init(distance: CGFloat, dismissOnTapOutside: Bool, dismissOnReturn: Bool) {
        self.distance = distance
        self.dismissOnTapOutside = dismissOnTapOutside
        self.dismissOnReturn = dismissOnReturn
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcTextTraits+UIKit.swift", text: #"""
#if canImport(UIKit)
import UIKit

// The one reading of ``FormcTextTraits`` in UIKit's words, for the UIKit
// inputs and the SwiftUI text fields (which take UIKit's keyboard types too).

extension FormcTextTraits {
    /// Sets the traits on a text field.
    @MainActor
    func apply(to input: UITextField) {
        input.keyboardType = keyboardType.uikit
        input.textContentType = contentType?.uikit
        input.autocapitalizationType = autocapitalization.uikit
        input.autocorrectionType = autocorrection.uikit
        input.isSecureTextEntry = isSecure
        input.returnKeyType = returnKey.uikit
    }

    /// Sets the traits on a text view (Return there is a new line: its key is left as it is; it is never secure).
    @MainActor
    func apply(to input: UITextView) {
        input.keyboardType = keyboardType.uikit
        input.textContentType = contentType?.uikit
        input.autocapitalizationType = autocapitalization.uikit
        input.autocorrectionType = autocorrection.uikit
    }
}

extension FormcTextTraits.KeyboardType {
    /// UIKit's keyboard type.
    var uikit: UIKeyboardType {
        switch self {
        case .default: .default
        case .asciiCapable: .asciiCapable
        case .numbersAndPunctuation: .numbersAndPunctuation
        case .URL: .URL
        case .numberPad: .numberPad
        case .phonePad: .phonePad
        case .namePhonePad: .namePhonePad
        case .emailAddress: .emailAddress
        case .decimalPad: .decimalPad
        case .twitter: .twitter
        case .webSearch: .webSearch
        case .asciiCapableNumberPad: .asciiCapableNumberPad
        }
    }
}

extension FormcTextTraits.Autocapitalization {
    /// UIKit's autocapitalization.
    var uikit: UITextAutocapitalizationType {
        switch self {
        case .none: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        }
    }
}

extension FormcTextTraits.Autocorrection {
    /// UIKit's autocorrection.
    var uikit: UITextAutocorrectionType {
        switch self {
        case .default: .default
        case .no: .no
        case .yes: .yes
        }
    }
}

extension FormcTextTraits.ReturnKey {
    /// UIKit's Return key.
    var uikit: UIReturnKeyType {
        switch self {
        case .default: .default
        case .go: .go
        case .google: .google
        case .join: .join
        case .next: .next
        case .route: .route
        case .search: .search
        case .send: .send
        case .yahoo: .yahoo
        case .done: .done
        case .emergencyCall: .emergencyCall
        case .continue: .continue
        }
    }
}

extension FormcTextTraits.ContentType {
    /// UIKit's content type; nil for one this system does not have (an iOS 17 type on iOS 15 or 16).
    var uikit: UITextContentType? {
        switch name {
        case "name": return .name
        case "namePrefix": return .namePrefix
        case "givenName": return .givenName
        case "middleName": return .middleName
        case "familyName": return .familyName
        case "nameSuffix": return .nameSuffix
        case "nickname": return .nickname
        case "jobTitle": return .jobTitle
        case "organizationName": return .organizationName
        case "location": return .location
        case "fullStreetAddress": return .fullStreetAddress
        case "streetAddressLine1": return .streetAddressLine1
        case "streetAddressLine2": return .streetAddressLine2
        case "addressCity": return .addressCity
        case "addressState": return .addressState
        case "addressCityAndState": return .addressCityAndState
        case "sublocality": return .sublocality
        case "countryName": return .countryName
        case "postalCode": return .postalCode
        case "telephoneNumber": return .telephoneNumber
        case "emailAddress": return .emailAddress
        case "URL": return .URL
        case "creditCardNumber": return .creditCardNumber
        case "username": return .username
        case "password": return .password
        case "newPassword": return .newPassword
        case "oneTimeCode": return .oneTimeCode
        case "shipmentTrackingNumber": return .shipmentTrackingNumber
        case "flightNumber": return .flightNumber
        case "dateTime": return .dateTime
        default:
            guard #available(iOS 17.0, *) else { return nil }
            return later
        }
    }

    /// The content types iOS 17 added.
    @available(iOS 17.0, *)
    private var later: UITextContentType? {
        switch name {
        case "birthdate": return .birthdate
        case "birthdateDay": return .birthdateDay
        case "birthdateMonth": return .birthdateMonth
        case "birthdateYear": return .birthdateYear
        case "creditCardSecurityCode": return .creditCardSecurityCode
        case "creditCardName": return .creditCardName
        case "creditCardGivenName": return .creditCardGivenName
        case "creditCardMiddleName": return .creditCardMiddleName
        case "creditCardFamilyName": return .creditCardFamilyName
        case "creditCardExpiration": return .creditCardExpiration
        case "creditCardExpirationMonth": return .creditCardExpirationMonth
        case "creditCardExpirationYear": return .creditCardExpirationYear
        case "creditCardType": return .creditCardType
        default: return nil
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormController.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// Runs one form's inputs: focus moves in form order (not view order),
/// toolbars, Return, tap-outside dismissal, and keyboard avoidance.
@MainActor
public final class FormcFormController: NSObject {
    /// The view a tap in ends editing (the screen's root view).
    public let view: UIView
    /// The spec's keyboard settings.
    public let options: FormcKeyboardOptions
    /// Called with a custom toolbar button's action and the index, in form
    /// order, of the input it belongs to.
    public var onAction: ((_ action: String, _ index: Int) -> Void)?
    /// Called when Return in the last input ends editing (or its toolbar's
    /// done is tapped, with `submitsFromDone`).
    public var onSubmit: (() -> Void)?
    /// Whether the toolbar's done in the last input submits too: binders
    /// with `submit()` set it (a text area last has no Return that could).
    /// Off for the others, whose `onSubmit` runs without validating: a
    /// picker's done means "chosen", not "send".
    public var submitsFromDone = false
    /// Called with the index of the input whose toolbar's `lookup` button was tapped.
    public var onLookUp: ((_ index: Int) -> Void)?
    /// Called with an input's index, in form order, after the user typed into it.
    public var onInputChange: ((_ index: Int) -> Void)?
    /// Called with an input's index, in form order, when it ended editing.
    public var onEndEditing: ((_ index: Int) -> Void)?
    /// Asked, with the index of the input and the text it would show, before
    /// an edit of a text input is applied; `false` refuses the edit.
    public var shouldChangeText: ((_ index: Int, _ text: String) -> Bool)?
    /// Called when an input, by its index, starts being edited (the app's hook).
    public var onEditingBegan: ((_ index: Int) -> Void)?
    /// Called when an input, by its index, stops being edited (the app's hook).
    public var onEditingEnded: ((_ index: Int) -> Void)?

    private var inputs: [FormcInput] = []
    private let avoider: FormcKeyboardAvoider
    private var tapRecognizer: UITapGestureRecognizer?
    private var isStarted = false

    /// A controller for the inputs inside `view`.
    public init(view: UIView, avoidance: FormcAvoidance, options: FormcKeyboardOptions) {
        self.view = view
        self.options = options
        avoider = FormcKeyboardAvoider(avoidance: avoidance, distance: options.distance)
        super.init()
        avoider.activeView = { [weak self] in self?.activeInput?.responder }
    }

    /// The input being edited, if any.
    public var activeInput: FormcInput? { inputs.first { $0.responder.isFirstResponder } }

    /// Adds an input at the end of the form order and wires its toolbar.
    public func add(_ input: FormcInput, toolbar items: [FormcToolbarItem]?) {
        insert(input, at: inputs.count, toolbar: items)
    }

    /// Inserts an input at `index` of the form order and wires its toolbar.
    public func insert(_ input: FormcInput, at index: Int, toolbar items: [FormcToolbarItem]?) {
        input.controller = self
        inputs.insert(input, at: index)
        renumber()
        if let items { input.setAccessory(makeToolbar(items, for: input)) }
    }

    /// Removes an input from the form order.
    public func remove(_ input: FormcInput) {
        inputs.removeAll { $0 === input }
        input.controller = nil
        renumber()
    }

    private func renumber() {
        for (index, input) in inputs.enumerated() { input.index = index }
    }

    /// Starts observing the keyboard and taps; the binder calls it once all inputs are added.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        avoider.start()
        if options.dismissOnTapOutside {
            let recognizer = UITapGestureRecognizer(target: nil, action: nil)
            recognizer.cancelsTouchesInView = false
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
            tapRecognizer = recognizer
        }
    }

    /// Stops observing; restores what keyboard avoidance changed.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        avoider.stop()
        if let tapRecognizer { view.removeGestureRecognizer(tapRecognizer) }
        tapRecognizer = nil
    }

    /// Ends editing in the form (the keyboard or picker goes away).
    public func endEditing() {
        view.endEditing(true)
        activeInput?.responder.resignFirstResponder()
    }

    /// Focuses the input at `index`; false when it cannot take focus.
    @discardableResult
    public func focus(index: Int) -> Bool {
        guard inputs.indices.contains(index) else { return false }
        return inputs[index].responder.becomeFirstResponder()
    }

    /// The input after `index` that can take focus now.
    public func nextIndex(after index: Int) -> Int? {
        inputs.indices.first { $0 > index && inputs[$0].canFocus }
    }

    /// The input before `index` that can take focus now.
    public func previousIndex(before index: Int) -> Int? {
        inputs.indices.last { $0 < index && inputs[$0].canFocus }
    }

    /// Return in a single-line input: the next input, or on the last one end
    /// editing (when the spec says so) and submit.
    func returnPressed(in input: FormcInput) {
        if let next = nextIndex(after: input.index) {
            focus(index: next)
        } else {
            if options.dismissOnReturn { endEditing() }
            onSubmit?()
        }
    }

    /// A toolbar's done: ends editing; on the last input (with
    /// `submitsFromDone`), the user is done with the form, as with Return there.
    func donePressed(in input: FormcInput) {
        endEditing()
        if submitsFromDone, nextIndex(after: input.index) == nil { onSubmit?() }
    }

    /// The user typed into `input`.
    func inputDidChange(_ input: FormcInput) {
        onInputChange?(input.index)
    }

    /// `input` ended editing.
    func inputDidEndEditing(_ input: FormcInput) {
        onEndEditing?(input.index)
    }

    /// Rows appeared or disappeared (a condition changed): lays the form out
    /// again, updates the toolbar of the input being edited and keeps it clear
    /// of the keyboard, with the insets and offset computed anew.
    public func layoutDidChange() {
        view.layoutIfNeeded()
        if let activeInput { refreshToolbar(of: activeInput) }
        avoider.revealActiveView()
    }

    /// Focus arrived in `input`: updates its toolbar and brings it into view.
    func inputDidBeginEditing(_ input: FormcInput) {
        refreshToolbar(of: input)
        // Focus can move between inputs with the same keyboard: no
        // keyboard notification then, so the new input is revealed here.
        avoider.revealActiveView()
    }

    /// Updates the previous/next buttons of `input`'s toolbar (focus can
    /// change which inputs are enabled).
    func refreshToolbar(of input: FormcInput) {
        guard let toolbar = input.accessoryToolbar else { return }
        for (item, kind) in zip(toolbar.items ?? [], input.toolbarKinds) {
            switch kind {
            case .previous: item.isEnabled = previousIndex(before: input.index) != nil
            case .next: item.isEnabled = nextIndex(after: input.index) != nil
            default: break
            }
        }
    }

    /// A toolbar's `title`: a text, not a button (no action, not enabled, so
    /// drawn as text in the secondary colour and never taken for a button).
    private static func titleItem(_ title: String) -> UIBarButtonItem {
        let item = UIBarButtonItem(title: title, image: nil, primaryAction: nil, menu: nil)
        item.isEnabled = false
        return item
    }

    /// A previous/next button: the title, or the SF Symbol when there is none.
    private func moveButton(title: String?, symbol: String, from input: FormcInput,
                            target: @escaping (FormcFormController, Int) -> Int?) -> UIBarButtonItem {
        let action = UIAction { [weak self, weak input] _ in
            guard let self, let input, let index = target(self, input.index) else { return }
            self.focus(index: index)
        }
        return title.map { UIBarButtonItem(title: $0, image: nil, primaryAction: action, menu: nil) }
            ?? UIBarButtonItem(title: nil, image: UIImage(systemName: symbol), primaryAction: action, menu: nil)
    }

    private func makeToolbar(_ items: [FormcToolbarItem], for input: FormcInput) -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        input.toolbarKinds = items
        toolbar.items = items.map { item in
            switch item {
            case .flexibleSpace:
                return UIBarButtonItem.flexibleSpace()
            case .fixedSpace(let width):
                return UIBarButtonItem.fixedSpace(width ?? 8)
            case .previous(let title):
                return moveButton(title: title, symbol: "chevron.up", from: input) { controller, index in
                    controller.previousIndex(before: index)
                }
            case .next(let title):
                return moveButton(title: title, symbol: "chevron.down", from: input) { controller, index in
                    controller.nextIndex(after: index)
                }
            case .done(let title):
                let action = UIAction { [weak self, weak input] _ in
                    guard let self, let input else { return }
                    input.commitShownValue()
                    self.donePressed(in: input)
                }
                return title.map { UIBarButtonItem(title: $0, image: nil, primaryAction: action, menu: nil) }
                    ?? UIBarButtonItem(systemItem: .done, primaryAction: action, menu: nil)
            case .custom(let title, let name):
                let action = UIAction { [weak self, weak input] _ in
                    guard let self, let input else { return }
                    self.onAction?(name, input.index)
                }
                return UIBarButtonItem(title: title, image: nil, primaryAction: action, menu: nil)
            case .lookup(let title):
                let action = UIAction { [weak self, weak input] _ in
                    guard let self, let input else { return }
                    input.commitShownValue()
                    self.onLookUp?(input.index)
                }
                return UIBarButtonItem(title: title, image: title == nil ? UIImage(systemName: "magnifyingglass") : nil,
                                       primaryAction: action, menu: nil)
            case .clear(let title):
                let action = UIAction { [weak input] _ in input?.clear() }
                return UIBarButtonItem(title: title, image: title == nil ? UIImage(systemName: "xmark.circle") : nil,
                                       primaryAction: action, menu: nil)
            case .title(let title):
                return Self.titleItem(title ?? input.fieldTitle ?? "")
            }
        }
        toolbar.sizeToFit()
        return toolbar
    }
}

extension FormcFormController: UIGestureRecognizerDelegate {
    // Tap-outside dismissal without selectors: the recognizer has no target;
    // the moment it would recognize a tap, editing ends. Taps on inputs and
    // controls are theirs, not "outside".
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UITextField || touch.view is UITextView || touch.view is UIControl)
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        endEditing()
        return false
    }
}

/// One focusable field of a form (text, picker, date), in form order.
@MainActor
public class FormcInput: NSObject {
    /// The view that becomes first responder.
    public let responder: UIView
    /// The position in form order.
    public fileprivate(set) var index = 0
    weak var controller: FormcFormController?
    var toolbarKinds: [FormcToolbarItem] = []
    /// The field's label, shown by a toolbar's `title` item.
    var fieldTitle: String?

    init(responder: UIView) {
        self.responder = responder
    }

    /// Whether focus can move here now (enabled, not hidden).
    var canFocus: Bool {
        guard responder.isUserInteractionEnabled else { return false }
        // Hidden itself or in a hidden row (up to the form's view).
        var view: UIView? = responder
        while let current = view, current !== controller?.view {
            if current.isHidden { return false }
            view = current.superview
        }
        if let control = responder as? UIControl { return control.isEnabled }
        if let textView = responder as? UITextView { return textView.isEditable }
        return true
    }

    var accessoryToolbar: UIToolbar? {
        (responder as? UITextField)?.inputAccessoryView as? UIToolbar
            ?? (responder as? UITextView)?.inputAccessoryView as? UIToolbar
    }

    func setAccessory(_ toolbar: UIToolbar) {
        (responder as? UITextField)?.inputAccessoryView = toolbar
        (responder as? UITextView)?.inputAccessoryView = toolbar
    }

    func didBeginEditing() {
        controller?.inputDidBeginEditing(self)
        controller?.onEditingBegan?(index)
    }

    /// Whether the app lets the input show `text` (``FormcFormController/shouldChangeText``).
    func allowsChange(to text: String) -> Bool {
        controller?.shouldChangeText?(index, text) ?? true
    }

    func didChange() {
        controller?.inputDidChange(self)
    }

    func didEndEditing() {
        controller?.inputDidEndEditing(self)
        controller?.onEditingEnded?(index)
    }

    /// The toolbar's `done`: an input that shows a value it has not taken yet
    /// (an empty picker's wheel) takes it. Most inputs show what they hold.
    func commitShownValue() {}

    /// The toolbar's `clear`: empties the input and its value.
    func clear() {}
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcTextFieldInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A single-line text field: traits, Return moves on, edits reach the model
/// (normalised and masked as its format says), the app may refuse an edit.
@MainActor
public final class FormcTextFieldInput: FormcInput, UITextFieldDelegate {
    private let onChange: (String) -> Void
    /// Set again when another field's value chooses the mask (``FormcBinding/text(_:_:traits:placeholder:format:maskChosenBy:revealToggle:toolbar:configure:)``).
    var format: FormcTextFormat?
    /// The text shown for the raw text while the field is not edited (a number's `format:`).
    private let display: ((String) -> String)?
    /// The raw text while `display`'s text is shown instead.
    private var raw: String?

    /// Wires `field`; `onChange` gets the value to keep after every edit: its
    /// text as `format` shapes it. `revealToggle` adds a show/hide button with those VoiceOver labels.
    /// `display` gives the text shown for the raw text while the field is not
    /// being edited (`¥1,200` for `1200`); editing shows the raw text again.
    public init(_ field: UITextField, traits: FormcTextTraits, placeholder: String?, format: FormcTextFormat? = nil,
                revealToggle: FormcRevealToggle.Labels? = nil, display: ((String) -> String)? = nil,
                onChange: @escaping (String) -> Void) {
        self.onChange = onChange
        self.format = format
        self.display = display
        super.init(responder: field)
        traits.apply(to: field)
        if let placeholder { field.placeholder = placeholder }
        if let revealToggle { FormcRevealToggle.install(on: field, labels: revealToggle) }
        field.delegate = self
        field.addAction(UIAction { [weak self, weak field] _ in
            guard let self, let field else { return }
            self.textChanged(in: field)
            self.didChange()
        }, for: .editingChanged)
    }

    /// The field's text as the model reads it (normalised and masked as its format says).
    public var text: String { value(of: raw ?? (responder as? UITextField)?.text ?? "") }

    /// Shows `text` (from the model), unless the field shows it already: the
    /// text being typed (and an input method's composition) is left alone.
    public func show(_ text: String) {
        guard self.text != text else { return }
        showRaw(text)
    }

    /// Shows `text`, through `display` while the field is not being edited.
    private func showRaw(_ text: String) {
        guard let field = responder as? UITextField else { return }
        if let display, !field.isFirstResponder {
            raw = text
            field.text = display(text)
        } else {
            raw = nil
            field.text = text
        }
    }

    /// Shows a number field's value, unless the text shown already reads as
    /// it (text that is not a number reads as nil, and is left for the user to fix).
    public func show(number: Int?) {
        guard FormcNumberText.integer(from: text) != number else { return }
        show(number.map(String.init) ?? "")
    }

    /// Shows a decimal field's value, as ``show(number:)`` does.
    public func show(decimal: Decimal?) {
        guard FormcNumberText.decimal(from: text) != decimal else { return }
        show(decimal.map(FormcNumberText.text) ?? "")
    }

    /// The value the model keeps for what the field shows.
    private func value(of text: String) -> String {
        format?.value(of: text) ?? text
    }

    /// After an edit: text an input method committed is formatted now (it
    /// is left alone while composing); then the model gets the value.
    private func textChanged(in field: UITextField) {
        let text = field.text ?? ""
        if field.markedTextRange == nil, let format, let caret = Self.caret(in: field),
           let edit = format.edit(text, range: NSRange(location: caret, length: 0), replacement: ""), edit.text != text {
            Self.show(edit, in: field)
        }
        onChange(value(of: field.text ?? ""))
    }

    /// Empties the field (the toolbar's `clear`).
    override func clear() {
        show("")
        onChange("")
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        if let raw {
            // Edited as typed: the raw digits, not the display text.
            textField.text = raw
            self.raw = nil
        }
        didBeginEditing()
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let text = textField.text ?? ""
        // While an input method composes, the edit is its own: formatted once committed.
        guard textField.markedTextRange == nil,
              let edit = format?.edit(text, range: range, replacement: string) else {
            let current = text as NSString
            guard NSMaxRange(range) <= current.length else { return true }
            let changed = current.replacingCharacters(in: range, with: string)
            guard allowsChange(to: changed) else { return false }
            // A secure field clears itself when typed into after focus or a
            // reveal toggle; applying the edit here keeps the text.
            guard textField.isSecureTextEntry, textField.rightView is FormcRevealToggle else { return true }
            Self.show(FormcTextEdit(text: changed, cursor: range.location + (string as NSString).length), in: textField)
            textField.sendActions(for: .editingChanged)
            return false
        }
        guard allowsChange(to: edit.text) else { return false }
        // An edit the format leaves as typed is UIKit's to apply (it keeps undo and autocorrection).
        let plain = (text as NSString).replacingCharacters(in: range, with: string)
        if edit.text == plain, edit.cursor == range.location + (string as NSString).length,
           !(textField.isSecureTextEntry && textField.rightView is FormcRevealToggle) {
            return true
        }
        Self.show(edit, in: textField)
        textField.sendActions(for: .editingChanged)
        return false
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        controller?.returnPressed(in: self)
        return false
    }

    public func textFieldDidEndEditing(_ textField: UITextField) {
        let text = textField.text ?? ""
        if let shown = format?.endEditing(text), shown != text { textField.text = shown }
        onChange(value(of: textField.text ?? ""))
        if display != nil { showRaw(textField.text ?? "") }
        didEndEditing()
    }

    /// The caret's UTF-16 offset, when there is a caret (no selection).
    private static func caret(in field: UITextField) -> Int? {
        guard let selection = field.selectedTextRange, selection.isEmpty else { return nil }
        return field.offset(from: field.beginningOfDocument, to: selection.start)
    }

    /// Shows an edit's text with its caret.
    static func show(_ edit: FormcTextEdit, in field: UITextField) {
        field.text = edit.text
        if let position = field.position(from: field.beginningOfDocument, offset: edit.cursor) {
            field.selectedTextRange = field.textRange(from: position, to: position)
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcRevealToggle.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The eye button of a password field that shows or hides its text. Flipping
/// `isSecureTextEntry` keeps the text and puts the caret back where it was
/// (UIKit moves it, and re-lays the text out in the other width).
@MainActor
public final class FormcRevealToggle: UIButton {
    /// What VoiceOver reads for the button.
    public typealias Labels = FormcRevealLabels

    private var labels = Labels.standard

    /// Adds the button as `field`'s right view.
    static func install(on field: UITextField, labels: Labels) {
        let button = FormcRevealToggle(type: .custom)
        button.labels = labels
        button.setImage(UIImage(systemName: "eye"), for: .normal)
        button.setImage(UIImage(systemName: "eye.slash"), for: .selected)
        button.accessibilityLabel = labels.show
        button.addAction(UIAction { [weak field, weak button] _ in
            guard let field, let button else { return }
            button.toggle(field)
        }, for: .primaryActionTriggered)
        button.sizeToFit()
        field.rightView = button
        field.rightViewMode = .always
    }

    private func toggle(_ field: UITextField) {
        let caret = field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
        let text = field.text ?? ""
        field.isSecureTextEntry.toggle()
        // Setting the text again makes UIKit lay it out in the new width.
        field.text = nil
        field.text = text
        if let caret, let position = field.position(from: field.beginningOfDocument, offset: caret) {
            field.selectedTextRange = field.textRange(from: position, to: position)
        }
        isSelected = !field.isSecureTextEntry
        accessibilityLabel = field.isSecureTextEntry ? labels.show : labels.hide
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcTextViewInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A multi-line text view: Return inserts a new line; edits reach the model.
/// UITextView has no placeholder: a label over the text shows it while the
/// text is empty (VoiceOver reads it as the view's hint). An optional counter
/// in the bottom trailing corner shows the characters against `max_length`,
/// red past it.
@MainActor
public final class FormcTextViewInput: FormcInput, UITextViewDelegate {
    private let onChange: (String) -> Void
    /// The placeholder's label, shown while the text is empty; nil without a placeholder.
    public let placeholderLabel: UILabel?
    /// The counter's label; nil without `show_count`.
    public let counterLabel: UILabel?
    private let limit: Int?

    /// Wires `textView`; `onChange` gets its text after every edit. `showsCount`
    /// adds the counter (against `maxLength` when given).
    public init(
        _ textView: UITextView, traits: FormcTextTraits, placeholder: String? = nil,
        showsCount: Bool = false, maxLength: Int? = nil, onChange: @escaping (String) -> Void
    ) {
        self.onChange = onChange
        limit = maxLength
        placeholderLabel = placeholder.map { Self.makePlaceholder($0, in: textView) }
        counterLabel = showsCount ? Self.makeCounter(in: textView) : nil
        super.init(responder: textView)
        traits.apply(to: textView)
        textView.delegate = self
        if let placeholder { textView.accessibilityHint = placeholder }
        update(textView.text ?? "")
    }

    /// Shows `text` (from the model).
    public func show(_ text: String) {
        // The text being typed (and an input method's composition) is left alone.
        guard let textView = responder as? UITextView, textView.text != text else { return }
        textView.text = text
        update(text)
    }

    /// Empties the text view (the toolbar's `clear`).
    override func clear() {
        show("")
        onChange("")
    }

    public func textViewDidBeginEditing(_ textView: UITextView) {
        didBeginEditing()
    }

    public func textViewDidChange(_ textView: UITextView) {
        let text = textView.text ?? ""
        update(text)
        onChange(text)
        didChange()
    }

    public func textViewDidEndEditing(_ textView: UITextView) {
        didEndEditing()
    }

    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = (textView.text ?? "") as NSString
        guard NSMaxRange(range) <= current.length else { return true }
        return allowsChange(to: current.replacingCharacters(in: range, with: text))
    }

    /// The placeholder hides while there is text; the counter follows the text.
    private func update(_ text: String) {
        placeholderLabel?.isHidden = !text.isEmpty
        // The app may set the view's font after wiring: the placeholder follows it.
        if let font = (responder as? UITextView)?.font { placeholderLabel?.font = font }
        guard let counterLabel else { return }
        let count = FormcCharacterCount(text, limit: limit)
        counterLabel.text = count.text
        counterLabel.textColor = count.isOverLimit ? .systemRed : .secondaryLabel
    }

    /// A label at the text's first line, in its font, in the placeholder colour.
    private static func makePlaceholder(_ text: String, in textView: UITextView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = textView.font
        label.textColor = .placeholderText
        label.numberOfLines = 0
        label.isAccessibilityElement = false  // Read as the text view's hint instead.
        label.translatesAutoresizingMaskIntoConstraints = false
        textView.addSubview(label)
        let inset = textView.textContainerInset
        // 5 pt: the text container's default line fragment padding.
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: textView.contentLayoutGuide.topAnchor, constant: inset.top),
            label.leadingAnchor.constraint(equalTo: textView.frameLayoutGuide.leadingAnchor, constant: inset.left + 5),
            label.trailingAnchor.constraint(lessThanOrEqualTo: textView.frameLayoutGuide.trailingAnchor,
                                            constant: -(inset.right + 5)),
        ])
        return label
    }

    /// A small label pinned to the view's frame (it does not scroll with the
    /// text); the bottom inset grows so the last line never hides under it.
    private static func makeCounter(in textView: UITextView) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.textAlignment = .right
        label.translatesAutoresizingMaskIntoConstraints = false
        textView.addSubview(label)
        textView.textContainerInset.bottom += label.font.lineHeight
        NSLayoutConstraint.activate([
            label.bottomAnchor.constraint(equalTo: textView.frameLayoutGuide.bottomAnchor, constant: -4),
            label.trailingAnchor.constraint(equalTo: textView.frameLayoutGuide.trailingAnchor, constant: -8),
        ])
        return label
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcInputViewInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A text field whose input view replaces the keyboard (a picker, the wheels
/// of a multi-column picker, a date picker): typing changes nothing, Return
/// moves on, and focus in an empty field takes the value shown only with
/// `fillOnFocus`. Subclasses say what the value shown is (`commitShownValue()`)
/// and how the field is emptied (`clear()`).
@MainActor
public class FormcInputViewInput: FormcInput, UITextFieldDelegate {
    /// Whether focus in an empty field takes the value shown (required fields, as the seeds do).
    let fillOnFocus: Bool
    /// Whether `clear` emptied the field since focus arrived or the wheels
    /// last turned: `done` then keeps it empty instead of taking the value shown.
    var isCleared = false

    init(_ field: UITextField, fillOnFocus: Bool) {
        self.fillOnFocus = fillOnFocus
        super.init(responder: field)
        field.delegate = self
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        isCleared = false
        didBeginEditing()
        // An optional field passed through with "next" stays empty.
        if fillOnFocus { commitShownValue() }
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        false
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        controller?.returnPressed(in: self)
        return false
    }

    public func textFieldDidEndEditing(_ textField: UITextField) {
        didEndEditing()
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcPickerInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A text field whose input view is a picker (seed 001, without tags): typing
/// is refused, turning the wheel chooses a row (shows its title and reports its
/// index), `done` takes the row shown. Focusing an empty field takes the shown
/// row only when `fillOnFocus` (required fields, as the seed does): an optional
/// field passed through with "next" stays empty. An optional "none" row at the
/// top chooses nil. Every index is checked against the rows, so an empty or
/// shrunken list never traps.
@MainActor
public final class FormcPickerInput: FormcInputViewInput, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIPickerView()
    private let titles: () -> [String]
    private let selection: () -> Int?
    private let onSelect: (Int?) -> Void
    private let noneRow: String?
    /// Wheel rows before the options: 1 with a none row.
    private var offset: Int { noneRow == nil ? 0 : 1 }

    /// Wires `field`: `titles` are the rows now, `selection` the model's row,
    /// `onSelect` receives the chosen row (nil: cleared). `fillOnFocus` takes
    /// the shown row when focus arrives in an empty field; `noneRow` is the
    /// title of a first row that means "not chosen".
    public init(
        _ field: UITextField, placeholder: String?, titles: @escaping () -> [String],
        selection: @escaping () -> Int?, onSelect: @escaping (Int?) -> Void,
        fillOnFocus: Bool = false, noneRow: String? = nil
    ) {
        self.titles = titles
        self.selection = selection
        self.onSelect = onSelect
        self.noneRow = noneRow
        super.init(field, fillOnFocus: fillOnFocus)
        picker.dataSource = self
        picker.delegate = self
        field.inputView = picker
        if let placeholder { field.placeholder = placeholder }
        refresh()
    }

    /// Reloads the rows and shows the model's value (after the model or a parent changed).
    public func refresh() {
        picker.reloadAllComponents()
        let rows = titles()
        if let row = selection(), rows.indices.contains(row) {
            picker.selectRow(row + offset, inComponent: 0, animated: false)
            (responder as? UITextField)?.text = rows[row]
        } else {
            if rows.count + offset > 0 { picker.selectRow(0, inComponent: 0, animated: false) }
            (responder as? UITextField)?.text = ""
        }
    }

    /// Takes the row the wheel shows when the field is empty (`done`; on focus with `fillOnFocus`).
    override func commitShownValue() {
        guard selection() == nil, !isCleared else { return }
        choose(wheelRow: picker.selectedRow(inComponent: 0))
    }

    /// Empties the field (the toolbar's `clear`).
    override func clear() {
        isCleared = true
        if rowCount > 0 { picker.selectRow(0, inComponent: 0, animated: false) }
        (responder as? UITextField)?.text = ""
        if selection() != nil { onSelect(nil) }
    }

    /// Shows and reports wheel row `row` (the none row: nil); ignores a row out of range.
    private func choose(wheelRow row: Int) {
        if row >= 0, row < offset {
            (responder as? UITextField)?.text = ""
            if selection() != nil { onSelect(nil) }
            return
        }
        let rows = titles()
        guard rows.indices.contains(row - offset) else { return }
        (responder as? UITextField)?.text = rows[row - offset]
        onSelect(row - offset)
    }

    private var rowCount: Int { titles().count + offset }


    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rowCount
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        if row >= 0, row < offset { return noneRow }
        let rows = titles()
        return rows.indices.contains(row - offset) ? rows[row - offset] : nil
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        isCleared = false
        choose(wheelRow: row)
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcDateInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A text field whose input view is a date picker (wheels). Turning the
/// wheels or `done` takes the date shown; focusing an empty field takes it only
/// when `fillOnFocus` (required fields): an optional date passed through with
/// "next" stays empty, and `clear` empties it.
@MainActor
public final class FormcDateInput: FormcInputViewInput {
    /// The picker shown instead of the keyboard.
    public let picker = UIDatePicker()
    /// The spec's `format:`, shown in every mode instead of the mode's medium date and short time.
    private let display: FormcDisplayFormat?
    /// How the value shows now: `display`, else the shown mode's lengths.
    private var shownFormat = FormcDisplayFormat(date: .medium)
    private let value: () -> Date?
    private let onChange: (Date?) -> Void
    /// The spec's `mode`; `.dateAndTime` shows `.date` while `dateOnly` holds.
    private let mode: UIDatePicker.Mode
    private let dateOnly: () -> Bool
    /// The spec's bounds, read each time the field is shown; the picker's are
    /// their whole days while it picks the date only.
    private let bounds: (_ dateOnly: Bool) -> (minimum: Date?, maximum: Date?)

    /// Wires `field` for `mode` between `minimum` and `maximum`; `fillOnFocus`
    /// takes the shown date when focus arrives in an empty field; `dateOnly`
    /// (`date_only_when`) turns a `.dateAndTime` picker to `.date` while it holds.
    public convenience init(
        _ field: UITextField, mode: UIDatePicker.Mode, minimum: Date?, maximum: Date?, placeholder: String?,
        display: FormcDisplayFormat? = nil, value: @escaping () -> Date?, onChange: @escaping (Date?) -> Void, fillOnFocus: Bool = false,
        dateOnly: @escaping () -> Bool = { false }
    ) {
        self.init(field, mode: mode, bounds: { FormcDate.dayBounds(minimum, maximum, if: $0) }, placeholder: placeholder,
                  display: display, value: value, onChange: onChange, fillOnFocus: fillOnFocus, dateOnly: dateOnly)
    }

    /// Wires `field` for `mode` within `bounds`, which are asked for each time
    /// the field is shown, with whether the picker picks the date only (a
    /// field's description gives them: ``FormcDate/dayBounds(_:_:if:)`` of its
    /// spec's bounds, relative ones moving with the clock).
    public init(
        _ field: UITextField, mode: UIDatePicker.Mode,
        bounds: @escaping (_ dateOnly: Bool) -> (minimum: Date?, maximum: Date?), placeholder: String?,
        display: FormcDisplayFormat? = nil, value: @escaping () -> Date?, onChange: @escaping (Date?) -> Void,
        fillOnFocus: Bool = false, dateOnly: @escaping () -> Bool = { false }
    ) {
        self.mode = mode
        self.dateOnly = dateOnly
        self.value = value
        self.onChange = onChange
        self.display = display
        self.bounds = bounds
        super.init(field, fillOnFocus: fillOnFocus)
        picker.preferredDatePickerStyle = .wheels
        applyMode()
        field.inputView = picker
        if let placeholder { field.placeholder = placeholder }
        picker.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.isCleared = false
            self.show(self.picker.date)
            self.onChange(self.picker.date)
        }, for: .valueChanged)
        refresh()
    }

    /// Shows the model's value, in the mode the state asks for now.
    public func refresh() {
        applyMode()
        if let date = value() { picker.date = date }
        show(value())
    }

    /// `.date` while `dateOnly` holds (a `.dateAndTime` field), else the spec's mode; the text and the
    /// bounds follow (by whole days while it picks the date only: ``FormcDate/dayBounds(_:_:if:)``).
    private func applyMode() {
        let shown: UIDatePicker.Mode = mode == .dateAndTime && dateOnly() ? .date : mode
        picker.datePickerMode = shown
        let bounds = bounds(shown == .date)
        picker.minimumDate = bounds.minimum
        picker.maximumDate = bounds.maximum
        shownFormat = display ?? FormcDisplayFormat(date: shown == .time ? .none : .medium, time: shown == .date ? .none : .short)
    }

    private func show(_ date: Date?) {
        (responder as? UITextField)?.text = FormcDisplayText.date(date, shownFormat)
    }

    /// Takes the date the wheels show when the field is empty (`done`; on focus with `fillOnFocus`).
    override func commitShownValue() {
        guard value() == nil, !isCleared else { return }
        show(picker.date)
        onChange(picker.date)
    }

    /// Empties the field (the toolbar's `clear`).
    override func clear() {
        isCleared = true
        show(nil)
        if value() != nil { onChange(nil) }
    }

}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcMultiPickerInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A text field whose input view is one picker with a wheel per component
/// (card expiry: month and year). The model's value is one code or nil per
/// wheel; a wheel's rows may depend on the codes to its left (a filtered
/// wheel). Turning any wheel takes what every wheel shows, so the value is
/// complete or empty; a filtered wheel whose choice the new parent does not
/// offer moves to its first row (or empties when there is none). `done` takes
/// the rows shown; focus takes them only with `fillOnFocus`; `clear` empties
/// every wheel. The field shows the chosen titles joined by `separator`.
@MainActor
public final class FormcMultiPickerInput: FormcInputViewInput, UIPickerViewDataSource,
    UIPickerViewAccessibilityDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIPickerView()
    private let separator: String
    private let labels: [String?]
    private let rows: [([String?]) -> [FormcPickerRow]]
    private let selection: () -> [String?]
    private let onSelect: ([String?]) -> Void
    /// The code each wheel shows, left to right (the model's, or the row shown).
    private var shown: [String?]

    /// Wires `field`: `rows[i]` are wheel `i`'s rows given the codes of the
    /// wheels (only those left of `i` are read), `labels` name the wheels for
    /// VoiceOver, `selection` is the model's codes, `onSelect` receives new codes.
    public init(
        _ field: UITextField, placeholder: String?, separator: String, labels: [String?],
        rows: [([String?]) -> [FormcPickerRow]], selection: @escaping () -> [String?],
        onSelect: @escaping ([String?]) -> Void, fillOnFocus: Bool = false
    ) {
        self.separator = separator
        self.labels = labels
        self.rows = rows
        self.selection = selection
        self.onSelect = onSelect
        shown = Array(repeating: nil, count: rows.count)
        super.init(field, fillOnFocus: fillOnFocus)
        picker.dataSource = self
        picker.delegate = self
        field.inputView = picker
        if let placeholder { field.placeholder = placeholder }
        refresh()
    }

    /// Reloads every wheel and shows the model's value.
    public func refresh() {
        picker.reloadAllComponents()
        let value = codes(selection())
        shown = value
        settle(from: 0, preferring: value)
        (responder as? UITextField)?.text = text(of: value)
    }

    /// Takes the rows the wheels show when the field is empty (`done`; on focus with `fillOnFocus`).
    override func commitShownValue() {
        guard codes(selection()).allSatisfy({ $0 == nil }), !isCleared else { return }
        choose(shown)
    }

    /// Empties every wheel (the toolbar's `clear`).
    override func clear() {
        isCleared = true
        let empty = [String?](repeating: nil, count: rows.count)
        if codes(selection()) != empty { onSelect(empty) }
        shown = empty
        settle(from: 0, preferring: empty)
        (responder as? UITextField)?.text = ""
    }

    /// The model's codes, one per wheel whatever the closure returned.
    private func codes(_ values: [String?]) -> [String?] {
        rows.indices.map { values.indices.contains($0) ? values[$0] : nil }
    }

    /// The rows of wheel `component` under the codes shown to its left.
    private func rows(of component: Int) -> [FormcPickerRow] {
        rows.indices.contains(component) ? rows[component](shown) : []
    }

    /// Reloads the wheels from `start` on, left to right (each one's rows
    /// follow the ones before): each shows its code in `preferred` when it
    /// still offers it, else its first row.
    private func settle(from start: Int, preferring preferred: [String?]) {
        for component in rows.indices where component >= start {
            picker.reloadComponent(component)
            let wheel = rows(of: component)
            guard !wheel.isEmpty else {
                shown[component] = nil
                continue
            }
            let row = preferred[component].flatMap { code in wheel.firstIndex { $0.value == code } } ?? 0
            picker.selectRow(row, inComponent: component, animated: false)
            shown[component] = wheel[row].value
        }
    }

    private func choose(_ value: [String?]) {
        (responder as? UITextField)?.text = text(of: value)
        onSelect(value)
    }

    /// The chosen titles joined by the separator ("04/2027"); empty when nothing is chosen.
    private func text(of value: [String?]) -> String {
        var titles: [String] = []
        for component in rows.indices {
            guard let code = value[component] else { continue }
            // Titles under the value's own codes (the wheels may show others).
            if let row = rows[component](value).first(where: { $0.value == code }) { titles.append(row.title) }
        }
        return titles.joined(separator: separator)
    }


    public func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rows(of: component).count
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let wheel = rows(of: component)
        return wheel.indices.contains(row) ? wheel[row].title : nil
    }

    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        labels.indices.contains(component) ? labels[component] : nil
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let wheel = rows(of: component)
        guard wheel.indices.contains(row) else { return }
        isCleared = false
        let before = shown
        shown[component] = wheel[row].value
        settle(from: component + 1, preferring: before)
        choose(shown)
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcKeyboardAvoider.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// Keeps the focused input visible as the keyboard shows, changes frame
/// (predictive bar, rotation) and hides — on *will* notifications, so the
/// content moves with the keyboard, not after it (seed 000).
@MainActor
public final class FormcKeyboardAvoider {
    /// The view to keep visible (the first responder).
    public var activeView: () -> UIView? = { nil }
    private let avoidance: FormcAvoidance
    private let distance: CGFloat
    /// Removed in `deinit`, which is not isolated to the main actor;
    /// `NotificationCenter.removeObserver` is thread-safe.
    nonisolated(unsafe) private var observers: [any NSObjectProtocol] = []
    private var saved: Saved?
    /// The keyboard while it is up (its last *will* notification).
    private var keyboard: FormcKeyboardAnimation?
    private var guideConstraint: NSLayoutConstraint?

    /// What avoidance changed, to put back exactly on hide (never zero: a
    /// scroll view under a navigation bar has a top inset).
    private struct Saved {
        var contentInset: UIEdgeInsets
        var indicatorInsets: UIEdgeInsets
        var contentOffset: CGPoint
        var constant: CGFloat
    }

    /// An avoider for `avoidance`, keeping `distance` points above the keyboard.
    public init(avoidance: FormcAvoidance, distance: CGFloat) {
        self.avoidance = avoidance
        self.distance = distance
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// Starts following the keyboard.
    public func start() {
        if case .layoutGuide(let content) = avoidance {
            installLayoutGuide(content)
            return
        }
        if case .none = avoidance { return }
        guard observers.isEmpty else { return }
        // `queue: nil`: the block runs where UIKit posts, the main thread, at
        // once (a `.main` queue, or a Task, would run it later, and the content
        // would move outside the keyboard's animation).
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                Self.onMainThread(notification) { self?.keyboardWillMove(FormcKeyboardAnimation($0)) }
            })
        }
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] notification in
            Self.onMainThread(notification) { self?.keyboardWillHide(FormcKeyboardAnimation($0)) }
        })
    }

    /// Runs `body` with `notification` on the main actor, now: for a block
    /// UIKit calls on the main thread outside Swift concurrency. It is what
    /// `MainActor.assumeIsolated` does (check that the main queue is the
    /// current one, then call the isolated body as a plain function), which
    /// Xcode before 15.3 offers only from iOS 17: one path on every iOS
    /// version instead of `#available` and a fallback. The notification never
    /// leaves the main thread, so handing it over is safe though it is not
    /// Sendable.
    private nonisolated static func onMainThread(_ notification: Notification, _ body: @MainActor (Notification) -> Void) {
        dispatchPrecondition(condition: .onQueue(.main))
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: ((Notification) -> Void).self)(notification)
        }
    }

    /// Stops following the keyboard and puts back what it changed.
    public func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        keyboard = nil
        restore()
        guideConstraint?.isActive = false
        guideConstraint = nil
    }

    private func installLayoutGuide(_ content: UIView) {
        guard guideConstraint == nil, let container = content.superview else { return }
        container.keyboardLayoutGuide.followsUndockedKeyboard = true
        let constraint = content.bottomAnchor.constraint(equalTo: container.keyboardLayoutGuide.topAnchor, constant: -distance)
        constraint.isActive = true
        guideConstraint = constraint
    }

    /// Scrolls the active view into sight above the keyboard that is up
    /// (focus moved without a keyboard notification); nothing while it is down.
    public func revealActiveView() {
        guard case .scroll(let scrollView) = avoidance, let keyboard else { return }
        scroll(scrollView, for: keyboard)
    }

    private func keyboardWillMove(_ keyboard: FormcKeyboardAnimation) {
        self.keyboard = keyboard
        // Only for a field of this form being edited in the key window: the
        // keyboard of another form (a screen below in a navigation stack, a
        // search field, another window) is not this form's to avoid.
        guard activeView()?.window?.isKeyWindow == true else { return }
        switch avoidance {
        case .scroll(let scrollView): scroll(scrollView, for: keyboard)
        case .constraint(let constraint): move(constraint, for: keyboard)
        case .layoutGuide, .none: break
        }
    }

    private func keyboardWillHide(_ keyboard: FormcKeyboardAnimation) {
        self.keyboard = nil
        guard saved != nil else { return }
        keyboard.animate { self.restore() }
    }

    private func scroll(_ scrollView: UIScrollView, for keyboard: FormcKeyboardAnimation) {
        if saved == nil {
            saved = Saved(contentInset: scrollView.contentInset, indicatorInsets: scrollView.verticalScrollIndicatorInsets,
                          contentOffset: scrollView.contentOffset, constant: 0)
        }
        guard let saved else { return }
        let frame = scrollView.convert(keyboard.endFrame, from: nil)
        let overlap = FormcKeyboardGeometry.overlap(of: frame, with: scrollView.bounds)
        // The safe area UIKit already adds at the bottom is under the keyboard too.
        let systemBottom = max(0, scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom)
        let extra = max(0, overlap - systemBottom)
        keyboard.animate {
            scrollView.contentInset.bottom = saved.contentInset.bottom + extra
            scrollView.verticalScrollIndicatorInsets.bottom = saved.indicatorInsets.bottom + extra
            guard let active = self.activeView(), active.isDescendant(of: scrollView) else { return }
            let target = scrollView.convert(active.bounds, from: active)
            let adjusted = scrollView.adjustedContentInset
            let offset = FormcKeyboardGeometry.offsetY(
                showing: target, offset: scrollView.contentOffset.y,
                visibleHeight: scrollView.bounds.height - overlap, topInset: adjusted.top,
                maximumOffset: scrollView.contentSize.height + adjusted.bottom - scrollView.bounds.height,
                distance: self.distance)
            if offset != scrollView.contentOffset.y {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: offset)
            }
        }
    }

    private func move(_ constraint: NSLayoutConstraint, for keyboard: FormcKeyboardAnimation) {
        guard let container = Self.container(of: constraint) else { return }
        if saved == nil {
            saved = Saved(contentInset: .zero, indicatorInsets: .zero, contentOffset: .zero, constant: constraint.constant)
        }
        guard let saved else { return }
        let overlap = FormcKeyboardGeometry.overlap(of: container.convert(keyboard.endFrame, from: nil), with: container.bounds)
        let safeArea = Self.isToSafeArea(constraint) ? container.safeAreaInsets.bottom : 0
        let raise = FormcKeyboardGeometry.bottomConstant(original: 0, overlap: overlap, safeAreaBottom: safeArea, distance: distance)
        // The constant grows the gap when the container comes first
        // (`container.bottom = content.bottom + c`), and shrinks it otherwise.
        constraint.constant = saved.constant + (Self.containerIsFirst(constraint) ? raise : -raise)
        keyboard.animate { container.layoutIfNeeded() }
    }

    private func restore() {
        guard let saved else { return }
        self.saved = nil
        switch avoidance {
        case .scroll(let scrollView):
            scrollView.contentInset = saved.contentInset
            scrollView.verticalScrollIndicatorInsets = saved.indicatorInsets
            scrollView.contentOffset = saved.contentOffset
        case .constraint(let constraint):
            constraint.constant = saved.constant
            Self.container(of: constraint)?.layoutIfNeeded()
        case .layoutGuide, .none:
            break
        }
    }

    /// The view that lays out a bottom constraint: the common ancestor of its items.
    private static func container(of constraint: NSLayoutConstraint) -> UIView? {
        let views = [constraint.firstItem, constraint.secondItem].compactMap { item -> UIView? in
            (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        }
        guard let first = views.first else { return nil }
        guard views.count == 2 else { return first.superview ?? first }
        if views[1].isDescendant(of: views[0]) { return views[0] }
        if views[0].isDescendant(of: views[1]) { return views[1] }
        return views[0].superview
    }

    private static func containerIsFirst(_ constraint: NSLayoutConstraint) -> Bool {
        guard let container = container(of: constraint) else { return true }
        if let guide = constraint.firstItem as? UILayoutGuide { return guide.owningView === container }
        return (constraint.firstItem as? UIView) === container
    }

    private static func isToSafeArea(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.firstItem is UILayoutGuide || constraint.secondItem is UILayoutGuide
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcKeyboardAnimation.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The keyboard's end frame and animation, read from a notification's `userInfo`.
public struct FormcKeyboardAnimation: Sendable {
    /// Where the keyboard ends, in screen coordinates.
    public var endFrame: CGRect
    /// The keyboard's animation duration.
    public var duration: TimeInterval
    /// The keyboard's animation curve, as `UIView.AnimationCurve`'s raw value.
    public var curve: Int

    /// Reads `notification`'s `userInfo` (missing values: no frame, no
    /// animation). On the main actor, as UIKit's keys are.
    @MainActor
    public init(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
    }

    /// Runs `changes` along with the keyboard, with its duration and curve.
    @MainActor
    public func animate(_ changes: @escaping @MainActor @Sendable () -> Void) {
        guard duration > 0 else { return changes() }
        let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16).union(.beginFromCurrentState)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: changes, completion: nil)
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormLayout.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// Builds the default layout of generated form screens: a scroll view over
/// the whole view holding a vertical stack of labeled rows, in Dynamic Type.
@MainActor
public enum FormcFormLayout {
    /// The scroll view and stack of a screen, added to `view`, and the
    /// scroll view's bottom constraint (`view.bottom = scrollView.bottom`),
    /// left inactive for the caller: the keyboard strategy decides.
    public static func makeScreen(in view: UIView) -> (scrollView: UIScrollView, stack: UIStackView, bottom: NSLayoutConstraint) {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        let bottom = view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            // As wide as the scroll view: the content scrolls vertically only.
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
        return (scrollView, stack, bottom)
    }

    /// A rounded text field in the body font.
    public static func textField() -> UITextField {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = UIFont.preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        return field
    }

    /// A text view in the body font, at least 120 points high.
    public static func textView() -> UITextView {
        let textView = UITextView()
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 120).isActive = true
        return textView
    }

    /// `label` above `control`.
    public static func row(label: String, control: UIView) -> UIView {
        row(caption: caption(label), control: control)
    }

    /// `label` beside a switch.
    public static func switchRow(label: String, control: UISwitch) -> UIView {
        switchRow(caption: caption(label), control: control)
    }

    /// `caption` beside a switch (the switch alone without one).
    public static func switchRow(caption: UIView?, control: UISwitch) -> UIView {
        let stack = UIStackView(arrangedSubviews: (caption.map { [$0] } ?? []) + [control])
        stack.axis = .horizontal
        stack.spacing = 12
        return stack
    }

    static func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        return label
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormLayout+Submission.swift", text: #"""
#if canImport(UIKit)
import UIKit

extension FormcFormLayout {
    /// A row (`row` or `switchRow`) with `issue` under it.
    public static func row(_ row: UIView, issue: UILabel) -> UIView {
        let stack = UIStackView(arrangedSubviews: [row, issue])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }

    /// A label for a field's issue: red footnote text in Dynamic Type,
    /// wrapping, hidden (so VoiceOver skips it) while the field has none.
    public static func issueLabel() -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .systemRed
        label.isHidden = true
        return label
    }

    /// The form's submit button, titled `title`, in the headline font.
    public static func submitButton(title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        return button
    }
}

/// The issue labels of a ready screen, one per field, shown under its row
/// (the binder puts the issue in the control's VoiceOver hint too, so it is
/// heard where the user is, not only when the label is reached).
@MainActor
public final class FormcIssueLabels<Field: Hashable> {
    private var labels: [Field: (label: UILabel, control: UIView)] = [:]

    /// No labels yet.
    public init() {}

    /// The label of `field`, whose input is `control`, made the first time it is asked for.
    public func label(for field: Field, control: UIView) -> UILabel {
        if let entry = labels[field] { return entry.label }
        let label = FormcFormLayout.issueLabel()
        labels[field] = (label, control)
        return label
    }

    /// Shows `message` under `field`, or hides its label (nil).
    public func show(_ message: String?, at field: Field) {
        guard let entry = labels[field] else { return }
        entry.label.text = message
        entry.label.isHidden = message == nil
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormLayout+Sections.swift", text: #"""
#if canImport(UIKit)
import UIKit

extension FormcFormLayout {
    /// A section's header: a heading in the headline font, as grouped lists show one.
    public static func sectionHeader(_ text: String) -> UILabel {
        sectionLabel(text, style: .headline, color: .label)
    }

    /// A section's footer: a note in the footnote font, in the secondary label
    /// colour; a label, or a ``linkedText(_:style:color:)`` text view when it
    /// has links (`[text](url)`).
    public static func sectionFooter(_ text: String) -> UIView {
        let linked = FormcLinkedText(text)
        guard linked.hasLinks else { return sectionLabel(text, style: .footnote, color: .secondaryLabel) }
        return linkedText(linked, style: .footnote, color: .secondaryLabel)
    }

    private static func sectionLabel(_ text: String, style: UIFont.TextStyle, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        return label
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcLinkOpener.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The delegate of the ready screen's texts with links (a section footer, a
/// toggle's or checkbox's label): a tapped link opens through ``open``, or,
/// when it is nil, as the text view opens it by default (the system opens the
/// URL; this works in app extensions too, unlike `UIApplication.shared`).
/// Long presses (the link's preview and menu) stay the system's.
@MainActor
public final class FormcLinkOpener: NSObject, UITextViewDelegate {
    /// Opens a tapped link's URL (an app can show an `SFSafariViewController`); nil: the system opens it.
    public var open: ((URL) -> Void)?

    /// A tap opens through ``open`` when set; anything else is the text view's default.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        guard let open, interaction == .invokeDefaultAction else { return true }
        open(URL)
        return false
    }
}

extension FormcFormLayout {
    /// `text` with its links tappable: a text view that cannot be edited or
    /// scrolled, laid out as a label is (no insets), in `style`'s font and
    /// `color`, each link's run carrying its URL. VoiceOver reads the plain
    /// text and reaches the links as UIKit makes them.
    public static func linkedText(_ text: FormcLinkedText, style: UIFont.TextStyle, color: UIColor) -> UITextView {
        let view = UITextView()
        view.isEditable = false
        view.isScrollEnabled = false
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        view.backgroundColor = .clear
        view.adjustsFontForContentSizeCategory = true
        let font = UIFont.preferredFont(forTextStyle: style)
        let attributed = NSMutableAttributedString(
            string: text.plainText, attributes: [.font: font, .foregroundColor: color])
        for link in text.linkRanges { attributed.addAttribute(.link, value: link.url, range: link.range) }
        view.attributedText = attributed
        view.isAccessibilityElement = true
        view.accessibilityLabel = text.plainText
        return view
    }

    /// `field`'s label with its links and `mark`'s glyph, when the label has links.
    static func linkedLabel<Field: FormcFormField>(of field: Field, mark: FormcFieldMark?) -> FormcLinkedText? {
        guard let written = field.linkedLabel else { return nil }
        let linked = FormcLinkedText(mark?.caption(written) ?? written)
        return linked.hasLinks ? linked : nil
    }

    /// A checkbox whose label has links: the box (a button without a title)
    /// leading the label's text view, aligned to the text's first line, and
    /// the form's badge after it, if any. A tap on the text outside its links
    /// toggles the box (``FormcLabelTap``), as a tap on a plain checkbox's title does.
    public static func linkedCheckboxRow(_ box: UIButton, text: UITextView, badge: UILabel? = nil) -> UIView {
        text.addGestureRecognizer(FormcLabelTap(toggling: box))
        let stack = UIStackView(arrangedSubviews: [box, text] + (badge.map { [$0] } ?? []))
        stack.axis = .horizontal
        stack.spacing = 8
        stack.alignment = .center
        return stack
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcLabelTap.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A tap on a check box's or switch's label text (a text view, for a label
/// with links) outside its links: it toggles the control, as a tap on a plain
/// check box's title does; a tap on a link only opens it. Without selectors, as the
/// form's tap-outside dismissal: the recognizer is its own delegate and acts
/// the moment it would recognize, then fails, so the text view's own link
/// and selection gestures go on as before.
@MainActor
public final class FormcLabelTap: UITapGestureRecognizer, UIGestureRecognizerDelegate {
    private weak var box: UIControl?

    /// A recognizer that toggles `box`, a check box (sent `.primaryActionTriggered`)
    /// or a switch (flipped, sent `.valueChanged`); add it to the label's text view.
    public init(toggling box: UIControl) {
        self.box = box
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delegate = self
    }

    /// A touch on a link is the link's.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let text = view as? UITextView else { return false }
        return !Self.isOnLink(touch.location(in: text), in: text)
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let box, box.isEnabled else { return false }
        if let toggle = box as? UISwitch {
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
        } else {
            box.sendActions(for: .primaryActionTriggered)
        }
        return false
    }

    /// The text view's own gestures see the touch too.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }

    /// Whether `point` (in `text`'s coordinates) is on a character of a link.
    static func isOnLink(_ point: CGPoint, in text: UITextView) -> Bool {
        guard let range = text.characterRange(at: point), let attributed = text.attributedText else { return false }
        let index = text.offset(from: text.beginningOfDocument, to: range.start)
        guard index >= 0, index < attributed.length else { return false }
        return attributed.attribute(.link, at: index, effectiveRange: nil) != nil
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormLayout+Presentation.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// How the ready screen presents a field besides its control: the caption
/// with the form's required mark (or none, for a hidden label), the help text
/// under the control, and the form's and sections' intro paragraphs.
extension FormcFormLayout {
    /// `field`'s caption: its label, with the form's mark after it (a glyph, or
    /// a badge beside it); `nil` when the label is hidden. The mark is drawn,
    /// never spoken: the caption reads as the label alone.
    public static func caption<Model: FormcFormModel>(for field: Model.Field, in model: Model.Type) -> UIView? {
        guard !field.hidesLabel else { return nil }
        let mark = Model.mark(of: field)
        let label: UIView
        if let linked = linkedLabel(of: field, mark: mark) {
            label = linkedText(linked, style: .subheadline, color: .label)
        } else {
            label = caption(mark?.caption(field.label) ?? field.label)
        }
        if mark != nil { label.accessibilityLabel = field.label }
        guard let mark, mark.isBadge else { return label }
        let line = UIStackView(arrangedSubviews: [label, badge(mark)])
        line.axis = .horizontal
        line.spacing = 6
        line.alignment = .center
        return line
    }

    /// A small badge (`必須`, `任意`): white on red for a required field, secondary on grey for an optional one. Never spoken.
    public static func badge(_ mark: FormcFieldMark) -> UILabel {
        let label = UILabel()
        label.text = " \(mark.text) "
        label.font = UIFont.preferredFont(forTextStyle: .caption2)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = mark.isRequired ? .white : .secondaryLabel
        label.backgroundColor = mark.isRequired ? .systemRed : .systemGray5
        label.layer.cornerRadius = 4
        label.layer.masksToBounds = true
        label.isAccessibilityElement = false
        return label
    }

    /// `caption` above `control`; the control alone when the label is hidden.
    public static func row(caption: UIView?, control: UIView) -> UIView {
        guard let caption else { return control }
        let stack = UIStackView(arrangedSubviews: [caption, control])
        stack.axis = .vertical
        stack.spacing = 6
        return stack
    }

    /// A field's help text under its control: a footnote in the secondary colour.
    /// Not an accessibility element: the binder puts the text in the control's hint.
    public static func help(_ text: String) -> UILabel {
        let label = intro(text, style: .footnote)
        label.isAccessibilityElement = false
        return label
    }

    /// `row` with its help text under it.
    public static func row(_ row: UIView, help: UILabel) -> UIView {
        let stack = UIStackView(arrangedSubviews: [row, help])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }

    /// A paragraph above the fields (the form's or a section's intro, the marks' legend), in the secondary colour.
    public static func intro(_ text: String, style: UIFont.TextStyle = .subheadline) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        return label
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcConditionalViews.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// Shows, hides, enables and disables a form's views as its conditions
/// (`visible_when`, `enabled_when`, `read_only`) say; the binder applies every
/// field's answer after each change, then calls ``commit()`` once.
///
/// A field is hidden by hiding its row: the view given with ``setRow(_:for:)``,
/// else the nearest view, from the control up, that is an arranged subview of
/// a `UIStackView` (the stack then closes the gap), else the control itself.
/// A disabled text field or control has `isEnabled` false; a disabled text
/// view is not editable. A hidden field keeps its value.
@MainActor
public final class FormcConditionalViews {
    private let controller: FormcFormController
    private var rows: [ObjectIdentifier: UIView] = [:]
    /// The views this object hid (and not the app): only those it shows again or hands over.
    private var hiddenViews = Set<ObjectIdentifier>()
    /// Whether a view was shown or hidden since the last ``commit()``.
    private var layoutChanged = false

    /// Conditional views of the form `controller` runs.
    public init(controller: FormcFormController) {
        self.controller = controller
    }

    /// Makes `row` the view hidden with `control` (a row of a label and the control, say).
    /// A row hidden already is handed over: the view hidden before is shown, `row` hidden.
    public func setRow(_ row: UIView, for control: UIView) {
        let previous = self.row(of: control)
        rows[ObjectIdentifier(control)] = row
        guard previous !== row, hiddenViews.contains(ObjectIdentifier(previous)) else { return }
        setHidden(false, previous)
        setHidden(true, row)
    }

    /// The view hidden with `control`.
    public func row(of control: UIView) -> UIView {
        if let row = rows[ObjectIdentifier(control)] { return row }
        var current = control
        while let parent = current.superview {
            if let stack = parent as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === current }) { return current }
            current = parent
        }
        return control
    }

    /// Shows or hides `control`'s row and enables or disables `control`.
    public func update(_ control: UIView, visible: Bool, enabled: Bool) {
        setHidden(!visible, row(of: control))
        switch control {
        case let textView as UITextView: textView.isEditable = enabled
        case let control as UIControl: control.isEnabled = enabled
        default: control.isUserInteractionEnabled = enabled
        }
    }

    /// Shows or hides a section's own views (its header and footer).
    public func update(sectionViews views: [UIView], visible: Bool) {
        for view in views { setHidden(!visible, view) }
    }

    /// Ends the round of updates: a field being edited that is now hidden or
    /// disabled ends editing (its keyboard goes away; focus does not jump to a
    /// field the user did not choose); rows that appeared or disappeared are
    /// laid out and the field being edited is kept clear of the keyboard.
    public func commit() {
        if let active = controller.activeInput, !active.canFocus { controller.endEditing() }
        guard layoutChanged else { return }
        layoutChanged = false
        controller.layoutDidChange()
    }

    private func setHidden(_ hidden: Bool, _ view: UIView) {
        if hidden { hiddenViews.insert(ObjectIdentifier(view)) } else { hiddenViews.remove(ObjectIdentifier(view)) }
        guard view.isHidden != hidden else { return }
        view.isHidden = hidden
        // A stack view re-lays out its arranged views when one is hidden.
        view.superview?.setNeedsLayout()
        layoutChanged = true
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcSegmentedInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A segmented control over an option list: a segment per option, in the
/// list's order; no segment is selected while the value is empty
/// (`UISegmentedControl.noSegment`), so an optional choice starts unanswered.
@MainActor
public final class FormcSegmentedInput<Option: Hashable> {
    /// The control, filled with the options' titles.
    public let control: UISegmentedControl
    private let options: [Option]
    private let value: () -> Option?

    /// Fills `control` with a segment per option (replacing any it has) and
    /// reports the chosen option to `onChange`.
    public init(
        _ control: UISegmentedControl, options: [Option], title: (Option) -> String,
        value: @escaping () -> Option?, onChange: @escaping (Option?) -> Void
    ) {
        self.control = control
        self.options = options
        self.value = value
        control.removeAllSegments()
        for (index, option) in options.enumerated() {
            control.insertSegment(withTitle: title(option), at: index, animated: false)
        }
        control.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            let index = self.control.selectedSegmentIndex
            onChange(options.indices.contains(index) ? options[index] : nil)
            self.refresh()  // Shows what the model kept.
        }, for: .valueChanged)
        refresh()
    }

    /// Shows the model's value.
    public func refresh() {
        control.selectedSegmentIndex = value().flatMap { options.firstIndex(of: $0) } ?? UISegmentedControl.noSegment
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcCheckRow.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// One option as a row: a button whose title is the option's, with a check
/// mark at the trailing edge when selected. At least 44 pt high (Apple's
/// minimum touch target). A button, so VoiceOver reads the title as a button
/// and, as UIKit's controls report their state, "selected" when checked and
/// "dimmed" when disabled.
@MainActor
public final class FormcCheckRow: UIButton {
    /// The check mark, shown while the row is selected.
    public let checkmark = UIImageView(image: UIImage(systemName: "checkmark"))

    /// A row titled `title`.
    public init(title: String) {
        super.init(frame: .zero)
        setTitle(title, for: .normal)
        setTitleColor(.label, for: .normal)
        setTitleColor(.secondaryLabel, for: .disabled)
        titleLabel?.numberOfLines = 0
        titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel?.adjustsFontForContentSizeCategory = true
        contentHorizontalAlignment = .leading
        checkmark.translatesAutoresizingMaskIntoConstraints = false
        addSubview(checkmark)
        NSLayoutConstraint.activate([
            heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            checkmark.trailingAnchor.constraint(equalTo: trailingAnchor),
            checkmark.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        checkmark.isHidden = true
    }

    /// Not made from a storyboard or a nib (formc's runtime builds it in code): no instance, and no trap.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    public override var isSelected: Bool {
        didSet { checkmark.isHidden = !isSelected }
    }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcCheckRowsInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// An option list as check rows in a stack view the app gives (a row per
/// option, replacing the stack's arranged views): one choice (a radio group:
/// tapping a row selects it, tapping the selected row keeps it) or several (a
/// multi-select: a tap toggles; at `maximum`, the unselected rows are disabled
/// until one is deselected, so the limit is shown rather than reported).
@MainActor
public final class FormcCheckRowsInput<Option: Hashable> {
    /// The rows, one per option, in the list's order.
    public private(set) var rows: [FormcCheckRow] = []
    /// The stack view the app gave, holding the rows.
    public let stack: UIStackView
    private let options: [Option]
    private let selection: () -> Set<Option>
    private let maximum: Int?

    /// A single choice: rows in `stack`, the chosen option to `onChange`.
    public convenience init(
        _ stack: UIStackView, options: [Option], title: (Option) -> String,
        value: @escaping () -> Option?, onChange: @escaping (Option?) -> Void
    ) {
        self.init(stack, options: options, title: title, selection: { value().map { [$0] } ?? [] }, maximum: nil) { _, option in
            onChange(option)
        }
    }

    /// Several choices, at most `maximum` (nil: any number): rows in `stack`, the chosen set to `onChange`.
    public convenience init(
        _ stack: UIStackView, options: [Option], title: (Option) -> String,
        values: @escaping () -> Set<Option>, maximum: Int?, onChange: @escaping (Set<Option>) -> Void
    ) {
        self.init(stack, options: options, title: title, selection: values, maximum: maximum) { chosen, option in
            var chosen = chosen
            if chosen.remove(option) == nil { chosen.insert(option) }
            onChange(chosen)
        }
    }

    private init(
        _ stack: UIStackView, options: [Option], title: (Option) -> String, selection: @escaping () -> Set<Option>,
        maximum: Int?, tapped: @escaping (Set<Option>, Option) -> Void
    ) {
        self.stack = stack
        self.options = options
        self.selection = selection
        self.maximum = maximum
        stack.axis = .vertical
        for view in stack.arrangedSubviews {
            stack.removeArrangedSubview(view)
            view.removeFromSuperview()
        }
        rows = options.map { option in
            let row = FormcCheckRow(title: title(option))
            row.addAction(UIAction { [weak self] _ in
                tapped(selection(), option)
                self?.refresh()  // Check marks and the limit follow the model.
            }, for: .touchUpInside)
            stack.addArrangedSubview(row)
            return row
        }
        refresh()
    }

    /// Shows the model's value: check marks, and at the maximum the other rows disabled.
    public func refresh() {
        let chosen = selection()
        let isFull = maximum.map { chosen.count >= $0 } ?? false
        for (row, option) in zip(rows, options) {
            let isChosen = chosen.contains(option)
            row.isSelected = isChosen
            row.isEnabled = isChosen || !isFull
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcCheckboxInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A Boolean as a checkbox: a button whose image is an empty square, or a
/// checked one when on (SF Symbols `square` / `checkmark.square.fill`); a tap
/// flips it. `isSelected` follows the value, so VoiceOver says "selected".
/// The title is the app's (the ready screen sets the label).
@MainActor
public final class FormcCheckboxInput {
    /// The button.
    public let button: UIButton
    private let value: () -> Bool

    /// Wires `button`: a tap reports the flipped value to `onChange`.
    public init(_ button: UIButton, value: @escaping () -> Bool, onChange: @escaping (Bool) -> Void) {
        self.button = button
        self.value = value
        button.addAction(UIAction { [weak self] _ in
            onChange(!value())
            self?.refresh()
        }, for: .primaryActionTriggered)
        refresh()
    }

    /// Shows the model's value.
    public func refresh() {
        let isOn = value()
        button.isSelected = isOn
        button.setImage(UIImage(systemName: isOn ? "checkmark.square.fill" : "square"), for: .normal)
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcStepperInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A whole number by a stepper, shown in a label as the field's `format:` says
/// (`¥1,200`), else as plain digits (`12`, as a number field's raw text;
/// ``FormcControlValueText``). UIStepper's values are `Double`s: the bounds and
/// step are whole numbers within ±2^53 (formc checks), so they are exact; a
/// step past the maximum stays at the maximum, as UIStepper clamps.
@MainActor
public final class FormcStepperInput {
    /// The stepper.
    public let stepper: UIStepper
    /// The label showing the value, if given.
    public let valueLabel: UILabel?
    private let value: () -> Int
    private let display: FormcDisplayFormat?

    /// Wires `stepper` to `minimum`…`maximum` by `step`, its value shown as
    /// `display` says; each change reports the value to `onChange`.
    public init(
        _ stepper: UIStepper, valueLabel: UILabel?, minimum: Int, maximum: Int, step: Int,
        display: FormcDisplayFormat? = nil, value: @escaping () -> Int, onChange: @escaping (Int) -> Void
    ) {
        self.stepper = stepper
        self.valueLabel = valueLabel
        self.value = value
        self.display = display
        stepper.minimumValue = Double(minimum)
        stepper.maximumValue = Double(maximum)
        stepper.stepValue = Double(max(step, 1))
        stepper.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onChange(Int(self.stepper.value.rounded()))
            self.refresh()  // The label shows what the model kept.
        }, for: .valueChanged)
        refresh()
    }

    /// Shows the model's value (clamped by the stepper to its range).
    public func refresh() {
        let number = value()
        stepper.value = Double(number)
        let shown = FormcControlValueText.stepper(number, format: display)
        valueLabel?.text = shown
        stepper.accessibilityValue = shown
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcSliderInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A number by a slider, snapped to `step` (from `minimum`) as it moves, and
/// shown in a label if given, as the field's `format:` says, else with as many
/// decimals as the step has (`0.5` → one decimal; ``FormcControlValueText``).
/// UISlider's values are `Float`s: the model keeps the snapped `Double`,
/// `minimum + n × step`, not the slider's rounded `Float`.
@MainActor
public final class FormcSliderInput {
    /// The slider.
    public let slider: UISlider
    /// The label showing the value, if given.
    public let valueLabel: UILabel?
    private let value: () -> Double
    private let text: (Double) -> String

    /// Wires `slider` to `minimum`…`maximum`, snapping to `step` (nil: no
    /// snapping), its value shown as `display` says; each change reports the value to `onChange`.
    public init(
        _ slider: UISlider, valueLabel: UILabel?, minimum: Double, maximum: Double, step: Double?,
        display: FormcDisplayFormat? = nil, value: @escaping () -> Double, onChange: @escaping (Double) -> Void
    ) {
        self.slider = slider
        self.valueLabel = valueLabel
        self.value = value
        text = { FormcControlValueText.slider($0, minimum: minimum, maximum: maximum, step: step, format: display) }
        slider.minimumValue = Float(minimum)
        slider.maximumValue = Float(maximum)
        slider.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onChange(Self.snap(Double(self.slider.value), minimum: minimum, maximum: maximum, step: step))
            self.refresh()  // The thumb snaps to the model's value, the label shows it.
        }, for: .valueChanged)
        refresh()
    }

    /// Shows the model's value.
    public func refresh() {
        let number = value()
        slider.value = Float(number)
        let shown = text(number)
        valueLabel?.text = shown
        slider.accessibilityValue = shown
    }

    /// `value` moved to the nearest `minimum + n × step` within the range.
    public nonisolated static func snap(_ value: Double, minimum: Double, maximum: Double, step: Double?) -> Double {
        let clamped = min(max(value, minimum), maximum)
        guard let step, step > 0 else { return clamped }
        let snapped = minimum + ((clamped - minimum) / step).rounded() * step
        return snapped > maximum ? snapped - step : snapped
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcCheckListViewController.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The screen a `style: list` row opens (``FormcChoiceListViewController``,
/// ``FormcSelectionListViewController``): titled with the field's label, a
/// stack of check rows the subclass fills, shown and closed by ``FormcListPresentation``.
@MainActor
public class FormcCheckListViewController: UIViewController {
    /// The stack holding the rows, once the view has loaded.
    private(set) var stack: UIStackView?

    /// A list titled `title`.
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Not made from a storyboard or a nib (formc's runtime builds it in code): no instance, and no trap.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let screen = FormcFormLayout.makeScreen(in: view)
        screen.bottom.isActive = true
        let stack = FormcFormLayout.checkRows()
        screen.stack.addArrangedSubview(stack)
        self.stack = stack
        makeRows(in: stack)
    }

    /// Adds the rows to `stack` (when the view loads).
    func makeRows(in stack: UIStackView) {}

    /// Goes back to the form: pops the list, or closes its sheet.
    func close() {
        FormcListPresentation.close(self)
    }
}

/// How the lists of `style: list` rows are shown and closed: pushed onto the
/// navigation controller of the screen showing the row, or presented as a sheet.
@MainActor
enum FormcListPresentation {
    /// Wires `button`, the row of the field labeled `title`, to show the list
    /// `list` makes (nil: nothing to show) when it is tapped.
    static func opens(_ button: UIButton, titled title: String, _ list: @escaping @MainActor () -> UIViewController?) {
        // VoiceOver reads the field, then what is chosen.
        button.accessibilityLabel = title
        button.addAction(UIAction { [weak button] _ in
            guard let button, let list = list() else { return }
            show(list, from: button)
        }, for: .primaryActionTriggered)
    }

    /// Shows `list` from the screen holding `view`.
    static func show(_ list: UIViewController, from view: UIView) {
        var responder: UIResponder? = view
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let screen = responder as? UIViewController else { return }
        if let navigation = screen.navigationController {
            navigation.pushViewController(list, animated: true)
        } else {
            screen.present(list, animated: true)
        }
    }

    /// Goes back from `list`: pops it when it was pushed, closes it when it was presented.
    static func close(_ list: UIViewController) {
        if let navigation = list.navigationController, navigation.topViewController === list {
            _ = navigation.popViewController(animated: true)
        } else if list.presentingViewController != nil {
            list.dismiss(animated: true)
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcSelectionListInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A multi-select as one row (`style: list`): a button showing the chosen
/// options' titles (or the placeholder while none is chosen); a tap pushes a
/// list of check rows onto the navigation controller of the screen showing
/// the button, or presents it as a sheet when that screen has none (swipe
/// down to close). The list edits the model directly: there is no save step.
@MainActor
public final class FormcSelectionListInput<Option: Hashable> {
    /// The button the user taps to open the list.
    public let button: UIButton
    /// The list, while it is shown.
    public private(set) weak var list: FormcSelectionListViewController<Option>?
    private let options: [Option]
    private let title: (Option) -> String
    private let placeholder: String?
    private let values: () -> Set<Option>

    /// Wires `button`; `listTitle` is the pushed screen's title (the field's label).
    public init(
        _ button: UIButton, listTitle: String, placeholder: String?, options: [Option], title: @escaping (Option) -> String,
        values: @escaping () -> Set<Option>, maximum: Int?, onChange: @escaping (Set<Option>) -> Void
    ) {
        self.button = button
        self.options = options
        self.title = title
        self.placeholder = placeholder
        self.values = values
        FormcListPresentation.opens(button, titled: listTitle) { [weak self] in
            guard let self else { return nil }
            let list = FormcSelectionListViewController(
                title: listTitle, options: options, optionTitle: title, values: values, maximum: maximum
            ) { [weak self] chosen in
                onChange(chosen)
                self?.refresh()
            }
            self.list = list
            return list
        }
        refresh()
    }

    /// Shows the model's value: the chosen titles in list order, or the placeholder.
    public func refresh() {
        let chosen = values()
        let titles = options.filter { chosen.contains($0) }.map(title)
        let summary = titles.joined(separator: ", ")
        button.setTitle(titles.isEmpty ? placeholder : summary, for: .normal)
        button.accessibilityValue = summary
        list?.refresh()
    }

}

/// The pushed list of a `style: list` multi-select: a check row per option.
@MainActor
public final class FormcSelectionListViewController<Option: Hashable>: FormcCheckListViewController {
    private let options: [Option]
    private let optionTitle: (Option) -> String
    private let values: () -> Set<Option>
    private let maximum: Int?
    private let onChange: (Set<Option>) -> Void
    /// The rows, once the view has loaded.
    public private(set) var rows: FormcCheckRowsInput<Option>?

    /// A list titled `title` over `options`.
    public init(
        title: String, options: [Option], optionTitle: @escaping (Option) -> String, values: @escaping () -> Set<Option>,
        maximum: Int?, onChange: @escaping (Set<Option>) -> Void
    ) {
        self.options = options
        self.optionTitle = optionTitle
        self.values = values
        self.maximum = maximum
        self.onChange = onChange
        super.init(title: title)
    }

    /// Not made from a storyboard or a nib, as its superclass.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeRows(in stack: UIStackView) {
        rows = FormcCheckRowsInput(stack, options: options, title: optionTitle, values: values, maximum: maximum, onChange: onChange)
    }

    /// Shows the model's value.
    public func refresh() {
        rows?.refresh()
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcChoiceListInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A single choice as one row (`style: list` on a picker or a radio): a
/// button showing the chosen option's title (or the placeholder while none is
/// chosen); a tap pushes a list of check rows, titled with the field's label,
/// onto the navigation controller of the screen showing the button, or
/// presents it as a sheet when that screen has none. A tap on a row chooses it
/// and goes back (pops, or closes the sheet), as iOS Settings' lists do. An
/// optional "none" row at the top chooses nothing. The rows are the titles the
/// state offers when the list opens (a dependent list's items for its parent,
/// the app's items once they arrived), read again on each refresh.
@MainActor
public final class FormcChoiceListInput {
    /// The button the user taps to open the list.
    public let button: UIButton
    /// The list, while it is shown.
    public private(set) weak var list: FormcChoiceListViewController?
    private let titles: () -> [String]
    private let selection: () -> Int?
    private let placeholder: String?

    /// Wires `button`: `titles` are the rows now, `selection` the model's row,
    /// `onSelect` receives the chosen row (nil: the none row); `listTitle` is
    /// the pushed screen's title (the field's label).
    public init(
        _ button: UIButton, listTitle: String, placeholder: String?, noneRow: String? = nil,
        titles: @escaping () -> [String], selection: @escaping () -> Int?, onSelect: @escaping (Int?) -> Void
    ) {
        self.button = button
        self.titles = titles
        self.selection = selection
        self.placeholder = placeholder
        FormcListPresentation.opens(button, titled: listTitle) { [weak self] in
            guard let self else { return nil }
            let list = FormcChoiceListViewController(
                title: listTitle, noneRow: noneRow, titles: titles, selection: selection
            ) { [weak self] row in
                onSelect(row)
                self?.refresh()
            }
            self.list = list
            return list
        }
        refresh()
    }

    /// Shows the model's value: the chosen title, or the placeholder.
    public func refresh() {
        let rows = titles()
        let chosen = selection().flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        button.setTitle(chosen ?? placeholder, for: .normal)
        button.isSelected = chosen != nil
        button.accessibilityValue = chosen ?? ""
        list?.refresh()
    }
}

/// The pushed list of a `style: list` picker or radio: a check row per option
/// (after the none row, if any); a tap chooses and goes back.
@MainActor
public final class FormcChoiceListViewController: FormcCheckListViewController {
    /// The row that chooses nothing: its option is -1.
    private static let none = -1
    private let noneRow: String?
    private let titles: () -> [String]
    private let selection: () -> Int?
    private let onSelect: (Int?) -> Void
    private var shownTitles: [String] = []
    /// The rows, once the view has loaded (the none row's option is -1).
    public private(set) var rows: FormcCheckRowsInput<Int>?

    /// A list titled `title` over `titles`.
    public init(
        title: String, noneRow: String?, titles: @escaping () -> [String], selection: @escaping () -> Int?,
        onSelect: @escaping (Int?) -> Void
    ) {
        self.noneRow = noneRow
        self.titles = titles
        self.selection = selection
        self.onSelect = onSelect
        super.init(title: title)
    }

    /// Not made from a storyboard or a nib, as its superclass.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeRows(in stack: UIStackView) {
        makeRows()
    }

    /// Shows the model's value; rebuilds the rows when the options changed (a parent's new value).
    public func refresh() {
        if stack != nil, titles() != shownTitles { makeRows() }
        rows?.refresh()
    }

    private func makeRows() {
        guard let stack else { return }
        shownTitles = titles()
        let options = (noneRow == nil ? [] : [Self.none]) + Array(shownTitles.indices)
        let shown = shownTitles, noneRow = noneRow
        rows = FormcCheckRowsInput(
            stack, options: options, title: { $0 == Self.none ? (noneRow ?? "") : shown[$0] },
            value: { [selection, noneRow] in
                selection() ?? (noneRow == nil ? nil : Self.none)
            },
            onChange: { [weak self] row in self?.choose(row) })
    }

    private func choose(_ row: Int?) {
        onSelect(row == Self.none ? nil : row)
        close()
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormLayout+Controls.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The ready screen's rows of the choice and number controls.
extension FormcFormLayout {
    /// An empty vertical stack for check rows (radio and multi-select).
    public static func checkRows() -> UIStackView {
        let stack = UIStackView()
        stack.axis = .vertical
        return stack
    }

    /// A checkbox: a button with the image leading the title, in the body font.
    public static func checkbox(title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.contentHorizontalAlignment = .leading
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        return button
    }

    /// A checkbox with the form's badge (`必須`, `任意`) after its title.
    public static func checkboxRow(_ box: UIButton, badge: UILabel) -> UIView {
        let stack = UIStackView(arrangedSubviews: [box, badge])
        stack.axis = .horizontal
        stack.spacing = 6
        stack.alignment = .center
        return stack
    }

    /// The row of a `style: list` multi-select: a button, leading-aligned, that opens the list.
    public static func listButton() -> UIButton {
        let button = UIButton(type: .system)
        button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.contentHorizontalAlignment = .leading
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        return button
    }

    /// A right-aligned label in the body font for a stepper's or slider's value.
    public static func valueLabel() -> UILabel {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .right
        return label
    }

    /// `label`, then the value, then the stepper, on one line.
    public static func stepperRow(label: String, control: UIStepper, value: UILabel?) -> UIView {
        stepperRow(caption: caption(label), control: control, value: value)
    }

    /// `caption` (if any), then the value, then the stepper, on one line.
    public static func stepperRow(caption: UIView?, control: UIStepper, value: UILabel?) -> UIView {
        let views: [UIView] = (caption.map { [$0] } ?? []) + (value.map { [$0] } ?? []) + [control]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.spacing = 12
        stack.alignment = .center
        return stack
    }

    /// `label` above the slider and its value.
    public static func sliderRow(label: String, control: UISlider, value: UILabel?) -> UIView {
        sliderRow(caption: caption(label), control: control, value: value)
    }

    /// `caption` (if any) above the slider and its value.
    public static func sliderRow(caption: UIView?, control: UISlider, value: UILabel?) -> UIView {
        let line = UIStackView(arrangedSubviews: [control] + (value.map { [$0] } ?? []))
        line.axis = .horizontal
        line.spacing = 12
        line.alignment = .center
        return row(caption: caption, control: line)
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFieldInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// One field's input as a binder keeps it: the view, how it shows the
/// state's value, and (for the fields that take focus) the input the form
/// controller moves focus through. Made from a field's ``FormcAnyEntry``.
@MainActor
public struct FormcFieldInput {
    /// The input focus moves through (text fields, text views, pickers, dates), if the field takes focus.
    let focusable: FormcInput?
    /// The field's own view, as the app gave it.
    let view: UIView
    /// Shows the state's value in the view.
    let refresh: () -> Void
    /// For a number field: whether its text is not a number now.
    let isUnparsable: (() -> Bool)?
    /// Keeps the object that runs the view alive as long as the binder.
    let owner: AnyObject?

    /// A field that takes focus, run by `input`; `refresh` shows the state's value.
    /// `isUnparsable` (number fields) says whether the text shown is not a number.
    public init(_ input: FormcInput, isUnparsable: (() -> Bool)? = nil, refresh: @escaping () -> Void) {
        focusable = input
        view = input.responder
        owner = input
        self.isUnparsable = isUnparsable
        self.refresh = refresh
    }

    /// A control (a switch, a segmented control …) that does not take focus,
    /// run by `owner` when it needs one; `refresh` shows the state's value.
    public init(control: UIView, owner: AnyObject?, refresh: @escaping () -> Void) {
        focusable = nil
        view = control
        self.owner = owner
        isUnparsable = nil
        self.refresh = refresh
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcEntry+UIKit.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A view marker of ``FormcEntry`` with the UIKit view it binds: the binder's
/// `bind(_:to:)` takes an entry of a marker and a view of the marker's `View`,
/// so `binder.bind(.name, to: aSwitch)` does not compile for a text field's
/// entry ("cannot convert value of type 'UISwitch' to expected argument type
/// 'FormcTextEntry.View' (aka 'UITextField')", as Apple's SDK says it too).
public protocol FormcUIKitBindable {
    /// The view a field of this kind binds to.
    associatedtype View: UIView
}

extension FormcTextEntry: FormcUIKitBindable {
    public typealias View = UITextField
}

extension FormcTextAreaEntry: FormcUIKitBindable {
    public typealias View = UITextView
}

extension FormcToggleEntry: FormcUIKitBindable {
    public typealias View = UISwitch
}

extension FormcSegmentedEntry: FormcUIKitBindable {
    public typealias View = UISegmentedControl
}

extension FormcCheckRowsEntry: FormcUIKitBindable {
    public typealias View = UIStackView
}

extension FormcListEntry: FormcUIKitBindable {
    public typealias View = UIButton
}

extension FormcCheckboxEntry: FormcUIKitBindable {
    public typealias View = UIButton
}

extension FormcStepperEntry: FormcUIKitBindable {
    public typealias View = UIStepper
}

extension FormcSliderEntry: FormcUIKitBindable {
    public typealias View = UISlider
}


/// What a binding is given beside its view.
@MainActor
struct FormcBindingContext {
    /// The label that shows a stepper's or slider's value (`show_value`), if the app gave one.
    let valueLabel: UILabel?
}

extension FormcAnyEntry {
    /// UIKit's reading of the description: the input that runs `view` over
    /// `state`, one case per kind. `view` is of the entry's kind (the typed
    /// `bind(_:to:)` and the ready screen's rows make sure of it).
    func makeInput(_ view: UIView, state: FormcFormState<Model>, context: FormcBindingContext) -> FormcFieldInput {
        let field = self.field
        /// A change made in one touch is the end of the field's editing, so its issue shows as a text field's does when left.
        let edited: @MainActor () -> Void = { state.endedEditing(field) }
        switch kind {
        case .text(let text):
            let input = FormcTextFieldInput(
                view as! UITextField, traits: text.traits, placeholder: text.placeholder, format: text.format,
                revealToggle: text.revealToggle, display: text.display, onChange: { text.set(&state.values, $0) })
            let isUnparsable: (() -> Bool)? = text.numberKind.map { kind in { FormcNumberText.isInvalid(input.text, kind: kind) } }
            return FormcFieldInput(input, isUnparsable: isUnparsable) {
                if text.chooseFormat != nil { input.format = text.format(for: state.values) }
                if !text.shows(input.text, of: state.values) { input.show(text.read(state.values)) }
            }
        case .textArea(let text, let limit):
            let input = FormcTextViewInput(view as! UITextView, traits: text.traits, placeholder: text.placeholder,
                                           showsCount: text.showsCount, maxLength: limit,
                                           onChange: { text.set(&state.values, $0) })
            return FormcFieldInput(input) { input.show(text.read(state.values)) }
        case .choice(let choice):
            return choiceInput(choice, view, state: state, edited: edited)
        case .multiSelect(let choice):
            let options = Array(choice.titles.indices)
            let chosen = { choice.chosen(state.values) }
            let onChange: (Set<Int>) -> Void = {
                choice.choose(&state.values, $0)
                edited()
            }
            if choice.isList {
                let input = FormcSelectionListInput(
                    view as! UIButton, listTitle: field.label, placeholder: choice.placeholder, options: options,
                    title: { choice.titles[$0] }, values: chosen, maximum: choice.maximum, onChange: onChange)
                return FormcFieldInput(control: view, owner: input) { input.refresh() }
            }
            let input = FormcCheckRowsInput(view as! UIStackView, options: options, title: { choice.titles[$0] },
                                            values: chosen, maximum: choice.maximum, onChange: onChange)
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .date(let date):
            let input = FormcDateInput(
                view as! UITextField, mode: date.mode.uikit, bounds: { date.bounds(dateOnly: $0) },
                placeholder: date.placeholder, display: date.display,
                value: { state.values[keyPath: date.value] }, onChange: { state.values[keyPath: date.value] = $0 },
                fillOnFocus: date.fillOnFocus, dateOnly: { state.isDateOnly(field) })
            return FormcFieldInput(input) { input.refresh() }
        case .multiPicker(let picker):
            let input = FormcMultiPickerInput(
                view as! UITextField, placeholder: picker.placeholder, separator: picker.separator, labels: picker.labels,
                rows: picker.rows, selection: { picker.selection(state.values) },
                onSelect: { picker.select(&state.values, $0) }, fillOnFocus: picker.fillOnFocus)
            return FormcFieldInput(input) { input.refresh() }
        case .toggle(let value, isCheckbox: true):
            let input = FormcCheckboxInput(view as! UIButton, value: { state.values[keyPath: value] }, onChange: {
                state.values[keyPath: value] = $0
                edited()
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .toggle(let value, isCheckbox: false):
            let control = view as! UISwitch
            control.addAction(UIAction { [weak control] _ in
                state.values[keyPath: value] = control?.isOn ?? false
                edited()
            }, for: .valueChanged)
            return FormcFieldInput(control: view, owner: nil) { [weak control] in
                control?.setOn(state.values[keyPath: value], animated: false)
            }
        case .stepper(let number):
            let input = FormcStepperInput(
                view as! UIStepper, valueLabel: context.valueLabel, minimum: number.minimum, maximum: number.maximum,
                step: number.step ?? 1, display: number.display, value: { state.values[keyPath: number.value] },
                onChange: {
                    state.values[keyPath: number.value] = $0
                    edited()
                })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .slider(let number):
            let input = FormcSliderInput(
                view as! UISlider, valueLabel: context.valueLabel, minimum: number.minimum, maximum: number.maximum,
                step: number.step, display: number.display, value: { state.values[keyPath: number.value] },
                onChange: {
                    state.values[keyPath: number.value] = $0
                    edited()
                })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }

    /// A single choice: a picker wheel in a text field, a row that pushes the
    /// list, a segmented control or check rows, as its style and view say.
    private func choiceInput(
        _ choice: FormcChoiceControl<Model>, _ view: UIView, state: FormcFormState<Model>, edited: @escaping @MainActor () -> Void
    ) -> FormcFieldInput {
        switch choice.style {
        case .list:
            let input = FormcChoiceListInput(
                view as! UIButton, listTitle: field.label, placeholder: choice.placeholder, noneRow: choice.noneRow,
                titles: { choice.titles(state) }, selection: { choice.selected(state) },
                onSelect: {
                    choice.select(state, $0)
                    edited()
                })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .segmented:
            let titles = choice.titles(state)
            let input = FormcSegmentedInput(view as! UISegmentedControl, options: Array(titles.indices),
                                            title: { titles[$0] }, value: { choice.selected(state) }, onChange: {
                choice.select(state, $0)
                edited()
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .radio:
            let titles = choice.titles(state)
            let input = FormcCheckRowsInput(view as! UIStackView, options: Array(titles.indices),
                                            title: { titles[$0] }, value: { choice.selected(state) }, onChange: {
                choice.select(state, $0)
                edited()
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .menu, .wheel:
            let input = FormcPickerInput(
                view as! UITextField, placeholder: choice.placeholder, titles: { choice.titles(state) },
                selection: { choice.selected(state) }, onSelect: { choice.select(state, $0) },
                fillOnFocus: choice.fillOnFocus, noneRow: choice.noneRow)
            return FormcFieldInput(input) { input.refresh() }
        }
    }
}

extension FormcDateMode {
    /// UIKit's date picker mode.
    var uikit: UIDatePicker.Mode {
        switch self {
        case .date: .date
        case .time: .time
        case .dateAndTime: .dateAndTime
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormBinder.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// Binds the app's own views to a form's state, field by field:
///
/// ```swift
/// let binder = CheckoutFormBinder(state: state, scrollView: scrollView, view: view)
/// binder.bind(.recipientName, to: nameField)     // a UITextField: only a text field compiles here
/// binder.bind(.isGift, to: giftSwitch)           // a UISwitch
/// ```
///
/// A screen binds the fields it shows, in any order; focus still moves in
/// form order. The binder wires picker and date input views, accessory
/// toolbars, Return / next / previous, tap-outside dismissal and keyboard
/// avoidance; shows the state's values, conditions and issues in the views;
/// sends edits to the state; and gives each control its label, "required"
/// and its issue for VoiceOver, announcing an issue when it appears.
/// Everything else — issues, conditions, submit, look-ups — is the state's.
@MainActor
public final class FormcFormBinder<Model: FormcFormModel> {
    /// A field of the form.
    public typealias Field = Model.Field
    /// An issue at a field.
    public typealias Issue = FormcIssue<Model.Field>

    /// The state the views show and edit.
    public let state: FormcFormState<Model>

    /// Called after every change of the values, with them.
    public var onChange: ((Model) -> Void)?
    /// Called with each field a change touched and the new values, before `onChange`
    /// (a parent picker's change reports the child it cleared too).
    public var onFieldChange: ((Field, Model) -> Void)?
    /// Called when the values were submitted and accepted (by the app's submit
    /// handler, if the form has one); on a form without `submit:` or
    /// `validate_on:`, when Return in the last field ends editing.
    public var onSubmit: ((Model) -> Void)?
    /// Shows a bound field's issue in your UI (nil: hide it) when the state
    /// shows or hides it; the ready screen shows it under the field.
    public var presentIssue: ((Field, Issue?) -> Void)? {
        // Set late (after the fields were bound), it hears of the issues shown already.
        didSet { for case let (field, issue?) in shownIssues { presentIssue?(field, issue) } }
    }
    /// Called when a custom toolbar button is tapped, with the field it was tapped in.
    public var onAction: ((Model.Action, Field) -> Void)?
    /// Asked before an edit changes a text field's or text view's text, with
    /// the field and the text it would show (normalised and masked); false refuses it.
    public var shouldChangeText: ((Field, String) -> Bool)?
    /// Called when a field starts being edited (it became first responder).
    public var onBeginEditing: ((Field) -> Void)?
    /// Called when a field stops being edited.
    public var onEndEditing: ((Field) -> Void)?
    /// Opens a link tapped in a section footer or a toggle's or checkbox's
    /// label (show an `SFSafariViewController`, say); nil: the system opens it.
    public var openURL: ((URL) -> Void)? {
        get { linkOpener.open }
        set { linkOpener.open = newValue }
    }
    /// The delegate of the screen's texts with links.
    let linkOpener = FormcLinkOpener()

    private let controller: FormcFormController
    /// Shows the confirmation screen (``presentsConfirmation(from:)``) while kept.
    var confirmationObservation: FormcObservation?
    /// Whether the form validates on submit (`submit:` or `validate_on:`);
    /// otherwise Return in the last field just calls `onSubmit`.
    private let validatesOnSubmit: Bool
    /// Each field's place in form order.
    private let positions: [Field: Int]
    private var inputs: [Field: FormcFieldInput] = [:]
    /// The bound fields that take focus, in form order: the controller's inputs.
    private var focusOrder: [Field] = []
    private var parents: [Field: Field] = [:]
    /// The bound fields whose options come from the app, and the lists' revision they show.
    private var appOptionFields: Set<Field> = []
    private var shownOptionsRevision = 0
    private lazy var conditionalViews = FormcConditionalViews(controller: controller)
    private var sectionViews: [Model.Section: [UIView]] = [:]
    /// What the views show now: the values, conditions and each bound field's issue.
    private var shownValues: Model
    private var shownConditions: FormcConditions<Field, Model.Section>
    private var shownIssues: [Field: Issue?] = [:]
    private var observation: FormcObservation?
    private var submitButtons: [UIButton] = []
    /// The submit buttons whose titles show values.
    private var submitTitles: [(UIButton, FormcSubmitTitle<Model>)] = []
    /// The fields whose view's hint the binder writes (the app set none),
    /// with the hint their input gave (a text view's placeholder), said first.
    private var ownedHints: [Field: String?] = [:]

    /// A binder over `state`, for the fields inside `view` (a tap in it outside
    /// the fields ends editing), keeping the focused field clear of the keyboard by `avoidance`.
    /// Generated forms add an initializer that takes what their spec's avoidance needs.
    public init(state: FormcFormState<Model>, avoidance: FormcAvoidance, view: UIView,
                keyboard: FormcKeyboardOptions, validatesOnSubmit: Bool) {
        self.state = state
        self.validatesOnSubmit = validatesOnSubmit
        controller = FormcFormController(view: view, avoidance: avoidance, options: keyboard)
        positions = Dictionary(uniqueKeysWithValues: Field.allCases.enumerated().map { ($1, $0) })
        shownValues = state.values
        shownConditions = state.conditions
        controller.submitsFromDone = validatesOnSubmit
        controller.onSubmit = { [weak self] in self?.returnInLastField() }
        controller.onInputChange = { [weak self] index in self?.inputChanged(at: index) }
        controller.onEndEditing = { [weak self] index in self?.inputEndedEditing(at: index) }
        controller.onEditingBegan = { [weak self] index in
            guard let self, let field = self.field(at: index) else { return }
            self.onBeginEditing?(field)
        }
        controller.onEditingEnded = { [weak self] index in
            guard let self, let field = self.field(at: index) else { return }
            self.onEndEditing?(field)
        }
        controller.shouldChangeText = { [weak self] index, text in
            guard let self, let field = self.field(at: index) else { return true }
            return self.shouldChangeText?(field, text) ?? true
        }
        controller.onAction = { [weak self] name, index in
            guard let self, let field = self.field(at: index), let action = Model.Action(rawValue: name) else { return }
            self.onAction?(action, field)
        }
        controller.onLookUp = { [weak self] index in
            guard let self, let field = self.field(at: index) else { return }
            self.state.startLookUp(field)
        }
        observation = state.observe { [weak self] in self?.stateChanged() }
        controller.start()
    }

    // MARK: Binding

    /// Binds `field` to `view`: the view shows the field's value and sends
    /// its edits; a field bound again moves to the new view. The entry's kind
    /// says the view it takes (`binder.bind(.email, to: emailField)`).
    public func bind<Kind: FormcUIKitBindable>(_ entry: FormcEntry<Model, Kind>, to view: Kind.View) {
        bind(entry.erased, to: view, context: FormcBindingContext(valueLabel: nil))
    }

    /// Binds a stepper or slider field to `view`, its value shown in `valueLabel` as it changes.
    public func bind<Kind: FormcUIKitBindable>(_ entry: FormcEntry<Model, Kind>, to view: Kind.View, valueLabel: UILabel) {
        bind(entry.erased, to: view, context: FormcBindingContext(valueLabel: valueLabel))
    }

    /// Binds a field by its description to a view of its kind (the ready screen's rows make it).
    func bind(_ entry: FormcAnyEntry<Model>, to view: UIView, context: FormcBindingContext) {
        let field = entry.field
        if inputs[field] != nil { unbind(field) }
        let appSetHint = view.accessibilityHint != nil
        let input = entry.makeInput(view, state: state, context: context)
        inputs[field] = input
        parents[field] = entry.parent
        if entry.usesAppOptions { appOptionFields.insert(field) }
        if let focusable = input.focusable {
            let position = positions[field] ?? 0
            let index = focusOrder.firstIndex { (positions[$0] ?? 0) > position } ?? focusOrder.count
            focusOrder.insert(field, at: index)
            focusable.fieldTitle = field.label  // A toolbar's `title` item shows it.
            controller.insert(focusable, at: index, toolbar: field.toolbar)
        }
        if view.accessibilityLabel == nil { view.accessibilityLabel = field.label }
        if !appSetHint { ownedHints[field] = .some(view.accessibilityHint) }
        input.refresh()
        if state.conditions.conditionalFields.contains(field) {
            conditionalViews.update(view, visible: state.isVisible(field), enabled: state.isEnabled(field))
            conditionalViews.commit()
        }
        let issue = state.issue(for: field)
        shownIssues[field] = issue
        describeIssue(issue, of: field, on: view)
        if issue != nil { presentIssue?(field, issue) }
    }

    /// Stops showing `field` in its view (the view keeps what it shows).
    public func unbind(_ field: Field) {
        guard let input = inputs.removeValue(forKey: field) else { return }
        if let focusable = input.focusable, let index = focusOrder.firstIndex(of: field) {
            focusOrder.remove(at: index)
            controller.remove(focusable)
        }
        parents[field] = nil
        appOptionFields.remove(field)
        shownIssues[field] = nil
    }

    /// Makes `row` the view hidden and shown with `field` (its label and
    /// control, say); without one, the binder hides the nearest view around
    /// the control that is arranged in a stack view.
    public func setRow(_ row: UIView, for field: Field) {
        guard let view = inputs[field]?.view else { return }
        conditionalViews.setRow(row, for: view)
        applyConditions()
    }

    /// Makes `view` (the section's header or footer, say) one more of the views
    /// shown and hidden with `section`; returns it, to add where it goes.
    @discardableResult
    public func addView<View: UIView>(_ view: View, for section: Model.Section) -> View {
        setViews((sectionViews[section] ?? []) + [view], for: section)
        return view
    }

    /// Makes `views` (the section's header and footer, say) shown and hidden with `section`.
    public func setViews(_ views: [UIView], for section: Model.Section) {
        sectionViews[section] = views
        conditionalViews.update(sectionViews: views, visible: state.isVisible(section))
        conditionalViews.commit()
    }

    // MARK: Using the form

    /// Focuses `field`; false when it cannot take focus (not bound, a switch, a hidden or disabled view).
    @discardableResult
    public func focus(_ field: Field) -> Bool {
        guard let index = focusOrder.firstIndex(of: field) else { return false }
        return controller.focus(index: index)
    }

    /// The view bound to `field` (to highlight it, or scroll it into view).
    public func view(for field: Field) -> UIView? {
        inputs[field]?.view
    }

    /// The issue shown now at `field`, if any.
    public func issue(for field: Field) -> Issue? { state.issue(for: field) }

    /// Whether the values break no rule (number fields' text included) and no app issue stands.
    public var isValid: Bool { state.isValid }

    /// Submits: the state shows every issue and the first invalid field that
    /// can take focus gets it; when the values are valid, editing ends and the
    /// state runs the app's submit handler, then `onSubmit` when it accepted them.
    /// Return in the last field, its toolbar's done and the ready screen's button call it.
    /// - Returns: whether the values were valid and the submit went ahead.
    @discardableResult
    public func submit() -> Bool {
        let started = state.startSubmit { [weak self] outcome, values in
            if outcome == .accepted { self?.onSubmit?(values) }
        }
        if started { controller.endEditing() }
        return started
    }

    /// Makes `button` the form's submit button: a tap calls ``submit()``; it is
    /// disabled while a submit runs (and says so to VoiceOver).
    public func bindSubmitButton(_ button: UIButton) {
        button.addAction(UIAction { [weak self] _ in self?.submit() }, for: .touchUpInside)
        submitButtons.append(button)
        showSubmitting()
    }

    /// Binds `button` as ``bindSubmitButton(_:)`` does, its title showing field
    /// values (`"PAY {amount}"`), updated as they change; nil: its own title.
    public func bindSubmitButton(_ button: UIButton, title: FormcSubmitTitle<Model>?) {
        if let title { submitTitles.append((button, title)) }
        bindSubmitButton(button)
    }

    private func showSubmitting() {
        for (button, title) in submitTitles {
            let text = title.text(state.values)
            if button.title(for: .normal) != text { button.setTitle(text, for: .normal) }
        }
        for button in submitButtons {
            button.isEnabled = !state.isSubmitting
            button.accessibilityValue = state.isSubmitting ? Model.messages.submittingValue : nil
        }
    }

    /// Stops keyboard avoidance and tap dismissal, putting back what they
    /// changed. A binder that goes away stops observing the keyboard too, but
    /// cannot put back insets changed while the keyboard is up: call this first.
    public func stop() {
        controller.stop()
    }

    // MARK: Events

    private func field(at index: Int) -> Field? {
        focusOrder.indices.contains(index) ? focusOrder[index] : nil
    }

    private func returnInLastField() {
        if validatesOnSubmit {
            submit()
        } else {
            onSubmit?(state.values)
        }
    }

    private func inputChanged(at index: Int) {
        guard let field = field(at: index) else { return }
        checkText(of: field)
        state.edited(field)
    }

    private func inputEndedEditing(at index: Int) {
        guard let field = field(at: index) else { return }
        checkText(of: field)
        state.endedEditing(field)
    }

    /// A number field whose text is not a number: the state hears of it.
    private func checkText(of field: Field) {
        guard let isUnparsable = inputs[field]?.isUnparsable else { return }
        state.setUnparsableText(at: field, message: isUnparsable() ? notANumber(field) : nil)
    }

    private func notANumber(_ field: Field) -> String {
        Model.messages.text(.notANumber, label: field.label)
    }

    // MARK: Showing the state

    /// After every change of the state: the values changed are shown (and a
    /// dependent picker's options when its parent changed), the conditions
    /// applied, the issues shown, a focus request answered.
    private func stateChanged() {
        let values = state.values
        let changed = Model.changedFields(from: shownValues, to: values)
        shownValues = values
        if !changed.isEmpty {
            let changedSet = Set(changed)
            for (field, input) in inputs where changedSet.contains(field) || parents[field].map(changedSet.contains) == true {
                input.refresh()
            }
        }
        if state.optionsRevision != shownOptionsRevision {
            shownOptionsRevision = state.optionsRevision
            for field in appOptionFields { inputs[field]?.refresh() }
        }
        if state.conditions != shownConditions {
            // A date whose `date_only_when` flipped shows its new mode (its value may not have changed).
            for field in shownConditions.dateOnlyFields.symmetricDifference(state.conditions.dateOnlyFields) {
                inputs[field]?.refresh()
            }
            shownConditions = state.conditions
            applyConditions()
        }
        showIssues()
        if !submitButtons.isEmpty { showSubmitting() }
        if let request = state.focusRequest {
            state.focusRequest = nil
            focusFirstShowingIssue(from: request)
        }
        if !changed.isEmpty {
            if let onFieldChange { for field in changed { onFieldChange(field, values) } }
            onChange?(values)
        }
    }

    private func applyConditions() {
        let conditions = state.conditions
        for (field, input) in inputs where conditions.conditionalFields.contains(field) {
            conditionalViews.update(input.view, visible: conditions.isVisible(field), enabled: conditions.isEnabled(field))
        }
        for (section, views) in sectionViews {
            conditionalViews.update(sectionViews: views, visible: conditions.isVisible(section))
        }
        conditionalViews.commit()
    }

    private func showIssues() {
        for field in inputs.keys {
            let issue = state.issue(for: field)
            guard shownIssues[field] != .some(issue) else { continue }
            let appeared = issue != nil && shownIssues[field]??.message != issue?.message
            shownIssues[field] = issue
            if let view = inputs[field]?.view { describeIssue(issue, of: field, on: view) }
            presentIssue?(field, issue)
            if appeared, let message = issue?.message {
                UIAccessibility.post(notification: Self.announcement, argument: "\(field.label): \(message)")
            }
        }
    }

    /// Focuses `field`, or the first field after it showing an issue that can
    /// take focus; when none can (a switch), editing ends so the issue shows.
    private func focusFirstShowingIssue(from field: Field) {
        let start = positions[field] ?? 0
        let candidates = state.fieldsWithShownIssues.filter { (positions[$0] ?? 0) >= start }
        if !candidates.contains(where: focus) { controller.endEditing() }
    }

    // MARK: Accessibility

    /// `UIAccessibility.Notification.announcement` by its value: the SDK's
    /// static is a mutable global, which Swift 6 refuses to read.
    private static var announcement: UIAccessibility.Notification { UIAccessibility.Notification(rawValue: 1008) }

    /// The view gets its field's label as its name (a text field is otherwise
    /// read by its placeholder) unless the app named it; its hint (unless the
    /// app set one) says the help text, "required" and the issue shown, after its input's own.
    private func describeIssue(_ issue: Issue?, of field: Field, on view: UIView) {
        guard let inputHint = ownedHints[field] else { return }
        let required = field.isRequired ? Model.messages.requiredHint : nil
        let parts = [inputHint, field.help, required, issue?.message].compactMap { $0 }
        view.accessibilityHint = parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcNavigationButtons.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The ready screen's buttons in the navigation bar (`cancel:`, and
/// `submit: { placement: navigation_bar }`): cancel leading, submit trailing
/// (bold, as a confirming action is). Submit submits through the binder as
/// the bottom button does; cancel ends editing, tells the app
/// (``FormcFormState/cancel()``) and closes the screen: popped when it was
/// pushed onto a navigation controller, dismissed when it (or its navigation
/// controller) was presented. Both are disabled while a submit runs.
@MainActor
public final class FormcNavigationButtons<Model: FormcFormModel> {
    /// The submit item, when the submit is in the navigation bar.
    public private(set) weak var submitItem: UIBarButtonItem?
    /// The cancel item, when the spec has a cancel.
    public private(set) weak var cancelItem: UIBarButtonItem?
    private weak var screen: UIViewController?
    private let binder: FormcFormBinder<Model>
    private var observation: FormcObservation?

    private init(screen: UIViewController, binder: FormcFormBinder<Model>) {
        self.screen = screen
        self.binder = binder
    }

    /// Puts the items titled `submit` and `cancel` (nil: none) in `screen`'s
    /// navigation item. The items keep the buttons' logic alive, the screen keeps the items.
    @discardableResult
    public static func install(
        on screen: UIViewController, binder: FormcFormBinder<Model>, submit: String?, cancel: String?
    ) -> FormcNavigationButtons {
        let buttons = FormcNavigationButtons(screen: screen, binder: binder)
        if let submit {
            let item = UIBarButtonItem(title: submit, primaryAction: UIAction { _ in _ = buttons.binder.submit() })
            item.style = .done
            screen.navigationItem.rightBarButtonItem = item
            buttons.submitItem = item
        }
        if let cancel {
            let item = UIBarButtonItem(title: cancel, primaryAction: UIAction { _ in buttons.cancel() })
            screen.navigationItem.leftBarButtonItem = item
            buttons.cancelItem = item
        }
        buttons.observation = binder.state.observe { [weak buttons] in buttons?.showSubmitting() }
        buttons.showSubmitting()
        return buttons
    }

    /// Ends editing, tells the app, closes the screen.
    func cancel() {
        guard let screen else { return }
        screen.view.endEditing(true)
        binder.state.cancel()
        Self.close(screen)
    }

    private func showSubmitting() {
        let isSubmitting = binder.state.isSubmitting
        submitItem?.isEnabled = !isSubmitting
        cancelItem?.isEnabled = !isSubmitting
        submitItem?.accessibilityValue = isSubmitting ? Model.messages.submittingValue : nil
    }

    /// Pops `screen` when it was pushed (not the navigation controller's first), else dismisses what was presented.
    static func close(_ screen: UIViewController) {
        if let navigation = screen.navigationController, navigation.viewControllers.first !== screen {
            _ = navigation.popViewController(animated: true)
        } else if let navigation = screen.navigationController, navigation.presentingViewController != nil {
            navigation.dismiss(animated: true)
        } else if screen.presentingViewController != nil {
            screen.dismiss(animated: true)
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormRows.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The ready screen's stack of rows: each call adds a field's control in a
/// row labeled with the field's label (its issue label under it, when the
/// screen shows issues), binds it, and, for a field that can be hidden, makes
/// the row what the binder hides and shows. The generated screen makes one
/// call per field, `_rows.field(.name)`: the field's description (the one
/// both UIs read) says which control it is.
@MainActor
public struct FormcFormRows<Model: FormcDescribedModel> {
    /// The stack the rows are added to.
    public let stack: UIStackView
    /// The binder the fields are bound with.
    public let binder: FormcFormBinder<Model>
    /// The labels that show the fields' issues under their rows, if the screen shows them there.
    public let issues: FormcIssueLabels<Model.Field>?

    /// Rows added to `stack`, bound with `binder`, with `issues`' labels under them if given.
    public init(stack: UIStackView, binder: FormcFormBinder<Model>, issues: FormcIssueLabels<Model.Field>? = nil) {
        self.stack = stack
        self.binder = binder
        self.issues = issues
    }

    /// `field`'s row: the control its description asks for, under (or beside)
    /// its label, bound. `hides`: the row is what the binder hides and shows with the field.
    public func field(_ field: Model.Field, hides: Bool = false) {
        let entry = Model.entry(for: field)
        switch entry.kind {
        case .text, .date, .multiPicker: textField(entry, hides: hides)
        case .textArea: textView(entry, hides: hides)
        case .toggle(_, isCheckbox: false): toggle(entry, hides: hides)
        case .toggle(_, isCheckbox: true): checkbox(entry, hides: hides)
        case .choice(let choice):
            switch choice.style {
            case .menu, .wheel: textField(entry, hides: hides)
            case .list: listButton(entry, hides: hides)
            case .segmented: segmented(entry, hides: hides)
            case .radio: checkRows(entry, hides: hides)
            }
        case .multiSelect(let choice):
            if choice.isList { listButton(entry, hides: hides) } else { checkRows(entry, hides: hides) }
        case .stepper(let number): stepper(entry, showsValue: number.showsValue, hides: hides)
        case .slider(let number): slider(entry, showsValue: number.showsValue, hides: hides)
        }
    }

    /// A text field (text, number, picker, date …) under its label.
    private func textField(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = FormcFormLayout.textField()
        add(entry, control, row: FormcFormLayout.row(caption: caption(entry.field), control: control), hides: hides)
    }

    /// A text view under its label.
    private func textView(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = FormcFormLayout.textView()
        add(entry, control, row: FormcFormLayout.row(caption: caption(entry.field), control: control), hides: hides)
    }

    /// A switch beside its label; a label with links is a text view, and a tap
    /// on it outside the links flips the switch, as a tap on a plain label's row does.
    private func toggle(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = UISwitch()
        let label = caption(entry.field)
        linkedText(in: label)?.addGestureRecognizer(FormcLabelTap(toggling: control))
        add(entry, control, row: FormcFormLayout.switchRow(caption: label, control: control), hides: hides)
    }

    /// A segmented control under its label.
    private func segmented(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = UISegmentedControl()
        add(entry, control, row: FormcFormLayout.row(caption: caption(entry.field), control: control), hides: hides)
    }

    /// Check rows (radio, multi-select) under their label.
    private func checkRows(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = FormcFormLayout.checkRows()
        add(entry, control, row: FormcFormLayout.row(caption: caption(entry.field), control: control), hides: hides)
    }

    /// A multi-select's row that opens its list, under its label.
    private func listButton(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = FormcFormLayout.listButton()
        add(entry, control, row: FormcFormLayout.row(caption: caption(entry.field), control: control), hides: hides)
    }

    /// A check box titled with the field's label (and the form's badge beside
    /// it); a label with links is a text view beside the box: the box and a tap
    /// on the text outside the links toggle, the links open.
    private func checkbox(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let field = entry.field
        let mark = Model.mark(of: field)
        let badge = mark.flatMap { $0.isBadge ? FormcFormLayout.badge($0) : nil }
        if let linked = FormcFormLayout.linkedLabel(of: field, mark: mark) {
            let control = FormcFormLayout.checkbox(title: "")
            control.accessibilityLabel = field.label
            let text = FormcFormLayout.linkedText(linked, style: .body, color: .label)
            text.delegate = binder.linkOpener
            add(entry, control, row: FormcFormLayout.linkedCheckboxRow(control, text: text, badge: badge), hides: hides)
            return
        }
        let control = FormcFormLayout.checkbox(title: mark?.caption(field.label) ?? field.label)
        if mark != nil { control.accessibilityLabel = field.label }  // The mark is drawn, not spoken.
        add(entry, control, row: badge.map { FormcFormLayout.checkboxRow(control, badge: $0) } ?? control, hides: hides)
    }

    /// A stepper beside its label, and its value when `showsValue`.
    private func stepper(_ entry: FormcAnyEntry<Model>, showsValue: Bool, hides: Bool = false) {
        let control = UIStepper()
        let value = showsValue ? FormcFormLayout.valueLabel() : nil
        add(entry, control, row: FormcFormLayout.stepperRow(caption: caption(entry.field), control: control, value: value),
            hides: hides, valueLabel: value)
    }

    /// A slider under its label, and its value when `showsValue`.
    private func slider(_ entry: FormcAnyEntry<Model>, showsValue: Bool, hides: Bool = false) {
        let control = UISlider()
        let value = showsValue ? FormcFormLayout.valueLabel() : nil
        add(entry, control, row: FormcFormLayout.sliderRow(caption: caption(entry.field), control: control, value: value),
            hides: hides, valueLabel: value)
    }

    /// A section's header (none for nil: the screen reads the form's `Section` texts); shown and hidden with `section` when given.
    public func sectionHeader(_ text: String?, hiddenWith section: Model.Section? = nil) {
        guard let text else { return }
        addSectionView(FormcFormLayout.sectionHeader(text), section)
    }

    /// A section's footer; shown and hidden with `section` when given.
    public func sectionFooter(_ text: String?, hiddenWith section: Model.Section? = nil) {
        guard let text else { return }
        addSectionView(FormcFormLayout.sectionFooter(text), section)
    }

    private func addSectionView(_ label: UIView, _ section: Model.Section?) {
        (label as? UITextView)?.delegate = binder.linkOpener
        if let section { binder.addView(label, for: section) }
        stack.addArrangedSubview(label)
    }

    /// Adds `row` (with the issue label under it), binds `control`, and hands the row to the binder when it `hides`.
    private func add(_ entry: FormcAnyEntry<Model>, _ control: UIView, row: UIView, hides: Bool, valueLabel: UILabel? = nil) {
        let row = entry.field.help.map { FormcFormLayout.row(row, help: FormcFormLayout.help($0)) } ?? row
        let shown = issues.map { FormcFormLayout.row(row, issue: $0.label(for: entry.field, control: control)) } ?? row
        stack.addArrangedSubview(shown)
        binder.bind(entry, to: control, context: FormcBindingContext(valueLabel: valueLabel))
        if hides { binder.setRow(shown, for: entry.field) }
    }

    /// `field`'s caption: its label with the form's mark; `nil` when the label is hidden.
    private func caption(_ field: Model.Field) -> UIView? {
        let view = FormcFormLayout.caption(for: field, in: Model.self)
        linkedText(in: view)?.delegate = binder.linkOpener
        return view
    }

    /// The text view of a caption whose label has links (beside its badge, if any).
    private func linkedText(in caption: UIView?) -> UITextView? {
        ((caption as? UIStackView)?.arrangedSubviews.first ?? caption) as? UITextView
    }

    /// The form's intro paragraph, above the first row.
    public func intro(_ text: String?) {
        guard let text else { return }
        stack.addArrangedSubview(FormcFormLayout.intro(text))
    }

    /// The required marks' legend (`required_marks: { legend: … }`), above the first row.
    public func legend() {
        guard let text = Model.requiredMarks?.legendText(in: Model.messages.language) else { return }
        stack.addArrangedSubview(FormcFormLayout.intro(text, style: .footnote))
    }

    /// A section's intro, under its header; shown and hidden with `section` when given.
    public func sectionIntro(_ text: String?, hiddenWith section: Model.Section? = nil) {
        guard let text else { return }
        addSectionView(FormcFormLayout.intro(text), section)
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcConfirmationViewController.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The confirmation step's screen (`confirm:`): the summary of the values
/// (``FormcFormState/summary``) as label/value rows under their sections'
/// headers, the form's issue, a submit button (busy while the values are
/// sent) and a back button. It closes itself when the state leaves the
/// confirmation step (back, a rejection, an edit). The ready screen shows it
/// (``FormcFormBinder/presentsConfirmation(from:)``); an app may too.
@MainActor
public final class FormcConfirmationViewController<Model: FormcFormModel>: UIViewController {
    /// The form's state.
    public let state: FormcFormState<Model>
    /// Hears the values once the app's submit handler accepted them.
    public var onSubmit: ((Model) -> Void)?
    /// The button that sends the values.
    public let submitButton: UIButton
    /// The button back to the form.
    public let backButton: UIButton
    /// The form's issue (hidden while it has none).
    public let issueLabel = FormcFormLayout.issueLabel()
    /// The rows' value labels, by field, in form order.
    public private(set) var valueLabels: [(field: Model.Field, label: UILabel)] = []
    private var observation: FormcObservation?

    /// A summary screen over `state`, titled and labelled by the spec's `confirm:`.
    public init(state: FormcFormState<Model>) {
        self.state = state
        let confirmation = Model.confirmation
        submitButton = FormcFormLayout.submitButton(title: confirmation?.submitTitle ?? "")
        backButton = UIButton(type: .system)
        backButton.setTitle(confirmation?.backTitle, for: .normal)
        super.init(nibName: nil, bundle: nil)
        title = confirmation?.title
    }

    /// Not available: the screen needs the state.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let screen = FormcFormLayout.makeScreen(in: view)
        screen.bottom.isActive = true
        for section in state.summary {
            if let header = section.header { screen.stack.addArrangedSubview(FormcFormLayout.sectionHeader(header)) }
            for row in section.rows { screen.stack.addArrangedSubview(summaryRow(row)) }
        }
        screen.stack.addArrangedSubview(issueLabel)
        screen.stack.addArrangedSubview(submitButton)
        screen.stack.addArrangedSubview(backButton)
        submitButton.addAction(UIAction { [weak self] _ in self?.submit() }, for: .touchUpInside)
        backButton.addAction(UIAction { [weak self] _ in self?.state.backToEditing() }, for: .touchUpInside)
        observation = state.observe { [weak self] in self?.update() }
        update()
    }

    /// A row: the label in the secondary footnote font over the value in the
    /// body font, read by VoiceOver as one element ("氏名, 山田 太郎").
    private func summaryRow(_ row: FormcSummaryRow<Model.Field>) -> UIView {
        let label = UILabel()
        label.text = row.label
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        let value = UILabel()
        value.text = row.value
        value.font = UIFont.preferredFont(forTextStyle: .body)
        value.adjustsFontForContentSizeCategory = true
        value.numberOfLines = 0
        valueLabels.append((row.field, value))
        let stack = UIStackView(arrangedSubviews: [label, value])
        stack.axis = .vertical
        stack.spacing = 2
        stack.isAccessibilityElement = true
        stack.accessibilityLabel = row.label
        stack.accessibilityValue = row.value
        return stack
    }

    private func submit() {
        state.startConfirm { [weak self] outcome, values in
            if outcome == .accepted { self?.onSubmit?(values) }
        }
    }

    private func update() {
        submitButton.isEnabled = !state.isSubmitting
        backButton.isEnabled = !state.isSubmitting
        issueLabel.text = state.formIssue
        issueLabel.isHidden = state.formIssue == nil
        if !state.isConfirming { close() }
    }

    /// Leaves the screen: popped from its navigation controller, or dismissed.
    private func close() {
        observation?.cancel()
        observation = nil
        if let navigation = navigationController, navigation.viewControllers.first !== self {
            if navigation.topViewController === self { _ = navigation.popViewController(animated: true) }
        } else {
            (navigationController ?? self).presentingViewController?.dismiss(animated: true)
        }
    }
}

extension FormcFormBinder {
    /// Shows a ``FormcConfirmationViewController`` from `viewController`
    /// whenever the state enters its confirmation step: pushed on its
    /// navigation controller, else presented in one of its own. The binder's
    /// `onSubmit` hears the values it sends. The ready screen of a form with
    /// `confirm:` calls it; an app binding its own views may, or may observe
    /// ``FormcFormState/isConfirming`` and show its own screen.
    public func presentsConfirmation(from viewController: UIViewController) {
        var shown = false
        confirmationObservation = state.observe { [weak self, weak viewController] in
            guard let self, let viewController else { return }
            guard self.state.isConfirming else {
                shown = false
                return
            }
            guard !shown else { return }
            shown = true
            let screen = FormcConfirmationViewController(state: self.state)
            screen.onSubmit = { [weak self] in self?.onSubmit?($0) }
            if let navigation = viewController.navigationController {
                navigation.pushViewController(screen, animated: true)
            } else {
                viewController.present(UINavigationController(rootViewController: screen), animated: true)
            }
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcSwiftUIForm.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A form with a SwiftUI face: the screen's layout (each field is drawn from
/// its one description, `entry(for:)`, as UIKit binds it). formc generates the
/// conformance (in `<name>.form+SwiftUI.swift`).
public protocol FormcSwiftUIForm: FormcDescribedModel {
    /// The navigation bar's cancel and submit (none unless the spec has them).
    @MainActor static var navigationBarButtons: FormcNavigationBarButtons { get }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcFieldRow.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A field's row: the label as a caption above the control (text inputs,
/// segmented controls, option rows), or beside it (`inline`: switches,
/// menus, dates, steppers), then the field's help text and the issue shown at it.
struct FormcFieldRow<Content: View>: View {
    @Environment(\.formcFieldPresentation) private var presentation
    let label: String
    let issue: String?
    var isBusy = false
    var inline = false
    let content: Content

    init(label: String, issue: String?, isBusy: Bool = false, inline: Bool = false,
         @ViewBuilder content: () -> Content) {
        self.label = label
        self.issue = issue
        self.isBusy = isBusy
        self.inline = inline
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if inline {
                if presentation.hidesLabel {
                    content.labelsHidden()  // Still the control's spoken label.
                } else {
                    content
                }
            } else {
                if !presentation.hidesLabel || isBusy {
                    HStack(spacing: 6) {
                        if !presentation.hidesLabel {
                            FormcFieldCaption(label: label, mark: presentation.mark)
                        }
                        if isBusy {
                            ProgressView()
                        }
                    }
                }
                content
            }
            if let help = presentation.help {
                // Spoken in the control's hint instead.
                Text(help)
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
                    .accessibilityHidden(true)
            }
            if let issue {
                FormcIssueText(issue)
            }
        }
        .padding(.vertical, 2)
    }
}

/// An issue under its field, or about the whole form: red, footnote size.
struct FormcIssueText: View {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var body: some View {
        Text(message)
            .font(.footnote)
            .foregroundColor(.red)
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityHidden(true)
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcFieldCaption.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// How a field's row presents it besides its control (its help text, its
/// required mark, whether its label is drawn), handed to ``FormcFieldRow`` by
/// ``FormcFieldView`` through the environment, so each control's row stays as it is.
struct FormcFieldPresentation {
    var help: String?
    var mark: FormcFieldMark?
    var hidesLabel = false
}

private struct FormcFieldPresentationKey: EnvironmentKey {
    static let defaultValue = FormcFieldPresentation()
}

extension EnvironmentValues {
    var formcFieldPresentation: FormcFieldPresentation {
        get { self[FormcFieldPresentationKey.self] }
        set { self[FormcFieldPresentationKey.self] = newValue }
    }
}

/// A field's caption: its label in the secondary colour with the form's mark
/// after it (a glyph, or a small badge). Hidden from VoiceOver, which reads the
/// control's own label and says "required" in its hint: the mark is never spoken.
struct FormcFieldCaption: View {
    let label: String
    let mark: FormcFieldMark?

    var body: some View {
        HStack(spacing: 6) {
            Text(mark?.caption(label) ?? label)
                .font(.subheadline)
                .foregroundColor(.secondary)
            if let mark, mark.isBadge {
                FormcMarkBadge(mark: mark)
            }
        }
        .accessibilityHidden(true)
    }
}

/// A control's own label (a date's, a menu's, a stepper's, a switch's, a check
/// box's): the label in the control's font with the form's mark after it, as
/// ``FormcFieldCaption`` draws it, and `value` after them (a stepper's number).
/// It reads as the label alone (and the value): the mark is never spoken; the
/// control around it also takes the plain label and says "required" in its hint.
struct FormcControlLabel: View {
    let label: String
    let mark: FormcFieldMark?
    var value: String? = nil

    var body: some View {
        HStack(spacing: 6) {
            Text(mark?.caption(label) ?? label)
            if let mark, mark.isBadge {
                FormcMarkBadge(mark: mark)
            }
            if let value {
                Text(value).monospacedDigit()
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(label))
        .accessibilityValue(Text(value ?? ""))
    }
}

/// A mark drawn as a badge (`必須`, `任意`): white on red for a required field,
/// secondary on grey for an optional one. Never spoken.
struct FormcMarkBadge: View {
    let mark: FormcFieldMark

    var body: some View {
        Text(mark.text)
            .font(.caption2)
            .foregroundColor(mark.isRequired ? .white : .secondary)
            .padding(.horizontal, 4)
            .background(mark.isRequired ? Color.red : Color.secondary.opacity(0.2))
            .cornerRadius(4)
            .accessibilityHidden(true)
    }
}

/// A paragraph above fields (the form's or a section's intro, the marks' legend).
struct FormcIntroText: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.subheadline)
            .foregroundColor(.secondary)
            .fixedSize(horizontal: false, vertical: true)
    }
}

/// The form's intro and the required marks' legend, above the first section; nothing when it has neither.
struct FormcIntroSection<Model: FormcFormModel>: View {
    let intro: String?

    var body: some View {
        let legend = Model.requiredMarks?.legendText(in: Model.messages.language)
        if intro != nil || legend != nil {
            Section {
                if let intro {
                    FormcIntroText(text: intro)
                }
                if let legend {
                    Text(legend)
                        .font(.footnote)
                        .foregroundColor(.secondary)
                }
            }
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcFieldView.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// One field of a form in SwiftUI, as the state says: its control with its
/// label, the issue shown at it, busy while its look-up runs, hidden or
/// disabled by its conditions. A screen laid out by the app uses it per field
/// and keeps the focus chain and validation of the generated one:
///
///     @FocusState private var focus: SignupForm.Field?
///     FormcFieldView(state, .email, focus: $focus)
@MainActor
public struct FormcFieldView<Model: FormcSwiftUIForm>: View {
    @ObservedObject private var state: FormcFormState<Model>
    private let field: Model.Field
    private let focus: FocusState<Model.Field?>.Binding
    private let onSubmit: (() -> Void)?

    /// The view of `field`; Return in the last field of the focus chain calls
    /// `onSubmit` (nil: it ends editing).
    public init(_ state: FormcFormState<Model>, _ field: Model.Field, focus: FocusState<Model.Field?>.Binding,
                onSubmit: (() -> Void)? = nil) {
        self.state = state
        self.field = field
        self.focus = focus
        self.onSubmit = onSubmit
    }

    public var body: some View {
        if state.isVisible(field) {
            control
                .environment(\.formcFieldPresentation,
                             FormcFieldPresentation(help: field.help, mark: Model.mark(of: field), hidesLabel: field.hidesLabel))
                .disabled(!state.isEnabled(field))
                .onChange(of: state.issue(for: field)?.message) { message in
                    guard let message else { return }
                    UIAccessibility.post(notification: UIAccessibility.Notification(rawValue: 1008),
                                         argument: "\(field.label): \(message)")
                }
        }
    }

    @ViewBuilder private var control: some View {
        let row = FormcRowContext(state: state, field: field, focus: focus, onReturn: returnPressed)
        switch Model.entry(for: field).kind {
        case .text(let text):
            FormcTextInputView(row, text, limit: nil, isMultiline: false)
        case .textArea(let text, let limit):
            FormcTextInputView(row, text, limit: limit, isMultiline: true)
        case .choice(let choice):
            FormcChoiceView(row, choice)
        case .multiSelect(let choice):
            FormcMultiSelectView(row, choice)
        case .multiPicker(let picker):
            FormcMultiPickerView(row, picker)
        case .date(let date):
            FormcDateView(row, date)
        case .toggle(let value, let isCheckbox):
            FormcToggleView(row, value, isCheckbox: isCheckbox)
        case .stepper(let number):
            FormcStepperView(row, number)
        case .slider(let number):
            FormcSliderView(row, number)
        }
    }

    /// Return moves to the next field of the chain; in the last one it ends
    /// editing and submits, unless the spec's `dismiss_on_return` is false.
    private func returnPressed() {
        if let next = state.field(after: field, where: { Model.entry(for: $0).takesFocus }) {
            focus.wrappedValue = next
        } else if Model.screen.endsEditingOnReturn {
            focus.wrappedValue = nil
            onSubmit?()
        }
    }
}

/// What every row of a field needs: the state, the field, the focus, Return.
@MainActor
struct FormcRowContext<Model: FormcSwiftUIForm> {
    let state: FormcFormState<Model>
    let field: Model.Field
    let focus: FocusState<Model.Field?>.Binding
    let onReturn: () -> Void

    var label: String { field.label }
    /// The form's mark for the field (`※`, a `必須` badge …), drawn after its label and never spoken.
    var mark: FormcFieldMark? { Model.mark(of: field) }
    var issue: String? { state.issue(for: field)?.message }
    /// The label with its links tappable and the mark's glyph after it (a toggle's or checkbox's
    /// label written with `[text](url)`); nil without links.
    var linkedCaption: AttributedString? {
        guard let written = field.linkedLabel else { return nil }
        let linked = FormcLinkedText(mark?.caption(written) ?? written)
        return linked.hasLinks ? linked.attributedString : nil
    }

    /// The spoken hint: the help text, "required" and the issue shown.
    var hint: String {
        [field.help, field.isRequired ? Model.messages.requiredHint : nil, issue].compactMap { $0 }.joined(separator: ", ")
    }

    /// A binding to one value of the form; a change is an edit that ends at once (a switch, a choice).
    func binding<Value>(_ keyPath: WritableKeyPath<Model, Value>) -> Binding<Value> {
        Binding(get: { state.values[keyPath: keyPath] }, set: { value in
            state.values[keyPath: keyPath] = value
            state.endedEditing(field)
        })
    }

    /// Ends editing (a tap on a row that is not a text input), unless the
    /// spec's `dismiss_on_tap_outside` is false.
    func endEditing() {
        if Model.screen.endsEditingOnTap { focus.wrappedValue = nil }
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcTextInputView.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A text field or text area. It keeps the text shown, which may run ahead of
/// the values (a normalisation that waits for the end of editing, a number
/// half typed); the values get what the text means at every change, and the
/// text follows the values when they change from elsewhere (a look-up, the app).
///
/// SwiftUI replaces the whole text on every change and gives no caret, so a
/// mask formats as typed only while the text is ASCII (an input method may be
/// composing anything else) and the caret stays at the end; the rest is
/// formatted when editing ends (``FormcTextFormat/typed(_:replacing:)``).
@MainActor
struct FormcTextInputView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let control: FormcTextControl<Model>
    private let limit: Int?
    private let isMultiline: Bool
    @State private var shown: String?
    /// The field's text in the values after this view's last edit: a change to
    /// anything else came from elsewhere.
    @State private var written: String?
    @State private var isRevealed = false

    init(_ row: FormcRowContext<Model>, _ control: FormcTextControl<Model>, limit: Int?, isMultiline: Bool) {
        self.row = row
        self.control = control
        self.limit = limit
        self.isMultiline = isMultiline
    }

    var body: some View {
        FormcFieldRow(label: row.label, issue: row.issue, isBusy: row.state.busyFields.contains(row.field)) {
            input
                .focused(row.focus, equals: row.field)
                .formcTextTraits(control.traits)
                .accessibilityLabel(Text(row.label))
                .accessibilityHint(Text(row.hint))
            if isMultiline, control.showsCount {
                let count = FormcCharacterCount(text, limit: limit)
                Text(count.text)
                    .font(.caption)
                    .monospacedDigit()
                    .foregroundColor(count.isOverLimit ? .red : .secondary)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { row.focus.wrappedValue = row.field }
        .onChange(of: modelText) { newValue in
            // Changed from elsewhere: show it.
            if newValue != written { shown = newValue }
        }
        .onChange(of: row.focus.wrappedValue == row.field) { isFocused in
            if !isFocused { endEditing() }
        }
    }

    @ViewBuilder private var input: some View {
        if isMultiline {
            ZStack(alignment: .topLeading) {
                TextEditor(text: textBinding)
                    .frame(minHeight: 88)
                if text.isEmpty, let placeholder = control.placeholder {
                    Text(placeholder)
                        .foregroundColor(Color(uiColor: .placeholderText))
                        .padding(.top, 8)
                        .padding(.leading, 5)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            }
        } else if control.traits.isSecure, !isRevealed {
            HStack {
                SecureField(control.placeholder ?? "", text: textBinding)
                    .submitLabel(FormcSubmitLabel.of(control.traits.returnKey))
                    .onSubmit(row.onReturn)
                revealButton
            }
        } else {
            HStack {
                TextField(control.placeholder ?? "", text: textBinding)
                    .submitLabel(FormcSubmitLabel.of(control.traits.returnKey))
                    .onSubmit(row.onReturn)
                if control.traits.isSecure {
                    revealButton
                }
            }
        }
    }

    @ViewBuilder private var revealButton: some View {
        if let labels = control.revealToggle {
            Button {
                isRevealed.toggle()
            } label: {
                Image(systemName: isRevealed ? "eye.slash" : "eye")
                    .foregroundColor(.secondary)
            }
            .buttonStyle(.borderless)
            .accessibilityLabel(Text(isRevealed ? labels.hide : labels.show))
        }
    }

    /// The field's text in the values now.
    private var modelText: String { control.read(row.state.values) }

    /// The text typed: the values' until the user types.
    private var rawText: String { shown ?? modelText }

    /// The text shown: the raw text, or while not focused its display text (`¥1,200`).
    private var text: String {
        guard let display = control.display, row.focus.wrappedValue != row.field else { return rawText }
        return display(rawText)
    }

    private var textBinding: Binding<String> {
        Binding(get: { text }, set: { typed(into: $0) })
    }

    private func typed(into newText: String) {
        let newText = control.format(for: row.state.values)?.typed(newText, replacing: rawText) ?? newText
        guard newText != rawText else { return }
        shown = newText
        var values = row.state.values
        control.write(&values, newText)
        written = control.read(values)
        row.state.values = values
        checkNumber()
        row.state.edited(row.field)
    }

    private func endEditing() {
        if let format = control.format(for: row.state.values) {
            let formatted = format.endEditing(rawText)
            if formatted != rawText { typed(into: formatted) }
        }
        checkNumber()
        row.state.endedEditing(row.field)
    }

    /// A number field whose text is not a number: the state hears of it.
    private func checkNumber() {
        guard let kind = control.numberKind else { return }
        let message = FormcNumberText.isInvalid(rawText, kind: kind)
            ? Model.messages.text(.notANumber, label: row.label) : nil
        row.state.setUnparsableText(at: row.field, message: message)
    }
}

/// SwiftUI's label for the Return key of the spec's `return_key`.
enum FormcSubmitLabel {
    static func of(_ key: FormcTextTraits.ReturnKey) -> SubmitLabel {
        switch key {
        case .done: .done
        case .go: .go
        case .join: .join
        case .next: .next
        case .route: .route
        case .search, .google, .yahoo: .search
        case .send: .send
        case .continue: .continue
        default: .return
        }
    }
}

extension View {
    /// The keyboard, content type, capitalization and autocorrection of `traits`.
    func formcTextTraits(_ traits: FormcTextTraits) -> some View {
        keyboardType(traits.keyboardType.uikit)
            .textContentType(traits.contentType?.uikit)
            .textInputAutocapitalization(TextInputAutocapitalization(traits.autocapitalization.uikit))
            .disableAutocorrection(traits.autocorrection == .default ? nil : traits.autocorrection == .no)
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcChoiceView.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A single choice: a menu, a wheel, a pushed list (``FormcChoiceListRow``), a segmented control or
/// radio rows, over the options the state offers now (a dependent list's
/// items for its parent, the app's items once they arrived).
@MainActor
struct FormcChoiceView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let choice: FormcChoiceControl<Model>

    init(_ row: FormcRowContext<Model>, _ choice: FormcChoiceControl<Model>) {
        self.row = row
        self.choice = choice
    }

    var body: some View {
        let titles = choice.titles(row.state)
        // A menu of a long list of the spec's pushes the list instead.
        switch choice.style == .menu && choice.isLong ? .list : choice.style {
        case .radio:
            FormcFieldRow(label: row.label, issue: row.issue) {
                ForEach(titles.indices, id: \.self) { index in
                    FormcCheckmarkRow(title: titles[index], isChecked: selection.wrappedValue == index) {
                        selection.wrappedValue = index
                    }
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(Text(row.label))
            .accessibilityHint(Text(row.hint))
        case .segmented:
            FormcFieldRow(label: row.label, issue: row.issue) {
                picker(titles).pickerStyle(.segmented)
            }
        case .wheel:
            FormcFieldRow(label: row.label, issue: row.issue) {
                picker(titles).pickerStyle(.wheel)
            }
        case .menu:
            FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
                picker(titles, marked: true).pickerStyle(.menu)
            }
            .contentShape(Rectangle())
            .onTapGesture(perform: row.endEditing)
        case .list:
            FormcChoiceListRow(row: row, choice: choice)
        }
    }

    /// A picker of `titles` with the placeholder (or the none row) for no choice;
    /// `marked`: its label is drawn beside it (a menu), with the form's mark.
    private func picker(_ titles: [String], marked: Bool = false) -> some View {
        Picker(selection: selection) {
            if choice.noneRow != nil || selection.wrappedValue == nil {
                Text(choice.noneRow ?? choice.placeholder ?? "").tag(Int?.none)
            }
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index]).tag(Int?.some(index))
            }
        } label: {
            if marked {
                FormcControlLabel(label: row.label, mark: row.mark)
            } else {
                Text(row.label)
            }
        }
        .accessibilityLabel(Text(row.label))
        .accessibilityHint(Text(row.hint))
    }

    private var selection: Binding<Int?> {
        Binding(get: { choice.selected(row.state) }, set: { index in
            choice.select(row.state, index)
            row.state.endedEditing(row.field)
        })
    }
}

/// One option of radio rows or an inline multi-select: its title, checked or not.
struct FormcCheckmarkRow: View {
    let title: String
    let isChecked: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title).foregroundColor(.primary)
                Spacer()
                if isChecked {
                    Image(systemName: "checkmark").foregroundColor(.accentColor)
                }
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.borderless)
        .accessibilityAddTraits(isChecked ? .isSelected : [])
    }
}

/// A multiple choice: rows with checkmarks, or one row that pushes them.
@MainActor
struct FormcMultiSelectView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let choice: FormcMultiSelectControl<Model>

    init(_ row: FormcRowContext<Model>, _ choice: FormcMultiSelectControl<Model>) {
        self.row = row
        self.choice = choice
    }

    var body: some View {
        if choice.isList {
            FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
                NavigationLink {
                    List { rows }
                        .navigationTitle(row.label)
                } label: {
                    HStack {
                        Text(row.label)
                        Spacer()
                        Text(summary).foregroundColor(.secondary)
                    }
                }
                .accessibilityHint(Text(row.hint))
            }
        } else {
            FormcFieldRow(label: row.label, issue: row.issue) { rows }
                .accessibilityElement(children: .contain)
                .accessibilityLabel(Text(row.label))
                .accessibilityHint(Text(row.hint))
        }
    }

    private var rows: some View {
        ForEach(choice.titles.indices, id: \.self) { index in
            FormcCheckmarkRow(title: choice.titles[index], isChecked: choice.isChosen(row.state.values, index)) {
                var values = row.state.values
                choice.toggle(&values, index)
                row.state.values = values
                row.state.endedEditing(row.field)
            }
        }
    }

    /// The chosen titles, or the placeholder.
    private var summary: String {
        let chosen = choice.titles.indices.filter { choice.isChosen(row.state.values, $0) }.map { choice.titles[$0] }
        return chosen.isEmpty ? (choice.placeholder ?? "") : chosen.joined(separator: ", ")
    }
}

/// Several columns chosen together, each a menu of its rows for what the
/// columns before it hold.
@MainActor
struct FormcMultiPickerView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let picker: FormcMultiPickerControl<Model>

    init(_ row: FormcRowContext<Model>, _ picker: FormcMultiPickerControl<Model>) {
        self.row = row
        self.picker = picker
    }

    var body: some View {
        let codes = picker.selection(row.state.values)
        FormcFieldRow(label: row.label, issue: row.issue) {
            HStack {
                ForEach(picker.rows.indices, id: \.self) { column in
                    let rows = picker.rows[column](codes)
                    Picker(selection: code(column, in: codes)) {
                        Text(picker.labels[column] ?? picker.placeholder ?? "").tag(String?.none)
                        ForEach(rows, id: \.value) { item in
                            Text(item.title).tag(String?.some(item.value))
                        }
                    } label: {
                        Text(picker.labels[column] ?? row.label)
                    }
                    .pickerStyle(.menu)
                }
                Spacer(minLength: 0)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text(row.label))
        .accessibilityHint(Text(row.hint))
    }

    private func code(_ column: Int, in codes: [String?]) -> Binding<String?> {
        Binding(get: { codes.indices.contains(column) ? codes[column] : nil }, set: { code in
            var chosen = picker.selection(row.state.values)
            guard chosen.indices.contains(column) else { return }
            chosen[column] = code
            var values = row.state.values
            picker.select(&values, chosen)
            row.state.values = values
            row.state.endedEditing(row.field)
        })
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcChoiceListView.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A single choice as one row that pushes its list (`style: list` on a picker
/// or a radio, and pickers of long lists): the row shows the chosen title (or
/// the placeholder); the pushed list has a check row per option (after the
/// none row, if any), and a tap chooses and goes back. Built from a
/// `NavigationLink` and a `List` as the multi-select's list is, so it reads
/// the same on iOS 15 (where the `.navigationLink` picker style does not exist)
/// and on later versions.
@MainActor
struct FormcChoiceListRow<Model: FormcSwiftUIForm>: View {
    let row: FormcRowContext<Model>
    let choice: FormcChoiceControl<Model>

    var body: some View {
        let titles = choice.titles(row.state)
        let chosen = choice.selected(row.state).flatMap { titles.indices.contains($0) ? titles[$0] : nil }
        FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
            NavigationLink {
                FormcChoiceListPage(row: row, choice: choice, state: row.state)
            } label: {
                HStack {
                    Text(row.label)
                    Spacer()
                    Text(chosen ?? choice.placeholder ?? "").foregroundColor(.secondary)
                }
            }
            .accessibilityHint(Text(row.hint))
        }
    }
}

/// The pushed list of a ``FormcChoiceListRow``: it follows the state (a
/// parent's change, the app's items arriving) while shown.
@MainActor
struct FormcChoiceListPage<Model: FormcSwiftUIForm>: View {
    let row: FormcRowContext<Model>
    let choice: FormcChoiceControl<Model>
    @ObservedObject var state: FormcFormState<Model>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let titles = choice.titles(state)
        let selected = choice.selected(state)
        List {
            if let noneRow = choice.noneRow {
                FormcCheckmarkRow(title: noneRow, isChecked: selected == nil) { choose(nil) }
            }
            ForEach(titles.indices, id: \.self) { index in
                FormcCheckmarkRow(title: titles[index], isChecked: selected == index) { choose(index) }
            }
        }
        .navigationTitle(row.label)
    }

    private func choose(_ index: Int?) {
        choice.select(state, index)
        state.endedEditing(row.field)
        dismiss()
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcNavigationBarButtons.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// The buttons the SwiftUI screen puts in the navigation bar: the spec's
/// `cancel:` (`.cancellationAction`) and a submit with `placement:
/// navigation_bar` (`.confirmationAction`, instead of the button under the
/// last section). formc generates them as the form's
/// ``FormcSwiftUIForm/navigationBarButtons`` when the spec has either.
public struct FormcNavigationBarButtons: Sendable {
    /// Whether the submit button is in the navigation bar.
    public let submitsFromBar: Bool
    /// The cancel button's title, when the spec has a cancel.
    public let cancelTitle: String?

    /// Buttons: none by default.
    public init(submitsFromBar: Bool = false, cancelTitle: String? = nil) {
        self.submitsFromBar = submitsFromBar
        self.cancelTitle = cancelTitle
    }
}

extension FormcSwiftUIForm {
    /// No buttons in the navigation bar (a spec without `cancel:` or a submit placed there).
    @MainActor
    public static var navigationBarButtons: FormcNavigationBarButtons { FormcNavigationBarButtons() }
}

extension View {
    /// The navigation bar's cancel and submit: cancel tells the app
    /// (``FormcFormState/cancel()``) and dismisses the screen (pops it when
    /// pushed, closes it when presented); submit submits as the bottom button
    /// does. Both are disabled while a submit runs. Nothing without buttons.
    // No `if` inside `toolbar { }`: ToolbarContentBuilder's `buildIf` is iOS 16.
    @MainActor
    @ViewBuilder
    func formcNavigationBarItems<Model: FormcSwiftUIForm>(
        _ state: FormcFormState<Model>, buttons: FormcNavigationBarButtons, submitTitle: String?,
        submit: @escaping () -> Void
    ) -> some View {
        if buttons.cancelTitle == nil && !buttons.submitsFromBar {
            self
        } else {
            toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    FormcCancelButton(state: state, title: buttons.cancelTitle)
                }
                ToolbarItem(placement: .confirmationAction) {
                    FormcBarSubmitButton(state: state, title: buttons.submitsFromBar ? submitTitle : nil, action: submit)
                }
            }
        }
    }
}

/// The navigation bar's cancel button (nothing without a title).
@MainActor
struct FormcCancelButton<Model: FormcSwiftUIForm>: View {
    @ObservedObject var state: FormcFormState<Model>
    let title: String?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if let title {
            Button(title) {
                state.cancel()
                dismiss()
            }
            .disabled(state.isSubmitting)
        }
    }
}

/// The navigation bar's submit button (nothing without a title).
@MainActor
struct FormcBarSubmitButton<Model: FormcSwiftUIForm>: View {
    @ObservedObject var state: FormcFormState<Model>
    let title: String?
    let action: () -> Void

    var body: some View {
        if let title {
            Button(title, action: action)
                .disabled(state.isSubmitting)
                .accessibilityValue(Text(state.isSubmitting ? Model.messages.submittingValue : ""))
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcValueViews.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A date, a time or both (the date only while its `date_only_when` holds),
/// within the field's bounds; an empty date shows
/// the placeholder as a button that sets it (to now, kept within the bounds).
@MainActor
struct FormcDateView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let date: FormcDateControl<Model>

    init(_ row: FormcRowContext<Model>, _ date: FormcDateControl<Model>) {
        self.row = row
        self.date = date
    }

    var body: some View {
        // While it picks the date only, a bound's whole day (FormcDate.dayBounds), as the rules compare by day.
        let bounds = date.bounds(dateOnly: components == .date)
        let minimum = bounds.minimum
        let maximum = bounds.maximum
        FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
            if row.state.values[keyPath: date.value] == nil {
                HStack {
                    FormcControlLabel(label: row.label, mark: row.mark)
                    Spacer()
                    Button(date.placeholder ?? Model.messages.setDateTitle) {
                        let now = row.state.now()
                        let clamped = min(max(now, minimum ?? now), maximum ?? now)
                        binding.wrappedValue = max(clamped, minimum ?? clamped)
                    }
                    .buttonStyle(.borderless)
                }
                .accessibilityElement(children: .combine)
                .accessibilityHint(Text(row.hint))
            } else {
                picker(minimum: minimum, maximum: maximum)
                    .accessibilityLabel(Text(row.label))
                    .accessibilityHint(Text(row.hint))
            }
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: row.endEditing)
    }

    /// The picker, its label drawn with the form's mark.
    @ViewBuilder private func picker(minimum: Date?, maximum: Date?) -> some View {
        if let minimum, let maximum, minimum <= maximum {
            DatePicker(selection: binding, in: minimum...maximum, displayedComponents: components) { label }
        } else if let minimum {
            DatePicker(selection: binding, in: minimum..., displayedComponents: components) { label }
        } else if let maximum {
            DatePicker(selection: binding, in: ...maximum, displayedComponents: components) { label }
        } else {
            DatePicker(selection: binding, displayedComponents: components) { label }
        }
    }

    private var label: FormcControlLabel { FormcControlLabel(label: row.label, mark: row.mark) }

    /// The spec's components; the date only while the state says so (`date_only_when`).
    private var components: DatePickerComponents {
        if row.state.isDateOnly(row.field) { return .date }
        switch date.mode {
        case .date: return .date
        case .time: return .hourAndMinute
        case .dateAndTime: return [.date, .hourAndMinute]
        }
    }

    /// The date; never nil once shown in the picker.
    private var binding: Binding<Date> {
        let value = row.binding(date.value)
        return Binding(get: { value.wrappedValue ?? row.state.now() }, set: { value.wrappedValue = $0 })
    }
}

/// A switch, or a check box (a box and the label, one tap to check).
@MainActor
struct FormcToggleView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let value: WritableKeyPath<Model, Bool>
    private let isCheckbox: Bool

    init(_ row: FormcRowContext<Model>, _ value: WritableKeyPath<Model, Bool>, isCheckbox: Bool) {
        self.row = row
        self.value = value
        self.isCheckbox = isCheckbox
    }

    var body: some View {
        let isOn = row.binding(value)
        FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
            if let linked = row.linkedCaption {
                linkedRow(linked, isOn: isOn)
            } else if isCheckbox {
                Button {
                    isOn.wrappedValue.toggle()
                } label: {
                    HStack(alignment: .firstTextBaseline) {
                        Image(systemName: isOn.wrappedValue ? "checkmark.square.fill" : "square")
                            .foregroundColor(isOn.wrappedValue ? .accentColor : .secondary)
                        FormcControlLabel(label: row.label, mark: row.mark).foregroundColor(.primary)
                        Spacer(minLength: 0)
                    }
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(Text(row.label))
                .accessibilityAddTraits(isOn.wrappedValue ? .isSelected : [])
                .accessibilityHint(Text(row.hint))
            } else {
                Toggle(isOn: isOn) {
                    FormcControlLabel(label: row.label, mark: row.mark)
                }
                .accessibilityLabel(Text(row.label))
                .accessibilityHint(Text(row.hint))
            }
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: row.endEditing)
    }

    /// A label with links: its text beside the control, not inside it (a
    /// button's or toggle's label takes the taps its links need); the box or
    /// switch toggles, and so does a tap on the text outside its links
    /// (``FormcLinkedLabel``), the links open through the environment's `openURL`.
    @ViewBuilder
    private func linkedRow(_ linked: AttributedString, isOn: Binding<Bool>) -> some View {
        HStack(alignment: .firstTextBaseline) {
            if isCheckbox {
                Button {
                    isOn.wrappedValue.toggle()
                } label: {
                    Image(systemName: isOn.wrappedValue ? "checkmark.square.fill" : "square")
                        .foregroundColor(isOn.wrappedValue ? .accentColor : .secondary)
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(Text(row.label))
                .accessibilityAddTraits(isOn.wrappedValue ? .isSelected : [])
                .accessibilityHint(Text(row.hint))
                FormcLinkedLabel(text: linked, mark: row.mark) { isOn.wrappedValue.toggle() }
                Spacer(minLength: 0)
            } else {
                FormcLinkedLabel(text: linked, mark: row.mark) { isOn.wrappedValue.toggle() }
                Spacer(minLength: 0)
                Toggle(row.label, isOn: isOn)
                    .labelsHidden()
                    .accessibilityHint(Text(row.hint))
            }
        }
    }
}

/// A stepper: the label with the form's mark and the value (as its `format:` says), − and +.
@MainActor
struct FormcStepperView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let number: FormcNumberControl<Model, Int>

    init(_ row: FormcRowContext<Model>, _ number: FormcNumberControl<Model, Int>) {
        self.row = row
        self.number = number
    }

    var body: some View {
        let value = row.binding(number.value)
        FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
            let shown = number.text(value.wrappedValue)
            Stepper(value: value, in: number.minimum...max(number.maximum, number.minimum), step: number.step ?? 1) {
                FormcControlLabel(label: row.label, mark: row.mark, value: number.showsValue ? shown : nil)
            }
            .accessibilityLabel(Text(row.label))
            .accessibilityValue(Text(shown))
            .accessibilityHint(Text(row.hint))
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: row.endEditing)
    }
}

/// A slider under its label (with the form's mark), with the value at the right
/// when the spec shows it, as its `format:` says.
@MainActor
struct FormcSliderView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let number: FormcNumberControl<Model, Double>

    init(_ row: FormcRowContext<Model>, _ number: FormcNumberControl<Model, Double>) {
        self.row = row
        self.number = number
    }

    var body: some View {
        let value = row.binding(number.value)
        let range = number.minimum...max(number.maximum, number.minimum)
        FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
            let shown = number.text(value.wrappedValue)
            HStack {
                if !row.field.hidesLabel {
                    FormcFieldCaption(label: row.label, mark: row.mark)
                }
                Spacer()
                if number.showsValue {
                    Text(shown).monospacedDigit()
                }
            }
            .accessibilityHidden(true)
            if let step = number.step, step > 0 {
                Slider(value: value, in: range, step: step)
                    .accessibilityLabel(Text(row.label))
                    .accessibilityValue(Text(shown))
                    .accessibilityHint(Text(row.hint))
            } else {
                Slider(value: value, in: range)
                    .accessibilityLabel(Text(row.label))
                    .accessibilityValue(Text(shown))
                    .accessibilityHint(Text(row.hint))
            }
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: row.endEditing)
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcLinkedLabel.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A toggle's or check box's label with links, beside its control (a button's
/// or toggle's own label would take the taps its links need): a tap on a link
/// opens it through the environment's `openURL`, a tap anywhere else on the
/// text toggles the value, as a tap on a plain label does. The form's mark
/// follows it (the glyph is in the text, a badge beside it).
@MainActor
struct FormcLinkedLabel: View {
    @Environment(\.openURL) private var openURL
    /// Whether the tap being handled opened a link, so that it does not toggle too.
    @State private var openedLink = false
    let text: AttributedString
    let mark: FormcFieldMark?
    let toggle: @MainActor () -> Void

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Text(text)
                .environment(\.openURL, OpenURLAction { url in
                    openedLink = true
                    openURL(url)
                    return .handled
                })
                .simultaneousGesture(TapGesture().onEnded {
                    // A link's own tap runs for the same touch, before or after
                    // this one: decide once both have run.
                    Task { @MainActor in
                        if !openedLink { toggle() }
                        openedLink = false
                    }
                })
            if let mark, mark.isBadge {
                FormcMarkBadge(mark: mark)
            }
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcFormView.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A generated form as a whole SwiftUI screen: a `Form` with the spec's
/// sections, each field's ``FormcFieldView``, the form's issue from the app
/// at the top, and the submit button, disabled and busy while a submit runs.
/// The keyboard toolbar, Return from field to field and the focus the state
/// asks for come with it (``SwiftUI/View/formcKeyboard(_:focus:onAction:)``).
///
/// Put it in a `NavigationView` (or `NavigationStack`) for its title and for
/// pickers shown as pushed lists. SwiftUI keeps the focused field above the
/// keyboard by itself.
@MainActor
public struct FormcFormView<Model: FormcSwiftUIForm>: View {
    @ObservedObject private var state: FormcFormState<Model>
    @FocusState private var focus: Model.Field?
    private let onSubmit: ((Model) -> Void)?
    private let onAction: ((Model.Action, Model.Field) -> Void)?

    /// The form over `state`. `onSubmit` hears the values once a submit went
    /// through (the app's submit handler accepted them); `onAction`, a custom
    /// toolbar button's action and the field it was tapped in.
    public init(state: FormcFormState<Model>, onSubmit: ((Model) -> Void)? = nil,
                onAction: ((Model.Action, Model.Field) -> Void)? = nil) {
        self.state = state
        self.onSubmit = onSubmit
        self.onAction = onAction
    }

    public var body: some View {
        if state.isConfirming {
            // The confirmation step (`confirm:`) in place of the form; back brings the form again.
            FormcConfirmationView(state: state, onSubmit: onSubmit)
        } else {
            form
        }
    }

    private var form: some View {
        let screen = Model.screen
        return Form {
            if let formIssue = state.formIssue {
                Section {
                    FormcIssueText(formIssue)
                }
            }
            FormcIntroSection<Model>(intro: screen.intro)
            ForEach(screen.sections.indices, id: \.self) { index in
                FormcSectionView(state: state, section: screen.sections[index], focus: $focus, onSubmit: submit)
            }
            if let title = screen.submitTitle, !Model.navigationBarButtons.submitsFromBar {
                Section {
                    FormcSubmitButton(state: state, title: screen.submitTitleShowingValues?.text(state.values) ?? title, action: submit)
                }
            }
        }
        .formcKeyboard(state, focus: $focus, onAction: onAction)
        .modifier(FormcNavigationTitle(title: screen.title))
        .formcNavigationBarItems(state, buttons: Model.navigationBarButtons, submitTitle: screen.submitTitle, submit: submit)
    }

    /// Submits as the spec says: validated (every issue shown, the app's
    /// handler run once at a time), or the values handed over as they are.
    private func submit() {
        guard Model.screen.validatesOnSubmit else {
            focus = nil
            onSubmit?(state.values)
            return
        }
        let started = state.startSubmit { outcome, values in
            if outcome == .accepted { onSubmit?(values) }
        }
        if started { focus = nil }
    }
}

/// One section: its header, its shown fields, its footer.
@MainActor
struct FormcSectionView<Model: FormcSwiftUIForm>: View {
    @ObservedObject var state: FormcFormState<Model>
    let section: FormcScreenSection<Model>
    let focus: FocusState<Model.Field?>.Binding
    let onSubmit: () -> Void

    var body: some View {
        if section.section.map(state.isVisible) ?? true {
            Section {
                if let intro = section.intro {
                    FormcIntroText(text: intro)
                }
                ForEach(section.fields, id: \.self) { field in
                    FormcFieldView(state, field, focus: focus, onSubmit: onSubmit)
                }
            } header: {
                if let header = section.header {
                    Text(header)
                }
            } footer: {
                if let footer = section.footer {
                    // Links (`[text](url)`) open through the environment's `openURL`.
                    Text(FormcLinkedText(footer).attributedString)
                }
            }
        }
    }
}

/// The submit button: the spec's title, a spinner and disabled while a submit runs.
@MainActor
struct FormcSubmitButton<Model: FormcSwiftUIForm>: View {
    @ObservedObject var state: FormcFormState<Model>
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Spacer()
                if state.isSubmitting {
                    ProgressView()
                        .padding(.trailing, 4)
                }
                Text(title).fontWeight(.semibold)
                Spacer()
            }
        }
        .disabled(state.isSubmitting)
        .accessibilityValue(Text(state.isSubmitting ? Model.messages.submittingValue : ""))
    }
}

/// The navigation title, when the spec has one.
struct FormcNavigationTitle: ViewModifier {
    let title: String?

    func body(content: Content) -> some View {
        if let title {
            content.navigationTitle(title)
        } else {
            content
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcConfirmationView.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// The confirmation step's summary (`confirm:`) as a SwiftUI `Form`: the
/// form's issue, each shown section's rows (the label over its value, read
/// by VoiceOver as one element), the submit button (busy while the values
/// are sent) and the back button. ``FormcFormView`` shows it in place of the
/// form while ``FormcFormState/isConfirming``; an app may use it in a
/// screen of its own.
@MainActor
public struct FormcConfirmationView<Model: FormcSwiftUIForm>: View {
    @ObservedObject private var state: FormcFormState<Model>
    private let onSubmit: ((Model) -> Void)?

    /// The summary of `state`; `onSubmit` hears the values once the app's submit handler accepted them.
    public init(state: FormcFormState<Model>, onSubmit: ((Model) -> Void)? = nil) {
        self.state = state
        self.onSubmit = onSubmit
    }

    public var body: some View {
        let confirmation = Model.confirmation
        let sections = state.summary
        Form {
            if let formIssue = state.formIssue {
                Section {
                    FormcIssueText(formIssue)
                }
            }
            ForEach(sections.indices, id: \.self) { index in
                Section {
                    ForEach(sections[index].rows) { row in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(row.label)
                                .font(.footnote)
                                .foregroundColor(.secondary)
                            Text(row.value)
                        }
                        .accessibilityElement(children: .combine)
                    }
                } header: {
                    if let header = sections[index].header {
                        Text(header)
                    }
                }
            }
            Section {
                FormcSubmitButton(state: state, title: confirmation?.submitTitle ?? "", action: submit)
                Button(confirmation?.backTitle ?? "") { state.backToEditing() }
                    .disabled(state.isSubmitting)
            }
        }
        .modifier(FormcNavigationTitle(title: confirmation?.title))
    }

    private func submit() {
        state.startConfirm { outcome, values in
            if outcome == .accepted { onSubmit?(values) }
        }
    }
}
#endif

"""#),
        RuntimeFile(path: "SwiftUI/FormcKeyboard.swift", text: #"""
#if os(iOS) && canImport(SwiftUI)
import SwiftUI

extension View {
    /// The keyboard of a generated form: the focused field's toolbar (previous,
    /// next, done, clear, look-up and custom buttons, as the spec says), the
    /// focus the state asks for (the first field with an issue after a
    /// submit), and, from iOS 16, editing ended by scrolling. A screen laid
    /// out by the app applies it once, outside its fields.
    @MainActor
    public func formcKeyboard<Model: FormcSwiftUIForm>(
        _ state: FormcFormState<Model>, focus: FocusState<Model.Field?>.Binding,
        onAction: ((Model.Action, Model.Field) -> Void)? = nil
    ) -> some View {
        modifier(FormcKeyboardModifier(state: state, focus: focus, onAction: onAction))
    }
}

@MainActor
struct FormcKeyboardModifier<Model: FormcSwiftUIForm>: ViewModifier {
    @ObservedObject var state: FormcFormState<Model>
    let focus: FocusState<Model.Field?>.Binding
    let onAction: ((Model.Action, Model.Field) -> Void)?

    func body(content: Content) -> some View {
        content
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    if let field = focus.wrappedValue {
                        FormcKeyboardToolbar(state: state, field: field, focus: focus, onAction: onAction)
                    }
                }
            }
            .onChange(of: state.focusRequest) { _ in answerFocusRequest() }
            .onAppear(perform: answerFocusRequest)
            .formcScrollDismissesKeyboard()
    }

    private func answerFocusRequest() {
        guard let request = state.focusRequest else { return }
        state.focusRequest = nil
        focus.wrappedValue = state.fieldToFocus(for: request, where: { Model.entry(for: $0).takesFocus })
    }
}

/// The toolbar of the focused field, item by item.
@MainActor
struct FormcKeyboardToolbar<Model: FormcSwiftUIForm>: View {
    @ObservedObject var state: FormcFormState<Model>
    let field: Model.Field
    let focus: FocusState<Model.Field?>.Binding
    let onAction: ((Model.Action, Model.Field) -> Void)?

    var body: some View {
        let items = Model.entry(for: field).toolbar
        HStack {
            ForEach(items.indices, id: \.self) { index in
                item(items[index])
            }
        }
    }

    @ViewBuilder private func item(_ item: FormcToolbarItem) -> some View {
        switch item {
        case .flexibleSpace:
            Spacer()
        case .fixedSpace(let width):
            Spacer().frame(width: width ?? 8)
        case .previous(let title):
            let previous = state.field(before: field, where: canFocus)
            button(title, symbol: "chevron.up") { focus.wrappedValue = previous }
                .disabled(previous == nil)
        case .next(let title):
            let next = state.field(after: field, where: canFocus)
            button(title, symbol: "chevron.down") { focus.wrappedValue = next }
                .disabled(next == nil)
        case .done(let title):
            Button(title ?? Model.messages.doneTitle) { focus.wrappedValue = nil }
                .font(.body.weight(.semibold))
        case .custom(let title, let action):
            Button(title) {
                if let action = Model.Action(rawValue: action) { onAction?(action, field) }
            }
        case .clear(let title):
            button(title, symbol: "xmark.circle") {
                var values = state.values
                Model.entry(for: field).clear(&values)
                state.values = values
            }
        case .lookup(let title):
            button(title, symbol: "magnifyingglass") { state.startLookUp(field) }
                .disabled(!state.hasLookUp(field) || state.busyFields.contains(field))
        case .title(let title):
            Text(title ?? field.label)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .lineLimit(1)
        }
    }

    private func canFocus(_ field: Model.Field) -> Bool { Model.entry(for: field).takesFocus }

    /// A button titled `title`, or showing `symbol` when the spec gave no title.
    @ViewBuilder private func button(_ title: String?, symbol: String, action: @escaping () -> Void) -> some View {
        if let title {
            Button(title, action: action)
        } else {
            Button(action: action) { Image(systemName: symbol) }
        }
    }
}

extension View {
    /// From iOS 16, scrolling the form ends editing, as the keyboard follows the finger.
    @ViewBuilder func formcScrollDismissesKeyboard() -> some View {
        if #available(iOS 16.0, *) {
            scrollDismissesKeyboard(.interactively)
        } else {
            self
        }
    }
}
#endif

"""#),
    ]
}
