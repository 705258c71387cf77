import Foundation

/// A rectangular area in a view hierarchy: frame, bounds, subviews, safe area, layout pass.
///
/// Geometry is plain rectangles: no transforms, no Auto Layout solver (constraints
/// are recorded, frames are set by code, tests or `UIStackView`).
@MainActor
open class UIView: UIResponder {
    /// UIKit's marker for "no intrinsic size" on an axis (main-actor
    /// isolated, as the SDK imports `UIViewNoIntrinsicMetric`).
    public class var noIntrinsicMetric: CGFloat { -1 }

    private var storedFrame: CGRect
    private var boundsOrigin: CGPoint = .zero
    private var storedSubviews: [UIView] = []
    private weak var storedSuperview: UIView?
    private var needsLayout = true
    private var storedGestureRecognizers: [UIGestureRecognizer] = []
    var layoutGuidesStorage: [UILayoutGuide] = []
    lazy var anchorSet = AnchorSet(item: self)
    var constraintsStorage: [NSLayoutConstraint] = []
    /// Safe-area insets forced by `UIKitDoubleTesting.setSafeAreaInsets(_:of:)`.
    var safeAreaInsetsOverride: UIEdgeInsets?
    /// The view controller whose root view this is (the responder chain goes through it).
    weak var owningViewController: UIViewController?

    /// The view's layer (corner radius and clipping only).
    public let layer = CALayer()

    /// Whether assistive technologies see the view as one element (UIKit declares these on `NSObject`).
    open var isAccessibilityElement = false
    /// The element's label for VoiceOver.
    open var accessibilityLabel: String?
    /// The element's value for VoiceOver (a stepper's number …).
    open var accessibilityValue: String?
    /// What the element is and its state.
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// Creates a view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive; the double keeps no archived state.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let sizeChanged = newValue.size != storedFrame.size
            storedFrame = newValue
            if sizeChanged { setNeedsLayout() }
        }
    }

    /// The view's own coordinate space; its origin is the scroll position of a scroll view.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            if newValue.size != storedFrame.size {
                // UIKit keeps the centre when the bounds size changes.
                let center = self.center
                storedFrame = CGRect(
                    x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                    width: newValue.width, height: newValue.height)
                setNeedsLayout()
            }
        }
    }

    /// The centre of the frame, in superview coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            storedFrame.origin = CGPoint(
                x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    /// Whether the view is hidden; hidden views receive no touches.
    open var isHidden = false

    /// The view's opacity.
    open var alpha: CGFloat = 1

    /// Whether touches are delivered to this view and its subviews.
    open var isUserInteractionEnabled = true

    /// An integer that identifies the view.
    open var tag = 0


    /// What VoiceOver says after the element's label and value (on iOS, declared on `NSObject`).
    open var accessibilityHint: String?

    /// The background colour.
    open var backgroundColor: UIColor?

    /// Whether an autoresizing mask is translated into constraints; set `false` for Auto Layout.
    open var translatesAutoresizingMaskIntoConstraints = true

    /// The natural size of the content; `noIntrinsicMetric` on both axes for a plain view.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Hierarchy

    /// The view this view is a subview of.
    open var superview: UIView? { storedSuperview }

    /// The subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The window the view is in, if any.
    open var window: UIWindow? { storedSuperview?.window }

    /// Adds a view on top of the subviews, moving it from its former superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts a view at an index of the subviews, moving it from its former superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.storedSuperview === self, let old = storedSubviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Removes the view from its superview; a first responder inside it resigns.
    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        if let window, let responder = window.currentFirstResponder as? UIView,
           responder.isDescendant(of: self) {
            _ = responder.resign(forced: true)
        }
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        parent.setNeedsLayout()
    }

    /// Tells the view a subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    // MARK: Layout pass

    /// Marks the view as needing layout on the next `layoutIfNeeded()`.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out this view and its subtree now if marked as needing it.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in storedSubviews { subview.layoutIfNeeded() }
    }

    /// The size that best fits `size`; a plain view keeps its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Positions subviews; does nothing for a plain view (there is no constraint solver).
    open func layoutSubviews() {}

    // MARK: Safe area

    /// The insets of the window's safe area that this view overlaps.
    open var safeAreaInsets: UIEdgeInsets {
        if let safeAreaInsetsOverride { return safeAreaInsetsOverride }
        guard let window, let superview else { return .zero }
        let windowInsets = window.safeAreaInsets
        let rect = superview.convert(frame, to: window)
        let windowBounds = window.bounds
        return UIEdgeInsets(
            top: max(0, min(windowInsets.top - rect.minY, rect.height)),
            left: max(0, min(windowInsets.left - rect.minX, rect.width)),
            bottom: max(0, min(rect.maxY - (windowBounds.maxY - windowInsets.bottom), rect.height)),
            right: max(0, min(rect.maxX - (windowBounds.maxX - windowInsets.right), rect.width)))
    }

    /// Tells the view its safe area changed; forwards to its view controller.
    open func safeAreaInsetsDidChange() {
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    // MARK: Editing and gestures

    /// Makes the first responder inside this view resign.
    ///
    /// - Parameter force: `true` to resign without asking the responder (or its delegate).
    /// - Returns: whether no responder inside this view is first responder afterwards.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.currentFirstResponder else { return true }
        let inside: Bool
        if let view = responder as? UIView {
            inside = view.isDescendant(of: self)
        } else if let controller = responder as? UIViewController {
            inside = controller.viewIfLoaded?.isDescendant(of: self) ?? false
        } else {
            inside = false
        }
        guard inside else { return true }
        return responder.resign(forced: force)
    }

    /// The gesture recognizers attached to this view, `nil` when none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { recognizer.attachedView = nil }
            storedGestureRecognizers = newValue ?? []
            for recognizer in storedGestureRecognizers { recognizer.attachedView = self }
        }
    }

    /// Attaches a gesture recognizer, moving it from any other view.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.attachedView?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
    }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.attachedView === self { gestureRecognizer.attachedView = nil }
    }

    // MARK: Hit testing

    /// Whether a point (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view containing the point (this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    // MARK: Responder chain

    open override var next: UIResponder? {
        owningViewController ?? storedSuperview
    }

    override var responderWindow: UIWindow? { window }
}
