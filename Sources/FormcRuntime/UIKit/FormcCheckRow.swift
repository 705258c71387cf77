#if canImport(UIKit)
import UIKit

/// One option as a row: a button whose title is the option's, with a check
/// mark at the trailing edge when selected. At least 44 pt high (Apple's
/// minimum touch target). A button, so VoiceOver reads the title as a button
/// and, as UIKit's controls report their state, "selected" when checked and
/// "dimmed" when disabled.
@MainActor
public final class FormcCheckRow: UIButton {
    /// The check mark, shown while the row is selected.
    public let checkmark = UIImageView(image: UIImage(systemName: "checkmark"))

    /// A row titled `title`.
    public init(title: String) {
        super.init(frame: .zero)
        setTitle(title, for: .normal)
        setTitleColor(.label, for: .normal)
        setTitleColor(.secondaryLabel, for: .disabled)
        titleLabel?.numberOfLines = 0
        titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel?.adjustsFontForContentSizeCategory = true
        contentHorizontalAlignment = .leading
        checkmark.translatesAutoresizingMaskIntoConstraints = false
        addSubview(checkmark)
        NSLayoutConstraint.activate([
            heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            checkmark.trailingAnchor.constraint(equalTo: trailingAnchor),
            checkmark.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        checkmark.isHidden = true
    }

    /// Not made from a storyboard or a nib (formc's runtime builds it in code): no instance, and no trap.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    public override var isSelected: Bool {
        didSet { checkmark.isHidden = !isSelected }
    }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }
}
#endif
