#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// The sign-up screen (examples/signup.form.yaml): text fields, a birthday
/// date picker and the terms switch in a scroll view.
@MainActor
struct SignupScreen {
    let screen: Screen
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let nickname = UITextField(), email = UITextField(), emailConfirmation = UITextField()
    let password = UITextField(), passwordConfirmation = UITextField(), birthday = UITextField()
    let referralCode = UITextField()
    let agreesToTerms = UISwitch()
    let binder: SignupFormBinder

    init() {
        screen = Screen(root: scroll)
        let views: [UIView] = [nickname, email, emailConfirmation, password, passwordConfirmation, birthday, referralCode, agreesToTerms]
        for (row, view) in views.enumerated() {
            view.frame = CGRect(x: 16, y: 80 + CGFloat(row) * 60, width: 358, height: 44)
            scroll.addSubview(view)
        }
        binder = SignupFormBinder(state: SignupFormState(SignupForm(), app: RecordingApp()), scrollView: scroll, view: scroll)
        binder.bind(.nickname, to: nickname)
        binder.bind(.email, to: email)
        binder.bind(.emailConfirmation, to: emailConfirmation)
        binder.bind(.password, to: password)
        binder.bind(.passwordConfirmation, to: passwordConfirmation)
        binder.bind(.birthday, to: birthday)
        binder.bind(.referralCode, to: referralCode)
        binder.bind(.agreesToTerms, to: agreesToTerms)
    }
}

@MainActor
@Suite struct SignupScenarios {
    @Test func theBirthdayPickerEndsThirteenYearsBeforeToday() throws {
        let before = FormcDate.relative(.today, adding: -13, .year, from: Date())
        let signup = SignupScreen()
        let after = FormcDate.relative(.today, adding: -13, .year, from: Date())
        let picker = try datePicker(of: signup.birthday)
        let maximum = try #require(picker.maximumDate)
        // A date-only picker: the bound's whole day, up to its last second.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let ends = [before, after].compactMap { calendar.date(byAdding: .day, value: 1, to: $0)?.addingTimeInterval(-1) }
        #expect(ends.contains(maximum), "the same day unless midnight passed meanwhile")
        #expect(picker.minimumDate == FormcDate.make(year: 1900, month: 1, day: 1))
    }

    @Test func aMismatchedConfirmationIsReportedAtItsFieldInJapanese() {
        let signup = SignupScreen()
        signup.binder.focus(.email)
        UIKitDoubleTesting.type("taro@example.com", into: signup.email)
        signup.binder.focus(.emailConfirmation)
        UIKitDoubleTesting.type("taro@example.co", into: signup.emailConfirmation)

        let issues = signup.binder.state.issues
        let mismatch = issues.first { $0.rule == .sameAs("email") }
        #expect(mismatch?.field == .emailConfirmation)
        #expect(mismatch?.message == "メールアドレス（確認）がメールアドレスと一致しません")
        #expect(issues.first?.message == "ニックネームを入力してください")
    }

    @Test func registerValidatesFocusesTheFirstIssueAndShowsAConfirmationMismatchAtItsField() {
        let signup = SignupScreen()
        var shown: [SignupForm.Field: String] = [:]
        var submitted = 0
        signup.binder.presentIssue = { field, issue in shown[field] = issue?.message }
        signup.binder.onSubmit = { _ in submitted += 1 }
        #expect(!signup.binder.submit())
        #expect(signup.nickname.isFirstResponder, "the first invalid field in form order")
        #expect(shown[.nickname] == "ニックネームを入力してください")
        #expect(submitted == 0)

        UIKitDoubleTesting.type("たろう", into: signup.nickname)
        #expect(shown[.nickname] == nil, "once shown, an issue clears as soon as it is fixed")
        #expect(signup.binder.focus(.email))
        #expect(UIKitDoubleTesting.type("taro@example.jp", into: signup.email))
        #expect(signup.binder.focus(.emailConfirmation))
        #expect(UIKitDoubleTesting.type("taro@example.com", into: signup.emailConfirmation))
        #expect(shown[.emailConfirmation] == "メールアドレス（確認）がメールアドレスと一致しません")
    }
}
#endif
