#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// The delivery address (examples/address.form.yaml): one column of fields
/// in a scroll view filling a plain root view.
@MainActor
struct AddressScreen {
    let screen: Screen
    let scrollView = UIScrollView()
    let recipientName = UITextField(), postalCode = UITextField(), region = UITextField(), prefecture = UITextField()
    let city = UITextField(), streetAddress = UITextField(), phone = UITextField(), birthday = UITextField()
    let binder: AddressFormBinder

    init(form: AddressForm = AddressForm()) {
        screen = Screen()
        let bounds = screen.root.bounds
        scrollView.frame = bounds
        screen.root.addSubview(scrollView)
        let fields = [recipientName, postalCode, region, prefecture, city, streetAddress, phone, birthday]
        let height = Column.stack(fields, in: scrollView, width: bounds.width) + 16
        scrollView.contentSize = CGSize(width: bounds.width, height: height)
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
        binder = AddressFormBinder(state: AddressFormState(form), scrollView: scrollView, view: screen.root)
        binder.bind(.recipientName, to: recipientName)
        binder.bind(.postalCode, to: postalCode)
        binder.bind(.region, to: region)
        binder.bind(.prefecture, to: prefecture)
        binder.bind(.city, to: city)
        binder.bind(.streetAddress, to: streetAddress)
        binder.bind(.phone, to: phone)
        binder.bind(.birthday, to: birthday)
    }
}
#endif
