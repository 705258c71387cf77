#if canImport(UIKit)
import Foundation
import FormcRuntime
import Testing
import UIKit

/// A number field with a display format: the formatted value while not
/// edited, the raw digits while edited, and the value always the number.
@MainActor
@Suite(.serialized) struct FormcDisplayInputTests {
    let window = UIKitDoubleTesting.makeWindow()
    let field = UITextField()
    let controller: FormcFormController
    let input: FormcTextFieldInput
    var kept: [String] = []

    init() {
        UIKitDoubleTesting.reset()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        controller = FormcFormController(view: root, avoidance: .none,
                                         options: FormcKeyboardOptions(distance: 12, dismissOnTapOutside: true, dismissOnReturn: true))
        let traits = FormcTextTraits(keyboardType: .numberPad, contentType: nil, autocapitalization: .none,
                                     autocorrection: .no, isSecure: false, returnKey: .done)
        root.addSubview(field)
        input = FormcTextFieldInput(field, traits: traits, placeholder: nil,
                                    display: { Self.yen.displayText(integer: $0) }) { _ in }
        controller.add(input, toolbar: nil)
        controller.start()
    }

    /// `¥1,200` in en_US, `JP¥1,200` in en_GB: the user's English locale decides.
    static let yen = FormcDisplayFormat(.currency("JPY"), language: .en)

    @Test func showsTheFormatWhenNotEditedAndTheDigitsWhileEdited() {
        input.show(number: 1200)
        #expect(field.text == Self.yen.text(1200))
        #expect(field.text?.hasSuffix("¥1,200") == true)
        #expect(input.text == "1200")  // What the model and the unparsable check read.
        controller.focus(index: 0)
        #expect(field.text == "1200")
        #expect(UIKitDoubleTesting.type("5", into: field))
        #expect(field.text == "12005")
        controller.endEditing()
        #expect(field.text == Self.yen.text(12005))
        #expect(input.text == "12005")
        input.show(number: 12005)  // The model's value, already shown: unchanged.
        #expect(field.text == Self.yen.text(12005))
    }

    @Test func textThatIsNotANumberIsShownAsTyped() {
        controller.focus(index: 0)
        #expect(UIKitDoubleTesting.type("12a", into: field))
        controller.endEditing()
        #expect(field.text == "12a")
        #expect(FormcNumberText.isInvalid(input.text, kind: .number))
    }
}
#endif
