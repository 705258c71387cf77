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
    @inlinable
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
