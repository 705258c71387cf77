import FormcRuntime
import Foundation
import Testing

// Drives the rules across fields, relative to today and supplied by the app,
// and the Japanese built-in messages, in the model code formc generated for
// examples/signup.form.yaml and Tests/Fixtures/generate/booking-rules.form.yaml.

// The app's rules: without these, the generated forms do not compile.
extension SignupForm {
    static func passesReferralCode(_ value: String) -> Bool { value.hasPrefix("FRIEND") }
}

extension BookingForm {
    static func passesEven(_ value: Int) -> Bool { value.isMultiple(of: 2) }
    static func passesKnownCoupon(_ value: String) -> Bool { value != "NOPE" }
    static func passesNotExpired(_ value: String) -> Bool { value != "OLD" }
}

/// A fixed "now": 2024-02-29 15:30 in the user's time zone (a leap day, a month end).
private let leapDay = FormcDate.make(year: 2024, month: 2, day: 29, hour: 15, minute: 30)

/// A valid sign-up, as of `leapDay`.
private func validSignup() -> SignupForm {
    SignupForm(nickname: "たろう", email: "taro@example.com", emailConfirmation: "taro@example.com",
               password: "abcd1234", passwordConfirmation: "abcd1234",
               birthday: FormcDate.make(year: 2000, month: 4, day: 1), agreesToTerms: true)
}

@Suite struct SignupModelTests {
    @Test func aValidSignupHasNoIssues() {
        #expect(validSignup().validate(now: leapDay).isEmpty)
    }

    @Test func emptyFormSpeaksJapanese() {
        let issues = SignupForm().validate(now: leapDay)
        #expect(issues.map(\.field) == [.nickname, .email, .emailConfirmation, .password, .passwordConfirmation, .birthday, .agreesToTerms])
        #expect(issues.map(\.message) == [
            "ニックネームを入力してください", "メールアドレスを入力してください", "メールアドレス（確認）を入力してください",
            "パスワードを入力してください", "パスワード（確認）を入力してください", "生年月日を選択してください", "同意が必要です",
        ])
    }

    @Test func lengthsAndFormatsInJapanese() {
        var form = validSignup()
        form.nickname = String(repeating: "あ", count: 21)
        form.email = "taro@example"
        form.emailConfirmation = "taro@example"
        #expect(form.validate(now: leapDay).map(\.message) == [
            "ニックネームは20文字以内で入力してください", "メールアドレスの形式が正しくありません",
        ])
        form = validSignup()
        form.password = "abc1"
        form.passwordConfirmation = "abc1"
        #expect(form.validate(now: leapDay).map(\.message) == ["パスワードは8文字以上で入力してください"])
    }

    @Test func confirmationsMustMatchOnceTyped() {
        var form = validSignup()
        form.emailConfirmation = "taro@example.co"
        form.passwordConfirmation = "abcd12345"
        let issues = form.validate(now: leapDay)
        #expect(issues.map(\.rule) == [.sameAs("email"), .sameAs("password")])
        #expect(issues.map(\.message) == ["メールアドレス（確認）がメールアドレスと一致しません", "パスワードが一致しません"])
        // An empty confirmation is `required`'s to report, not a mismatch.
        form.emailConfirmation = ""
        #expect(form.validate(now: leapDay).map(\.rule) == [.required, .sameAs("password")])
        #expect(form.validate(now: leapDay).first?.field == .emailConfirmation)
    }

    @Test func birthdayMustBeThirteenYearsBackFromAnInjectedNow() {
        var form = validSignup()
        // 13 years before a leap day is Feb 28 (2011 has no Feb 29): that day passes, the next does not.
        form.birthday = FormcDate.make(year: 2011, month: 2, day: 28, hour: 23, minute: 59)
        #expect(form.validate(now: leapDay).isEmpty)
        form.birthday = FormcDate.make(year: 2011, month: 3, day: 1)
        #expect(form.validate(now: leapDay).map(\.rule) == [.maximum("today - 13 years")])
        #expect(form.validate(now: leapDay).first?.message == "13歳以上の方のみ登録できます")
        // The same birthday a day later in the calendar is fine.
        #expect(form.validate(now: FormcDate.make(year: 2024, month: 3, day: 1)).isEmpty)
        form.birthday = FormcDate.make(year: 1899, month: 12, day: 31)
        #expect(form.validate(now: leapDay).map(\.message) == ["生年月日は1900年1月1日以降を選択してください"])
    }

    @Test func theReferralCodeIsTheAppsRule() {
        var form = validSignup()
        form.referralCode = "FRIEND42"
        #expect(form.validate(now: leapDay).isEmpty)
        form.referralCode = "STRANGER"
        let issues = form.validate(now: leapDay)
        #expect(issues.map(\.rule) == [.custom("referral_code")])
        #expect(issues.first?.message == "紹介コードが正しくありません")
    }
}

