#if canImport(UIKit)
import FormcRuntime
import Testing
import UIKit

/// What the form controller reports for submission: done in the last input
/// submits (a text area last too), and which input was typed into or left.
@MainActor
@Suite(.serialized) struct FormcFormControllerSubmissionTests {
    let window = UIKitDoubleTesting.makeWindow()
    let field = UITextField()
    let textView = UITextView()
    let controller: FormcFormController

    init() {
        UIKitDoubleTesting.reset()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        root.addSubview(field)
        root.addSubview(textView)
        controller = FormcFormController(view: root, avoidance: .none,
                                         options: FormcKeyboardOptions(distance: 12, dismissOnTapOutside: true, dismissOnReturn: true))
        let traits = FormcTextTraits(keyboardType: .default, contentType: nil, autocapitalization: .none,
                                     autocorrection: .no, isSecure: false, returnKey: .next)
        controller.add(FormcTextFieldInput(field, traits: traits, placeholder: nil) { _ in }, toolbar: [.done(nil)])
        controller.add(FormcTextViewInput(textView, traits: traits) { _ in }, toolbar: [.flexibleSpace, .done("完了")])
        controller.start()
    }

    @Test func doneInTheLastInputSubmitsOnlyWhenAskedTo() throws {
        var submitted = 0
        controller.onSubmit = { submitted += 1 }
        #expect(controller.focus(index: 1))
        let lastDone = try #require(toolbarItemsOf(textView).last)
        #expect(UIKitDoubleTesting.tap(lastDone))
        #expect(submitted == 0, "a binder without submit(): done only ends editing")
        #expect(controller.activeInput == nil)
    }

    @Test func doneInTheLastInputSubmitsDoneEarlierOnlyEndsEditing() throws {
        var submitted = 0
        controller.onSubmit = { submitted += 1 }
        controller.submitsFromDone = true
        #expect(controller.focus(index: 0))
        let firstDone = try #require(toolbarItemsOf(field).first)
        #expect(UIKitDoubleTesting.tap(firstDone))
        #expect(submitted == 0)
        #expect(controller.activeInput == nil)

        #expect(controller.focus(index: 1))
        #expect(UIKitDoubleTesting.tap(try #require(toolbarItemsOf(textView).last)))
        #expect(submitted == 1, "a text area has no Return that submits: its done does")
        #expect(controller.activeInput == nil)
    }

    @Test func reportsTheInputTypedIntoAndTheInputLeft() {
        var changed: [Int] = [], ended: [Int] = []
        controller.onInputChange = { changed.append($0) }
        controller.onEndEditing = { ended.append($0) }
        #expect(controller.focus(index: 0))
        UIKitDoubleTesting.type("a", into: field)
        #expect(controller.focus(index: 1))
        UIKitDoubleTesting.type("b", into: textView)
        controller.endEditing()
        #expect(changed == [0, 1])
        #expect(ended == [0, 1])
    }

    private func toolbarItemsOf(_ view: UIView) -> [UIBarButtonItem] {
        let accessory = (view as? UITextField)?.inputAccessoryView ?? (view as? UITextView)?.inputAccessoryView
        return (accessory as? UIToolbar)?.items ?? []
    }
}
#endif
