import Foundation
import Testing
import UIKit

// A hand-written binder in the style formc generates. It must compile with no
// warnings in Swift 6 mode against both this double and real UIKit:
// - `@MainActor final class …: NSObject` conforming to the delegate protocols;
// - closure actions only (`UIAction`, `primaryAction`), no selectors;
// - tap outside: `UITapGestureRecognizer(target: nil, action: nil)` whose
//   delegate acts in `gestureRecognizerShouldBegin(_:)`;
// - keyboard observers with `queue: nil` (UIKit posts on the main thread), the
//   userInfo decoded into a Sendable value *before* `MainActor.assumeIsolated`
//   (`Notification` is not Sendable); `queue: .main` deadlocks under Swift
//   Testing on Linux, whose main actor is not the main thread;
// - observer tokens owned by a small non-isolated object that removes them in
//   its own `deinit`, so the main-actor binder needs no (nonisolated) deinit.

/// Observer tokens removed when this object goes away.
final class NotificationObservations {
    private var tokens: [any NSObjectProtocol] = []

    /// Observes keyboard notifications and hands their decoded values to the main actor.
    func observeKeyboard(_ name: Notification.Name, _ handler: @escaping @MainActor @Sendable (KeyboardChange) -> Void) {
        tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
            // Delivered synchronously on the main actor: the note never leaves it.
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated {
                if let change = KeyboardChange(note) { handler(change) }
            }
        })
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

@MainActor
final class SampleBinder: NSObject, UITextFieldDelegate, UIPickerViewDataSource, UIPickerViewDelegate,
    UIGestureRecognizerDelegate
{
    let genders = ["男性", "女性", "その他"]
    private(set) var gender: Int?
    private let scrollView: UIScrollView
    private let nameField: UITextField
    private let genderField: UITextField
    private let genderPicker = UIPickerView()
    private let observations = NotificationObservations()
    private var activeField: UITextField?
    private var insetsBeforeKeyboard: (content: UIEdgeInsets, indicator: UIEdgeInsets)?
    private let distance: CGFloat = 12

    init(scrollView: UIScrollView, nameField: UITextField, genderField: UITextField) {
        self.scrollView = scrollView
        self.nameField = nameField
        self.genderField = genderField
        super.init()
        nameField.delegate = self
        nameField.returnKeyType = .next
        genderField.delegate = self
        genderPicker.dataSource = self
        genderPicker.delegate = self
        genderField.inputView = genderPicker
        let toolbar = UIToolbar()
        toolbar.setItems([
            .flexibleSpace(),
            UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
                self?.genderField.resignFirstResponder()
            }),
        ], animated: false)
        toolbar.sizeToFit()
        genderField.inputAccessoryView = toolbar

        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.cancelsTouchesInView = false
        tap.delegate = self
        scrollView.addGestureRecognizer(tap)

        observations.observeKeyboard(UIResponder.keyboardWillChangeFrameNotification) { [weak self] change in
            self?.keyboardWillChangeFrame(change)
        }
        observations.observeKeyboard(UIResponder.keyboardWillHideNotification) { [weak self] change in
            self?.keyboardWillHide(change)
        }
    }

    // MARK: UITextFieldDelegate

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeField = textField
        if textField === genderField, gender == nil {
            let row = genderPicker.selectedRow(inComponent: 0)
            if row >= 0 { select(row) }
        }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if activeField === textField { activeField = nil }
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        textField !== genderField
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === nameField { genderField.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return false
    }

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { genders.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        genders.indices.contains(row) ? genders[row] : nil
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        select(row)
    }

    private func select(_ row: Int) {
        guard genders.indices.contains(row) else { return }
        gender = row
        genderField.text = genders[row]
    }

    // MARK: UIGestureRecognizerDelegate (tap outside)

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UITextField)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        scrollView.endEditing(true)
        return false
    }

    // MARK: Keyboard avoidance (scroll insets)

    private func keyboardWillChangeFrame(_ change: KeyboardChange) {
        guard scrollView.window != nil else { return }
        let keyboard = scrollView.convert(change.end, from: nil)
        let overlap = max(0, scrollView.bounds.maxY - keyboard.minY)
        let saved = insetsBeforeKeyboard ?? (scrollView.contentInset, scrollView.verticalScrollIndicatorInsets)
        insetsBeforeKeyboard = saved
        // adjustedContentInset already holds the bottom safe area, which the keyboard covers.
        let bottom = max(saved.content.bottom, overlap - scrollView.safeAreaInsets.bottom)
        UIView.animate(withDuration: change.duration, delay: 0,
                       options: [UIView.AnimationOptions(rawValue: UInt(change.curve) << 16), .beginFromCurrentState]) {
            [weak self] in
            guard let self else { return }
            scrollView.contentInset.bottom = bottom
            scrollView.verticalScrollIndicatorInsets.bottom = bottom
            if let field = activeField {
                let target = field.convert(field.bounds, to: scrollView).insetBy(dx: 0, dy: -distance)
                scrollView.scrollRectToVisible(target, animated: false)
            }
        }
    }

    private func keyboardWillHide(_ change: KeyboardChange) {
        guard let saved = insetsBeforeKeyboard else { return }
        insetsBeforeKeyboard = nil
        UIView.animate(withDuration: change.duration, delay: 0,
                       options: UIView.AnimationOptions(rawValue: UInt(change.curve) << 16)) { [weak self] in
            self?.scrollView.contentInset = saved.content
            self?.scrollView.verticalScrollIndicatorInsets = saved.indicator
        }
    }
}

