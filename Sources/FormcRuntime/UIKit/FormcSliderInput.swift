#if canImport(UIKit)
import UIKit

/// A number by a slider, snapped to `step` (from `minimum`) as it moves, and
/// shown in a label if given, as the field's `format:` says, else with as many
/// decimals as the step has (`0.5` → one decimal; ``FormcControlValueText``).
/// UISlider's values are `Float`s: the model keeps the snapped `Double`,
/// `minimum + n × step`, not the slider's rounded `Float`.
@MainActor
public final class FormcSliderInput {
    /// The slider.
    public let slider: UISlider
    /// The label showing the value, if given.
    public let valueLabel: UILabel?
    private let value: () -> Double
    private let text: (Double) -> String

    /// Wires `slider` to `minimum`…`maximum`, snapping to `step` (nil: no
    /// snapping), its value shown as `display` says; each change reports the value to `onChange`.
    public init(
        _ slider: UISlider, valueLabel: UILabel?, minimum: Double, maximum: Double, step: Double?,
        display: FormcDisplayFormat? = nil, value: @escaping () -> Double, onChange: @escaping (Double) -> Void
    ) {
        self.slider = slider
        self.valueLabel = valueLabel
        self.value = value
        text = { FormcControlValueText.slider($0, minimum: minimum, maximum: maximum, step: step, format: display) }
        slider.minimumValue = Float(minimum)
        slider.maximumValue = Float(maximum)
        slider.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onChange(Self.snap(Double(self.slider.value), minimum: minimum, maximum: maximum, step: step))
            self.refresh()  // The thumb snaps to the model's value, the label shows it.
        }, for: .valueChanged)
        refresh()
    }

    /// Shows the model's value.
    public func refresh() {
        let number = value()
        slider.value = Float(number)
        let shown = text(number)
        valueLabel?.text = shown
        slider.accessibilityValue = shown
    }

    /// `value` moved to the nearest `minimum + n × step` within the range.
    public nonisolated static func snap(_ value: Double, minimum: Double, maximum: Double, step: Double?) -> Double {
        let clamped = min(max(value, minimum), maximum)
        guard let step, step > 0 else { return clamped }
        let snapped = minimum + ((clamped - minimum) / step).rounded() * step
        return snapped > maximum ? snapped - step : snapped
    }
}
#endif
