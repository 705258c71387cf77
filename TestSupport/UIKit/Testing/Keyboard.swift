import Foundation

extension UIKitDoubleTesting {
    /// The simulated keyboard of one window: comes up for a first responder that
    /// takes text or has an `inputView`, posts UIKit's notifications on
    /// `NotificationCenter.default` (object `nil`) with UIKit's userInfo keys and value types.
    ///
    /// Order, as iOS posts them (observed on devices; note that frame-change
    /// comes *before* show/hide):
    /// - appear: willChangeFrame, willShow, didChangeFrame, didShow
    /// - frame change while up (focus moves to a responder with another
    ///   accessory or input view, `height` changes, rotation): the same four
    ///   again; nothing when the frame stays the same
    /// - disappear: willChangeFrame, willHide, didChangeFrame, didHide.
    ///
    /// Focus moving between two text fields keeps the keyboard up (no hide in
    /// between), as on iOS. The iOS animation happens between *will* and *did*;
    /// here they are posted back to back. Frames are in window coordinates,
    /// which are screen coordinates since the window is the screen.
    @MainActor
    public final class Keyboard {
        private unowned let window: UIWindow

        /// The system keyboard's height without accessory view (336 pt: iPhone 15, predictive bar on).
        /// Changing it while the keyboard is up posts a frame change.
        public var height: CGFloat {
            get { storedHeight }
            set {
                storedHeight = newValue
                refresh()
            }
        }
        private var storedHeight: CGFloat = 336

        /// The duration in the userInfo (`keyboardAnimationDurationUserInfoKey`).
        public var animationDuration: TimeInterval = 0.25

        /// The curve in the userInfo (`keyboardAnimationCurveUserInfoKey`); iOS sends 7.
        public var animationCurve = 7

        /// The keyboard's frame while it is up, `nil` while hidden.
        public private(set) var visibleFrame: CGRect?

        /// Names of the notifications posted so far, oldest first.
        public private(set) var postedNotifications: [Notification.Name] = []

        init(window: UIWindow) {
            self.window = window
        }

        /// Whether the keyboard is up.
        public var isVisible: Bool { visibleFrame != nil }

        /// Rotates the device: the window takes the new screen size (and, when
        /// given, the new safe area and keyboard height), the root view is laid
        /// out in it, then the keyboard follows with one frame change, as on iOS.
        /// - Parameters:
        ///   - screenSize: The screen size after rotation (e.g. 844×390 for landscape).
        ///   - safeAreaInsets: The screen's safe area after rotation; unchanged when nil.
        ///   - keyboardHeight: The system keyboard's height after rotation; unchanged when nil.
        public func rotate(to screenSize: CGSize, safeAreaInsets: UIEdgeInsets? = nil, keyboardHeight: CGFloat? = nil) {
            window.frame = CGRect(origin: .zero, size: screenSize)
            if let safeAreaInsets {
                window.screenSafeAreaInsets = safeAreaInsets
                UIKitDoubleTesting.notifySafeAreaChange(in: window)
            }
            window.rootViewController?.viewIfLoaded?.frame = window.bounds
            window.layoutIfNeeded()
            // One notification for the whole rotation, not one per changed setting.
            if let keyboardHeight { storedHeight = keyboardHeight }
            refresh()
        }

        /// Forgets the names of posted notifications.
        public func clearPostedNotifications() {
            postedNotifications = []
        }

        /// The first responder changed (or reloaded its input views).
        func inputChanged(to responder: UIResponder?) {
            move(to: responder.flatMap(frame(for:)))
        }

        private func refresh() {
            inputChanged(to: window.currentFirstResponder)
        }

        private func frame(for responder: UIResponder) -> CGRect? {
            guard responder.showsInputPanel else { return nil }
            let panel: CGFloat
            if let inputView = responder.inputView {
                // Custom input views keep their height and sit above the home indicator.
                panel = Keyboard.length(of: inputView, fallback: 216) + window.safeAreaInsets.bottom
            } else {
                panel = height
            }
            let accessory = responder.inputAccessoryView.map { Keyboard.length(of: $0, fallback: 0) } ?? 0
            let screen = window.bounds
            let total = panel + accessory
            return CGRect(x: 0, y: screen.height - total, width: screen.width, height: total)
        }

        private static func length(of view: UIView, fallback: CGFloat) -> CGFloat {
            if view.frame.height > 0 { return view.frame.height }
            let intrinsic = view.intrinsicContentSize.height
            return intrinsic > 0 ? intrinsic : fallback
        }

        private func move(to newFrame: CGRect?) {
            let oldFrame = visibleFrame
            switch (oldFrame, newFrame) {
            case (nil, nil):
                return
            case let (nil, end?):
                visibleFrame = end
                post(showing: true, begin: offscreen(end), end: end)
            case let (begin?, nil):
                visibleFrame = nil
                post(showing: false, begin: begin, end: offscreen(begin))
            case let (begin?, end?):
                guard begin != end else { return }
                visibleFrame = end
                post(showing: true, begin: begin, end: end)
            }
        }

        private func offscreen(_ frame: CGRect) -> CGRect {
            CGRect(x: frame.minX, y: window.bounds.height, width: frame.width, height: frame.height)
        }

        private func post(showing: Bool, begin: CGRect, end: CGRect) {
            let info: [AnyHashable: Any] = [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            ]
            let names: [Notification.Name] = showing
                ? [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                   UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification]
                : [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
                   UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification]
            for name in names {
                postedNotifications.append(name)
                NotificationCenter.default.post(name: name, object: nil, userInfo: info)
            }
        }
    }
}
