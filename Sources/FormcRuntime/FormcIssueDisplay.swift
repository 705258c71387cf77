import Foundation

/// Which issues a form shows at its fields, and when.
///
/// A field shows nothing until its timing says so — on submit, when it ends
/// editing, or as it is typed into. From then on its issue follows the values:
/// it changes or disappears as soon as the values change, so a fixed field
/// clears while the user types. A submit shows every field's issue. Each field
/// shows one issue, its first in rule order.
@MainActor
public final class FormcIssueDisplay<Field: FormcFormField & CaseIterable> {
    /// An issue of the form.
    public typealias Issue = FormcIssue<Field>

    /// Called when the issue shown at a field changes (nil: it shows none now).
    public var present: ((_ field: Field, _ issue: Issue?) -> Void)?
    /// Called with `isValid` when it changes, and once when set (so a button starts right).
    public var onValidityChange: ((Bool) -> Void)? {
        didSet {
            reportedValidity = isValid
            onValidityChange?(isValid)
        }
    }

    private let timing: (Field) -> FormcValidationTiming
    /// The form's issues for the current values.
    private var issues: [Issue] = []
    /// The fields whose issues are shown (and follow the values).
    private var shownFields: Set<Field> = []
    private var shown: [Field: Issue] = [:]
    private var reportedValidity: Bool?

    /// A display where `timing` says when each field's issues are first shown.
    public init(timing: @escaping (Field) -> FormcValidationTiming) {
        self.timing = timing
    }

    /// Whether the values break no rule.
    public var isValid: Bool { issues.isEmpty }

    /// The issue shown now at `field`.
    public func issue(for field: Field) -> Issue? { shown[field] }

    /// The values changed and `issues` are the form's issues now: the fields
    /// showing issues follow them; `onValidityChange` hears of a flip.
    public func update(_ issues: [Issue]) {
        self.issues = issues
        for field in Field.allCases where shownFields.contains(field) { refresh(field) }
        if let reportedValidity, reportedValidity != isValid {
            self.reportedValidity = isValid
            onValidityChange?(isValid)
        }
    }

    /// The user typed into `field`.
    public func edited(_ field: Field) {
        if timing(field) == .typing { show(field) }
    }

    /// `field` ended editing (focus left it, or a switch was switched).
    public func endedEditing(_ field: Field) {
        if timing(field) != .submit { show(field) }
    }

    /// A submit: every field shows its issue from now on.
    /// - Returns: the fields with an issue, in form order.
    @discardableResult
    public func showAll() -> [Field] {
        for field in Field.allCases { show(field) }
        let invalid = Set(issues.map(\.field))
        return Field.allCases.filter(invalid.contains)
    }

    /// Hides every issue until the timing shows it again (after a form is reset).
    public func hideAll() {
        let fields = Field.allCases.filter(shownFields.contains)
        shownFields = []
        for field in fields where shown.removeValue(forKey: field) != nil { present?(field, nil) }
    }

    private func show(_ field: Field) {
        shownFields.insert(field)
        refresh(field)
    }

    /// Shows `field`'s first issue; tells `present` only when it changed.
    private func refresh(_ field: Field) {
        let issue = issues.first { $0.field == field }
        guard shown[field] != issue else { return }
        shown[field] = issue
        present?(field, issue)
    }
}
