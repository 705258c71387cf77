import Foundation

/// A rectangle in a view's layout that is not a view (safe area, margins, scroll content, keyboard).
@MainActor
open class UILayoutGuide: NSObject {
    private lazy var anchors = AnchorSet(item: self)
    /// How the double computes `layoutFrame` for the guides UIKit provides.
    var frameProvider: ((UIView) -> CGRect)?

    /// Creates a free-standing guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        super.init()
    }

    /// The view that owns the guide.
    open weak internal(set) var owningView: UIView?

    /// A name for debugging.
    open var identifier = ""

    /// The guide's rectangle in its owning view's coordinates.
    ///
    /// Known for the safe-area, margins and keyboard guides; `.zero` for others
    /// (there is no constraint solver).
    open var layoutFrame: CGRect {
        guard let view = owningView, let frameProvider else { return .zero }
        return frameProvider(view)
    }

    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    /// The width.
    open var widthAnchor: NSLayoutDimension { anchors.width }
    /// The height.
    open var heightAnchor: NSLayoutDimension { anchors.height }
}

/// A guide that tracks something outside the view (iOS 15).
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// A guide that follows the keyboard's top edge (iOS 15): its frame is the keyboard inside the view.
///
/// When the keyboard is hidden the guide is the bottom safe-area strip, as on iOS.
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard (iPad); `false` by default.
    open var followsUndockedKeyboard = false

    /// Whether the guide uses the bottom safe area when the keyboard is hidden; `true` by default (iOS 17).
    @available(iOS 17.0, *)
    open var usesBottomSafeArea: Bool {
        get { usesBottomSafeAreaStorage }
        set { usesBottomSafeAreaStorage = newValue }
    }

    var usesBottomSafeAreaStorage = true
}
