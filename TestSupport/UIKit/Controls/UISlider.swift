import Foundation

/// A thumb on a track over a `Float`, clamped to its range; only a user move (test hook) sends `.valueChanged`.
@MainActor
open class UISlider: UIControl {
    /// The value, clamped to `minimumValue`…`maximumValue`.
    open var value: Float = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
    }
    /// The least value (default 0).
    open var minimumValue: Float = 0 {
        didSet { if value < minimumValue { value = minimumValue } }
    }
    /// The greatest value (default 1).
    open var maximumValue: Float = 1 {
        didSet { if value > maximumValue { value = maximumValue } }
    }
    /// Whether `.valueChanged` is sent while the thumb moves (else when it is released).
    open var isContinuous = true

    /// Sets the value without sending actions.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// The user drags the thumb to `value` and lets go.
    func userSlide(to newValue: Float) {
        guard isEnabled else { return }
        value = newValue
        sendActions(for: .valueChanged)
    }
}
