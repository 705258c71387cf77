import FormcRuntime
import Foundation
import Testing

/// The inquiry's app: a server that refuses one address, and a gate to hold a submit in flight.
@MainActor
final class SupportRequestApp: SupportRequestFormApp {
    static let refused = "spam@example.jp"
    let gate = Gate()
    private(set) var submitted: [SupportRequestForm] = []

    func submit(_ form: SupportRequestForm) async throws -> [SupportRequestForm.Issue] {
        submitted.append(form)
        await gate.pass()
        return form.email == Self.refused ? [.app(.email, "このアドレスは使えません")] : []
    }

    func storeOptions() async -> [FormcOption<String>] {
        [FormcOption(value: "shibuya", label: "渋谷店"), FormcOption(value: "umeda", label: "梅田店")]
    }
}

/// The confirmation step (`confirm:`) on the form state, with no view.
@MainActor
@Suite struct ConfirmationTests {
    static let valid = SupportRequestForm(
        name: "山田 太郎", email: "taro@example.jp", password: "secret-pass", passwordAgain: "secret-pass", pin: "1234",
        topic: .estimate, channels: [.phone, .email], message: "", agree: true)

    @Test func aValidSubmitShowsTheSummaryAndTheAppIsCalledOnlyOnConfirm() async {
        let app = SupportRequestApp()
        let state = SupportRequestFormState(Self.valid, app: app)
        #expect(await state.submit() == .confirming)
        #expect(state.isConfirming)
        #expect(app.submitted.isEmpty, "nothing sent before the user confirms")
        #expect(await state.confirm() == .accepted)
        #expect(app.submitted.count == 1)
        #expect(state.isConfirming, "the summary stays while the app moves on")
    }

    @Test func anInvalidSubmitNeverShowsTheSummary() async {
        var values = Self.valid
        values.agree = false
        let state = SupportRequestFormState(values, app: SupportRequestApp())
        #expect(await state.submit() == .invalid)
        #expect(!state.isConfirming)
        #expect(await state.confirm() == .invalid, "nothing to confirm")
    }

    @Test func theSummaryListsTheShownFieldsAsText() async {
        let state = SupportRequestFormState(Self.valid, app: SupportRequestApp())
        #expect(await state.submit() == .confirming)
        let sections = state.summary
        #expect(sections.map(\.header) == ["お客様情報", "お問い合わせ内容"])
        let rows = Dictionary(uniqueKeysWithValues: sections.flatMap(\.rows).map { ($0.field, $0.value) })
        #expect(rows[.name] == "山田 太郎")
        #expect(rows[.password] == "••••••••", "a password is masked")
        #expect(rows[.passwordAgain] == nil, "confirm: false leaves it out")
        #expect(rows[.pin] == "••••••••", "text with secure: true is masked as a password is")
        #expect(rows[.topic] == "お見積もり")
        #expect(rows[.channels] == "メール、電話", "labels in list order")
        #expect(rows[.wantsCall] == "いいえ")
        #expect(rows[.callTime] == nil, "a hidden field is left out")
        #expect(rows[.visitDate] == "未入力")
        #expect(rows[.count] == "1名", "as the stepper's format: shows it")
        #expect(rows[.budget] == "20万円", "as the slider's format: shows it")
        #expect(rows[.message] == "未入力")
        #expect(rows[.agree] == "はい")
        let agree = sections.flatMap(\.rows).first { $0.field == .agree }
        #expect(agree?.label == "プライバシーポリシーに同意する", "the label without its link markup")
        #expect(rows[.store] == "未入力")
        #expect(sections.flatMap(\.rows).map(\.field) == [.name, .email, .password, .pin, .topic, .store, .channels, .wantsCall,
                                                            .visitDate, .count, .budget, .message, .agree], "form order")
        state.values.wantsCall = true
        #expect(!state.isConfirming, "an edit ends the confirmation")
        #expect(state.summary.flatMap(\.rows).contains { $0.field == .callTime }, "shown now, listed now")
    }

    @Test func anAppListChoiceShowsTheLabelTheAppGaveIt() async {
        var values = Self.valid
        values.store = "umeda"
        let state = SupportRequestFormState(values, app: SupportRequestApp())
        await state.waitUntilIdle()
        #expect(await state.submit() == .confirming)
        #expect(state.displayText(for: .store) == "梅田店", "the app's label, not the code")
        #expect(state.summary.flatMap(\.rows).first { $0.field == .store }?.value == "梅田店")
    }

    @Test func aDoubleConfirmIsRefusedAndBackWaitsForTheSend() async {
        let app = SupportRequestApp()
        app.gate.holds = true
        let state = SupportRequestFormState(Self.valid, app: app)
        #expect(state.startSubmit())
        #expect(state.isConfirming && !state.isSubmitting)
        #expect(state.startConfirm())
        #expect(state.isSubmitting)
        #expect(!state.startConfirm(), "a second tap is refused")
        #expect(await state.confirm() == .alreadySubmitting)
        state.backToEditing()
        #expect(state.isConfirming, "no way back while the values are being sent")
        await Task.yield()
        app.gate.release()
        await state.waitUntilIdle()
        #expect(app.submitted.count == 1)
        state.backToEditing()
        #expect(!state.isConfirming)
    }

    @Test func aRejectionGoesBackToTheFormWithTheIssues() async {
        var values = Self.valid
        values.email = SupportRequestApp.refused
        let state = SupportRequestFormState(values, app: SupportRequestApp())
        #expect(await state.submit() == .confirming)
        #expect(await state.confirm() == .rejected)
        #expect(!state.isConfirming)
        #expect(state.issue(for: .email)?.message == "このアドレスは使えません")
        #expect(state.focusRequest == .email)
    }

    @Test func backReturnsToEditingAndANewSubmitShowsTheSummaryAgain() async {
        let state = SupportRequestFormState(Self.valid, app: SupportRequestApp())
        #expect(await state.submit() == .confirming)
        state.backToEditing()
        #expect(!state.isConfirming)
        #expect(await state.submit() == .confirming)
    }
}
