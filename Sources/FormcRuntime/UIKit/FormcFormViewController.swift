#if canImport(UIKit)
import UIKit

/// A ready screen for a generated form, for apps that want no layout work: a
/// scroll view with a stack of labeled fields laid out from the form's one
/// description (its ``FormcDescribedModel/screen`` — intro, sections with their
/// texts, the submit button, the navigation bar's cancel and submit — and each
/// field's entry), wired by a ``FormcFormBinder``. formc names it per form
/// (`typealias RegistrationFormViewController = FormcFormViewController<RegistrationForm, RegistrationFormState>`);
/// make it with `init(state:)`, from code:
/// a generic view controller cannot come from a storyboard.
@MainActor
open class FormcFormViewController<Model: FormcDescribedModel, State: FormcFormState<Model>>: UIViewController {
    /// The form's state: its values, issues and submit.
    public let state: State

    /// The binder, once the view has loaded: set its hooks (`onSubmit`, `presentIssue` …) in `onLoad`.
    public private(set) var binder: FormcFormBinder<Model>?

    /// Called once the view and its binder exist.
    public var onLoad: ((FormcFormBinder<Model>) -> Void)?

    /// The form's issue (``FormcFormState/formIssue``), added to the stack when there first is one.
    private var formIssueLabel: UILabel?
    private var formIssueObservation: FormcObservation?

    /// A screen over `state`, titled as the spec says.
    public init(state: State) {
        self.state = state
        super.init(nibName: nil, bundle: nil)
        title = Model.screen.title
    }

    /// Not available: make the screen with `init(state:)` (a generic view controller cannot come from a storyboard).
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let screen = Model.screen
        let layout = FormcFormLayout.makeScreen(in: view)
        // With the layout guide, the binder pins the scroll view's bottom instead.
        layout.bottom.isActive = screen.avoidance != .layoutGuide
        let binder = FormcFormBinder(state: state, scrollView: layout.scrollView, bottomConstraint: layout.bottom, view: view)
        // A form that validates on submit shows each issue under its row (unless `onLoad` sets `presentIssue`).
        let issues = screen.validatesOnSubmit ? FormcIssueLabels<Model.Field>() : nil
        let rows = FormcFormRows(stack: layout.stack, binder: binder, issues: issues)
        rows.intro(screen.intro)
        rows.legend()
        let conditional = state.conditions.conditionalFields
        for section in screen.sections {
            rows.sectionHeader(section.header, hiddenWith: section.section)
            rows.sectionIntro(section.intro, hiddenWith: section.section)
            for field in section.fields { rows.field(field, hides: conditional.contains(field)) }
            rows.sectionFooter(section.footer, hiddenWith: section.section)
        }
        var submitButton: UIButton?
        if let title = screen.submitTitle, !screen.submitsFromNavigationBar {
            let button = FormcFormLayout.submitButton(title: title)
            layout.stack.addArrangedSubview(button)
            binder.bindSubmitButton(button, title: screen.submitTitleShowingValues)
            submitButton = button
        }
        formIssueObservation = state.observe { [weak self, weak stack = layout.stack, weak submitButton] in
            guard let stack else { return }
            self?.showFormIssue(in: stack, above: submitButton)
        }
        showFormIssue(in: layout.stack, above: submitButton)
        let barSubmit = screen.submitsFromNavigationBar ? screen.submitTitle : nil
        if barSubmit != nil || screen.cancelTitle != nil {
            FormcNavigationButtons.install(on: self, binder: binder, submit: barSubmit, cancel: screen.cancelTitle)
        }
        // A valid submit shows the summary (`confirm:`): pushed, or presented without a navigation controller.
        if Model.confirmation != nil { binder.presentsConfirmation(from: self) }
        if let issues { binder.presentIssue = { issues.show($1?.message, at: $0) } }
        self.binder = binder
        onLoad?(binder)
    }

    /// Shows the form's issue — why a submit failed, an app issue at a field the
    /// user cannot see — in a red footnote above the submit button (at the top
    /// of the form when the submit is in the navigation bar), and announces it.
    private func showFormIssue(in stack: UIStackView, above button: UIView?) {
        let message = state.formIssue
        if message != nil, formIssueLabel == nil {
            let label = FormcFormLayout.issueLabel()
            let index = button.flatMap { button in stack.arrangedSubviews.firstIndex { $0 === button } } ?? 0
            stack.insertArrangedSubview(label, at: index)
            formIssueLabel = label
        }
        guard let label = formIssueLabel, label.text != message else { return }
        label.text = message
        label.isHidden = message == nil
        if let message { UIAccessibility.post(notification: UIAccessibility.Notification(rawValue: 1008), argument: message) }
    }
}
#endif
