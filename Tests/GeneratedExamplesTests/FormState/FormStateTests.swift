import FormcRuntime
import Foundation
import Testing

/// The form state with no view (it compiles and runs on Linux): every behaviour
/// of the app's half — app issues, async submit, look-ups, app option lists,
/// following values — and conditions computed in linear time.
@MainActor
@Suite struct FormStateTests {
    /// A checkout that passes every rule of the spec.
    static let validCheckout = CheckoutForm(
        recipientName: "山田 太郎", postalCode: "100-0001", address: "東京都千代田区千代田1-1", phone: "03-1234-5678",
        email: "taro@example.jp", emailConfirmation: "taro@example.jp", paymentMethod: .cashOnDelivery)

    @Test func anAppIssueIsShownAtOnceAndClearedWhenItsFieldChanges() {
        let state = CheckoutFormState(Self.validCheckout, app: CheckoutApp())
        var heard = 0
        let observation = state.observe { heard += 1 }
        #expect(state.isValid)
        state.setIssue("このメールアドレスは既に登録されています", at: .email)
        #expect(state.issue(for: .email)?.message == "このメールアドレスは既に登録されています", "shown without waiting for a submit")
        #expect(state.issue(for: .email)?.rule == .app)
        #expect(!state.isValid, "an app issue stands in the way of a submit")
        state.values.phone = "03-0000-0000"
        #expect(state.issue(for: .email) != nil, "another field's edit leaves it")
        state.values.email = "hanako@example.jp"
        #expect(state.issue(for: .email) == nil, "its own field's edit clears it")
        #expect(heard == 3, "one notification per change")
        observation.cancel()
    }

    @Test func aSubmitRunsOnceAtATimeAndTheServersIssuesLandAtTheirFields() async {
        let app = CheckoutApp()
        app.gate.holds = true
        var values = Self.validCheckout
        values.email = CheckoutApp.registered
        values.emailConfirmation = CheckoutApp.registered
        let state = CheckoutFormState(values, app: app)

        #expect(state.startSubmit())
        #expect(state.isSubmitting, "in flight until the app answers")
        #expect(!state.startSubmit(), "a second submit is refused while one runs")
        #expect(await state.submit() == .alreadySubmitting)
        await Task.yield()
        app.gate.release()
        await state.waitUntilIdle()
        #expect(!state.isSubmitting)
        #expect(app.submitted.count == 1, "the app heard one submit")
        #expect(state.issue(for: .email)?.message == "このメールアドレスは既に登録されています")
        #expect(state.focusRequest == .email, "the first issue asks for focus")

        state.focusRequest = nil
        state.values.email = "hanako@example.jp"
        state.values.emailConfirmation = "hanako@example.jp"
        app.gate.holds = false
        #expect(await state.submit() == .accepted)
        #expect(app.submitted.count == 2)
        #expect(state.issue(for: .email) == nil)
    }

    @Test func aSubmitThatThrowsShowsTheFormsIssueUntilTheNextSubmit() async {
        let app = CheckoutApp()
        app.isUnavailable = true
        let state = CheckoutFormState(Self.validCheckout, app: app)
        #expect(await state.submit() == .failed)
        #expect(!state.isSubmitting)
        #expect(state.formIssue == "ただいま混み合っています。しばらくしてからお試しください。")
        #expect(state.fieldsWithShownIssues.isEmpty, "no field is to blame")
        #expect(state.focusRequest == nil)
        app.isUnavailable = false
        #expect(await state.submit() == .accepted)
        #expect(state.formIssue == nil, "a new submit clears it")
    }

    @Test func anInvalidSubmitShowsEveryIssueAndAsksForTheFirstWithoutCallingTheApp() async {
        let app = CheckoutApp()
        let state = CheckoutFormState(app: app)
        #expect(state.issue(for: .recipientName) == nil, "nothing shown before a submit")
        #expect(await state.submit() == .invalid)
        #expect(app.submitted.isEmpty)
        #expect(state.hasTriedSubmit)
        #expect(state.focusRequest == .recipientName)
        #expect(state.fieldsWithShownIssues.first == .recipientName)
        #expect(state.issue(for: .cardNumber) == nil, "hidden fields show nothing")
    }

    @Test func aLookUpFillsItsFieldsOrShowsItsNotFoundIssue() async {
        let app = CheckoutApp()
        app.gate.holds = true
        let state = CheckoutFormState(app: app)
        state.values.postalCode = "100-0001"
        state.startLookUp(.postalCode)
        #expect(state.busyFields == [.postalCode], "busy from the moment it is started, not a hop later")
        await Task.yield()
        #expect(state.busyFields == [.postalCode], "busy while the app looks")
        app.gate.release()
        await state.waitUntilIdle()
        #expect(state.busyFields.isEmpty)
        #expect(state.values.address == "東京都千代田区千代田")

        app.gate.holds = false
        state.values.postalCode = "999-9999"
        state.endedEditing(.postalCode)
        await state.waitUntilIdle()
        #expect(state.issue(for: .postalCode)?.message == "郵便番号に該当する住所が見つかりません")
        #expect(state.values.address == "東京都千代田区千代田", "nothing found: nothing changed")
        state.values.postalCode = "530-0001"
        #expect(state.issue(for: .postalCode) == nil, "an edit clears the not-found issue")

        state.values.postalCode = "12"
        await state.lookUp(.postalCode)
        #expect(app.lookedUp == ["100-0001", "999-9999"], "a value that breaks its own rules is not looked up")
    }

