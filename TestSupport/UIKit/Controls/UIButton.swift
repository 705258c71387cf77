import Foundation

/// A button: a title and an image per state; a tap (test hook `tap(_:)`) sends `.touchUpInside`.
@MainActor
open class UIButton: UIControl {
    /// How a button looks.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }

    /// The type it was made with.
    open private(set) var buttonType: ButtonType = .custom
    private var titles: [UIControl.State.RawValue: String] = [:]
    private var images: [UIControl.State.RawValue: UIImage] = [:]
    private let label = UILabel()

    /// A button of `buttonType` (the double gives it a 30 × 30 frame, an icon button's size).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        self.buttonType = buttonType
    }

    /// A button of the given style running `primaryAction` when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The label showing the title.
    open var titleLabel: UILabel? { label }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { label.text = title }
    }

    /// The title for `state` (the normal one when that state has none).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
    }

    /// The image set for `state`.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue]
    }

    /// The image shown now: the one of the current state, else the normal one.
    open var currentImage: UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: label.intrinsicContentSize.width + 16, height: max(44, label.intrinsicContentSize.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: 30, height: 30)
    }
}
