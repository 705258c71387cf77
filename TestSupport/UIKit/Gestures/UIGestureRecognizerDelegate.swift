import Foundation

/// The delegate of a gesture recognizer; optional methods have defaults (see `UITextFieldDelegate`).
///
/// This is the selector-free way to react to a tap: give a recognizer created
/// with `init(target: nil, action: nil)` a delegate and act in
/// `gestureRecognizerShouldBegin(_:)`.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asked when the recognizer is about to recognize; `false` makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked before the recognizer sees a touch; `false` hides the touch from it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Asked whether two recognizers may recognize at the same time.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
