import Foundation

/// An on/off control; only a user toggle (test hook) sends `.valueChanged`, as on iOS.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

    /// Sets the state without sending actions.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// The user flips the switch.
    func userToggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }
}
