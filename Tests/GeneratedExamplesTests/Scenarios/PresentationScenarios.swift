#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// How the ready screen presents fields (issue 25 items 1, 2, 6), on
/// `inquiry-marks.form.yaml`: ※ marks drawn but never spoken, the legend and
/// intros, help texts under their controls and in their hints, labels left
/// out but still naming their controls, and the toolbar's title item.
@MainActor
@Suite struct PresentationScenarios {
    private func loadScreen() -> UIView {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = InquiryMarksFormViewController(state: InquiryMarksFormState(app: RecordingApp<InquiryMarksForm>()))
        window.rootViewController = controller
        controller.loadViewIfNeeded()
        return controller.view
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

    private func textField(_ placeholderOrLabel: String, in view: UIView) throws -> UITextField {
        try #require(views(UITextField.self, in: view).first { $0.accessibilityLabel == placeholderOrLabel })
    }

    @Test func requiredMarksAreDrawnAfterTheLabelAndNeverSpoken() throws {
        let view = loadScreen()
        let labels = views(UILabel.self, in: view)
        let name = try #require(labels.first { $0.text == "氏名 ※" })
        #expect(name.accessibilityLabel == "氏名")
        // An optional field has no mark.
        #expect(labels.contains { $0.text == "郵便番号" })
        // "Required" is said by the control's hint, not by the glyph.
        #expect(try textField("氏名", in: view).accessibilityHint == "必須")
        // The checkbox's title carries the glyph; its spoken label is the label alone.
        let box = try #require(views(UIButton.self, in: view).first { $0.title(for: .normal) == "個人情報の取り扱いに同意する ※" })
        #expect(box.accessibilityLabel == "個人情報の取り扱いに同意する")
    }

    @Test func theLegendAndIntrosComeAboveTheirFields() throws {
        let view = loadScreen()
        let stack = try #require(views(UIStackView.self, in: view).first)
        let texts = stack.arrangedSubviews.prefix(4).map { ($0 as? UILabel)?.text }
        #expect(texts == ["内容を確認のうえ、担当者よりご連絡いたします。", "※は必須項目です", "ログイン情報",
                          "登録済みのメールアドレスとパスワードを入力してください。"])
    }

    @Test func helpTextsAreUnderTheControlAndInItsHint() throws {
        let view = loadScreen()
        let help = try #require(views(UILabel.self, in: view).first { $0.text == "半角数字7桁" })
        #expect(help.isAccessibilityElement == false)
        #expect(help.textColor == .secondaryLabel)
        #expect(try textField("郵便番号", in: view).accessibilityHint == "半角数字7桁")
        #expect(try textField("パスワード", in: view).accessibilityHint == "半角英数字8文字以上, 必須")
    }

    @Test func aHiddenLabelStillNamesItsControl() throws {
        let view = loadScreen()
        #expect(!views(UILabel.self, in: view).contains { $0.text?.hasPrefix("メールアドレス") == true })
        let email = try textField("メールアドレス", in: view)
        #expect(email.placeholder == "メールアドレス")
    }

    @Test func theToolbarTitleShowsTheFieldsLabelAsText() throws {
        let view = loadScreen()
        let email = try textField("メールアドレス", in: view)
        let items = try #require((email.inputAccessoryView as? UIToolbar)?.items)
        let title = try #require(items.first { $0.title == "メールアドレス" })
        #expect(!title.isEnabled && title.primaryAction == nil)
        let postal = try textField("郵便番号", in: view)
        let fixed = try #require((postal.inputAccessoryView as? UIToolbar)?.items)
        #expect(fixed.contains { $0.title == "郵便番号" && !$0.isEnabled })
    }
}
#endif
