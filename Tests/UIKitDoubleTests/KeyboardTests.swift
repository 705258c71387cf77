import Foundation
import Testing
import UIKit

/// A keyboard notification decoded with the idiom generated code uses on iOS and Linux alike.
struct KeyboardChange: Equatable, Sendable {
    let name: Notification.Name
    let begin: CGRect
    let end: CGRect
    let duration: Double
    let curve: Int

    /// `as? NSValue` + `.cgRectValue` for frames, `as? NSNumber` + `.doubleValue`/`.intValue` for numbers.
    /// On the main actor: UIKit's userInfo keys are main-actor isolated.
    @MainActor
    init?(_ note: Notification) {
        guard let info = note.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        else { return nil }
        self.name = note.name
        self.begin = begin
        self.end = end
        self.duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        self.curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 7
    }
}

/// Collects keyboard notifications for one test and removes its observers when released.
final class KeyboardRecorder: @unchecked Sendable {
    // Touched only by main-actor code: posts come from the main actor and `queue: nil` runs observers synchronously there.
    private(set) var changes: [KeyboardChange] = []
    private var tokens: [any NSObjectProtocol] = []

    init() {
        let names = [
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
            UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        ]
        tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                // Delivered synchronously on the main actor: the note never leaves it.
                nonisolated(unsafe) let note = note
                if let change = MainActor.assumeIsolated({ KeyboardChange(note) }) { self?.changes.append(change) }
            }
        }
    }

    var names: [String] { changes.map { $0.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "") } }

    func clear() { changes = [] }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

@MainActor
@Suite("UIKit double: keyboard", .serialized)
struct KeyboardTests {
    @Test func showMoveAndHidePostUIKitsNotificationsWithRealValues() throws {
        let window = UIKitDoubleTesting.makeWindow()
        let keyboard = UIKitDoubleTesting.keyboard(of: window)
        let name = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
        let mail = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 34))
        window.addSubview(name)
        window.addSubview(mail)
        let recorder = KeyboardRecorder()

        name.becomeFirstResponder()
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        let shown = try #require(recorder.changes.first)
        #expect(shown.end == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(shown.begin == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(shown.duration == 0.25)
        #expect(shown.curve == 7)
        #expect(keyboard.isVisible)

        recorder.clear()
        mail.becomeFirstResponder()
        #expect(recorder.names.isEmpty, "same frame: no notification, and no hide in between")

        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        mail.inputAccessoryView = toolbar
        mail.reloadInputViews()
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(recorder.changes.last?.end.minY == 464)

        recorder.clear()
        keyboard.height = 336 + 44
        #expect(recorder.changes.first?.end.height == 424)

        recorder.clear()
        mail.resignFirstResponder()
        #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(recorder.changes.first?.end.minY == 844)
        #expect(!keyboard.isVisible)
    }

    @Test func inputViewsBringUpAPanelAndRotationMovesIt() {
        let window = UIKitDoubleTesting.makeWindow()
        let keyboard = UIKitDoubleTesting.keyboard(of: window)
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
        field.inputView = UIPickerView()
        window.addSubview(field)
        let recorder = KeyboardRecorder()
        field.becomeFirstResponder()
        #expect(recorder.changes.first?.end == CGRect(x: 0, y: 844 - 250, width: 390, height: 250))

        recorder.clear()
        keyboard.rotate(to: CGSize(width: 844, height: 390))
        #expect(recorder.names.first == "WillChangeFrame")
        #expect(recorder.changes.first?.end.width == 844)
        #expect(window.keyboardLayoutGuide.layoutFrame.minY == recorder.changes.first?.end.minY)
        field.resignFirstResponder()
        #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 390 - 34, width: 844, height: 34))
    }

    @Test func animateRunsAtOnceAndRecordsDurationAndCurve() {
        UIKitDoubleTesting.reset()
        let view = UIView()
        let curve = 7
        var finished = false
        UIView.animate(
            withDuration: 0.4, delay: 0, options: [UIView.AnimationOptions(rawValue: UInt(curve) << 16), .beginFromCurrentState],
            animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0)
        #expect(finished)
        #expect(UIKitDoubleTesting.animations.count == 1)
        #expect(UIKitDoubleTesting.animations.first?.duration == 0.4)
        #expect(UIKitDoubleTesting.animations.first?.curveRawValue == 7)
        #expect(UIKitDoubleTesting.animations.first?.options.contains(.beginFromCurrentState) == true)
        #expect(UIView.AnimationCurve(rawValue: 7) != nil, "iOS accepts the keyboard's private curve")
    }
}
