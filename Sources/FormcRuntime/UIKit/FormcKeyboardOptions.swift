#if canImport(UIKit)
import UIKit

/// The spec's `keyboard` settings.
public struct FormcKeyboardOptions: Sendable, Equatable {
    /// Points kept between the focused field and the keyboard.
    public var distance: CGFloat
    /// Whether a tap outside the fields ends editing.
    public var dismissOnTapOutside: Bool
    /// Whether Return in the last field ends editing.
    public var dismissOnReturn: Bool

    /// Creates settings.
    public init(distance: CGFloat, dismissOnTapOutside: Bool, dismissOnReturn: Bool) {
        self.distance = distance
        self.dismissOnTapOutside = dismissOnTapOutside
        self.dismissOnReturn = dismissOnReturn
    }
}
#endif