@Suite struct BookingModelTests {
    @Test func relativeDefaultsCountFromTheInjectedNow() {
        let form = BookingForm(now: leapDay)
        #expect(form.checkIn == FormcDate.make(year: 2024, month: 3, day: 2))
        #expect(form.arrival == FormcDate.make(year: 2024, month: 2, day: 29, hour: 16, minute: 30))
        #expect(form.checkOut == nil)
    }

    @Test func relativeBoundsCountFromTheInjectedNow() {
        var form = BookingForm(now: leapDay)
        form.checkOut = form.checkIn
        #expect(form.validate(now: leapDay).isEmpty)
        form.checkIn = FormcDate.make(year: 2024, month: 3, day: 1, hour: 12)
        #expect(form.validate(now: leapDay).map(\.message) == ["Check-in must be 2024-03-02 or later."])
        // A year after a leap day ends on Feb 28.
        form.checkIn = FormcDate.make(year: 2025, month: 2, day: 28, hour: 18)
        form.checkOut = FormcDate.make(year: 2025, month: 3, day: 1)
        #expect(form.validate(now: leapDay).isEmpty)
        form.checkIn = FormcDate.make(year: 2025, month: 3, day: 1)
        #expect(form.validate(now: leapDay).map(\.rule) == [.maximum("today + 1 year")])
        form = BookingForm(now: leapDay)
        form.checkOut = form.checkIn
        form.arrival = FormcDate.make(year: 2024, month: 2, day: 29, hour: 16, minute: 29)
        #expect(form.validate(now: leapDay).map(\.message) == ["Arrival time must be 2024-02-29 16:30 or later."])
        form.arrival = FormcDate.make(year: 2024, month: 3, day: 14, hour: 15, minute: 31)
        #expect(form.validate(now: leapDay).map(\.message) == ["Arrival time must be 2024-03-14 15:30 or earlier."])
    }

    @Test func monthEndArithmeticClamps() {
        let januaryEnd = FormcDate.make(year: 2023, month: 1, day: 31, hour: 9)
        #expect(FormcDate.relative(.today, adding: 1, .month, from: januaryEnd) == FormcDate.make(year: 2023, month: 2, day: 28))
        #expect(FormcDate.relative(.today, adding: 1, .month, from: FormcDate.make(year: 2024, month: 1, day: 31)) == FormcDate.make(year: 2024, month: 2, day: 29))
        #expect(FormcDate.relative(.today, adding: -18, .year, from: leapDay) == FormcDate.make(year: 2006, month: 2, day: 28))
        #expect(FormcDate.relative(.now, adding: -90, .minute, from: leapDay) == FormcDate.make(year: 2024, month: 2, day: 29, hour: 14))
    }

    @Test func boundsByAnotherFieldAreSkippedWhileItIsEmpty() {
        var form = BookingForm(now: leapDay)
        form.checkOut = FormcDate.make(year: 2024, month: 3, day: 1)
        form.guests = 3
        #expect(form.validate(now: leapDay).map(\.rule) == [.minimumField("check_in")])
        #expect(form.validate(now: leapDay).first?.message == "Check-out must follow check-in.")
        form.checkOut = FormcDate.make(year: 2024, month: 3, day: 2, hour: 8)  // The same day as check-in: fine.
        form.beds = 2
        let issues = form.validate(now: leapDay)
        #expect(issues.map(\.rule) == [.maximumField("beds")])
        #expect(issues.first?.message == "Guests must be at most Beds.")
    }

    @Test func appRulesAndPickerConfirmation() {
        var form = BookingForm(now: leapDay)
        form.checkOut = form.checkIn
        form.beds = 3
        form.room = .single
        form.roomAgain = .double
        form.coupon = "OLD"
        #expect(form.validate(now: leapDay).map(\.message) == [
            "Beds is not valid.", "Room (again) does not match Room.", "Coupon is not valid.",
        ])
        form.coupon = "NOPE"
        #expect(form.validate(now: leapDay).last?.message == "This coupon does not exist.")
    }
}
