#if canImport(UIKit)
import FormcRuntime
import Testing
import UIKit

/// The controller's hooks for the app, by input index: every kind of input
/// reports editing events, and text fields and text views ask before an edit.
@MainActor
@Suite(.serialized) struct FormcInputHookTests {
    let window = UIKitDoubleTesting.makeWindow()
    let field = UITextField(), textView = UITextView(), picker = UITextField()
    let controller: FormcFormController

    init() {
        UIKitDoubleTesting.reset()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        controller = FormcFormController(view: root, avoidance: .none,
                                         options: FormcKeyboardOptions(distance: 12, dismissOnTapOutside: true, dismissOnReturn: true))
        let traits = FormcTextTraits(keyboardType: .default, contentType: nil, autocapitalization: .none,
                                     autocorrection: .no, isSecure: false, returnKey: .next)
        for view in [field, textView, picker] as [UIView] { root.addSubview(view) }
        controller.add(FormcTextFieldInput(field, traits: traits, placeholder: nil) { _ in }, toolbar: nil)
        controller.add(FormcTextViewInput(textView, traits: traits) { _ in }, toolbar: nil)
        controller.add(FormcPickerInput(picker, placeholder: nil, titles: { ["A", "B"] }, selection: { nil }, onSelect: { _ in }),
                       toolbar: nil)
        controller.start()
    }

    @Test func everyInputReportsBeginAndEndByIndex() {
        var events: [String] = []
        controller.onEditingBegan = { events.append("begin \($0)") }
        controller.onEditingEnded = { events.append("end \($0)") }
        controller.focus(index: 0)
        controller.focus(index: 1)
        controller.focus(index: 2)
        controller.endEditing()
        #expect(events == ["begin 0", "end 0", "begin 1", "end 1", "begin 2", "end 2"])
    }

    @Test func textFieldsAndTextViewsAskBeforeAnEdit() {
        var asked: [String] = []
        controller.shouldChangeText = { index, text in
            asked.append("\(index) \(text)")
            return text.count <= 3
        }
        controller.focus(index: 0)
        #expect(UIKitDoubleTesting.type("abc", into: field))
        #expect(!UIKitDoubleTesting.type("d", into: field))
        #expect(field.text == "abc")
        controller.focus(index: 1)
        #expect(UIKitDoubleTesting.type("xy", into: textView))
        #expect(!UIKitDoubleTesting.type("zz", into: textView))
        #expect(textView.text == "xy")
        #expect(asked == ["0 abc", "0 abcd", "1 xy", "1 xyzz"])
    }
}
#endif
