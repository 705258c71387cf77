import Foundation

/// A slider's value as its value label shows it without `format:`, restated
/// from the runtime's `FormcControlValueText.slider` for `formc preview`: the
/// value with the decimals its step has (without a step, a hundredth of its
/// range: `0.50` over 0…1). `PreviewTextsParityTests` (FormcRuntimeTests)
/// proves both write the same. Edit the two together.
public enum SliderValueText {
    /// The decimals the label shows for a slider over `minimum`…`maximum` moving by `step`.
    public static func decimals(minimum: Double, maximum: Double, step: Double?) -> Int {
        decimals(of: step ?? (maximum - minimum) / 100)
    }

    /// `value` with `decimals` decimals, `.` as separator (`17`, `0.50`).
    public static func text(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// The decimals a step needs, 0…6 (`2` → 0, `0.25` → 2), as `FormcControlValueText.decimals(of:)`.
    static func decimals(of step: Double) -> Int {
        var decimals = 0
        var scaled = abs(step)
        while decimals < 6, (scaled - scaled.rounded()).magnitude > 1e-9 {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }
}
