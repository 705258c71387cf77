#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Text that formats itself (examples/profile.form.yaml): masks as typed with
/// the caret where the user expects, normalisation as typed and on end of
/// editing, the reveal toggle, and the binder's hooks for the app.
@MainActor
@Suite struct TextFormatScenarios {
    @Test func fullWidthDigitsTypedIntoAPhoneMaskFormatWithTheCaretAtTheEnd() {
        let profile = ProfileScreen()
        profile.binder.focus(.phone)
        profile.typeEach("０９０１２３４５６７８", into: profile.phone)
        #expect(profile.phone.text == "090-1234-5678")
        #expect(UIKitDoubleTesting.caret(in: profile.phone) == 13)
        #expect(profile.binder.state.values.phone == "090-1234-5678")
        UIKitDoubleTesting.typeAtCaret("9", into: profile.phone)
        #expect(profile.phone.text == "090-1234-5678", "a full mask takes no more digits")
    }

    @Test func pasteIntoAMaskedField() {
        let profile = ProfileScreen()
        profile.binder.focus(.postalCode)
        UIKitDoubleTesting.typeAtCaret("1234567", into: profile.postalCode)
        #expect(profile.postalCode.text == "123-4567")
        #expect(UIKitDoubleTesting.caret(in: profile.postalCode) == 8)
        UIKitDoubleTesting.replace(NSRange(location: 0, length: 8), with: "〒１００-０００１", in: profile.postalCode)
        #expect(profile.postalCode.text == "100-0001")
        #expect(profile.binder.state.values.postalCode == "100-0001")
        #expect(profile.binder.state.values.validate().allSatisfy { $0.field != .postalCode })
    }

    @Test func backspaceOverASeparatorDeletesTheDigitBeforeIt() {
        let profile = ProfileScreen()
        profile.binder.focus(.postalCode)
        UIKitDoubleTesting.typeAtCaret("1234567", into: profile.postalCode)
        UIKitDoubleTesting.moveCaret(to: 4, in: profile.postalCode)  // 123-|4567
        UIKitDoubleTesting.deleteBackwardAtCaret(in: profile.postalCode)
        #expect(profile.postalCode.text == "124-567")
        #expect(UIKitDoubleTesting.caret(in: profile.postalCode) == 2)
        UIKitDoubleTesting.typeAtCaret("9", into: profile.postalCode)
        #expect(profile.postalCode.text == "129-4567")
        #expect(UIKitDoubleTesting.caret(in: profile.postalCode) == 3, "right after the digit typed")
    }

    @Test func normalisationOnEndOfEditingLeavesTypingAloneButTheModelIsNormalised() {
        let profile = ProfileScreen()
        profile.binder.focus(.nickname)
        profile.typeEach("ＴＡＲＯ ", into: profile.nickname)
        #expect(profile.nickname.text == "ＴＡＲＯ ")
        #expect(profile.binder.state.values.nickname == "taro")
        profile.binder.focus(.birthday)
        #expect(profile.nickname.text == "taro")
    }

    @Test func hiraganaCommittedByTheInputMethodBecomesKatakana() {
        let profile = ProfileScreen()
        profile.binder.focus(.furigana)
        UIKitDoubleTesting.compose("やまだ", into: profile.furigana, commits: false)
        #expect(profile.furigana.text == "やまだ", "left alone while composing")
        UIKitDoubleTesting.commitComposition(in: profile.furigana)
        #expect(profile.furigana.text == "ヤマダ")
        #expect(profile.binder.state.values.furigana == "ヤマダ")
        profile.typeEach(" ﾀﾛｳ", into: profile.furigana)
        #expect(profile.furigana.text == "ヤマダ タロウ")
        #expect(UIKitDoubleTesting.caret(in: profile.furigana) == 7)
        #expect(profile.binder.state.values.validate().allSatisfy { $0.field != .furigana })
    }

    @Test func theAppCanVetoAnEdit() {
        let profile = ProfileScreen()
        var asked: [(ProfileForm.Field, String)] = []
        profile.binder.shouldChangeText = { field, text in
            asked.append((field, text))
            return !text.contains("!")
        }
        profile.binder.focus(.name)
        UIKitDoubleTesting.typeAtCaret("山田", into: profile.name)
        #expect(!UIKitDoubleTesting.typeAtCaret("!", into: profile.name))
        #expect(profile.name.text == "山田")
        profile.binder.focus(.phone)
        #expect(!UIKitDoubleTesting.typeAtCaret("０９０!", into: profile.phone) || profile.phone.text == "090")
        #expect(asked.first?.0 == .name)
        #expect(asked.last?.0 == .phone)
        #expect(asked.last?.1 == "090", "the hook sees the text as it would be shown, masked")
    }

    @Test func editingEventsAndFieldChangesNameTheField() {
        let profile = ProfileScreen()
        var events: [String] = []
        profile.binder.onBeginEditing = { events.append("begin \($0.rawValue)") }
        profile.binder.onEndEditing = { events.append("end \($0.rawValue)") }
        profile.binder.onFieldChange = { field, form in events.append("change \(field.rawValue) \(form.name)") }
        profile.binder.focus(.name)
        UIKitDoubleTesting.typeAtCaret("太郎", into: profile.name)
        UIKitDoubleTesting.pressReturn(in: profile.name)
        #expect(events == ["begin name", "change name 太郎", "end name", "begin furigana"])
        #expect(profile.binder.view(for: .password) === profile.password)
    }

    @Test func theRevealToggleKeepsTheTextAndTheCaret() throws {
        let profile = ProfileScreen()
        let button = try #require(profile.password.rightView as? UIButton)
        #expect(profile.password.rightViewMode == .always)
        #expect(button.accessibilityLabel == "パスワードを表示")
        profile.binder.focus(.password)
        UIKitDoubleTesting.typeAtCaret("secret12", into: profile.password)
        UIKitDoubleTesting.moveCaret(to: 3, in: profile.password)
        UIKitDoubleTesting.tap(button)
        #expect(!profile.password.isSecureTextEntry)
        #expect(profile.password.text == "secret12")
        #expect(UIKitDoubleTesting.caret(in: profile.password) == 3)
        #expect(button.accessibilityLabel == "パスワードを隠す")
        #expect(button.isSelected)
        UIKitDoubleTesting.tap(button)
        #expect(profile.password.isSecureTextEntry)
        UIKitDoubleTesting.typeAtCaret("!", into: profile.password)
        #expect(profile.password.text == "sec!ret12")
        #expect(profile.binder.state.values.password == "sec!ret12")
        #expect(profile.password.isFirstResponder)
    }

    @Test func anIOS17ContentTypeIsSetWhereAvailable() {
        let profile = ProfileScreen()
        #expect(profile.birthday.textContentType == .birthdate)
        #expect(profile.postalCode.textContentType == .postalCode)
    }
}
#endif
