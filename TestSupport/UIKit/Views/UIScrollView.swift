import Foundation

/// A view whose bounds origin is its scroll position, with content insets for the keyboard.
@MainActor
open class UIScrollView: UIView {
    /// How the keyboard is dismissed when the user drags.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        @available(iOS 16.0, *)
        case onDragWithAccessory = 3
        @available(iOS 16.0, *)
        case interactiveWithAccessory = 4
    }

    /// How the safe area is added to `contentInset` to give `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    private lazy var contentGuide = makeGuide("UIScrollViewContentLayoutGuide") { view in
        CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
    }
    private lazy var frameGuide = makeGuide("UIScrollViewFrameLayoutGuide") { view in view.bounds }

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero

    /// Extra space around the content; keyboard avoidance sets its bottom.
    open var contentInset: UIEdgeInsets = .zero

    /// Insets of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Insets of the horizontal scroll indicator.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Insets of both scroll indicators; reading gives the vertical ones.
    @available(iOS, deprecated: 13.0, message: "Use verticalScrollIndicatorInsets or horizontalScrollIndicatorInsets")
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// How `adjustedContentInset` is derived.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether the user can scroll.
    open var isScrollEnabled = true

    /// Whether the view bounces at the content edges.
    open var alwaysBounceVertical = false

    /// The scroll position: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// `contentInset` plus the safe area.
    ///
    /// Simplified from iOS: every behaviour except `.never` adds the whole safe
    /// area (iOS's `.automatic`/`.scrollableAxes` add it only on scrollable axes).
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// The guide of the content area (for constraints to the content).
    open var contentLayoutGuide: UILayoutGuide { contentGuide }

    /// The guide of the scroll view's own frame.
    open var frameLayoutGuide: UILayoutGuide { frameGuide }

    /// Sets the scroll position (no clamping, as UIKit); animation is immediate here.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
    ///
    /// As UIKit: nothing happens when it is already visible; a rect taller than
    /// the visible area shows its top; the offset stays within the content plus
    /// `adjustedContentInset`.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let insets = adjustedContentInset
        var offset = contentOffset
        offset.y = axisOffset(
            current: offset.y, rectMin: rect.minY, rectMax: rect.maxY, length: bounds.height,
            insetMin: insets.top, insetMax: insets.bottom, content: contentSize.height)
        offset.x = axisOffset(
            current: offset.x, rectMin: rect.minX, rectMax: rect.maxX, length: bounds.width,
            insetMin: insets.left, insetMax: insets.right, content: contentSize.width)
        contentOffset = offset
    }

    private func axisOffset(
        current: CGFloat, rectMin: CGFloat, rectMax: CGFloat, length: CGFloat,
        insetMin: CGFloat, insetMax: CGFloat, content: CGFloat
    ) -> CGFloat {
        let visibleMin = current + insetMin
        let visibleMax = current + length - insetMax
        var target = current
        if rectMin < visibleMin || rectMax - rectMin > visibleMax - visibleMin {
            target = rectMin - insetMin
        } else if rectMax > visibleMax {
            target = rectMax - (length - insetMax)
        }
        let lowest = -insetMin
        let highest = max(lowest, content + insetMax - length)
        return min(max(target, lowest), highest)
    }

    private func makeGuide(_ identifier: String, frame: @escaping (UIView) -> CGRect) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.frameProvider = frame
        addLayoutGuide(guide)
        return guide
    }
}
