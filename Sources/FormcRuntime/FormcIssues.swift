import Foundation

/// The issues a generated `validate()` collects, with its checks: each check
/// appends its own issue when it fails, with the spec's message or the
/// built-in one built here from `messages` (English when the form has no
/// `language`: the same words whichever rules the form has).
///
/// One call a rule, `issues.checkMaxLength(.name, self.name, 40)`, whose field
/// type the receiver already fixes, costs the app's compiler about a quarter
/// of an `if` with `issues.append(Issue(…))` (see docs/performance.md).
///
/// The checks are `@inlinable` (the generated `validate()` calls one a rule
/// on every change): across the module boundary they are then specialized for
/// the form's `Field` as they are when the runtime is embedded.
public struct FormcIssues<Field: FormcFormField> {
    @usableFromInline var storedList: [FormcIssue<Field>] = []

    /// The issues found, in the order of the checks.
    public var list: [FormcIssue<Field>] { storedList }
    /// The built-in messages: the form's table (its `language`), else English.
    public let messages: FormcMessages

    /// No issues yet; failed checks without a message of their own say `messages`' text (English when nil).
    public init(messages: FormcMessages? = nil) {
        self.messages = messages ?? FormcMessages(language: .en)
    }

    /// Adds `issue` (a check the generated code makes itself).
    @inlinable
    public mutating func append(_ issue: FormcIssue<Field>) {
        storedList.append(issue)
    }

    /// Adds the issue of `rule` at `field`: `message`, else the built-in `builtIn` with `value`.
    @inlinable
    mutating func fail(_ field: Field, _ rule: FormcRule, _ message: String?, _ builtIn: FormcMessage, value: String = "") {
        storedList.append(FormcIssue(field: field, rule: rule,
                                     message: message ?? messages.text(builtIn, label: field.label, value: value)))
    }

    // MARK: Required

    /// `required` on a text: fails when it is empty or only white space.
    @inlinable
    public mutating func checkRequired(_ field: Field, _ text: String, message: String? = nil) {
        if FormcValidation.isBlank(text) { fail(field, .required, message, .required) }
    }

    /// `required` on a number: fails when it is not set.
    @inlinable
    public mutating func checkRequiredValue<Value>(_ field: Field, _ value: Value?, message: String? = nil) {
        if value == nil { fail(field, .required, message, .required) }
    }

    /// `required` on a choice (a picker, a date, segments, radio buttons): fails when nothing is chosen.
    @inlinable
    public mutating func checkRequiredChoice<Value>(_ field: Field, _ value: Value?, message: String? = nil) {
        if value == nil { fail(field, .required, message, .requiredChoice) }
    }

    /// `required` on a multiple choice: fails when nothing is chosen.
    @inlinable
    public mutating func checkRequiredChoices<Values: Collection>(_ field: Field, _ values: Values, message: String? = nil) {
        if values.isEmpty { fail(field, .required, message, .requiredChoice) }
    }

    /// `required` on a switch or check box: fails when it is off.
    @inlinable
    public mutating func checkRequiredOn(_ field: Field, _ isOn: Bool, message: String? = nil) {
        if !isOn { fail(field, .required, message, .requiredToggle) }
    }

    /// `required` on a multi-column picker: fails until every wheel has a choice.
    @inlinable
    public mutating func checkComplete(_ field: Field, _ isComplete: Bool, message: String? = nil) {
        if !isComplete { fail(field, .required, message, .required) }
    }

    // MARK: Texts

    /// `complete`: fails when a text that is not empty does not fill every
    /// position of `mask` (the mask chosen for it, or by another field's value:
    /// ``FormcMask/chosen(by:of:)``).
    @inlinable
    public mutating func checkMaskComplete(_ field: Field, _ text: String, _ mask: FormcMask, message: String? = nil) {
        if !text.isEmpty, !mask.isComplete(text) { fail(field, .complete, message, .complete) }
    }

    /// `min_length`: fails when a text that is not empty is shorter.
    @inlinable
    public mutating func checkMinLength(_ field: Field, _ text: String, _ minimum: Int, message: String? = nil) {
        if FormcValidation.isShorter(text, than: minimum) {
            fail(field, .minLength(minimum), message, .minLength, value: String(minimum))
        }
    }

    /// `max_length`: fails when the text is longer.
    @inlinable
    public mutating func checkMaxLength(_ field: Field, _ text: String, _ maximum: Int, message: String? = nil) {
        if FormcValidation.isLonger(text, than: maximum) {
            fail(field, .maxLength(maximum), message, .maxLength, value: String(maximum))
        }
    }

    /// `pattern`: fails when a text that is not empty does not match the whole pattern.
    @inlinable
    public mutating func checkPattern(_ field: Field, _ text: String, _ pattern: String, message: String? = nil) {
        if FormcValidation.mismatches(text, pattern: pattern) { fail(field, .pattern(pattern), message, .pattern) }
    }

    // MARK: Counts

    /// `min_count`: fails when fewer are chosen (none counts).
    @inlinable
    public mutating func checkMinCount<Values: Collection>(_ field: Field, _ values: Values, _ minimum: Int, message: String? = nil) {
        if FormcValidation.hasFewer(values, than: minimum) {
            fail(field, .minCount(minimum), message, .minCount, value: String(minimum))
        }
    }

    /// `max_count`: fails when more are chosen.
    @inlinable
    public mutating func checkMaxCount<Values: Collection>(_ field: Field, _ values: Values, _ maximum: Int, message: String? = nil) {
        if FormcValidation.hasMore(values, than: maximum) {
            fail(field, .maxCount(maximum), message, .maxCount, value: String(maximum))
        }
    }

    // MARK: Bounds

    /// `min` on a number: fails when it is set and below `minimum`, written `text` in the spec.
    @inlinable
    public mutating func checkMinimum<Value: Comparable>(
        _ field: Field, _ value: Value?, _ minimum: Value, _ text: String, message: String? = nil
    ) {
        if FormcValidation.isBelow(value, minimum: minimum) { fail(field, .minimum(text), message, .minimum, value: text) }
    }

    /// `max` on a number: fails when it is set and above `maximum`, written `text` in the spec.
    @inlinable
    public mutating func checkMaximum<Value: Comparable>(
        _ field: Field, _ value: Value?, _ maximum: Value, _ text: String, message: String? = nil
    ) {
        if FormcValidation.isAbove(value, maximum: maximum) { fail(field, .maximum(text), message, .maximum, value: text) }
    }

    /// `min` on a date: fails when it is set and before `minimum`, written `text` in the spec;
    /// the built-in message shows the bound as the language writes a date (`withTime`: and its time).
    /// `byDay`: the field picks the date only now (`date_only_when`), so it is compared by its day
    /// and the message shows the bound's day.
    @inlinable
    public mutating func checkMinimumDate(
        _ field: Field, _ value: Date?, _ minimum: Date, _ text: String, withTime: Bool = false, byDay: Bool = false,
        message: String? = nil
    ) {
        if FormcValidation.isBelow(value.map { FormcDate.day($0, if: byDay) }, minimum: FormcDate.day(minimum, if: byDay)) {
            fail(field, .minimum(text), message, .minimumDate, value: messages.date(minimum, withTime: withTime && !byDay))
        }
    }

    /// `max` on a date, as ``checkMinimumDate(_:_:_:_:withTime:byDay:message:)``.
    @inlinable
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
    @inlinable
    public mutating func checkOffered<Value: Equatable>(_ field: Field, _ value: Value?, _ offered: [Value]) {
        if let value, !offered.contains(value) { fail(field, .notOffered, nil, .notOffered) }
    }
}
