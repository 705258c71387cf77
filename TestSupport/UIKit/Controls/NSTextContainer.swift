import Foundation

/// The region a text view lays its text out in; only its padding is kept.
@MainActor
open class NSTextContainer {
    /// The inset of each line's text from the container's sides.
    open var lineFragmentPadding: CGFloat = 5
}

/// How the user interacted with a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the default action (open the link).
    case invokeDefaultAction
    /// A long press: the action sheet.
    case presentActions
    /// A 3D Touch / haptic preview.
    case preview
}
