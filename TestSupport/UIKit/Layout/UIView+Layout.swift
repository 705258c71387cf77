import Foundation

extension UIView {
    private var anchors: AnchorSet { anchorSet }

    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    /// The width.
    public var widthAnchor: NSLayoutDimension { anchors.width }
    /// The height.
    public var heightAnchor: NSLayoutDimension { anchors.height }

    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutGuidesStorage }

    /// Adds a layout guide to this view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuidesStorage.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a layout guide from this view.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuidesStorage.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

    /// The guide of the area not covered by bars, notch or home indicator.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(named: "UIViewSafeAreaLayoutGuide") { UILayoutGuide() } frame: { view in
            view.bounds.inset(by: view.safeAreaInsets)
        }
    }

    /// The guide of the keyboard's area inside this view (iOS 15).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        systemGuide(named: "UIViewKeyboardLayoutGuide") { UIKeyboardLayoutGuide() } frame: { view in
            UIView.keyboardGuideFrame(in: view)
        }
    }

    private func systemGuide<Guide: UILayoutGuide>(
        named identifier: String, make: () -> Guide, frame: @escaping (UIView) -> CGRect
    ) -> Guide {
        if let existing = layoutGuidesStorage.first(where: { $0.identifier == identifier }) as? Guide {
            return existing
        }
        let guide = make()
        guide.identifier = identifier
        guide.frameProvider = frame
        addLayoutGuide(guide)
        return guide
    }

    private static func keyboardGuideFrame(in view: UIView) -> CGRect {
        let bounds = view.bounds
        let bottomInset = view.safeAreaInsets.bottom
        let hiddenFrame = CGRect(x: bounds.minX, y: bounds.maxY - bottomInset, width: bounds.width, height: bottomInset)
        guard let window = view.window, let keyboardFrame = window.keyboard.visibleFrame else {
            return hiddenFrame
        }
        let inView = view.convert(keyboardFrame, from: window)
        let top = max(bounds.minY, min(inView.minY, bounds.maxY))
        let covered = CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
        return covered.height >= hiddenFrame.height ? covered : hiddenFrame
    }
}
