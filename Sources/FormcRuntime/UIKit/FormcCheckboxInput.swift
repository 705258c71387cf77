#if canImport(UIKit)
import UIKit

/// A Boolean as a checkbox: a button whose image is an empty square, or a
/// checked one when on (SF Symbols `square` / `checkmark.square.fill`); a tap
/// flips it. `isSelected` follows the value, so VoiceOver says "selected".
/// The title is the app's (the ready screen sets the label).
@MainActor
public final class FormcCheckboxInput {
    /// The button.
    public let button: UIButton
    private let value: () -> Bool

    /// Wires `button`: a tap reports the flipped value to `onChange`.
    public init(_ button: UIButton, value: @escaping () -> Bool, onChange: @escaping (Bool) -> Void) {
        self.button = button
        self.value = value
        button.addAction(UIAction { [weak self] _ in
            onChange(!value())
            self?.refresh()
        }, for: .primaryActionTriggered)
        refresh()
    }

    /// Shows the model's value.
    public func refresh() {
        let isOn = value()
        button.isSelected = isOn
        button.setImage(UIImage(systemName: isOn ? "checkmark.square.fill" : "square"), for: .normal)
    }
}
#endif
