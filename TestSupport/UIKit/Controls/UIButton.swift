import Foundation

/// A button: a title and an image per control state; a tap (`tap(_:)` in the test hooks) sends
/// `.touchUpInside` and `.primaryActionTriggered`.
@MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }

    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private let label = UILabel()
    private let image = UIImageView(image: nil)

    /// The button's kind.
    open private(set) var buttonType: ButtonType = .custom

    /// Creates a button of a kind.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of a kind with a primary action.
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .button
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        accessibilityTraits = .button
    }

    /// The label showing the current title.
    open var titleLabel: UILabel? { label }
    /// The view showing the current image.
    open var imageView: UIImageView? { image }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        label.text = currentTitle
    }

    /// The title for a state (the normal one when that state has none).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    /// The title colour for a state (the normal one when that state has none).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        self.image.image = currentImage
    }

    /// The image for a state (the normal one when that state has none).
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// The label set, or, as UIKit reads a button, its title.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    open override var isSelected: Bool {
        didSet { label.text = currentTitle }
    }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: label.intrinsicContentSize.width + 30, height: 34)
    }

    /// An icon button's size (the reveal toggle as a text field's right view).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: 30, height: 30)
    }
}
