#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// The ready screens (`<Form>ViewController`): the layout holds one labeled
/// row per field in form order, and its binder is wired and working.
@MainActor
@Suite struct ViewControllerScenarios {
    @Test func registrationScreenLaysOutEveryFieldAndWiresTheBinder() throws {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = RegistrationFormViewController(state: RegistrationFormState(RegistrationForm(name: "山田")))
        var loaded: RegistrationFormBinder?
        controller.onLoad = { loaded = $0 }
        window.rootViewController = controller
        controller.loadViewIfNeeded()

        #expect(controller.title == "会員登録")
        let binder = try #require(controller.binder)
        #expect(loaded === binder)
        #expect(binder.state.values.name == "山田")

        let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
        let stack = try #require(scrollView.subviews.first as? UIStackView)
        #expect(stack.arrangedSubviews.count == RegistrationForm.Field.allCases.count)
        let labels = stack.arrangedSubviews.compactMap { ($0 as? UIStackView)?.arrangedSubviews.first as? UILabel }
        #expect(labels.map(\.text) == RegistrationForm.Field.allCases.map(\.label))

        // The first field takes focus; Return moves on in form order.
        #expect(binder.focus(.name))
        let fields = stack.arrangedSubviews.compactMap { ($0 as? UIStackView)?.arrangedSubviews.last as? UITextField }
        #expect(fields.first?.isFirstResponder == true)
        UIKitDoubleTesting.pressReturn(in: fields[0])
        #expect(fields[1].isFirstResponder)
    }

    /// Every text the ready screen shows follows the user's text size (Dynamic
    /// Type): labels, text fields and text views, in every row of a form of
    /// every kind.
    @Test func everyTextOfTheReadyScreenFollowsDynamicType() throws {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = CheckoutFormViewController(state: CheckoutFormState(app: CheckoutApp()))
        window.rootViewController = controller
        controller.loadViewIfNeeded()
        var labels = 0, fields = 0, textViews = 0
        func visit(_ view: UIView) {
            if let label = view as? UILabel {
                labels += 1
                #expect(label.adjustsFontForContentSizeCategory, "\(label.text ?? "a label")")
            } else if let field = view as? UITextField {
                fields += 1
                #expect(field.adjustsFontForContentSizeCategory)
            } else if let textView = view as? UITextView {
                textViews += 1
                #expect(textView.adjustsFontForContentSizeCategory)
            }
            view.subviews.forEach(visit)
        }
        visit(controller.view)
        #expect(labels >= CheckoutForm.Field.allCases.count, "a caption per field at least")
        #expect(fields > 10 && textViews == 1)
    }

    @Test func layoutGuideScreenPinsItsScrollViewToTheKeyboard() throws {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = HealthSettingsFormViewController(state: HealthSettingsFormState())
        window.rootViewController = controller
        controller.loadViewIfNeeded()
        let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
        #expect(controller.view.keyboardLayoutGuide.followsUndockedKeyboard)
        let pinned = controller.view.constraints.contains {
            ($0.firstItem as? UIScrollView) === scrollView && $0.secondItem is UIKeyboardLayoutGuide
        }
        #expect(pinned)
    }
}
#endif
