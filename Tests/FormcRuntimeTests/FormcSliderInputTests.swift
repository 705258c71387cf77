#if canImport(UIKit)
import FormcRuntime
import Testing
import UIKit

/// The slider's snapping and value text: pure arithmetic, checked on Linux.
@Suite struct FormcSliderArithmeticTests {
    @Test func snapsToTheNearestStepFromTheMinimum() {
        #expect(FormcSliderInput.snap(18.9, minimum: 12, maximum: 24, step: 2) == 18)
        #expect(FormcSliderInput.snap(19.1, minimum: 12, maximum: 24, step: 2) == 20)
        #expect(FormcSliderInput.snap(5, minimum: 1, maximum: 10, step: 2) == 5)
        // A range that is no multiple of the step never snaps past the maximum.
        #expect(FormcSliderInput.snap(9.9, minimum: 0, maximum: 10, step: 3) == 9)
        #expect(FormcSliderInput.snap(-4, minimum: 0, maximum: 1, step: 0.25) == 0)
        #expect(FormcSliderInput.snap(0.3, minimum: 0, maximum: 1, step: nil) == 0.3)
    }

    @Test func showsAsManyDecimalsAsTheStep() {
        #expect(FormcControlValueText.decimals(of: 2) == 0)
        #expect(FormcControlValueText.decimals(of: 0.5) == 1)
        #expect(FormcControlValueText.decimals(of: 0.25) == 2)
        #expect(FormcControlValueText.decimals(of: 1.0 / 3) == 6)
        #expect(FormcControlValueText.slider(16, minimum: 12, maximum: 24, step: 2) == "16")
        #expect(FormcControlValueText.slider(0.5, minimum: 0, maximum: 1, step: 0.25) == "0.50")
        // Without a step: a hundredth of the range.
        #expect(FormcControlValueText.slider(0.333333, minimum: 0, maximum: 1, step: nil) == "0.33")
    }
}
#endif
