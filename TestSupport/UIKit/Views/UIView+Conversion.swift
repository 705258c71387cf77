import Foundation

// Coordinate conversion walks up to the common root: a point in a view maps to
// its superview as `frame.origin + (point - bounds.origin)`, so a scroll view's
// contentOffset (its bounds origin) shifts its content. `nil` means the window.
extension UIView {
    /// Converts a point from this view's coordinates to `view`'s (the window's when `nil`).
    @discardableResult
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (rootPoint, root) = pointInRoot(point)
        guard let target = view else { return rootPoint }
        return target.pointFromRoot(rootPoint, root: root)
    }

    /// Converts a point from `view`'s coordinates (the window's when `nil`) to this view's.
    @discardableResult
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view else { return pointFromRoot(point, root: rootView) }
        let (rootPoint, root) = source.pointInRoot(point)
        return pointFromRoot(rootPoint, root: root)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (the window's when `nil`).
    @discardableResult
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates (the window's when `nil`) to this view's.
    @discardableResult
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The topmost ancestor (the window for views on screen).
    var rootView: UIView {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    private func pointInRoot(_ point: CGPoint) -> (CGPoint, UIView) {
        var current = self
        var p = point
        while let parent = current.superview {
            p = CGPoint(
                x: current.frame.minX + p.x - current.bounds.minX,
                y: current.frame.minY + p.y - current.bounds.minY)
            current = parent
        }
        return (p, current)
    }

    private func pointFromRoot(_ point: CGPoint, root: UIView) -> CGPoint {
        // Views in different hierarchies have no common space; UIKit's answer is
        // undefined there, the double leaves the point in root coordinates.
        let (origin, myRoot) = pointInRoot(.zero)
        guard myRoot === root else { return point }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
