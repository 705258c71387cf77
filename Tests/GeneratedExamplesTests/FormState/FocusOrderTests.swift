import FormcRuntime
import Foundation
import Testing

/// The focus chain the SwiftUI view follows (Return, the toolbar's previous and
/// next, the focus a submit asks for), decided by the state: form order,
/// skipping fields hidden or disabled now and those the view cannot focus.
@MainActor
@Suite struct FocusOrderTests {
    /// Text inputs take the keyboard's focus in SwiftUI; pickers, dates and switches are edited in place.
    private func canFocus(_ field: CheckoutForm.Field) -> Bool {
        switch field.kind {
        case .text, .email, .password, .number, .decimal, .phone, .url, .textArea: true
        default: false
        }
    }

    @Test func returnSkipsHiddenDisabledAndUnfocusableFields() {
        let state = CheckoutFormState(FormStateTests.validCheckout, app: CheckoutApp())
        #expect(state.field(after: .memberNumber, where: canFocus) == .recipientName)
        #expect(state.field(after: .emailConfirmation, where: canFocus) == nil,
                "the card fields are hidden, the message too, the points disabled: the last field submits")
        state.values.paymentMethod = .card
        #expect(state.field(after: .emailConfirmation, where: canFocus) == .cardNumber, "shown now; the date and picker skipped")
        state.values.isGift = true
        state.values.usePoints = true
        #expect(state.field(after: .securityCode, where: canFocus) == .giftMessage)
        #expect(state.field(after: .giftMessage, where: canFocus) == .points, "enabled now")
        #expect(state.field(before: .cardNumber, where: canFocus) == .emailConfirmation)
        #expect(state.field(before: .memberNumber, where: canFocus) == nil)
    }

    @Test func aFocusRequestGoesToTheFirstFocusableFieldShowingAnIssue() {
        var values = FormStateTests.validCheckout
        values.paymentMethod = .card
        let state = CheckoutFormState(values, app: CheckoutApp())
        state.showAllIssues()
        #expect(state.fieldToFocus(for: .cardNumber, where: canFocus) == .cardNumber)
        #expect(state.fieldToFocus(for: .paymentMethod, where: canFocus) == .cardNumber,
                "a picker cannot take the keyboard: the next field with an issue that can")
        state.values.paymentMethod = .cashOnDelivery
        #expect(state.fieldToFocus(for: .paymentMethod, where: canFocus) == nil, "no issue left after it: editing ends")
    }
}
