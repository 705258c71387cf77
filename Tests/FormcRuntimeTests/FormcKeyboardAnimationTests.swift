#if canImport(UIKit)
import FormcRuntime
import Testing
import UIKit

/// Reading the keyboard's notification and animating along with it.
@MainActor
@Suite(.serialized) struct FormcKeyboardAnimationTests {
    @Test func readsFrameDurationAndCurveFromUserInfo() {
        let frame = CGRect(x: 0, y: 508, width: 390, height: 336)
        let notification = Notification(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
        ])
        let keyboard = FormcKeyboardAnimation(notification)
        #expect(keyboard.endFrame == frame)
        #expect(keyboard.duration == 0.25)
        #expect(keyboard.curve == 7)
    }

    @Test func missingValuesMeanNoFrameAndNoAnimation() {
        let keyboard = FormcKeyboardAnimation(Notification(name: UIResponder.keyboardWillHideNotification))
        #expect(keyboard.endFrame == .zero)
        #expect(keyboard.duration == 0)
        UIKitDoubleTesting.reset()
        var ran = false
        keyboard.animate { ran = true }
        #expect(ran, "runs at once")
        #expect(UIKitDoubleTesting.animations.isEmpty)
    }

    @Test func animatesWithTheKeyboardsDurationAndCurve() {
        UIKitDoubleTesting.reset()
        let keyboard = FormcKeyboardAnimation(Notification(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.4),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
        ]))
        keyboard.animate {}
        #expect(UIKitDoubleTesting.animations.map(\.duration) == [0.4])
        #expect(UIKitDoubleTesting.animations.map(\.curveRawValue) == [7])
        #expect(UIKitDoubleTesting.animations.allSatisfy { $0.options.contains(.beginFromCurrentState) })
    }
}
#endif
