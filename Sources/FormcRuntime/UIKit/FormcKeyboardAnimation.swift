#if canImport(UIKit)
import UIKit

/// The keyboard's end frame and animation, read from a notification's `userInfo`.
public struct FormcKeyboardAnimation: Sendable {
    /// Where the keyboard ends, in screen coordinates.
    public var endFrame: CGRect
    /// The keyboard's animation duration.
    public var duration: TimeInterval
    /// The keyboard's animation curve, as `UIView.AnimationCurve`'s raw value.
    public var curve: Int

    /// Reads `notification`'s `userInfo` (missing values: no frame, no
    /// animation). On the main actor, as UIKit's keys are.
    @MainActor
    public init(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
    }

    /// Runs `changes` along with the keyboard, with its duration and curve.
    @MainActor
    public func animate(_ changes: @escaping @MainActor @Sendable () -> Void) {
        guard duration > 0 else { return changes() }
        let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16).union(.beginFromCurrentState)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: changes, completion: nil)
    }
}
#endif
