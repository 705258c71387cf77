#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Scenario 7: a binder that is gone, or stopped, leaves the screen alone.
@MainActor
@Suite struct LifetimeScenarios {
    /// The registration views in a window, without a binder yet.
    @MainActor
    private struct Views {
        let screen = Screen()
        let scrollView = UIScrollView()
        let fields = (0..<6).map { _ in UITextField() }
        let toggle = UISwitch()

        init() {
            scrollView.frame = screen.root.bounds
            screen.root.addSubview(scrollView)
            let height = Column.stack(fields + [toggle], in: scrollView, width: screen.root.bounds.width, top: 500)
            scrollView.contentSize = CGSize(width: screen.root.bounds.width, height: height + 600)
        }

        func makeBinder() -> RegistrationFormBinder {
            let binder = RegistrationFormBinder(state: RegistrationFormState(), scrollView: scrollView, view: screen.root)
            for (binding, field) in zip([.name, .email, .password, .phone, .gender, .area] as [FormcEntry<RegistrationForm, FormcTextEntry>], fields) {
                binder.bind(binding, to: field)
            }
            binder.bind(.agreesToTerms, to: toggle)
            return binder
        }
    }

    @Test func aReleasedBinderIsGoneAndItsObserversWithIt() {
        let views = Views()
        weak var released: RegistrationFormBinder?
        do {
            let binder = views.makeBinder()
            released = binder
            binder.focus(.phone)
            #expect(views.scrollView.contentInset.bottom > 0, "the binder was working")
            views.screen.tapOutside()
            #expect(views.scrollView.contentInset == .zero)
        }
        #expect(released == nil, "nothing keeps the binder alive (no retain cycle through views or closures)")

        let offset = views.scrollView.contentOffset
        views.fields[3].becomeFirstResponder()
        #expect(views.screen.keyboard.isVisible, "the keyboard did come up")
        #expect(views.scrollView.contentInset == .zero)
        #expect(views.scrollView.verticalScrollIndicatorInsets == .zero)
        #expect(views.scrollView.contentOffset == offset)
        #expect(views.fields[3].inputAccessoryView != nil, "views keep what they were given")
        UIKitDoubleTesting.pressReturn(in: views.fields[3])
        #expect(views.fields[3].isFirstResponder, "no delegate left to move focus")
        views.screen.tapOutside()
        views.screen.keyboard.height = 400
        #expect(views.scrollView.contentInset == .zero)
    }

    @Test func aStoppedBinderIgnoresTheKeyboardAndTaps() {
        let views = Views()
        let binder = views.makeBinder()
        binder.focus(.name)
        #expect(views.scrollView.contentInset.bottom > 0)
        binder.stop()
        #expect(views.scrollView.contentInset == .zero, "stop() puts the insets back at once")

        views.screen.keyboard.height = 400
        #expect(views.scrollView.contentInset == .zero)
        views.screen.tapOutside()
        #expect(views.fields[0].isFirstResponder, "no tap-outside dismissal after stop()")
        views.screen.window.endEditing(true)
        binder.focus(.phone)
        #expect(views.scrollView.contentInset == .zero)
        binder.stop()
    }
}
#endif
