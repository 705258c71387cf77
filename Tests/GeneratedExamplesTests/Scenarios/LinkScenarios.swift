#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Links in a section footer and a checkbox's label (support-request's
/// `[利用規約](…)` and `[プライバシーポリシー](…)`) on the ready screen: text
/// views whose links open through the binder's `openURL`, or as the system
/// does when it is nil; plain texts stay labels.
@MainActor
@Suite struct LinkScenarios {
    private func readyScreen() throws -> (SupportRequestFormViewController, UIStackView) {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = SupportRequestFormViewController(state: SupportRequestFormState(SupportRequestForm(), app: SupportRequestApp()))
        window.rootViewController = controller
        controller.loadViewIfNeeded()
        let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
        return (controller, try #require(scrollView.subviews.first as? UIStackView))
    }

    /// Every view under `view`, depth first.
    private func views(in view: UIView) -> [UIView] { [view] + view.subviews.flatMap(views) }

    @Test func aFooterWithALinkIsATextViewWhoseLinkOpensThroughTheBinder() throws {
        let (controller, stack) = try readyScreen()
        let footer = try #require(stack.arrangedSubviews.compactMap { $0 as? UITextView }.first)
        #expect(footer.text == "ご利用前に利用規約をお読みください。")
        #expect(!footer.isEditable && !footer.isScrollEnabled && footer.adjustsFontForContentSizeCategory)
        #expect(footer.textContainerInset == .zero && footer.textContainer.lineFragmentPadding == 0)
        #expect(footer.isAccessibilityElement && footer.accessibilityLabel == footer.text)
        let link = footer.attributedText.attribute(.link, at: 5, effectiveRange: nil) as? URL
        #expect(link == URL(string: "https://example.com/terms"))
        #expect(footer.attributedText.attribute(.link, at: 0, effectiveRange: nil) == nil)

        // Without a hook the system opens it; with one, the app does.
        #expect(UIKitDoubleTesting.tapLink(in: footer) == link)
        #expect(UIKitDoubleTesting.openedURLs == [link].compactMap { $0 })
        var opened: [URL] = []
        try #require(controller.binder).openURL = { opened.append($0) }
        UIKitDoubleTesting.tapLink(in: footer)
        #expect(opened == [link].compactMap { $0 })
        #expect(UIKitDoubleTesting.openedURLs.count == 1)
    }

    @Test func aCheckboxWithALinkIsTheBoxBesideItsLinkedText() throws {
        let (controller, stack) = try readyScreen()
        let binder = try #require(controller.binder)
        var opened: [URL] = []
        binder.openURL = { opened.append($0) }
        let all = views(in: stack)
        let text = try #require(all.compactMap { $0 as? UITextView }.first { $0.text == "プライバシーポリシーに同意する" })
        let row = try #require(text.superview as? UIStackView)
        let box = try #require(row.arrangedSubviews.first as? UIButton)
        #expect(box.accessibilityLabel == "プライバシーポリシーに同意する")
        #expect(UIKitDoubleTesting.tapLink(in: text) == URL(string: "https://example.com/privacy"))
        #expect(opened == [URL(string: "https://example.com/privacy")].compactMap { $0 })
        #expect(!binder.state.values.agree, "a link does not check the box")

        box.sendActions(for: .primaryActionTriggered)
        #expect(binder.state.values.agree && box.isSelected)
    }

    @Test func plainFootersAndLabelsStayLabels() throws {
        let (_, stack) = try readyScreen()
        let textViews = views(in: stack).compactMap { $0 as? UITextView }.filter { !$0.isEditable }
        #expect(textViews.map(\.text) == ["プライバシーポリシーに同意する", "ご利用前に利用規約をお読みください。"])
        let labels = views(in: stack).compactMap { $0 as? UILabel }.compactMap(\.text)
        #expect(labels.contains("お客様情報"))
        #expect(!labels.contains { $0.contains("](") })
    }
}
#endif
