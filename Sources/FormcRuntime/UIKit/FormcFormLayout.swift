#if canImport(UIKit)
import UIKit

/// Builds the default layout of generated form screens: a scroll view over
/// the whole view holding a vertical stack of labeled rows, in Dynamic Type.
@MainActor
public enum FormcFormLayout {
    /// The scroll view and stack of a screen, added to `view`, and the
    /// scroll view's bottom constraint (`view.bottom = scrollView.bottom`),
    /// left inactive for the caller: the keyboard strategy decides.
    public static func makeScreen(in view: UIView) -> (scrollView: UIScrollView, stack: UIStackView, bottom: NSLayoutConstraint) {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        let bottom = view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            // As wide as the scroll view: the content scrolls vertically only.
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
        return (scrollView, stack, bottom)
    }

    /// A rounded text field in the body font.
    public static func textField() -> UITextField {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = UIFont.preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        return field
    }

    /// A text view in the body font, at least 120 points high.
    public static func textView() -> UITextView {
        let textView = UITextView()
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 120).isActive = true
        return textView
    }

    /// `label` above `control`.
    public static func row(label: String, control: UIView) -> UIView {
        row(caption: caption(label), control: control)
    }

    /// `label` beside a switch.
    public static func switchRow(label: String, control: UISwitch) -> UIView {
        switchRow(caption: caption(label), control: control)
    }

    /// `caption` beside a switch (the switch alone without one).
    public static func switchRow(caption: UIView?, control: UISwitch) -> UIView {
        let stack = UIStackView(arrangedSubviews: (caption.map { [$0] } ?? []) + [control])
        stack.axis = .horizontal
        stack.spacing = 12
        return stack
    }

    static func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        return label
    }
}
#endif
