/// One validation rule of a field as the user meets it: the rule, its
/// parameter, and the message the generated code shows when it fails.
/// The preview lists these; the messages are the generated code's own.
public struct RuleMessage: Equatable, Sendable {
    /// The rule's key as the spec writes it (`required`, `max_length` …), or
    /// `not_offered` / `not_a_number` for the checks the generated code adds.
    public var rule: String
    /// The rule's parameter as written (`40`, a pattern, a bound), if it has one.
    public var parameter: String?
    /// The spec's message, or the standard one (then without a key).
    public var message: LocalizableText
    /// Whether `message` is the standard one (the spec gives none).
    public var isStandard: Bool
    /// A standard message's date bound counted from when the form is used
    /// (`today + 2 days`), which the runtime writes as the date it comes to
    /// then (`FormcIssues.checkMinimumDate` with `messages.date(…)`): `message`
    /// holds it as written; nil for every other message.
    public var relativeBound: RelativeBound?

    /// Creates a rule message.
    public init(rule: String, parameter: String?, message: LocalizableText, isStandard: Bool,
                relativeBound: RelativeBound? = nil) {
        self.rule = rule
        self.parameter = parameter
        self.message = message
        self.isStandard = isStandard
        self.relativeBound = relativeBound
    }

    /// A standard message around a relative date bound: `before`, the date
    /// the bound comes to as `language` writes a date (with its time when
    /// `withTime`, as the runtime's `FormcMessages.date(_:withTime:)` writes it), `after`.
    public struct RelativeBound: Equatable, Sendable {
        /// The bound.
        public var date: RelativeDate
        /// Whether the date is written with its time (a `date_and_time` field).
        public var withTime: Bool
        /// The language the date is written in.
        public var language: FormLanguage
        /// The message before the date.
        public var before: String
        /// The message after the date.
        public var after: String
    }
}

extension Field {
    /// Every rule of the field, in the order `validate()` checks them, with
    /// the message it shows: the spec's, or the runtime's built-in message
    /// (`FormcMessage`, filled by `FormcMessages`) for the label's default text, in English.
    public var ruleMessages: [RuleMessage] { ruleMessages(language: nil) }

    /// ``ruleMessages`` as a form in `language` (English when nil, as the
    /// runtime's default `FormcMessages(language: .en)`) shows them: the
    /// runtime's `FormcMessages` template for the field's kind
    /// (`required.choice`, `minimum.date` …), another field named by its label
    /// (`labelOfField`), a fixed date bound as the language writes a date (a
    /// relative one as written, with ``RuleMessage/relativeBound`` to draw the date it comes to).
    public func ruleMessages(language: FormLanguage?, labelOfField: (String) -> String? = { _ in nil }) -> [RuleMessage] {
        let language = language ?? .en
        var messages: [RuleMessage] = []
        func add(_ rule: String, _ parameter: String?, _ message: LocalizableText?, standard: StandardMessage,
                 relative: RelativeDate? = nil) {
            let text = message ?? LocalizableText(standard.text(label: label.text, language: language))
            var bound: RuleMessage.RelativeBound?
            if message == nil, let relative, let (before, after) = standard.aroundValue(label: label.text, language: language) {
                bound = RuleMessage.RelativeBound(date: relative, withTime: dateMode == .dateAndTime, language: language,
                                                  before: before, after: after)
            }
            messages.append(RuleMessage(rule: rule, parameter: parameter, message: text, isStandard: message == nil,
                                        relativeBound: bound))
        }
        func relative(_ bound: FieldValue) -> RelativeDate? {
            if case .relativeDate(let date) = bound, kind == .date { date } else { nil }
        }
        func other(_ id: String) -> String { labelOfField(id) ?? id }
        let rules = validation
        if let rule = rules.required, rule.value { add("required", nil, rule.message, standard: requiredMessage) }
        if let rule = rules.minLength {
            add("min_length", String(rule.value), rule.message, standard: StandardMessage(.minLength, value: String(rule.value)))
        }
        if let rule = rules.maxLength {
            add("max_length", String(rule.value), rule.message, standard: StandardMessage(.maxLength, value: String(rule.value)))
        }
        if let rule = rules.pattern { add("pattern", rule.value, rule.message, standard: StandardMessage(.pattern)) }
        if let rule = rules.complete, rule.value { add("complete", nil, rule.message, standard: StandardMessage(.complete)) }
        if let rule = rules.minCount {
            add("min_count", String(rule.value), rule.message, standard: StandardMessage(.minCount, value: String(rule.value)))
        }
        if let rule = rules.maxCount {
            add("max_count", String(rule.value), rule.message, standard: StandardMessage(.maxCount, value: String(rule.value)))
        }
        if let rule = rules.min {
            add("min", rule.value.text, rule.message, standard: boundMessage(rule.value, minimum: true, language: language, other: other),
                relative: relative(rule.value))
        }
        if let rule = rules.max {
            add("max", rule.value.text, rule.message, standard: boundMessage(rule.value, minimum: false, language: language, other: other),
                relative: relative(rule.value))
        }
        if let rule = rules.sameAs { add("same_as", rule.value, rule.message, standard: StandardMessage(.sameAs, other: other(rule.value))) }
        for rule in rules.custom ?? [] { add("custom", rule.value, rule.message, standard: StandardMessage(.custom)) }
        if parent != nil { add("not_offered", nil, nil, standard: StandardMessage(.notOffered)) }
        if kind.isNumeric { add("not_a_number", nil, nil, standard: StandardMessage(.notANumber)) }
        return messages
    }

    /// `required`'s message: the choice's and the switch's own (the check the kind gets).
    private var requiredMessage: StandardMessage {
        switch kind {
        case .toggle, .checkbox: StandardMessage(.requiredToggle)
        case .picker, .date, .segmented, .radio, .multiSelect: StandardMessage(.requiredChoice)
        default: StandardMessage(.required)
        }
    }

    /// `min` / `max`: a number's bound, a date's (as the language writes a date), or another field's.
    private func boundMessage(_ bound: FieldValue, minimum: Bool, language: FormLanguage,
                              other: (String) -> String) -> StandardMessage {
        let isDate = kind == .date
        switch bound {
        case .field(let id):
            return StandardMessage(isDate ? (minimum ? .minimumDateField : .maximumDateField) : (minimum ? .minimumField : .maximumField),
                                   other: other(id))
        case .date(let text) where dateMode != .time:
            let withTime = dateMode == .dateAndTime
            return StandardMessage(minimum ? .minimumDate : .maximumDate,
                                   value: StandardMessage.dateText(text, language: language, withTime: withTime))
        case .relativeDate, .date:
            return StandardMessage(minimum ? .minimumDate : .maximumDate, value: bound.text)
        default:
            return StandardMessage(minimum ? .minimum : .maximum, value: bound.text)
        }
    }
}
