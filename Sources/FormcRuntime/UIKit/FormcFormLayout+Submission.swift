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
