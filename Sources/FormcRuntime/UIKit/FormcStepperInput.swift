#if canImport(UIKit)
import UIKit

/// A whole number by a stepper, shown in a label as plain digits (`12`, as a
/// number field shows it). UIStepper's values are `Double`s: the bounds and
/// step are whole numbers within ±2^53 (formc checks), so they are exact; a
/// step past the maximum stays at the maximum, as UIStepper clamps.
@MainActor
public final class FormcStepperInput {
    /// The stepper.
    public let stepper: UIStepper
    /// The label showing the value, if given.
    public let valueLabel: UILabel?
    private let value: () -> Int

    /// Wires `stepper` to `minimum`…`maximum` by `step`; each change reports the value to `onChange`.
    public init(
        _ stepper: UIStepper, valueLabel: UILabel?, minimum: Int, maximum: Int, step: Int,
        value: @escaping () -> Int, onChange: @escaping (Int) -> Void
    ) {
        self.stepper = stepper
        self.valueLabel = valueLabel
        self.value = value
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
        valueLabel?.text = String(number)
        stepper.accessibilityValue = String(number)
    }
}
#endif
