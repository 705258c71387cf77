/// A built-in message of `FormcMessage` (its case name) and what fills its placeholders.
struct BuiltInMessage {
    /// The `FormcMessage` case (`maxLength`).
    var name: String
    /// What `{value}` shows (a length, a bound).
    var value: Expression?
    /// The Swift name of the field `{other}` names (the label is shown).
    var other: String?

    init(_ name: String, value: Expression? = nil, other: String? = nil) {
        self.name = name
        self.value = value
        self.other = other
    }
}

/// The checks of the rules newer than v1 — bounds relative to today or given
/// by another field, confirmations, the app's rules — and the built-in messages.
extension ValidationEmitter {
    /// The conditions under which a rule fails, and its message.
    struct Check {
        var conditions: [Condition]
        /// The `FormcRule` case.
        var rule: String
        var message: BuiltInMessage
    }

    /// `Self.messages.text(.name, label: Field.field.label, value: …, other: Field.other.label)`.
    func message(_ builtIn: BuiltInMessage, ofField name: String) -> Expression {
        var arguments = [Argument(.member(nil, builtIn.name)), Argument(label: "label", label(of: name))]
        if let value = builtIn.value { arguments.append(Argument(label: "value", value)) }
        if let other = builtIn.other { arguments.append(Argument(label: "other", label(of: other))) }
        return .call(.member(Self.messages, "text"), arguments)
    }

    /// The message of a fixed `min` / `max` (`ruleName` `minimum` or `maximum`) whose Swift value is `bound`.
    func boundMessage(_ ruleName: String, _ bound: Expression, of field: borrowing Field) -> BuiltInMessage {
        guard let mode = field.dateMode else {
            let text = ruleName == "minimum" ? field.validation.min?.value.text : field.validation.max?.value.text
            return BuiltInMessage(ruleName, value: .string(text ?? ""))
        }
        return BuiltInMessage(ruleName + "Date", value: dateText(bound, mode: mode, field: field, ruleName: ruleName))
    }

    /// How `field`'s value is compared with its date bounds: exactly, by its day
    /// (a `date`), or by its day while its `date_only_when` holds.
    enum DayComparison {
        case exact, byDay
        /// `conditions.isDateOnly(.startsAt)`: by day while it holds.
        case whenDateOnly(Expression)

        /// `value` as compared: `FormcDate.day(value)`, `FormcDate.day(value, if: dateOnly)` or `value`.
        func value(_ value: Expression) -> Expression {
            switch self {
            case .exact: value
            case .byDay: .call(.member(.identifier("FormcDate"), "day"), [Argument(value)])
            case .whenDateOnly(let dateOnly):
                .call(.member(.identifier("FormcDate"), "day"), [Argument(value), Argument(label: "if", dateOnly)])
            }
        }

        /// A relative bound as compared: a `date`'s counts from `today`, already a day's start.
        func bound(_ bound: Expression) -> Expression {
            if case .whenDateOnly = self { return value(bound) }
            return bound
        }
    }

    /// `field`'s ``DayComparison``.
    func dayComparison(of field: borrowing Field) -> DayComparison {
        if field.dateMode == .date { return .byDay }
        guard field.dateMode == .dateAndTime, field.dateOnlyWhen != nil else { return .exact }
        let conditions = ConditionExpressions(model: model)
        return .whenDateOnly(conditions.ask("isDateOnly", conditions.fieldReference(field.swiftName)))
    }

    /// Whether `field`'s bounds ask the conditions whether it picks the date only now.
    static func comparesWhenDateOnly(_ field: borrowing Field) -> Bool {
        field.dateOnlyWhen != nil && field.readOnly != true && (field.validation.min != nil || field.validation.max != nil)
    }

