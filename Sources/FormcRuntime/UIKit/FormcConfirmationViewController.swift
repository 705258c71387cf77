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
