import Foundation

/// A bar of items, typically the keyboard's accessory view (Done, previous/next).
@MainActor
open class UIToolbar: UIView {
    /// The items, left to right.
    open var items: [UIBarButtonItem]?

    /// Sets the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }

    /// The standard height (44 pt) at the given width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 44)
    }
}
