#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// examples/payment.form.yaml: the card number grouped by its brand as it is
/// typed, and the submit button showing the amount the app set.
@MainActor
@Suite struct PaymentScenarios {
    @Test func theCardNumberIsGroupedByItsBrandAsItIsTyped() {
        let payment = PaymentScreen()
        payment.binder.focus(.cardNumber)
        UIKitDoubleTesting.type("4242424242424242", into: payment.cardNumber)  // the mask writes the text itself
        #expect(payment.cardNumber.text == "4242 4242 4242 4242")
        #expect(payment.binder.state.values.cardNumber == "4242 4242 4242 4242")
        payment.binder.state.values.cardNumber = ""
        // American Express: the "37" typed switches the mask to 4-6-5.
        UIKitDoubleTesting.type("371449635398431", into: payment.cardNumber)
        #expect(payment.cardNumber.text == "3714 496353 98431")
        #expect(payment.binder.state.values.validate().allSatisfy { $0.field != .cardNumber })
    }

    @Test func theSecurityCodeTakesTheDigitsOfTheCardsBrand() {
        let payment = PaymentScreen()
        payment.binder.focus(.cardNumber)
        UIKitDoubleTesting.type("3714", into: payment.cardNumber)  // American Express: 4 digits.
        payment.binder.focus(.securityCode)
        UIKitDoubleTesting.type("12345", into: payment.securityCode)
        #expect(payment.securityCode.text == "1234")
        #expect(payment.binder.state.values.securityCode == "1234")
        payment.binder.state.values.cardNumber = ""
        payment.binder.state.values.securityCode = ""
        payment.binder.focus(.cardNumber)
        UIKitDoubleTesting.type("4242", into: payment.cardNumber)  // Visa: 3 digits.
        payment.binder.focus(.securityCode)
        UIKitDoubleTesting.type("12345", into: payment.securityCode)
        #expect(payment.securityCode.text == "123")
        #expect(payment.binder.state.values.securityCode == "123")
        // Back to American Express: the code is not rewritten, and now fails `complete`.
        payment.binder.state.values.cardNumber = "3714 496353 98431"
        #expect(payment.binder.state.values.securityCode == "123")
        #expect(payment.binder.state.values.validate().filter { $0.field == .securityCode }.map(\.rule) == [.complete])
    }

    @Test func theSubmitButtonShowsTheAmountAsYen() throws {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = PaymentFormViewController(state: PaymentFormState(PaymentForm(amount: 1200), app: AcceptingPaymentApp()))
        window.rootViewController = controller
        controller.loadViewIfNeeded()
        let buttons = allSubviews(of: controller.view).compactMap { $0 as? UIButton }
        let submit = try #require(buttons.first { $0.title(for: .normal)?.hasSuffix("を支払う") == true })
        #expect(submit.title(for: .normal)?.hasSuffix("1,200 を支払う") == true, "the amount as yen, grouped")
        controller.binder?.state.values.amount = 3400
        #expect(submit.title(for: .normal)?.hasSuffix("3,400 を支払う") == true, "follows the amount")
    }

    private func allSubviews(of view: UIView) -> [UIView] {
        view.subviews + view.subviews.flatMap(allSubviews)
    }
}
#endif
