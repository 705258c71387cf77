#if canImport(UIKit)
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
        binder = CheckoutFormBinder(
            memberNumber: memberNumber, recipientName: recipientName, postalCode: postalCode, address: address, phone: phone,
            email: email, emailConfirmation: emailConfirmation, deliveryDate: deliveryDate, paymentMethod: paymentMethod, convenienceStore: convenienceStore, cardNumber: cardNumber, cardHolder: cardHolder,
            cardExpiry: cardExpiry, securityCode: securityCode, isGift: isGift, giftMessage: giftMessage, usePoints: usePoints,
            points: points, scrollView: scrollView, view: screen.root, form: form)
        stack.layoutIfNeeded()
    }

    /// The row (the control's superview) of `control`.
    func row(of control: UIView) -> UIView? { control.superview }
}
#endif
