#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// The checkout (examples/checkout.form.yaml) as an app lays it out: a
/// vertical stack of rows in a scroll view, each row a plain view holding a
/// label and the control. No rows are handed to the binder: it finds each row
/// as the control's ancestor arranged in the stack.
@MainActor
struct CheckoutScreen {
    static let rowHeight: CGFloat = 72
    let screen: Screen
    let scrollView = UIScrollView()
    let stack = UIStackView()
    let memberNumber = UITextField(), recipientName = UITextField(), postalCode = UITextField(), address = UITextField()
    let phone = UITextField(), email = UITextField(), emailConfirmation = UITextField(), deliveryDate = UITextField()
    let paymentMethod = UITextField(), convenienceStore = UITextField()
    let cardNumber = UITextField(), cardHolder = UITextField(), cardExpiry = UITextField(), securityCode = UITextField()
    let isGift = UISwitch(), giftMessage = UITextView(), usePoints = UISwitch(), points = UITextField()
    let binder: CheckoutFormBinder

    init(form: CheckoutForm = CheckoutForm()) {
        screen = Screen()
        let bounds = screen.root.bounds
        scrollView.frame = bounds
        screen.root.addSubview(scrollView)
        stack.axis = .vertical
        let controls: [UIView] = [memberNumber, recipientName, postalCode, address, phone, email, emailConfirmation, deliveryDate,
                                  paymentMethod, convenienceStore,
                                  cardNumber, cardHolder, cardExpiry, securityCode, isGift, giftMessage, usePoints, points]
        for control in controls {
            let height = control is UITextView ? 120 + 28 : Self.rowHeight
            let row = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: height))
            let label = UILabel(frame: CGRect(x: 16, y: 0, width: bounds.width - 32, height: 20))
            row.addSubview(label)
            control.frame = CGRect(x: 16, y: 24, width: bounds.width - 32, height: height - 28)
            row.addSubview(control)
            stack.addArrangedSubview(row)
        }
        let total = controls.reduce(0) { $0 + ($1 is UITextView ? 120 + 28 : Self.rowHeight) }
        stack.frame = CGRect(x: 0, y: 0, width: bounds.width, height: total)
        scrollView.addSubview(stack)
        scrollView.contentSize = CGSize(width: bounds.width, height: total)
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
        binder = CheckoutFormBinder(state: CheckoutFormState(form, app: CheckoutApp()), scrollView: scrollView, view: screen.root)
        binder.bind(.memberNumber, to: memberNumber)
        binder.bind(.recipientName, to: recipientName)
        binder.bind(.postalCode, to: postalCode)
        binder.bind(.address, to: address)
        binder.bind(.phone, to: phone)
        binder.bind(.email, to: email)
        binder.bind(.emailConfirmation, to: emailConfirmation)
        binder.bind(.deliveryDate, to: deliveryDate)
        binder.bind(.paymentMethod, to: paymentMethod)
        binder.bind(.convenienceStore, to: convenienceStore)
        binder.bind(.cardNumber, to: cardNumber)
        binder.bind(.cardHolder, to: cardHolder)
        binder.bind(.cardExpiry, to: cardExpiry)
        binder.bind(.securityCode, to: securityCode)
        binder.bind(.isGift, to: isGift)
        binder.bind(.giftMessage, to: giftMessage)
        binder.bind(.usePoints, to: usePoints)
        binder.bind(.points, to: points)
        stack.layoutIfNeeded()
    }

    /// The row (the control's superview) of `control`.
    func row(of control: UIView) -> UIView? { control.superview }
}
#endif
