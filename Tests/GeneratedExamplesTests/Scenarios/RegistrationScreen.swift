#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// The registration form (examples/registration.form.yaml): a scroll view in
/// a plain root view, fields stacked in one content view, the switch last.
@MainActor
struct RegistrationScreen {
    let screen: Screen
    let scrollView = UIScrollView()
    let name = UITextField(), email = UITextField(), password = UITextField(), phone = UITextField()
    let gender = UITextField(), area = UITextField()
    let agreesToTerms = UISwitch()
    let binder: RegistrationFormBinder

    /// - Parameters:
    ///   - form: the values the binder starts with.
    ///   - reversedViewOrder: add the views to the tree last field first (frames stay in form order).
    init(form: RegistrationForm = RegistrationForm(), reversedViewOrder: Bool = false) {
        screen = Screen()
        let bounds = screen.root.bounds
        scrollView.frame = bounds
        screen.root.addSubview(scrollView)
        let content = UIView()
        let fields: [UIView] = [name, email, password, phone, gender, area, agreesToTerms]
        let height = Column.stack(fields, in: content, width: bounds.width) + 16
        if reversedViewOrder {
            for view in fields.reversed() { content.addSubview(view) }
        }
        content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
        binder = RegistrationFormBinder(state: RegistrationFormState(form), scrollView: scrollView, view: screen.root)
        binder.bind(.name, to: name)
        binder.bind(.email, to: email)
        binder.bind(.password, to: password)
        binder.bind(.phone, to: phone)
        binder.bind(.gender, to: gender)
        binder.bind(.area, to: area)
        binder.bind(.agreesToTerms, to: agreesToTerms)
    }
}
#endif
