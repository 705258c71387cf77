import Foundation

// UIKit adds CoreGraphics boxing to NSValue; keyboard notifications carry their
// frames this way. swift-corelibs-foundation already boxes NSRect/NSPoint/NSSize
// (which are CGRect/CGPoint/CGSize on Linux), so these only rename.
extension NSValue {
    /// Boxes a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Boxes a point, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Boxes a size, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }

    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }

    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
}
