import Foundation

/// A button; the double keeps the image set per state and sends actions when tapped.
@MainActor
open class UIButton: UIControl {
    /// The button's style.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }

    /// The style it was made with.
    public private(set) var buttonType: ButtonType = .custom
    private var images: [UInt: UIImage] = [:]

    /// A button of the given style.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        self.buttonType = buttonType
    }

    /// A button of the given style running `primaryAction` when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

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

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: 30, height: 30)
    }
}
