import Foundation

/// An object that can respond to events and take part in the first-responder chain.
///
/// The first responder is held by the responder's `UIWindow`; only views in a
/// window (and so their view controllers) can become first responder, as on iOS.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's view controller or superview.
    open var next: UIResponder? { nil }

    /// Whether this object can become first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives up first-responder status when asked; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.currentFirstResponder === self
    }

    /// The custom input view shown instead of the system keyboard; `nil` by default.
    open var inputView: UIView? { nil }

    /// The custom accessory view shown above the keyboard or input view; `nil` by default.
    open var inputAccessoryView: UIView? { nil }

    /// Asks to become the first responder of the window; resigns the current one first.
    ///
    /// - Returns: `true` when this object is the first responder afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow, canBecomeFirstResponder else { return false }
        if window.currentFirstResponder === self { return true }
        if let current = window.currentFirstResponder {
            // A hand-over: the keyboard must not hide between the two responders.
            window.isHandingOverFocus = true
            let resigned = current.resign(forced: false)
            window.isHandingOverFocus = false
            guard resigned else { return false }
        }
        window.currentFirstResponder = self
        didBecomeFirstResponder()
        window.keyboard.inputChanged(to: self)
        return true
    }

    /// Gives up first-responder status.
    ///
    /// - Returns: `false` when this object refuses (e.g. its delegate says so).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        resign(forced: false)
    }

    /// Updates the input and accessory views while this object is first responder.
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        window.keyboard.inputChanged(to: self)
    }

    // MARK: - Internal machinery

    /// The window whose first responder this object could be.
    var responderWindow: UIWindow? { nil }

    /// Whether taking first-responder status brings up an input panel (keyboard or input view).
    var showsInputPanel: Bool { inputView != nil }

    /// Resigns; `forced` skips the object's own consent (`endEditing(true)`).
    func resign(forced: Bool) -> Bool {
        guard let window = responderWindow, window.currentFirstResponder === self else { return true }
        if !forced {
            guard canResignFirstResponder, shouldResign() else { return false }
        }
        window.currentFirstResponder = nil
        didResignFirstResponder()
        if !window.isHandingOverFocus {
            window.keyboard.inputChanged(to: nil)
        }
        return true
    }

    /// Asked before resigning unforced; text inputs ask their delegate here.
    func shouldResign() -> Bool { true }

    /// Called right after this object became first responder; text inputs tell their delegate.
    func didBecomeFirstResponder() {}

    /// Called right after this object stopped being first responder.
    func didResignFirstResponder() {}
}
