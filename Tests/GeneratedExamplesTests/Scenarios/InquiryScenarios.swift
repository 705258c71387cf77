#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// examples/inquiry.form.yaml on the UIKit double, as a user meets it: ※
/// marks with their legend, help texts, the summary before anything is sent.
@MainActor
@Suite struct InquiryScenarios {
    /// The app's half of the inquiry: it records what it was sent.
    final class Inbox: InquiryFormApp {
        var received: [InquiryForm] = []
        func submit(_ form: InquiryForm) async throws -> [InquiryForm.Issue] {
            received.append(form)
            return []
        }
    }

    static let filledIn = InquiryForm(name: "山田 太郎", email: "taro@example.com", postalCode: "100-0001",
                                      topic: .estimate, message: "見積もりをお願いします。", agreesToPrivacyPolicy: true)

    private func allSubviews(of view: UIView) -> [UIView] {
        view.subviews + view.subviews.flatMap(allSubviews)
    }

    @Test func theScreenMarksRequiredFieldsAndShowsHelpTexts() {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = InquiryFormViewController(state: InquiryFormState(app: Inbox()))
        window.rootViewController = UINavigationController(rootViewController: controller)
        controller.loadViewIfNeeded()
        let texts = allSubviews(of: controller.view).compactMap { ($0 as? UILabel)?.text }
        #expect(texts.contains("※は必須項目です"), "the legend")
        #expect(texts.contains("半角数字7桁（ハイフンは自動で入ります）"), "a help text under its field")
        #expect(texts.contains { $0.hasPrefix("お名前") && $0.hasSuffix("※") }, "a required field's label carries ※")
        #expect(!texts.contains { $0.hasPrefix("電話番号") && $0.hasSuffix("※") }, "an optional one does not")
    }

    @Test func aValidSubmitShowsTheSummaryAndOnlyItsButtonSends() async throws {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let inbox = Inbox()
        let controller = InquiryFormViewController(state: InquiryFormState(Self.filledIn, app: inbox))
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        controller.loadViewIfNeeded()
        let binder = try #require(controller.binder)
        #expect(binder.submit())
        let summary = try #require(navigation.topViewController as? FormcConfirmationViewController<InquiryForm>)
        summary.loadViewIfNeeded()
        #expect(!summary.valueLabels.contains { $0.field == .agreesToPrivacyPolicy }, "confirm: false")
        #expect(summary.valueLabels.first { $0.field == .topic }?.label.text == "お見積もり")
        #expect(summary.valueLabels.first { $0.field == .phone }?.label.text == "未入力")
        #expect(inbox.received.isEmpty)
        summary.submitButton.sendActions(for: .touchUpInside)
        await binder.state.waitUntilIdle()
        #expect(inbox.received == [Self.filledIn])
    }
}
#endif
