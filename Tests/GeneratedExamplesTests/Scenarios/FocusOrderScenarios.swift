#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Scenario 3: focus moves through text field → pickers → text view → text
/// field while the keyboard stays up, in form order, whatever the view tree.
@MainActor
@Suite struct FocusOrderScenarios {
    @Test func nextFollowsFormOrderAndEveryFieldEndsVisible() throws {
        let form = MixedInputsScreen()
        UIKitDoubleTesting.tap(form.name)
        #expect(form.name.isFirstResponder)
        #expect(form.isFullyVisible(form.name))

        let order: [UIView] = [form.name, form.plan, form.addon, form.nothing, form.comment, form.email]
        for (current, following) in zip(order, order.dropFirst()) {
            let buttons = try #require(form.navigation(of: current))
            #expect(UIKitDoubleTesting.tap(buttons.next))
            #expect(following.isFirstResponder, "next from \(order.firstIndex(of: current)!) went elsewhere")
            #expect(form.screen.keyboard.isVisible, "the keyboard never hides in between")
            #expect(form.isFullyVisible(following), "field \(order.firstIndex(of: following)!) is hidden")
        }
        #expect(!form.screen.keyboard.postedNotifications.contains(UIResponder.keyboardWillHideNotification))

        for (current, preceding) in zip(order.reversed(), order.reversed().dropFirst()) {
            let buttons = try #require(form.navigation(of: current))
            #expect(UIKitDoubleTesting.tap(buttons.previous))
            #expect(preceding.isFirstResponder)
            #expect(form.isFullyVisible(preceding), "field \(order.firstIndex(of: preceding)!) is hidden")
        }
    }

    @Test func previousIsDisabledOnTheFirstFieldAndNextOnTheLast() throws {
        let form = MixedInputsScreen()
        form.binder.focus(.name)
        let first = try #require(form.navigation(of: form.name))
        #expect(!first.previous.isEnabled)
        #expect(first.next.isEnabled)
        #expect(!UIKitDoubleTesting.tap(first.previous))

        form.binder.focus(.email)
        let last = try #require(form.navigation(of: form.email))
        #expect(last.previous.isEnabled)
        #expect(!last.next.isEnabled)
        #expect(form.email.isFirstResponder)
    }

    @Test func returnMovesOnInFormOrderAndSubmitsOnTheLastField() {
        let form = MixedInputsScreen()
        var submitted: [MixedInputsForm] = []
        form.binder.onSubmit = { submitted.append($0) }

        form.binder.focus(.name)
        UIKitDoubleTesting.type("Ada", into: form.name)
        UIKitDoubleTesting.pressReturn(in: form.name)
        #expect(form.plan.isFirstResponder, "Return goes to the next field in form order, a picker here")
        #expect(submitted.isEmpty)

        form.binder.focus(.comment)
        UIKitDoubleTesting.pressReturn(in: form.comment)
        #expect(form.comment.isFirstResponder, "Return in a text view is a new line")
        #expect(form.comment.text == "\n")

        form.binder.focus(.email)
        #expect(form.isFullyVisible(form.email))
        UIKitDoubleTesting.type("ada@example.com", into: form.email)
        UIKitDoubleTesting.pressReturn(in: form.email)
        #expect(form.screen.firstResponder == nil)
        #expect(!form.screen.keyboard.isVisible)
        #expect(submitted.count == 1)
        #expect(submitted.first?.name == "Ada")
        #expect(submitted.first?.email == "ada@example.com")
        #expect(submitted.first?.comment == "\n")
    }

    @Test func registrationReturnAndToolbarSkipViewOrder() throws {
        let form = RegistrationScreen(reversedViewOrder: true)
        form.binder.focus(.name)
        let items = toolbarItems(of: form.name)
        #expect(!items[0].isEnabled, "no field before the first")
        UIKitDoubleTesting.pressReturn(in: form.name)
        #expect(form.email.isFirstResponder)
        #expect(UIKitDoubleTesting.tap(toolbarItems(of: form.email)[1]))
        #expect(form.password.isFirstResponder)
        #expect(UIKitDoubleTesting.tap(toolbarItems(of: form.password)[0]))
        #expect(form.email.isFirstResponder)
        form.binder.focus(.phone)
        UIKitDoubleTesting.pressReturn(in: form.phone)
        #expect(form.gender.isFirstResponder, "Return leads into the picker after the last text field")
        #expect(!form.binder.focus(.agreesToTerms), "a toggle takes no focus")
    }
}
#endif
