import Foundation

/// A − / + control over a `Double`; values are clamped to the range (`wraps` is off), and only a
/// user step (test hook) that changes the value sends `.valueChanged`, as on iOS.
@MainActor
open class UIStepper: UIControl {
    /// The value, clamped to `minimumValue`…`maximumValue`.
    open var value: Double = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
    }
    /// The least value (default 0).
    open var minimumValue: Double = 0 {
        didSet { if value < minimumValue { value = minimumValue } }
    }
    /// The greatest value (default 100).
    open var maximumValue: Double = 100 {
        didSet { if value > maximumValue { value = maximumValue } }
    }
    /// The step (default 1).
    open var stepValue: Double = 1
    /// Whether `.valueChanged` is sent while the button is held.
    open var isContinuous = true
    /// Whether holding a button repeats.
    open var autorepeat = true
    /// Whether stepping past one end goes to the other.
    open var wraps = false

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    /// The user taps + (`up`) or −.
    func userStep(up: Bool) {
        guard isEnabled else { return }
        let old = value
        value = up ? value + stepValue : value - stepValue
        if value != old { sendActions(for: .valueChanged) }
    }
}
