import Foundation
import FormcRuntime
import Testing

/// A stepper's and a slider's value as their labels show it, in both UIs.
@Suite struct FormcControlValueTextTests {
    @Test func withoutAFormatTheDigitsShow() {
        #expect(FormcControlValueText.stepper(12) == "12")
        #expect(FormcControlValueText.stepper(1200) == "1200")  // As a number field's raw text: no grouping.
        #expect(FormcControlValueText.slider(1.5, minimum: 0, maximum: 10, step: 0.5) == "1.5")
    }

    @Test func aFormatShowsTheValueAsItSays() {
        let yen = FormcDisplayFormat(.currency("JPY"), language: .en)
        #expect(FormcControlValueText.stepper(3000, format: yen).hasSuffix("3,000"))
        let percent = FormcDisplayFormat(.percent, language: .en)
        #expect(FormcControlValueText.slider(0.25, minimum: 0, maximum: 1, step: 0.05, format: percent) == "25%")
        let kilograms = FormcDisplayFormat(fractionDigits: 1, suffix: " kg", language: .en)
        #expect(FormcControlValueText.slider(2.5, minimum: 0, maximum: 10, step: 0.5, format: kilograms) == "2.5 kg")
    }

    /// A snapped `Double` off by a rounding error shows as the step it is.
    @Test func aSlidersValueIsRoundedToItsStepFirst() {
        let percent = FormcDisplayFormat(.percent, language: .en)
        #expect(FormcControlValueText.slider(0.1 + 0.2, minimum: 0, maximum: 1, step: 0.05, format: percent) == "30%")
        #expect(FormcControlValueText.slider(5 * 0.05, minimum: 0, maximum: 1, step: 0.05, format: FormcDisplayFormat(language: .en)) == "0.25")
    }
}