    /// The check of a bound that is relative or another field's; nil for a fixed bound (v1's check).
    func boundCheck(_ bound: FieldValue, of field: borrowing Field, comparison: BinaryOperator) -> Check? {
        let name = field.swiftName
        let isMinimum = comparison == .less
        let days = dayComparison(of: field)
        switch bound {
        case .relativeDate(let date):
            let value = values.relativeDate(date, from: .identifier("now"))
            // The time shows only while the field picks one.
            let withTime: Expression? = switch days {
            case .whenDateOnly(let dateOnly): .prefix(.not, dateOnly)
            default: field.dateMode == .dateAndTime ? .bool(true) : nil
            }
            return Check(conditions: [
                .optionalBinding(.let, name: name, value: .member(.selfReference, name)),
                .expression(.binary(days.value(.identifier(name)), comparison, days.bound(value))),
            ], rule: isMinimum ? "minimum" : "maximum",
            message: BuiltInMessage(isMinimum ? "minimumDate" : "maximumDate", value: messagesDate(value, withTime: withTime)))
        case .field(let id):
            guard let other = model.swiftName(ofField: id) else { return nil }
            let message = (field.kind == .date ? "Date" : "") + "Field"
            return Check(conditions: [
                .optionalBinding(.let, name: name, value: .member(.selfReference, name)),
                .optionalBinding(.let, name: other, value: .member(.selfReference, other)),
                .expression(.binary(days.value(.identifier(name)), comparison, days.value(.identifier(other)))),
            ], rule: isMinimum ? "minimumField" : "maximumField",
            message: BuiltInMessage((isMinimum ? "minimum" : "maximum") + message, other: other))
        default:
            return nil
        }
    }

    /// A confirmation: fails once the field has a value that differs from the other's.
    func sameAsCheck(_ id: String, of field: borrowing Field) -> Check? {
        guard let other = model.swiftName(ofField: id) else { return nil }
        let name = field.swiftName
        let value = Expression.member(.selfReference, name)
        let otherValue = Expression.member(.selfReference, other)
        let conditions: [Condition] = switch field.kind {
        case .toggle, .checkbox, .stepper, .slider: [.expression(.binary(value, .notEqual, otherValue))]
        case .multiPicker: [.expression(.member(value, "isComplete")), .expression(.binary(value, .notEqual, otherValue))]
        case .multiSelect: [.expression(.prefix(.not, .member(value, "isEmpty"))), .expression(.binary(value, .notEqual, otherValue))]
        case _ where field.kind.isTextual && !field.kind.isNumeric:
            [.expression(.prefix(.not, .member(value, "isEmpty"))), .expression(.binary(value, .notEqual, otherValue))]
        default:
            [.optionalBinding(.let, name: name, value: value), .expression(.binary(.identifier(name), .notEqual, otherValue))]
        }
        return Check(conditions: conditions, rule: "sameAs", message: BuiltInMessage("sameAs", other: other))
    }

    /// An app rule: `!Self.rule(value)`, asked only when the field has a value
    /// (a multi-column picker: a choice on every wheel, what `required` asks for).
    /// Every kind whose value is not optional has its own case: `if let` on
    /// one does not compile.
    func customCheck(_ rule: String, of field: borrowing Field) -> [Condition] {
        let name = field.swiftName
        let value = Expression.member(.selfReference, name)
        let function = Expression.member(.type("Self"), RuleFeatures.swiftName(ofRule: rule))
        func rejects(_ argument: Expression) -> Condition {
            .expression(.prefix(.not, .call(function, [Argument(argument)])))
        }
        return switch field.kind {
        case .toggle, .checkbox, .stepper, .slider: [rejects(value)]
        case .multiPicker: [.expression(.member(value, "isComplete")), rejects(value)]
        case .multiSelect: [.expression(.prefix(.not, .member(value, "isEmpty"))), rejects(value)]
        case _ where field.kind.isTextual && !field.kind.isNumeric:
            [.expression(.prefix(.not, .member(value, "isEmpty"))), rejects(value)]
        default: [.optionalBinding(.let, name: name, value: value), rejects(.identifier(name))]
        }
    }

    /// `Self.messages`
    private static let messages = Expression.member(.type("Self"), "messages")

    /// `Field.name.label`
    private func label(of name: String) -> Expression {
        .member(.member(.identifier("Field"), name), "label")
    }

    /// `Self.messages.date(bound)`, `withTime:` when given (dates and times).
    private func messagesDate(_ bound: Expression, withTime: Expression?) -> Expression {
        var arguments = [Argument(bound)]
        if let withTime { arguments.append(Argument(label: "withTime", withTime)) }
        return .call(.member(Self.messages, "date"), arguments)
    }

    /// How a fixed date bound shows in a message: a time as written, a date as the language writes it.
    private func dateText(_ bound: Expression, mode: DateMode, field: borrowing Field, ruleName: String) -> Expression {
        guard mode != .time else {
            let text = ruleName == "minimum" ? field.validation.min?.value.text : field.validation.max?.value.text
            return .string(text ?? "")
        }
        return messagesDate(bound, withTime: mode == .dateAndTime ? .bool(true) : nil)
    }
}
