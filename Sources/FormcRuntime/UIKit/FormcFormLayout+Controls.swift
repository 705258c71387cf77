#if canImport(UIKit)
import UIKit

/// The ready screen's rows of the choice and number controls.
extension FormcFormLayout {
    /// An empty vertical stack for check rows (radio and multi-select).
    public static func checkRows() -> UIStackView {
        let stack = UIStackView()
        stack.axis = .vertical
        return stack
    }

    /// A checkbox: a button with the image leading the title, in the body font.
    public static func checkbox(title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.contentHorizontalAlignment = .leading
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        return button
    }

    /// A checkbox with the form's badge (`必須`, `任意`) after its title.
    public static func checkboxRow(_ box: UIButton, badge: UILabel) -> UIView {
        let stack = UIStackView(arrangedSubviews: [box, badge])
        stack.axis = .horizontal
        stack.spacing = 6
        stack.alignment = .center
        return stack
    }

    /// The row of a `style: list` multi-select: a button, leading-aligned, that opens the list.
    public static func listButton() -> UIButton {
        let button = UIButton(type: .system)
        button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.contentHorizontalAlignment = .leading
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        return button
    }

    /// A right-aligned label in the body font for a stepper's or slider's value.
    public static func valueLabel() -> UILabel {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .right
        return label
    }

    /// `label`, then the value, then the stepper, on one line.
    public static func stepperRow(label: String, control: UIStepper, value: UILabel?) -> UIView {
        stepperRow(caption: caption(label), control: control, value: value)
    }

    /// `caption` (if any), then the value, then the stepper, on one line.
    public static func stepperRow(caption: UIView?, control: UIStepper, value: UILabel?) -> UIView {
        let views: [UIView] = (caption.map { [$0] } ?? []) + (value.map { [$0] } ?? []) + [control]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.spacing = 12
        stack.alignment = .center
        return stack
    }

    /// `label` above the slider and its value.
    public static func sliderRow(label: String, control: UISlider, value: UILabel?) -> UIView {
        sliderRow(caption: caption(label), control: control, value: value)
    }

    /// `caption` (if any) above the slider and its value.
    public static func sliderRow(caption: UIView?, control: UISlider, value: UILabel?) -> UIView {
        let line = UIStackView(arrangedSubviews: [control] + (value.map { [$0] } ?? []))
        line.axis = .horizontal
        line.spacing = 12
        line.alignment = .center
        return row(caption: caption, control: line)
    }
}
#endif
