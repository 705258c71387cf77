import Foundation

/// Test-only hooks of the UIKit double: none of this exists on iOS.
///
/// Everything a test does that a *user* would do on a device (type, tap,
/// spin a picker, rotate, show a taller keyboard) and everything a test
/// inspects that UIKit keeps private (recorded animations, API misuses) lives
/// here, so generated code can never reach it by accident: the name
/// `UIKitDoubleTesting` does not compile on iOS.
@MainActor
public enum UIKitDoubleTesting {
    /// A recorded `UIView.animate` call.
    public struct AnimationRecord: Equatable, Sendable {
        /// The duration passed.
        public let duration: TimeInterval
        /// The delay passed.
        public let delay: TimeInterval
        /// The options passed.
        public let options: UIView.AnimationOptions

        /// The curve encoded in bits 16–19 of the options (7 for the keyboard's curve).
        public var curveRawValue: Int { Int((options.rawValue >> 16) & 0xF) }
    }

    /// The `UIView.animate` calls since the last `reset()`, oldest first.
    public private(set) static var animations: [AnimationRecord] = []

    /// Calls that iOS would tolerate but that show unguarded code (e.g. an
    /// out-of-range `selectRow`), since the last `reset()`.
    public private(set) static var misuses: [String] = []

    /// What `UIAccessibility.post(notification: .announcement, argument:)` announced since the last `reset()`.
    public private(set) static var announcements: [String] = []

    /// Forgets recorded animations, misuses and announcements (call at the start of a test).
    public static func reset() {
        animations = []
        misuses = []
        announcements = []
        openedURLs = []
    }

    static func recordAnnouncement(_ text: String) {
        announcements.append(text)
    }

    static func recordAnimation(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        animations.append(AnimationRecord(duration: duration, delay: delay, options: options))
    }

    static func recordMisuse(_ message: String) {
        misuses.append(message)
    }

    // MARK: Screen

    /// Makes a key, visible window that stands for the screen (default: iPhone 15, 390×844 pt).
    ///
    /// - Parameters:
    ///   - size: The screen size in points.
    ///   - safeAreaInsets: The screen's safe area (notch and home indicator by default).
    ///   - keyboardHeight: The height of the system keyboard (without accessory view).
    public static func makeWindow(
        size: CGSize = CGSize(width: 390, height: 844),
        safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        keyboardHeight: CGFloat = 336
    ) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screenSafeAreaInsets = safeAreaInsets
        window.keyboard.height = keyboardHeight
        window.makeKeyAndVisible()
        return window
    }

    /// The simulated keyboard of a window.
    public static func keyboard(of window: UIWindow) -> Keyboard {
        window.keyboard
    }

    /// Sets the safe area of a window (the screen's) or forces one on a view, then tells the
    /// views (`safeAreaInsetsDidChange`) and view controllers (`viewSafeAreaInsetsDidChange`).
    public static func setSafeAreaInsets(_ insets: UIEdgeInsets, of view: UIView) {
        if let window = view as? UIWindow {
            window.screenSafeAreaInsets = insets
        } else {
            view.safeAreaInsetsOverride = insets
        }
        notifySafeAreaChange(in: view)
    }

    static func notifySafeAreaChange(in view: UIView) {
        view.safeAreaInsetsDidChange()
        for subview in view.subviews { notifySafeAreaChange(in: subview) }
    }
}
