#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// examples/payment.form.yaml as an app lays it out: the fields one below the
/// other in a scroll view.
@MainActor
struct PaymentScreen {
    let screen: Screen
    let scrollView = UIScrollView()
    let cardNumber = UITextField(), expiry = UITextField(), securityCode = UITextField()
    let holderName = UITextField(), installments = UITextField()
    let remarks = UITextView()
    let binder: PaymentFormBinder

    init(form: PaymentForm = PaymentForm()) {
        screen = Screen(root: scrollView)
        let width = screen.window.bounds.width
        let fields: [UIView] = [cardNumber, expiry, securityCode, holderName, installments]
        for (index, view) in fields.enumerated() {
            view.frame = CGRect(x: 16, y: 20 + CGFloat(index) * 64, width: width - 32, height: 44)
            scrollView.addSubview(view)
        }
        remarks.frame = CGRect(x: 16, y: 360, width: width - 32, height: 120)
        scrollView.addSubview(remarks)
        scrollView.contentSize = CGSize(width: width, height: 900)
        binder = PaymentFormBinder(state: PaymentFormState(form, app: AcceptingPaymentApp()), scrollView: scrollView, view: scrollView)
        binder.bind(.cardNumber, to: cardNumber)
        binder.bind(.expiry, to: expiry)
        binder.bind(.securityCode, to: securityCode)
        binder.bind(.holderName, to: holderName)
        binder.bind(.installments, to: installments)
        binder.bind(.remarks, to: remarks)
    }
}

/// The app's half of the payment form: it accepts every payment.
struct AcceptingPaymentApp: PaymentFormApp {
    func submit(_ form: PaymentForm) async throws -> [PaymentForm.Issue] { [] }
}

/// Tests/Fixtures/generate/multi-picker.form.yaml: a filtered wheel, three wheels with a default.
@MainActor
struct MultiPickerScreen {
    let screen: Screen
    let scrollView = UIScrollView()
    let place = UITextField(), variant = UITextField(), delivery = UITextField()
    let note = UITextView()
    let binder: MultiPickerFormBinder

    init(form: MultiPickerForm = MultiPickerForm()) {
        screen = Screen(root: scrollView)
        let width = screen.window.bounds.width
        for (index, view) in ([place, variant, delivery] as [UIView]).enumerated() {
            view.frame = CGRect(x: 16, y: 20 + CGFloat(index) * 64, width: width - 32, height: 44)
            scrollView.addSubview(view)
        }
        note.frame = CGRect(x: 16, y: 220, width: width - 32, height: 120)
        scrollView.addSubview(note)
        scrollView.contentSize = CGSize(width: width, height: 900)
        binder = MultiPickerFormBinder(state: MultiPickerFormState(form), scrollView: scrollView, view: scrollView)
        binder.bind(.place, to: place)
        binder.bind(.variant, to: variant)
        binder.bind(.delivery, to: delivery)
        binder.bind(.note, to: note)
    }
}

/// The toolbar item of `view` whose title is `title`.
@MainActor
func toolbarItem(_ title: String, of view: UIView) -> UIBarButtonItem? {
    toolbarItems(of: view).first { $0.title == title }
}
#endif
