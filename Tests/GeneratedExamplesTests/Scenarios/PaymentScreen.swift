#if canImport(UIKit)
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
        binder = PaymentFormBinder(cardNumber: cardNumber, expiry: expiry, securityCode: securityCode,
                                   holderName: holderName, installments: installments, remarks: remarks,
                                   scrollView: scrollView, view: scrollView, form: form)
    }
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
        binder = MultiPickerFormBinder(place: place, variant: variant, delivery: delivery, note: note,
                                       scrollView: scrollView, view: scrollView, form: form)
    }
}

/// The toolbar item of `view` whose title is `title`.
@MainActor
func toolbarItem(_ title: String, of view: UIView) -> UIBarButtonItem? {
    toolbarItems(of: view).first { $0.title == title }
}
#endif
