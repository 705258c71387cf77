#if canImport(UIKit)
import UIKit

/// A whole number by a stepper, shown in a label as the field's `format:` says
/// (`¥1,200`), else as plain digits (`12`, as a number field's raw text;
/// ``FormcControlValueText``). UIStepper's values are `Double`s: the bounds and
/// step are whole numbers within ±2^53 (formc checks), so they are exact; a
/// step past the maximum stays at the maximum, as UIStepper clamps.
@MainActor
public final class FormcStepperInput {
    /// The stepper.
    public let stepper: UIStepper
    /// The label showing the value, if given.
    public let valueLabel: UILabel?
    private let value: () -> Int
    private let display: FormcDisplayFormat?

    /// Wires `stepper` to `minimum`…`maximum` by `step`, its value shown as
    /// `display` says; each change reports the value to `onChange`.
    public init(
        _ stepper: UIStepper, valueLabel: UILabel?, minimum: Int, maximum: Int, step: Int,
        display: FormcDisplayFormat? = nil, value: @escaping () -> Int, onChange: @escaping (Int) -> Void
    ) {
        self.stepper = stepper
        self.valueLabel = valueLabel
        self.value = value
        self.display = display
        stepper.minimumValue = Double(minimum)
        stepper.maximumValue = Double(maximum)
        stepper.stepValue = Double(max(step, 1))
        stepper.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onChange(Int(self.stepper.value.rounded()))
            self.refresh()  // The label shows what the model kept.
        }, for: .valueChanged)
        refresh()
    }

    /// Shows the model's value (clamped by the stepper to its range).
    public func refresh() {
        let number = value()
        stepper.value = Double(number)
        let shown = FormcControlValueText.stepper(number, format: display)
        valueLabel?.text = shown
        stepper.accessibilityValue = shown
    }
}
#endif
