#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// The inquiry form (examples/contact.form.yaml): issues shown when a field
/// ends editing (the e-mail as it is typed), the message text area last; the
/// screen records the issue shown at each field and every submit.
@MainActor
final class ContactScreen {
    let screen: Screen
    let scrollView = UIScrollView()
    let company = UITextField(), name = UITextField(), email = UITextField(), phone = UITextField()
    let topic = UITextField()
    let message = UITextView()
    let binder: ContactFormBinder
    /// The issue message each field shows, as `presentIssue` last said.
    private(set) var shown: [ContactForm.Field: String] = [:]
    /// Every call of `presentIssue`.
    private(set) var presentCount = 0
    /// The values of each `onSubmit`.
    private(set) var submitted: [ContactForm] = []

    /// A filled-in, valid inquiry.
    static let valid = ContactForm(name: "山田 太郎", email: "taro@example.jp", topic: .estimate, message: "見積もりをお願いします")

    init(form: ContactForm = ContactForm()) {
        screen = Screen()
        let bounds = screen.root.bounds
        scrollView.frame = bounds
        screen.root.addSubview(scrollView)
        let height = Column.stack([company, name, email, phone, topic, message], in: scrollView, width: bounds.width) + 16
        scrollView.contentSize = CGSize(width: bounds.width, height: height)
        binder = ContactFormBinder(state: ContactFormState(form, app: RecordingApp()), scrollView: scrollView, view: screen.root)
        binder.bind(.company, to: company)
        binder.bind(.name, to: name)
        binder.bind(.email, to: email)
        binder.bind(.phone, to: phone)
        binder.bind(.topic, to: topic)
        binder.bind(.message, to: message)
        binder.presentIssue = { [unowned self] field, issue in
            presentCount += 1
            shown[field] = issue?.message
        }
        binder.onSubmit = { [unowned self] in submitted.append($0) }
    }

    /// The text view's toolbar button titled `title`.
    func messageToolbarButton(_ title: String) -> UIBarButtonItem? {
        toolbarItems(of: message).first { $0.title == title }
    }
}
#endif