@MainActor
@Suite("UIKit double: binder style", .serialized)
struct BinderStyleTests {
    private struct Screen {
        let window: UIWindow
        let scroll: UIScrollView
        let name: UITextField
        let gender: UITextField
        let binder: SampleBinder
    }

    private func makeScreen() -> Screen {
        let window = UIKitDoubleTesting.makeWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 900)
        scroll.contentInset.top = 8
        let name = UITextField(frame: CGRect(x: 16, y: 600, width: 358, height: 34))
        let gender = UITextField(frame: CGRect(x: 16, y: 700, width: 358, height: 34))
        window.addSubview(scroll)
        scroll.addSubview(name)
        scroll.addSubview(gender)
        let binder = SampleBinder(scrollView: scroll, nameField: name, genderField: gender)
        return Screen(window: window, scroll: scroll, name: name, gender: gender, binder: binder)
    }

    @Test func bottomFieldEndsTwelvePointsAboveTheKeyboardAndInsetsComeBack() throws {
        UIKitDoubleTesting.reset()
        let screen = makeScreen()
        screen.name.becomeFirstResponder()
        let keyboardTop: CGFloat = 844 - 336
        #expect(screen.name.convert(screen.name.bounds, to: nil).maxY == keyboardTop - 12)
        let insetBottom: CGFloat = 336 - 34
        #expect(screen.scroll.contentInset.bottom == insetBottom)
        #expect(UIKitDoubleTesting.animations.last?.curveRawValue == 7)
        #expect(UIKitDoubleTesting.animations.last?.duration == 0.25)

        // Return moves on to the picker field: a taller panel (picker + toolbar), typing blocked.
        UIKitDoubleTesting.pressReturn(in: screen.name)
        #expect(screen.gender.isFirstResponder)
        #expect(screen.gender.text == "男性", "an empty picker field takes the current row")
        #expect(!UIKitDoubleTesting.type("x", into: screen.gender))
        let panelTop: CGFloat = 844 - (216 + 34 + 44)
        #expect(screen.gender.convert(screen.gender.bounds, to: nil).maxY == panelTop - 12)

        let picker = try #require(screen.gender.inputView as? UIPickerView)
        UIKitDoubleTesting.spin(picker, toRow: 2)
        #expect(screen.binder.gender == 2 && screen.gender.text == "その他")

        // Done hides the panel; the original insets (top 8, bottom 0) are restored, not zeroed.
        let toolbar = try #require(screen.gender.inputAccessoryView as? UIToolbar)
        #expect(UIKitDoubleTesting.tap(toolbar.items![1]))
        #expect(!screen.gender.isFirstResponder)
        #expect(screen.scroll.contentInset == UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
        #expect(UIKitDoubleTesting.misuses.isEmpty)
    }

    @Test func tapOutsideDismissesButTapOnAFieldFocusesIt() {
        let screen = makeScreen()
        UIKitDoubleTesting.tap(screen.name)
        #expect(screen.name.isFirstResponder)
        UIKitDoubleTesting.tap(at: CGPoint(x: 200, y: 100), in: screen.window)
        #expect(!screen.name.isFirstResponder)
        #expect(!UIKitDoubleTesting.keyboard(of: screen.window).isVisible)
    }

    @Test func releasingTheBinderRemovesItsObservers() {
        weak var released: SampleBinder?
        do {
            let screen = makeScreen()
            released = screen.binder
            screen.name.becomeFirstResponder()
        }
        #expect(released == nil)
        // Posting after release must reach no stale observer (it would crash or record).
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let field = UITextField()
        window.addSubview(field)
        field.becomeFirstResponder()
        #expect(UIKitDoubleTesting.animations.isEmpty)
    }
}
