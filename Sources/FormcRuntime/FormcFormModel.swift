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
