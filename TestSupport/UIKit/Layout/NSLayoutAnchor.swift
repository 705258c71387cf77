import Foundation

/// Internal view of an anchor: which item and which attribute it belongs to.
@MainActor
protocol AnchorItem: AnyObject {
    var item: AnyObject? { get }
}

/// A layout attribute of a view or guide, for building constraints.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, AnchorItem {
    weak var item: AnyObject?
    let attributeName: String

    init(item: AnyObject, attributeName: String) {
        self.item = item
        self.attributeName = attributeName
        super.init()
    }

    /// A constraint `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }

    /// A constraint `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: 0)
    }

    /// A constraint `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: 0)
    }

    /// A constraint `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: 1, constant: c)
    }

    /// A constraint `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .greaterThanOrEqual, multiplier: 1, constant: c)
    }

    /// A constraint `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .lessThanOrEqual, multiplier: 1, constant: c)
    }
}

/// A horizontal anchor (leading, trailing, left, right, centre X).
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor (top, bottom, centre Y, baselines).
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size anchor (width, height).
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: nil, relation: .equal, multiplier: 1, constant: c)
    }

    /// A constraint `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: nil, relation: .greaterThanOrEqual, multiplier: 1, constant: c)
    }

    /// A constraint `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: nil, relation: .lessThanOrEqual, multiplier: 1, constant: c)
    }

    /// A constraint `self == anchor × m`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: m, constant: 0)
    }

    /// A constraint `self == anchor × m + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: m, constant: c)
    }
}

/// The set of anchors every view and layout guide exposes, created once per item.
@MainActor
final class AnchorSet {
    let top, bottom, centerY: NSLayoutYAxisAnchor
    let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
    let width, height: NSLayoutDimension

    init(item: AnyObject) {
        top = NSLayoutYAxisAnchor(item: item, attributeName: "top")
        bottom = NSLayoutYAxisAnchor(item: item, attributeName: "bottom")
        centerY = NSLayoutYAxisAnchor(item: item, attributeName: "centerY")
        leading = NSLayoutXAxisAnchor(item: item, attributeName: "leading")
        trailing = NSLayoutXAxisAnchor(item: item, attributeName: "trailing")
        left = NSLayoutXAxisAnchor(item: item, attributeName: "left")
        right = NSLayoutXAxisAnchor(item: item, attributeName: "right")
        centerX = NSLayoutXAxisAnchor(item: item, attributeName: "centerX")
        width = NSLayoutDimension(item: item, attributeName: "width")
        height = NSLayoutDimension(item: item, attributeName: "height")
    }
}
