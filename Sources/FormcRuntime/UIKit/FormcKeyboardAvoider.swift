#if canImport(UIKit)
import UIKit

/// Keeps the focused input visible as the keyboard shows, changes frame
/// (predictive bar, rotation) and hides — on *will* notifications, so the
/// content moves with the keyboard, not after it (seed 000).
@MainActor
public final class FormcKeyboardAvoider {
    /// The view to keep visible (the first responder).
    public var activeView: () -> UIView? = { nil }
    private let avoidance: FormcAvoidance
    private let distance: CGFloat
    /// Removed in `deinit`, which is not isolated to the main actor;
    /// `NotificationCenter.removeObserver` is thread-safe.
    nonisolated(unsafe) private var observers: [any NSObjectProtocol] = []
    private var saved: Saved?
    /// The keyboard while it is up (its last *will* notification).
    private var keyboard: FormcKeyboardAnimation?
    private var guideConstraint: NSLayoutConstraint?

    /// What avoidance changed, to put back exactly on hide (never zero: a
    /// scroll view under a navigation bar has a top inset).
    private struct Saved {
        var contentInset: UIEdgeInsets
        var indicatorInsets: UIEdgeInsets
        var contentOffset: CGPoint
        var constant: CGFloat
    }

    /// An avoider for `avoidance`, keeping `distance` points above the keyboard.
    public init(avoidance: FormcAvoidance, distance: CGFloat) {
        self.avoidance = avoidance
        self.distance = distance
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// Starts following the keyboard.
    public func start() {
        if case .layoutGuide(let content) = avoidance {
            installLayoutGuide(content)
            return
        }
        if case .none = avoidance { return }
        guard observers.isEmpty else { return }
        // `queue: nil`: the block runs where UIKit posts, the main thread, at
        // once (a `.main` queue, or a Task, would run it later, and the content
        // would move outside the keyboard's animation).
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                Self.onMainThread(notification) { self?.keyboardWillMove(FormcKeyboardAnimation($0)) }
            })
        }
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] notification in
            Self.onMainThread(notification) { self?.keyboardWillHide(FormcKeyboardAnimation($0)) }
        })
    }

    /// Runs `body` with `notification` on the main actor, now: for a block
    /// UIKit calls on the main thread outside Swift concurrency. It is what
    /// `MainActor.assumeIsolated` does (check that the main queue is the
    /// current one, then call the isolated body as a plain function), which
    /// Xcode before 15.3 offers only from iOS 17: one path on every iOS
    /// version instead of `#available` and a fallback. The notification never
    /// leaves the main thread, so handing it over is safe though it is not
    /// Sendable.
    private nonisolated static func onMainThread(_ notification: Notification, _ body: @MainActor (Notification) -> Void) {
        dispatchPrecondition(condition: .onQueue(.main))
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: ((Notification) -> Void).self)(notification)
        }
    }

    /// Stops following the keyboard and puts back what it changed.
    public func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        keyboard = nil
        restore()
        guideConstraint?.isActive = false
        guideConstraint = nil
    }

    private func installLayoutGuide(_ content: UIView) {
        guard guideConstraint == nil, let container = content.superview else { return }
        container.keyboardLayoutGuide.followsUndockedKeyboard = true
        let constraint = content.bottomAnchor.constraint(equalTo: container.keyboardLayoutGuide.topAnchor, constant: -distance)
        constraint.isActive = true
        guideConstraint = constraint
    }

    /// Scrolls the active view into sight above the keyboard that is up
    /// (focus moved without a keyboard notification); nothing while it is down.
    public func revealActiveView() {
        guard case .scroll(let scrollView) = avoidance, let keyboard else { return }
        scroll(scrollView, for: keyboard)
    }

    private func keyboardWillMove(_ keyboard: FormcKeyboardAnimation) {
        self.keyboard = keyboard
        // Only for a field of this form being edited in the key window: the
        // keyboard of another form (a screen below in a navigation stack, a
        // search field, another window) is not this form's to avoid.
        guard activeView()?.window?.isKeyWindow == true else { return }
        switch avoidance {
        case .scroll(let scrollView): scroll(scrollView, for: keyboard)
        case .constraint(let constraint): move(constraint, for: keyboard)
        case .layoutGuide, .none: break
        }
    }

    private func keyboardWillHide(_ keyboard: FormcKeyboardAnimation) {
        self.keyboard = nil
        guard saved != nil else { return }
        keyboard.animate { self.restore() }
    }

    private func scroll(_ scrollView: UIScrollView, for keyboard: FormcKeyboardAnimation) {
        if saved == nil {
            saved = Saved(contentInset: scrollView.contentInset, indicatorInsets: scrollView.verticalScrollIndicatorInsets,
                          contentOffset: scrollView.contentOffset, constant: 0)
        }
        guard let saved else { return }
        let frame = scrollView.convert(keyboard.endFrame, from: nil)
        let overlap = FormcKeyboardGeometry.overlap(of: frame, with: scrollView.bounds)
        // The safe area UIKit already adds at the bottom is under the keyboard too.
        let systemBottom = max(0, scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom)
        let extra = max(0, overlap - systemBottom)
        keyboard.animate {
            scrollView.contentInset.bottom = saved.contentInset.bottom + extra
            scrollView.verticalScrollIndicatorInsets.bottom = saved.indicatorInsets.bottom + extra
            guard let active = self.activeView(), active.isDescendant(of: scrollView) else { return }
            let target = scrollView.convert(active.bounds, from: active)
            let adjusted = scrollView.adjustedContentInset
            let offset = FormcKeyboardGeometry.offsetY(
                showing: target, offset: scrollView.contentOffset.y,
                visibleHeight: scrollView.bounds.height - overlap, topInset: adjusted.top,
                maximumOffset: scrollView.contentSize.height + adjusted.bottom - scrollView.bounds.height,
                distance: self.distance)
            if offset != scrollView.contentOffset.y {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: offset)
            }
        }
    }

    private func move(_ constraint: NSLayoutConstraint, for keyboard: FormcKeyboardAnimation) {
        guard let container = Self.container(of: constraint) else { return }
        if saved == nil {
            saved = Saved(contentInset: .zero, indicatorInsets: .zero, contentOffset: .zero, constant: constraint.constant)
        }
        guard let saved else { return }
        let overlap = FormcKeyboardGeometry.overlap(of: container.convert(keyboard.endFrame, from: nil), with: container.bounds)
        let safeArea = Self.isToSafeArea(constraint) ? container.safeAreaInsets.bottom : 0
        let raise = FormcKeyboardGeometry.bottomConstant(original: 0, overlap: overlap, safeAreaBottom: safeArea, distance: distance)
        // The constant grows the gap when the container comes first
        // (`container.bottom = content.bottom + c`), and shrinks it otherwise.
        constraint.constant = saved.constant + (Self.containerIsFirst(constraint) ? raise : -raise)
        keyboard.animate { container.layoutIfNeeded() }
    }

    private func restore() {
        guard let saved else { return }
        self.saved = nil
        switch avoidance {
        case .scroll(let scrollView):
            scrollView.contentInset = saved.contentInset
            scrollView.verticalScrollIndicatorInsets = saved.indicatorInsets
            scrollView.contentOffset = saved.contentOffset
        case .constraint(let constraint):
            constraint.constant = saved.constant
            Self.container(of: constraint)?.layoutIfNeeded()
        case .layoutGuide, .none:
            break
        }
    }

    /// The view that lays out a bottom constraint: the common ancestor of its items.
    private static func container(of constraint: NSLayoutConstraint) -> UIView? {
        let views = [constraint.firstItem, constraint.secondItem].compactMap { item -> UIView? in
            (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        }
        guard let first = views.first else { return nil }
        guard views.count == 2 else { return first.superview ?? first }
        if views[1].isDescendant(of: views[0]) { return views[0] }
        if views[0].isDescendant(of: views[1]) { return views[1] }
        return views[0].superview
    }

    private static func containerIsFirst(_ constraint: NSLayoutConstraint) -> Bool {
        guard let container = container(of: constraint) else { return true }
        if let guide = constraint.firstItem as? UILayoutGuide { return guide.owningView === container }
        return (constraint.firstItem as? UIView) === container
    }

    private static func isToSafeArea(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.firstItem is UILayoutGuide || constraint.secondItem is UILayoutGuide
    }
}
#endif
