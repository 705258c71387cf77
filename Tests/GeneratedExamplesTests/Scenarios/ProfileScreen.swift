#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// The profile form (examples/profile.form.yaml): text that formats itself,
/// in a scroll view, fields stacked in one content view.
@MainActor
struct ProfileScreen {
    let screen: Screen
    let scrollView = UIScrollView()
    let name = UITextField(), furigana = UITextField(), postalCode = UITextField(), phone = UITextField()
    let nickname = UITextField(), birthday = UITextField(), password = UITextField()
    let binder: ProfileFormBinder

    init(form: ProfileForm = ProfileForm()) {
        screen = Screen()
        let bounds = screen.root.bounds
        scrollView.frame = bounds
        screen.root.addSubview(scrollView)
        let content = UIView()
        let fields: [UIView] = [name, furigana, postalCode, phone, nickname, birthday, password]
        let height = Column.stack(fields, in: content, width: bounds.width) + 16
        content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        binder = ProfileFormBinder(state: ProfileFormState(form), scrollView: scrollView, view: screen.root)
        binder.bind(.name, to: name)
        binder.bind(.furigana, to: furigana)
        binder.bind(.postalCode, to: postalCode)
        binder.bind(.phone, to: phone)
        binder.bind(.nickname, to: nickname)
        binder.bind(.birthday, to: birthday)
        binder.bind(.password, to: password)
    }

    /// Types `text` one character at a time at the caret, as on the keyboard.
    func typeEach(_ text: String, into field: UITextField) {
        for character in text { UIKitDoubleTesting.typeAtCaret(String(character), into: field) }
    }
}
#endif