    @Test func anAnswerForAValueNoLongerThereIsDropped() async {
        let app = CheckoutApp()
        app.gate.holds = true
        let state = CheckoutFormState(app: app)
        state.values.postalCode = "100-0001"
        state.startLookUp(.postalCode)
        await Task.yield()
        state.values.postalCode = "530-0001"
        app.gate.release()
        await state.waitUntilIdle()
        #expect(state.values.address.isEmpty, "the answer was for the old postcode")
    }

    /// Hostile round 4, item 10: the user reads an error's own text, or the form's.
    @Test func aThrownErrorShowsItsTextForUsersOrTheFormsFailureMessage() {
        #expect(CheckoutFormState.failureText(for: ServerDown()) == "ただいま混み合っています。しばらくしてからお試しください。")
        let internalText = CheckoutFormState.failureText(for: InternalFailure())
        #expect(internalText == CheckoutForm.messages.submitFailed, "\(internalText)")
        #expect(!internalText.contains("InternalFailure") && !internalText.contains("GeneratedExamplesTests"))
        let offline = NSError(domain: NSURLErrorDomain, code: -1009,
                              userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
        #expect(CheckoutFormState.failureText(for: offline) == "The Internet connection appears to be offline.")
    }

    @Test func anOptionListFromTheAppArrivesAndAChoiceItLacksIsCleared() async {
        let app = CheckoutApp()
        let state = CheckoutFormState(app: app)
        await state.waitUntilIdle()
        #expect(state.convenienceStoreOptions.map(\.label) == ["セブン-イレブン", "ローソン"], "asked for when the state is made")
        state.values.convenienceStore = "lawson"
        let revision = state.optionsRevision
        app.stores = [FormcOption(value: "family_mart", label: "ファミリーマート")]
        state.reloadOptions()
        await state.waitUntilIdle()
        #expect(state.optionsRevision != revision)
        #expect(state.values.convenienceStore == nil, "no longer offered: cleared")

        let stay = StayFormState(app: StayApp())
        await stay.waitUntilIdle()
        #expect(stay.planOptions.map(\.value) == [1, 2], "typed as the spec says (`value: integer`)")
    }

    @Test func aFollowingFieldTakesTheValueItFollowsUntilTheUserChangesIt() {
        let state = StayFormState(app: StayApp())
        let day = Date(timeIntervalSince1970: 1_800_000_000)
        state.values.checkIn = day
        #expect(state.values.checkOut == day, "empty: it follows")
        let later = day.addingTimeInterval(86_400)
        state.values.checkIn = later
        #expect(state.values.checkOut == later, "it still held the old value: it follows")
        state.values.checkOut = later.addingTimeInterval(2 * 86_400)
        state.values.checkIn = day
        #expect(state.values.checkOut == later.addingTimeInterval(2 * 86_400), "the user changed it: left alone")

        state.values.guests = 3
        #expect(state.values.rooms == 3)
        state.values.rooms = 2
        state.values.guests = 4
        #expect(state.values.rooms == 2)
    }

    @Test func aLookUpThatFindsNothingSaysSoInTheFormsLanguage() async {
        let state = StayFormState(app: StayApp())
        state.values.memberNumber = 7
        await state.lookUp(.memberNumber)
        #expect(state.issue(for: .memberNumber)?.message == "この会員番号に該当するものが見つかりません")
        state.values.memberNumber = 42
        await state.lookUp(.memberNumber)
        #expect(state.values.guestName == "山田 太郎")
        #expect(state.values.guestKana.isEmpty, "nil in the answer: left as it is")
    }

    @Test func issuesFollowValidateOnForEachField() {
        let state = StayFormState(app: StayApp())
        state.edited(.guestName)
        #expect(state.issue(for: .guestName) == nil, "end_editing: typing shows nothing")
        state.endedEditing(.guestName)
        #expect(state.issue(for: .guestName)?.rule == .required)
        state.values.guestName = "山田"
        #expect(state.issue(for: .guestName) == nil, "a shown issue follows the value")
        state.hideIssues()
        state.values.guestName = ""
        #expect(state.issue(for: .guestName) == nil)
    }

    @Test func visibilityAlongTwoParentChainsCostsLinearTime() {
        // Each field is shown when either of the two before it is on: a recursive
        // `isVisible` took ×1.62 per field (days for field 61); `conditions()` evaluates
        // each condition once, so 8 chains cost about 8 times one.
        var one = VisibilityChainForm()
        one.f0 = true
        one.f1 = true
        #expect(one.conditions().isVisible(.f3), "f1 is on")
        #expect(!one.conditions().isVisible(.f4), "f2 and f3 are off")
        #expect(!one.conditions().isVisible(.f63), "hidden with the field it tests")
        var eight = VisibilityChainsForm()
        eight.c7f0 = true
        eight.c7f1 = true
        #expect(eight.conditions().isVisible(.c7f3))
        #expect(!eight.conditions().isVisible(.c0f3), "the other chains are off")
        #expect(VisibilityChainsForm.Field.allCases.count == 8 * VisibilityChainForm.Field.allCases.count)

        // The same number of fields evaluated on each side (the small form 8 times as
        // often), rounds interleaved, the best of each kept: linear costs the same per
        // field (ratio near 1), quadratic 8 times as much.
        let clock = ContinuousClock()
        var small = Duration.seconds(1_000), large = Duration.seconds(1_000)
        for _ in 0..<7 {
            small = min(small, clock.measure { for _ in 0..<800 { _ = one.conditions() } })
            large = min(large, clock.measure { for _ in 0..<100 { _ = eight.conditions() } })
        }
        #expect(large / small < 24, "8x the fields took \(large / small)x the time")
    }
}
