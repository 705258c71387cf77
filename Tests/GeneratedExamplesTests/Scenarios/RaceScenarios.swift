#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Hostile round 4 (issue 35) through the UIKit ready screen: while the values
/// are sent the form is read-only, on the screen as in the state.
@MainActor
@Suite struct RaceScenarios {
    /// The event's ready screen, valid, its submit held at the app's gate.
    static func sending() async throws -> (EventScenarios.Pushed, EventFormBinder) {
        let pushed = EventScenarios.Pushed()
        let binder = try #require(pushed.controller.binder)
        binder.state.values.title = "定例"
        binder.state.values.startsAt = Date(timeIntervalSince1970: 1_800_000_000)
        binder.state.values.endsAt = Date(timeIntervalSince1970: 1_800_003_600)
        await binder.state.waitUntilIdle()
        binder.state.values.calendar = "work"
        pushed.app.gate.holds = true
        #expect(binder.state.startSubmit())
        await yield { !pushed.app.submitted.isEmpty }  // at the gate
        return (pushed, binder)
    }

    @Test(.timeLimit(.minutes(5))) func theInputsAreDisabledWhileTheValuesAreSent() async throws {
        let (pushed, binder) = try await Self.sending()
        let title = try #require(binder.view(for: .title) as? UITextField)
        let allDay = try #require(binder.view(for: .allDay) as? UISwitch)
        #expect(!title.isEnabled && !allDay.isEnabled, "nothing can be typed that would not be sent")
        pushed.app.gate.release()
        await binder.state.waitUntilIdle()
        #expect(title.isEnabled && allDay.isEnabled, "enabled again once sent")
        #expect(pushed.app.submitted.map(\.title) == ["定例"])
    }

    @Test(.timeLimit(.minutes(5))) func cancelWhileTheValuesAreSentIsRefused() async throws {
        let (pushed, binder) = try await Self.sending()
        #expect(!binder.state.cancel(), "the app's submit may still accept them")
        #expect(pushed.app.cancelled.isEmpty)
        #expect(pushed.navigation.topViewController === pushed.controller, "the screen stays")
        pushed.app.gate.release()
        await binder.state.waitUntilIdle()
        #expect(binder.state.cancel())
        #expect(pushed.app.cancelled.count == 1)
    }

    /// Issue 35, item 6, on the ready screen: the app's issue at a read-only
    /// field is the form's issue, shown above the submit button and announced.
    @Test(.timeLimit(.minutes(5))) func theReadyScreenShowsTheFormsIssueAboveItsSubmitButton() async throws {
        UIKitDoubleTesting.reset()
        let app = ScriptedCheckoutApp()
        let state = CheckoutFormState(FormStateTests.validCheckout, app: app)
        await yield { app.storeLoads.count == 1 }
        try #require(app.storeLoads.count == 1)
        app.storeLoads[0].answer(RaceTests.stores)
        let screen = CheckoutFormViewController(state: state)
        screen.loadViewIfNeeded()
        let scrollView = try #require(screen.view.subviews.first as? UIScrollView)
        let stack = try #require(scrollView.subviews.first as? UIStackView)
        let rows = stack.arrangedSubviews.count
        #expect(state.startSubmit())
        await yield { app.submits.count == 1 }
        try #require(app.submits.count == 1)
        app.submits[0].answer([.app(.memberNumber, "会員番号が確認できません")])
        #expect(await becomesIdle(state))
        #expect(stack.arrangedSubviews.count == rows + 1)
        let label = try #require(stack.arrangedSubviews[rows - 1] as? UILabel, "just above the button")
        #expect(label.text == "会員番号: 会員番号が確認できません" && !label.isHidden)
        #expect(stack.arrangedSubviews[rows] is UIButton)
        state.setFormIssue(nil)
        #expect(label.isHidden, "hidden while there is none")
        // Announced when it appears. Checked with no suspension between the two lines: the
        // double's announcements are global, and another test may reset them while this one awaits.
        state.setFormIssue("会員番号: 会員番号が確認できません")
        #expect(UIKitDoubleTesting.announcements.last == "会員番号: 会員番号が確認できません" && !label.isHidden)
        app.answerEverything()
    }
}
#endif
