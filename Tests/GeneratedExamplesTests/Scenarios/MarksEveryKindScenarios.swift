#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Every kind of row on the ready screen of `marks-every-kind.form.yaml`
/// (badges, optional fields marked too): each row's badge after its label,
/// never spoken; a stepper's and sliders' value labels as their `format:`
/// says; a check box and a switch whose labels have links, toggled by a tap
/// on the text outside the link and not by one on it.
@MainActor
@Suite struct MarksEveryKindScenarios {
    private func loadScreen() throws -> (MarksEveryKindFormViewController, FormcFormBinder<MarksEveryKindForm>, UIWindow) {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = MarksEveryKindFormViewController(state: MarksEveryKindFormState(app: RecordingApp<MarksEveryKindForm>()))
        window.rootViewController = controller
        controller.loadViewIfNeeded()
        return (controller, try #require(controller.binder), window)
    }

    private func views<View: UIView>(_ type: View.Type, in view: UIView) -> [View] {
        var found: [View] = []
        func visit(_ view: UIView) {
            if let match = view as? View { found.append(match) }
            view.subviews.forEach(visit)
        }
        visit(view)
        return found
    }

    @Test func everyKindsRowHasItsBadgeAfterItsLabel() throws {
        let (controller, _, _) = try loadScreen()
        var marked: [String: String] = [:]
        for badge in views(UILabel.self, in: controller.view) where badge.text == " 必須 " || badge.text == " 任意 " {
            #expect(!badge.isAccessibilityElement)
            let row = try #require(badge.superview as? UIStackView)
            let index = try #require(row.arrangedSubviews.firstIndex { $0 === badge })
            let before = row.arrangedSubviews[index - 1]
            let label = (before as? UILabel)?.text ?? (before as? UITextView)?.text ?? (before as? UIButton)?.title(for: .normal)
            marked[label ?? "?"] = badge.text
        }
        #expect(marked == [
            "利用開始日": " 必須 ", "プラン": " 必須 ", "サイズ": " 必須 ", "利用規約に同意する": " 必須 ",
            "配送": " 任意 ", "予算": " 任意 ", "割引率": " 任意 ", "重さ": " 任意 ",
            "お知らせを受け取る": " 任意 ", "ギフト包装にする": " 任意 ",
        ])
    }

    @Test func aCheckBoxesBadgeIsDrawnNotSpoken() throws {
        let (controller, _, _) = try loadScreen()
        let gift = try #require(views(UIButton.self, in: controller.view).first { $0.title(for: .normal) == "ギフト包装にする" })
        #expect(gift.accessibilityLabel == "ギフト包装にする")
        let agree = try #require(views(UIButton.self, in: controller.view).first { $0.accessibilityLabel == "利用規約に同意する" })
        #expect(agree.accessibilityHint == "必須")
    }

    @Test func theStepperShowsItsValueAsItsFormatSays() throws {
        let (controller, binder, _) = try loadScreen()
        let stepper = try #require(views(UIStepper.self, in: controller.view).first)
        let row = try #require(stepper.superview as? UIStackView)
        let value = try #require(row.arrangedSubviews.compactMap { $0 as? UILabel }.first)
        let shown = try #require(value.text)
        #expect(shown.hasSuffix("3,000") && (shown.hasPrefix("¥") || shown.hasPrefix("￥")), "\(shown)")
        #expect(stepper.accessibilityValue == shown)
        UIKitDoubleTesting.increment(stepper)
        #expect(binder.state.values.budget == 4000)
        #expect(value.text?.hasSuffix("4,000") == true)
    }

    @Test func slidersShowTheirValuesAsTheirFormatsSay() throws {
        let (controller, binder, _) = try loadScreen()
        let sliders = views(UISlider.self, in: controller.view)
        try #require(sliders.count == 2)
        func valueLabel(_ slider: UISlider) throws -> UILabel {
            try #require((slider.superview as? UIStackView)?.arrangedSubviews.last as? UILabel)
        }
        let discount = try valueLabel(sliders[0]), weight = try valueLabel(sliders[1])
        #expect(discount.text == "10%" && sliders[0].accessibilityValue == "10%")
        #expect(weight.text == "2.5 kg")
        UIKitDoubleTesting.slide(sliders[0], to: 0.26)
        #expect(abs(binder.state.values.discount - 0.25) < 1e-9)
        #expect(discount.text == "25%")
        UIKitDoubleTesting.slide(sliders[1], to: 7.3)
        #expect(weight.text == "7.5 kg")
    }

    /// `text` moved into a plain view at the window's origin and given a frame (the
    /// double has no Auto Layout to place the screen's rows), its recognizers kept.
    private func expose(_ text: UITextView, in window: UIWindow) -> CGPoint {
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        host.addSubview(text)
        text.frame = CGRect(x: 0, y: 100, width: 300, height: 44)
        return text.frame.origin
    }

    @Test func aTapOnACheckBoxesLabelOutsideItsLinkChecksIt() throws {
        let (controller, binder, window) = try loadScreen()
        var opened: [URL] = []
        binder.openURL = { opened.append($0) }
        let text = try #require(views(UITextView.self, in: controller.view).first { $0.text == "利用規約に同意する" })
        let origin = expose(text, in: window)
        let size = try #require(text.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont).pointSize

        // On 規 (the link "利用規約"): the link's, not the box's.
        UIKitDoubleTesting.tap(at: CGPoint(x: origin.x + size * 2.5, y: origin.y + 5), in: window)
        #expect(!binder.state.values.agree)
        // On 意 (the text after it): as a tap on the box.
        UIKitDoubleTesting.tap(at: CGPoint(x: origin.x + size * 6.5, y: origin.y + 5), in: window)
        #expect(binder.state.values.agree)
        let box = try #require(views(UIButton.self, in: controller.view).first { $0.accessibilityLabel == "利用規約に同意する" })
        #expect(box.isSelected)
        UIKitDoubleTesting.tap(at: CGPoint(x: origin.x + size * 8.5, y: origin.y + 5), in: window)
        #expect(!binder.state.values.agree && !box.isSelected)

        // The link still opens through the binder.
        #expect(UIKitDoubleTesting.tapLink(in: text) == URL(string: "https://example.com/terms"))
        #expect(opened == [URL(string: "https://example.com/terms")].compactMap { $0 })
        #expect(!binder.state.values.agree)
    }

    @Test func aTapOnASwitchesLabelOutsideItsLinkFlipsIt() throws {
        let (controller, binder, window) = try loadScreen()
        let text = try #require(views(UITextView.self, in: controller.view).first { $0.text == "お知らせを受け取る" })
        let toggle = try #require(views(UISwitch.self, in: controller.view).first)
        let origin = expose(text, in: window)
        let size = try #require(text.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont).pointSize
        UIKitDoubleTesting.tap(at: CGPoint(x: origin.x + size * 1.5, y: origin.y + 5), in: window)
        #expect(!binder.state.values.newsletter && !toggle.isOn)
        UIKitDoubleTesting.tap(at: CGPoint(x: origin.x + size * 6.5, y: origin.y + 5), in: window)
        #expect(binder.state.values.newsletter && toggle.isOn)
    }
}
#endif
