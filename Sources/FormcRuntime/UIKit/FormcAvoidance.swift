#if canImport(UIKit)
import UIKit

/// How a form keeps the focused field visible above the keyboard.
@MainActor
public enum FormcAvoidance {
    /// Bottom content and indicator insets follow the keyboard; the focused
    /// field is scrolled into view.
    case scroll(UIScrollView)
    /// The constant of a bottom constraint follows the keyboard (the
    /// constraint's items: the container (or its safe area) and the content).
    case constraint(NSLayoutConstraint)
    /// The view's bottom is pinned to `keyboardLayoutGuide`; UIKit moves it.
    case layoutGuide(UIView)
    /// Nothing moves.
    case none
}
#endif
