#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Text areas: the spec's placeholder over an empty text view, and a character counter.
@MainActor
@Suite struct TextAreaScenarios {
    /// The labels the input added to a text view: the placeholder (its text is the spec's) and the counter.
    private func labels(of textView: UITextView) -> [UILabel] {
        textView.subviews.compactMap { $0 as? UILabel }
    }

    @Test func thePlaceholderHidesWhileThereIsText() throws {
        let payment = PaymentScreen()
        let placeholder = try #require(labels(of: payment.remarks).first { $0.text == "ご要望があればご記入ください" })
        #expect(!placeholder.isHidden)
        #expect(placeholder.textColor == .placeholderText)
        #expect(payment.remarks.accessibilityHint == "ご要望があればご記入ください", "VoiceOver reads it as the hint")
        #expect(!placeholder.isAccessibilityElement)
        payment.binder.focus(.remarks)
        #expect(UIKitDoubleTesting.type("配達前に連絡", into: payment.remarks))
        #expect(placeholder.isHidden)
        #expect(payment.binder.state.values.remarks == "配達前に連絡")
        payment.binder.state.values.remarks = ""
        #expect(!placeholder.isHidden, "shown again when the model empties the text")
        payment.remarks.font = UIFont.systemFont(ofSize: 20)
        #expect(UIKitDoubleTesting.type("a", into: payment.remarks))
        #expect(placeholder.font?.pointSize == 20, "the placeholder follows the text view's font")
    }

    @Test func theCounterCountsAsMaxLengthDoes() throws {
        let payment = PaymentScreen()
        let counter = try #require(labels(of: payment.remarks).first { $0.text == "0/200" })
        #expect(counter.textColor == .secondaryLabel)
        payment.binder.focus(.remarks)
        // 👨‍👩‍👧 is one character, as `max_length` counts (String.count).
        #expect(UIKitDoubleTesting.type("家族👨‍👩‍👧", into: payment.remarks))
        #expect(counter.text == "3/200")
        payment.binder.state.values.remarks = String(repeating: "あ", count: 200)
        #expect(counter.text == "200/200")
        #expect(counter.textColor == .secondaryLabel)
        #expect(!payment.binder.state.issues.contains { $0.field == .remarks })
        payment.binder.state.values.remarks = String(repeating: "あ", count: 201)
        #expect(counter.text == "201/200")
        #expect(counter.textColor == .systemRed, "red exactly when validation fails")
        #expect(payment.binder.state.issues.contains { $0.field == .remarks })
    }

    @Test func aCounterWithoutMaxLengthCountsOnly() throws {
        let form = MultiPickerScreen()
        #expect(labels(of: form.note).map(\.text) == ["0"], "a counter and no placeholder")
        form.binder.focus(.note)
        #expect(UIKitDoubleTesting.type("abc", into: form.note))
        #expect(labels(of: form.note).first?.text == "3")
    }

    @Test func clearEmptiesATextView() throws {
        let form = MultiPickerScreen()
        form.binder.focus(.note)
        #expect(UIKitDoubleTesting.type("abc", into: form.note))
        let clear = try #require(toolbarItems(of: form.note).dropFirst(3).first)
        #expect(UIKitDoubleTesting.tap(clear))
        #expect(form.note.text == "")
        #expect(form.binder.state.values.note == "")
        #expect(labels(of: form.note).first?.text == "0")
    }

    @Test func aTextAreaWithoutPlaceholderOrCounterAddsNoLabel() {
        let notes = NotesScreen(pin: .safeAreaFirst)
        #expect(notes.body.subviews.contains { ($0 as? UILabel)?.text == "メモを入力" }, "notes.form.yaml's placeholder")
        let mixed = MixedInputsScreen()
        #expect(!mixed.comment.subviews.contains { $0 is UILabel })
    }
}
#endif
