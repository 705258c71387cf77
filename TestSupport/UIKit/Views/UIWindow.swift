import Foundation

/// The root of a view hierarchy: holds the first responder, the root view controller and the simulated keyboard.
///
/// The window's frame is taken as the screen: keyboard frames (screen
/// coordinates on iOS) are window coordinates here.
@MainActor
open class UIWindow: UIView {
    private static weak var currentKeyWindow: UIWindow?

    var currentFirstResponder: UIResponder?
    /// Set while one responder hands focus to another, so the keyboard stays up.
    var isHandingOverFocus = false
    /// Safe-area insets of the screen edge (notch, home indicator), set by tests.
    var screenSafeAreaInsets: UIEdgeInsets = .zero
    /// The keyboard that comes up when a responder of this window asks for input.
    private(set) lazy var keyboard = UIKitDoubleTesting.Keyboard(window: self)
    private var isVisible = false

    /// Creates a window with the given frame (the simulated screen).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window from an archive; the double keeps no archived state.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var window: UIWindow? { self }

    open override var safeAreaInsets: UIEdgeInsets {
        safeAreaInsetsOverride ?? screenSafeAreaInsets
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            addSubview(view)
            if isVisible { controller.appear() }
        }
    }

    /// Whether this is the key window (the one receiving keyboard input).
    open var isKeyWindow: Bool { UIWindow.currentKeyWindow === self }

    /// Makes this the key window.
    open func makeKey() {
        UIWindow.currentKeyWindow = self
    }

    /// Makes this the key window and shows it; the root view controller appears.
    open func makeKeyAndVisible() {
        makeKey()
        guard !isVisible else { return }
        isVisible = true
        rootViewController?.appear()
    }
}
