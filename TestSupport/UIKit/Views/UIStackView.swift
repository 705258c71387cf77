import Foundation

/// A view that lines up its arranged subviews along an axis with spacing.
///
/// `layoutSubviews` places them like `.fill` alignment and `.fill`
/// distribution along the axis, each at its current frame length or, when that
/// is zero, its intrinsic size; there is no constraint solving beyond that.
@MainActor
open class UIStackView: UIView {
    /// Cross-axis alignment.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        /// The same as `leading`.
        public static var top: Alignment { .leading }
        /// The same as `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// Distribution along the axis.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    private var arranged: [UIView] = []
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    /// The axis the views are lined up on.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    /// Space between adjacent views.
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Cross-axis alignment (recorded; layout always fills).
    open var alignment: Alignment = .fill
    /// Distribution (recorded; layout always fills in order).
    open var distribution: Distribution = .fill
    /// Whether the layout margins inset the arranged views (recorded).
    open var isLayoutMarginsRelativeArrangement = false

    /// Creates a stack view holding the given views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The views lined up, in order.
    open var arrangedSubviews: [UIView] { arranged }

    /// Appends a view to the arranged views (and subviews).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count)
    }

    /// Inserts a view in the arranged views (and subviews).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arranged.removeAll { $0 === view }
        arranged.insert(view, at: min(max(stackIndex, 0), arranged.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Removes a view from the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// Sets the space after one arranged view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    /// The space after one arranged view.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    open override func layoutSubviews() {
        var position: CGFloat = 0
        for view in arranged where !view.isHidden {
            let intrinsic = view.intrinsicContentSize
            if axis == .vertical {
                let height = view.frame.height > 0 ? view.frame.height : max(intrinsic.height, 0)
                view.frame = CGRect(x: 0, y: position, width: bounds.width, height: height)
                position += height + customSpacing(after: view)
            } else {
                let width = view.frame.width > 0 ? view.frame.width : max(intrinsic.width, 0)
                view.frame = CGRect(x: position, y: 0, width: width, height: bounds.height)
                position += width + customSpacing(after: view)
            }
        }
    }
}
