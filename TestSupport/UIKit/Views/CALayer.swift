import Foundation

/// A view's layer: the double keeps the corner radius and clipping a badge sets.
@MainActor
open class CALayer: NSObject {
    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
}
