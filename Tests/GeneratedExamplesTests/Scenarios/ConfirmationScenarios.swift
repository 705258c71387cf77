#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// The confirmation step (`confirm:`) on the UIKit double: the ready screen
/// pushes the summary after a valid submit, back pops it, submit sends.
@MainActor
@Suite struct ConfirmationScenarios {
    private func readyScreen(_ values: SupportRequestForm, app: SupportRequestApp)
        -> (SupportRequestFormViewController, UINavigationController, submitted: () -> [SupportRequestForm]) {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = SupportRequestFormViewController(state: SupportRequestFormState(values, app: app))
        var submitted: [SupportRequestForm] = []
        controller.onLoad = { $0.onSubmit = { submitted.append($0) } }
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        controller.loadViewIfNeeded()
        return (controller, navigation, { submitted })
    }

    @Test func aValidSubmitPushesTheSummaryAndItsSubmitSends() async throws {
        let app = SupportRequestApp()
        let (controller, navigation, submitted) = readyScreen(ConfirmationTests.valid, app: app)
        let binder = try #require(controller.binder)
        #expect(binder.submit())
        let summary = try #require(navigation.topViewController as? FormcConfirmationViewController<SupportRequestForm>)
        #expect(summary.title == "入力内容の確認")
        summary.loadViewIfNeeded()
        #expect(summary.valueLabels.map(\.field) == [.name, .email, .password, .pin, .topic, .store, .channels, .wantsCall,
                                                      .visitDate, .count, .budget, .message, .agree])
        #expect(summary.valueLabels.first { $0.field == .password }?.label.text == "••••••••")
        #expect(summary.valueLabels.first { $0.field == .pin }?.label.text == "••••••••", "secure: true text too")
        #expect(summary.submitButton.title(for: .normal) == "送信する")
        #expect(summary.backButton.title(for: .normal) == "修正する")
        #expect(app.submitted.isEmpty, "nothing sent yet")

        summary.submitButton.sendActions(for: .touchUpInside)
        #expect(!summary.submitButton.isEnabled && !summary.backButton.isEnabled, "busy while the values are sent")
        await binder.state.waitUntilIdle()
        #expect(app.submitted.count == 1)
        #expect(submitted() == [ConfirmationTests.valid], "the binder's onSubmit hears the values sent")
        #expect(summary.submitButton.isEnabled)
    }

    @Test func backPopsTheSummaryAndAnotherSubmitPushesItAgain() throws {
        let (controller, navigation, _) = readyScreen(ConfirmationTests.valid, app: SupportRequestApp())
        let binder = try #require(controller.binder)
        #expect(binder.submit())
        let summary = try #require(navigation.topViewController as? FormcConfirmationViewController<SupportRequestForm>)
        summary.loadViewIfNeeded()
        summary.backButton.sendActions(for: .touchUpInside)
        #expect(navigation.topViewController === controller)
        #expect(!binder.state.isConfirming)
        #expect(binder.submit())
        #expect(navigation.viewControllers.count == 2, "one summary pushed, not two")
    }

    @Test func anInvalidSubmitStaysOnTheForm() throws {
        var values = ConfirmationTests.valid
        values.agree = false
        let (controller, navigation, _) = readyScreen(values, app: SupportRequestApp())
        let binder = try #require(controller.binder)
        #expect(!binder.submit())
        #expect(navigation.topViewController === controller)
    }

    @Test func withoutANavigationControllerTheSummaryIsPresented() throws {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = SupportRequestFormViewController(state: SupportRequestFormState(ConfirmationTests.valid, app: SupportRequestApp()))
        window.rootViewController = controller
        controller.loadViewIfNeeded()
        let binder = try #require(controller.binder)
        #expect(binder.submit())
        let presented = try #require(controller.presentedViewController as? UINavigationController)
        let summary = try #require(presented.topViewController as? FormcConfirmationViewController<SupportRequestForm>)
        summary.loadViewIfNeeded()
        summary.backButton.sendActions(for: .touchUpInside)
        #expect(controller.presentedViewController == nil, "back dismisses it")
    }
}
#endif
