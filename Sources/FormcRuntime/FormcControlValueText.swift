import Foundation

/// The text of a stepper's or slider's value, as its value label shows it and
/// VoiceOver reads it, in both UIs: as the field's `format:` says (`¥1,200`,
/// `25%`, `62.5 kg`), else as plain digits.
public enum FormcControlValueText {
    /// A stepper's value: `format`'s text, else plain digits (`12`, as a number field's raw text).
    public static func stepper(_ value: Int, format: FormcDisplayFormat? = nil) -> String {
        format?.text(value) ?? String(value)
    }

    /// A slider's value, first rounded to the decimals its step has (without a
    /// step, a hundredth of its range), so a `Double` that missed the step by a
    /// rounding error shows as the step it is: `format`'s text of that, else the
    /// digits with `.` as separator (`17`, `1.5`).
    public static func slider(_ value: Double, minimum: Double, maximum: Double, step: Double?,
                              format: FormcDisplayFormat? = nil) -> String {
        let plain = String(format: "%.\(decimals(minimum: minimum, maximum: maximum, step: step))f", value)
        guard let format, let rounded = Decimal(string: plain) else { return plain }
        return format.text(rounded)
    }

    /// The decimals a slider over `minimum`…`maximum` moving by `step` shows:
    /// its step's, else (without a step) a hundredth of its range's (`0.50` over 0…1).
    public static func decimals(minimum: Double, maximum: Double, step: Double?) -> Int {
        decimals(of: step ?? (maximum - minimum) / 100)
    }

    /// The decimals a step needs, 0…6 (`2` → 0, `0.25` → 2).
    public static func decimals(of step: Double) -> Int {
        var decimals = 0
        var scaled = abs(step)
        while decimals < 6, (scaled - scaled.rounded()).magnitude > 1e-9 {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }
}
