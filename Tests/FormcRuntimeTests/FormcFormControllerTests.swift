#if canImport(UIKit)
import FormcRuntime
import Testing
import UIKit

/// Focus order and Return of the form controller, driven on the double with
/// inputs made directly (no generated binder).
@MainActor
@Suite(.serialized) struct FormcFormControllerTests {
    let window = UIKitDoubleTesting.makeWindow()
    let fields = (0..<3).map { _ in UITextField() }
    let controller: FormcFormController

    init() {
        UIKitDoubleTesting.reset()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        controller = FormcFormController(view: root, avoidance: .none,
                                         options: FormcKeyboardOptions(distance: 12, dismissOnTapOutside: true, dismissOnReturn: true))
        let traits = FormcTextTraits(keyboardType: .default, contentType: nil, autocapitalization: .none,
                                     autocorrection: .no, isSecure: false, returnKey: .next)
        for field in fields {
            root.addSubview(field)
            controller.add(FormcTextFieldInput(field, traits: traits, placeholder: nil) { _ in }, toolbar: [.previous(nil), .next(nil)])
        }
        controller.start()
    }

    @Test func focusSkipsInputsThatCannotTakeIt() {
        fields[1].isEnabled = false
        #expect(controller.nextIndex(after: 0) == 2)
        #expect(controller.previousIndex(before: 2) == 0)
        fields[2].isHidden = true
        #expect(controller.nextIndex(after: 0) == nil)
        #expect(!controller.focus(index: 3), "no such input")
    }

    @Test func returnMovesOnThenSubmitsAndEndsEditing() {
        var submitted = 0
        controller.onSubmit = { submitted += 1 }
        #expect(controller.focus(index: 0))
        UIKitDoubleTesting.pressReturn(in: fields[0])
        #expect(fields[1].isFirstResponder)
        controller.focus(index: 2)
        UIKitDoubleTesting.pressReturn(in: fields[2])
        #expect(submitted == 1)
        #expect(controller.activeInput == nil, "dismissOnReturn ends editing")
    }

    @Test func toolbarButtonsAreEnabledWhereFocusCanMove() throws {
        #expect(controller.focus(index: 0))
        let first = try #require((fields[0].inputAccessoryView as? UIToolbar)?.items)
        #expect(first.map(\.isEnabled) == [false, true])
        controller.focus(index: 2)
        let last = try #require((fields[2].inputAccessoryView as? UIToolbar)?.items)
        #expect(last.map(\.isEnabled) == [true, false])
        #expect(UIKitDoubleTesting.tap(last[0]))
        #expect(fields[1].isFirstResponder)
    }
}
#endif
