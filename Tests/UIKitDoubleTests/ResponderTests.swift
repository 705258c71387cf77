import Foundation
import Testing
import UIKit

/// Records delegate calls in order.
@MainActor
final class RecordingFieldDelegate: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var allowEnd = true
    var allowBegin = true

    private func name(_ field: UITextField) -> String { field.placeholder ?? "?" }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin \(name(textField))")
        return allowBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin \(name(textField))") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd \(name(textField))")
        return allowEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd \(name(textField))") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn \(name(textField))")
        return true
    }
}

@MainActor
@Suite("UIKit double: first responder", .serialized)
struct ResponderTests {
    private func twoFields() -> (UIWindow, UITextField, UITextField, RecordingFieldDelegate) {
        let window = UIKitDoubleTesting.makeWindow()
        let delegate = RecordingFieldDelegate()
        let a = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
        let b = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 34))
        a.placeholder = "A"
        b.placeholder = "B"
        a.delegate = delegate
        b.delegate = delegate
        window.addSubview(a)
        window.addSubview(b)
        return (window, a, b, delegate)
    }

    @Test func focusMovesInUIKitsDelegateOrder() {
        let (window, a, b, delegate) = twoFields()
        defer { withExtendedLifetime(window) {} }
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(delegate.log == ["shouldBegin A", "didBegin A", "shouldBegin B", "shouldEnd A", "didEnd A", "didBegin B"])
        #expect(b.isFirstResponder && !a.isFirstResponder)
        #expect(b.isEditing)
    }

    @Test func delegateCanRefuseToEndOrBegin() {
        let (window, a, b, delegate) = twoFields()
        a.becomeFirstResponder()
        delegate.allowEnd = false
        #expect(!b.becomeFirstResponder())
        #expect(a.isFirstResponder)
        #expect(!window.endEditing(false))
        #expect(window.endEditing(true))
        #expect(!a.isFirstResponder)
        delegate.allowBegin = false
        #expect(!a.becomeFirstResponder())
    }

    @Test func viewsOutsideAWindowCannotBecomeFirstResponder() {
        let field = UITextField()
        #expect(!field.becomeFirstResponder())
        #expect(!UIView().canBecomeFirstResponder)
    }

    @Test func typingAsksTheDelegateAndReturnFollowsUIKit() {
        final class Blocking: NSObject, UITextFieldDelegate {
            var ranges: [NSRange] = []
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                ranges.append(range)
                return string != "x"
            }
        }
        let window = UIKitDoubleTesting.makeWindow()
        let field = UITextField()
        window.addSubview(field)
        let delegate = Blocking()
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        #expect(!UIKitDoubleTesting.type("a", into: field))
        field.becomeFirstResponder()
        #expect(UIKitDoubleTesting.type("日本", into: field))
        #expect(!UIKitDoubleTesting.type("x", into: field))
        #expect(UIKitDoubleTesting.type("😀", into: field))
        #expect(UIKitDoubleTesting.deleteBackward(in: field))
        #expect(field.text == "日本")
        #expect(delegate.ranges.map(\.location) == [0, 2, 2, 2])
        #expect(delegate.ranges.last?.length == 2)
        #expect(changes == 3)

        // Return without an exit action keeps focus; with one, UIKit resigns.
        UIKitDoubleTesting.pressReturn(in: field)
        #expect(field.isFirstResponder)
        field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        UIKitDoubleTesting.pressReturn(in: field)
        #expect(!field.isFirstResponder)
    }

    @Test func tapOnAFieldFocusesItAndRecognizersCanObserve() {
        final class Outside: NSObject, UIGestureRecognizerDelegate {
            var began = 0
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                !(touch.view is UITextField)
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                began += 1
                gestureRecognizer.view?.endEditing(true)
                return false
            }
        }
        let (window, a, _, _) = twoFields()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let outside = Outside()
        tap.delegate = outside
        tap.cancelsTouchesInView = false
        window.addGestureRecognizer(tap)
        #expect(UIKitDoubleTesting.tap(a) === a)
        #expect(a.isFirstResponder)
        #expect(outside.began == 0)
        UIKitDoubleTesting.tap(at: CGPoint(x: 300, y: 600), in: window)
        #expect(outside.began == 1)
        #expect(!a.isFirstResponder)
        #expect(tap.state == .failed)
    }
}
