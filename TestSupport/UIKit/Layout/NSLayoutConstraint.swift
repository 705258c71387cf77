import Foundation

/// A relation between two layout anchors; recorded, not solved (the double has no layout engine).
///
/// Active constraints are listed in `constraints` of the nearest common
/// ancestor of their views, as UIKit does.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// How the first anchor relates to the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// A layout axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    // UIKit types these `NSLayoutAnchor<AnyObject>`, which Swift generics cannot
    // express for subclasses; they stay internal rather than be declared untruly.
    let firstAnchorObject: NSObject
    let secondAnchorObject: NSObject?
    /// The relation.
    public let relation: Relation
    /// The multiplier applied to the second anchor.
    public let multiplier: CGFloat
    /// The constant added to the relation; the value avoidance code animates.
    open var constant: CGFloat
    /// The priority.
    open var priority: UILayoutPriority = .required
    /// A name for debugging.
    open var identifier: String?
    private weak var installedOn: UIView?

    init(first: NSObject, second: NSObject?, relation: Relation, multiplier: CGFloat, constant: CGFloat) {
        self.firstAnchorObject = first
        self.secondAnchorObject = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// The view or layout guide of the first anchor.
    open var firstItem: AnyObject? { (firstAnchorObject as? AnchorItem)?.item }

    /// The view or layout guide of the second anchor.
    open var secondItem: AnyObject? { (secondAnchorObject as? AnchorItem)?.item }

    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let host = commonAncestor() else { return }
                host.constraintsStorage.append(self)
                installedOn = host
            } else {
                installedOn?.constraintsStorage.removeAll { $0 === self }
                installedOn = nil
            }
        }
    }

    /// Activates every constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func commonAncestor() -> UIView? {
        let views = [firstItem, secondItem].compactMap { item -> UIView? in
            if let view = item as? UIView { return view }
            return (item as? UILayoutGuide)?.owningView
        }
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            var ancestor: UIView? = candidate
            while let current = ancestor, !view.isDescendant(of: current) { ancestor = current.superview }
            // UIKit raises for views without a common ancestor; the double leaves it inactive.
            guard let found = ancestor else { return nil }
            candidate = found
        }
        return candidate
    }
}

extension UIView {
    /// The active constraints held by this view.
    public var constraints: [NSLayoutConstraint] { constraintsStorage }
}
