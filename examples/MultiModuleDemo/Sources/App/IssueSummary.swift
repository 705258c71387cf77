import FormcRuntime

// Helpers written once over the runtime's types, for the forms of every
// feature module. They compile against `FormcFormState<Model>` and
// `FormcIssue<Field>` from FormcRuntime, and every feature's generated types
// are built on those same types — because every target with forms depends on
// the one FormcRuntime product. (When each module carried its own copy of the
// runtime, a `FormcFormState` of one feature was not a `FormcFormState` of
// another, and a helper like these could serve only one of them.)

/// One line of an issue summary: the field's label and what is wrong.
public struct IssueLine: Equatable, Sendable {
    public let field: String
    public let message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// "Email: That is not an email address."
    public var text: String { "\(field): \(message)" }
}

/// The first issue `state` shows now (in form order) as "Label: message",
/// for the banner over a screen; nil when it shows none.
@MainActor
public func firstIssueText<Model: FormcFormModel>(in state: FormcFormState<Model>) -> String? {
    for field in state.fieldsWithShownIssues {
        if let issue = state.issue(for: field) { return IssueLine(issue).text }
    }
    return nil
}

/// Every issue of `issues`, as lines (an accessibility announcement, a log
/// line for analytics): any form's, from any module.
public func issueLines<Field: FormcFormField>(_ issues: [FormcIssue<Field>]) -> [IssueLine] {
    issues.map(IssueLine.init)
}

extension IssueLine {
    /// The line for `issue`: its field's label (from the spec) and its message.
    public init<Field: FormcFormField>(_ issue: FormcIssue<Field>) {
        self.init(field: issue.field.label, message: issue.message)
    }
}
