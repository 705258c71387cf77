#if canImport(UIKit)
import UIKit

/// One option as a row: its title, and a check mark when selected. At least
/// 44 pt high (Apple's minimum touch target); VoiceOver reads it as a button
/// with the title, and "selected" when checked.
@MainActor
public final class FormcCheckRow: UIControl {
    /// The option's title.
    public let titleLabel = UILabel()
    /// The check mark, shown while the row is selected.
    public let checkmark = UIImageView(image: UIImage(systemName: "checkmark"))

    /// A row titled `title`.
    public init(title: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.numberOfLines = 0
        titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        let content = UIStackView(arrangedSubviews: [titleLabel, checkmark])
        content.axis = .horizontal
        content.spacing = 8
        // Touches go to the row itself, not to its label.
        content.isUserInteractionEnabled = false
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        NSLayoutConstraint.activate([
            heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.trailingAnchor.constraint(equalTo: trailingAnchor),
            content.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        isAccessibilityElement = true
        accessibilityLabel = title
        update()
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    public override var isSelected: Bool {
        didSet { update() }
    }

    public override var isEnabled: Bool {
        didSet { update() }
    }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }

    private func update() {
        checkmark.isHidden = !isSelected
        titleLabel.alpha = isEnabled ? 1 : 0.4
        var traits: UIAccessibilityTraits = .button
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        accessibilityTraits = traits
    }
}
#endif
