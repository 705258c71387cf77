#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Submit and validation timing (`submit:`, `validate_on:`) on the UIKit
/// double: issues at their fields when the timing says, cleared once fixed,
/// `submit()` from Return, `done` and the ready screen's button.
@MainActor
@Suite struct SubmissionScenarios {
    @Test func submitShowsEveryIssueAndFocusesTheFirstInvalidField() {
        let contact = ContactScreen(form: ContactForm(company: "株式会社サンプル", name: "山田"))
        #expect(contact.binder.focus(.company))
        #expect(!contact.binder.submit())
        #expect(contact.email.isFirstResponder, "the first invalid field in form order")
        #expect(contact.shown == [.email: "メールアドレスを入力してください", .topic: "お問い合わせ種別を選択してください",
                                  .message: "お問い合わせ内容を入力してください"])
        #expect(contact.binder.state.fieldsWithShownIssues == [.email, .topic, .message], "the state shows them all")
        #expect(contact.submitted.isEmpty)
    }

    @Test func endOfEditingShowsAnIssueAndTypingTheFixClearsIt() {
        let contact = ContactScreen()
        #expect(contact.binder.focus(.name))
        #expect(contact.shown.isEmpty, "nothing shown before the field is left")
        UIKitDoubleTesting.pressReturn(in: contact.name)
        #expect(contact.email.isFirstResponder)
        #expect(contact.binder.issue(for: .name)?.message == "氏名を入力してください")
        #expect(contact.shown == [.name: "氏名を入力してください"], "only the field left")

        #expect(contact.binder.focus(.name))
        UIKitDoubleTesting.type("山", into: contact.name)
        #expect(contact.shown[.name] == nil, "cleared on the keystroke that fixes it, before leaving")
        #expect(contact.binder.issue(for: .name) == nil)
        UIKitDoubleTesting.deleteBackward(in: contact.name)
        #expect(contact.shown[.name] == "氏名を入力してください", "a shown field follows its value")
    }

    @Test func typingTimingUpdatesTheIssueAsCharactersArrive() {
        let contact = ContactScreen()
        #expect(contact.binder.focus(.email))
        #expect(contact.shown[.email] == nil)
        UIKitDoubleTesting.type("taro", into: contact.email)
        #expect(contact.shown[.email] == "メールアドレスの形式が正しくありません")
        UIKitDoubleTesting.type("@example", into: contact.email)
        #expect(contact.shown[.email] == "メールアドレスの形式が正しくありません")
        UIKitDoubleTesting.type(".jp", into: contact.email)
        #expect(contact.shown[.email] == nil)
        #expect(contact.presentCount == 2, "told when the message appears and when it goes, not per keystroke")
        UIKitDoubleTesting.type("x", into: contact.name)
        #expect(contact.shown[.name] == nil, "an end_editing field shows nothing while typed into")
    }

    @Test func doneOnTheLastFieldATextAreaSubmits() async throws {
        let contact = ContactScreen(form: ContactScreen.valid)
        #expect(contact.binder.focus(.message))
        let done = try #require(contact.messageToolbarButton("完了"))
        #expect(UIKitDoubleTesting.tap(done))
        await contact.binder.state.waitUntilIdle()
        #expect(contact.submitted == [ContactScreen.valid])
        #expect(contact.screen.firstResponder == nil, "editing ended")

        // Invalid: done does not submit but focuses the first invalid field.
        contact.binder.state.values.name = ""
        #expect(contact.binder.focus(.message))
        #expect(UIKitDoubleTesting.tap(done))
        #expect(contact.submitted.count == 1)
        #expect(contact.name.isFirstResponder)
        #expect(contact.shown[.name] == "氏名を入力してください")
    }

    @Test func doneOnAnEarlierFieldOnlyEndsEditing() throws {
        let contact = ContactScreen(form: ContactScreen.valid)
        #expect(contact.binder.focus(.company))
        let done = try #require(toolbarItems(of: contact.company).first { $0.title == "完了" })
        #expect(UIKitDoubleTesting.tap(done))
        #expect(contact.screen.firstResponder == nil)
        #expect(contact.submitted.isEmpty)
    }

    @Test func returnOnTheLastTextFieldSubmitsOnlyValidValues() async {
        let screen = Screen()
        let email = UITextField(), password = UITextField(), rememberMe = UISwitch()
        let scrollView = UIScrollView(frame: screen.root.bounds)
        screen.root.addSubview(scrollView)
        Column.stack([email, password, rememberMe], in: scrollView, width: screen.root.bounds.width)
        let binder = SignInFormBinder(state: SignInFormState(SignInForm(), app: RecordingApp()), scrollView: scrollView, view: screen.root)
        binder.bind(.email, to: email)
        binder.bind(.password, to: password)
        binder.bind(.rememberMe, to: rememberMe)
        var submitted: [SignInForm] = []
        binder.onSubmit = { submitted.append($0) }

        #expect(binder.focus(.password))
        UIKitDoubleTesting.type("secret", into: password)
        UIKitDoubleTesting.pressReturn(in: password)
        #expect(submitted.isEmpty)
        #expect(email.isFirstResponder, "the missing e-mail is focused")
        #expect(binder.issue(for: .email)?.message == "メールアドレスを入力してください")

        UIKitDoubleTesting.type("a@example.jp", into: email)
        #expect(binder.issue(for: .email) == nil, "after a submit every field follows its value")
        #expect(binder.focus(.password))
        UIKitDoubleTesting.pressReturn(in: password)
        await binder.state.waitUntilIdle()
        #expect(submitted == [SignInForm(email: "a@example.jp", password: "secret")])
    }

    @Test func isValidFollowsTheValuesAndObserversHearEachChangeOnce() {
        let contact = ContactScreen()
        var reported: [Bool] = []
        let observation = contact.binder.state.observe { reported.append(contact.binder.isValid) }
        #expect(!contact.binder.isValid)
        contact.binder.state.values = ContactScreen.valid
        #expect(contact.binder.isValid)
        #expect(reported == [true], "one change, one call")
        #expect(contact.binder.focus(.name))
        UIKitDoubleTesting.type("様", into: contact.name)
        #expect(reported.allSatisfy { $0 }, "still valid")
        contact.binder.state.values.message = ""
        #expect(reported.last == false)
        #expect(contact.shown.isEmpty, "a flip shows nothing by itself")
        observation.cancel()
        let count = reported.count
        contact.binder.state.values.message = "x"
        #expect(reported.count == count, "a cancelled observation hears nothing")
    }

    @Test func readyScreenShowsIssuesUnderTheirRowsAndSubmitsFromItsButton() async throws {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let app = RecordingApp<ContactForm>()
        let controller = ContactFormViewController(state: ContactFormState(app: app))
        var submitted: [ContactForm] = []
        controller.onLoad = { $0.onSubmit = { submitted.append($0) } }
        window.rootViewController = controller
        controller.loadViewIfNeeded()
        let binder = try #require(controller.binder)

        let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
        let stack = try #require(scrollView.subviews.first as? UIStackView)
        #expect(stack.arrangedSubviews.count == ContactForm.Field.allCases.count + 1, "a row per field, then the button")
        let button = try #require(stack.arrangedSubviews.last as? UIButton)
        #expect(button.title(for: .normal) == "送信する")
        let issueLabels = stack.arrangedSubviews.dropLast().compactMap { ($0 as? UIStackView)?.arrangedSubviews.last as? UILabel }
        #expect(issueLabels.count == ContactForm.Field.allCases.count)
        #expect(issueLabels.allSatisfy { $0.isHidden }, "no issue before anything happened")

        button.sendActions(for: .touchUpInside)
        #expect(submitted.isEmpty)
        let nameIssue = issueLabels[1]
        #expect(!nameIssue.isHidden)
        #expect(nameIssue.text == "氏名を入力してください")
        #expect(nameIssue.textColor == .systemRed)
        #expect(issueLabels[0].isHidden, "the company is optional")
        let nameField = try #require((stack.arrangedSubviews[1] as? UIStackView)?.arrangedSubviews.first as? UIStackView)
        let nameInput = try #require(nameField.arrangedSubviews.last as? UITextField)
        #expect(nameInput.isFirstResponder, "the first invalid field is focused")
        #expect(nameInput.accessibilityLabel == "氏名", "VoiceOver names the field by its label, not its placeholder")
        #expect(nameInput.accessibilityHint == "Required, 氏名を入力してください", "VoiceOver hears the issue at the field")
        #expect(UIKitDoubleTesting.announcements.contains("氏名: 氏名を入力してください"), "and is told when it appears")

        binder.state.values = ContactScreen.valid
        #expect(nameIssue.isHidden, "fixed: hidden again")
        #expect(nameInput.accessibilityHint == "Required")
        button.sendActions(for: .touchUpInside)
        #expect(!button.isEnabled, "disabled while the submit runs")
        await binder.state.waitUntilIdle()
        #expect(button.isEnabled)
        #expect(app.submitted == [ContactScreen.valid])
        #expect(submitted == [ContactScreen.valid], "onSubmit once the app accepted the values")
    }

    @Test func hideIssuesHidesThemUntilTheTimingShowsThemAgain() {
        let contact = ContactScreen()
        #expect(!contact.binder.submit())
        #expect(contact.shown[.name] != nil)
        contact.binder.state.hideIssues()
        #expect(contact.shown.isEmpty)
        contact.binder.state.values.name = "山田"
        contact.binder.state.values.name = ""
        #expect(contact.shown.isEmpty, "hidden fields no longer follow the values")
        #expect(contact.binder.focus(.name))
        #expect(contact.binder.focus(.email))
        #expect(contact.shown == [.name: "氏名を入力してください"], "left again: shown again")
    }
}
#endif
