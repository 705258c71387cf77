import Foundation

/// Inset distances for views, as in UIKit (`top`, `left`, `bottom`, `right`).
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets of zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets with the given distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// Returns this rectangle shrunk by `insets` (UIKit's `UIEdgeInsetsInsetRect`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        ).standardized
    }
}
