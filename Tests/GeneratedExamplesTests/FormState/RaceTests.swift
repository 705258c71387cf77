import FormcRuntime
import Foundation
import Testing

/// Hostile round 4 (issue 35), run time: the form state raced by a busy user
/// and a slow server. Every call to the app waits until the test answers it
/// (`ScriptedCheckoutApp`), so each race is played in one order, every run.
@MainActor
@Suite struct RaceTests {
    static let stores = [FormcOption(value: "seven_eleven", label: "セブン-イレブン"), FormcOption(value: "lawson", label: "ローソン")]

    /// A checkout state whose first store list has arrived.
    static func checkout(_ values: CheckoutForm = CheckoutForm()) async throws -> (CheckoutFormState, ScriptedCheckoutApp) {
        let app = ScriptedCheckoutApp()
        let state = CheckoutFormState(values, app: app)
        await yield { app.storeLoads.count == 1 }
        try #require(app.storeLoads.count == 1, "the app was asked")
        app.storeLoads[0].answer(stores)
        await state.waitUntilIdle()
        return (state, app)
    }

    /// Ends the test with nothing left waiting.
    static func finish(_ state: CheckoutFormState, _ app: ScriptedCheckoutApp) async {
        app.answerEverything()
        #expect(await becomesIdle(state))
    }

    // MARK: 1. A look-up overwrites what the user typed meanwhile

    @Test(.timeLimit(.minutes(5))) func aLookUpLeavesAFieldTheUserTypedIntoWhileItRan() async throws {
        let (state, app) = try await Self.checkout()
        state.values.postalCode = "100-0001"
        state.startLookUp(.postalCode)
        await yield { app.lookUps.count == 1 }
        try #require(app.lookUps.count == 1, "the app was asked")
        state.values.address = "東京都港区芝公園4-2-8"
        app.lookUps[0].answer(CheckoutForm.PostalCodeLookup(address: "東京都千代田区千代田"))
        await state.waitUntilIdle()
        #expect(state.values.address == "東京都港区芝公園4-2-8", "typed after the look-up started: kept")
        #expect(state.busyFields.isEmpty)

        // Another field typed into meanwhile does not stop the fill of an untouched one.
        state.values.address = ""
        state.values.postalCode = "530-0001"
        state.startLookUp(.postalCode)
        await yield { app.lookUps.count == 2 }
        try #require(app.lookUps.count == 2, "the app was asked")
        state.values.phone = "06-1234-5678"
        app.lookUps[1].answer(CheckoutForm.PostalCodeLookup(address: "大阪府大阪市北区梅田"))
        await state.waitUntilIdle()
        #expect(state.values.address == "大阪府大阪市北区梅田", "untouched since the look-up started: filled")
        #expect(state.values.phone == "06-1234-5678")
        await Self.finish(state, app)
    }

    // MARK: 3. Overlapping app-list reloads

    @Test(.timeLimit(.minutes(5))) func theNewestStoreListWinsWhateverOrderTheAnswersComeIn() async throws {
        let (state, app) = try await Self.checkout()
        state.values.convenienceStore = "lawson"
        state.reloadOptions()
        state.reloadOptions()
        await yield { app.storeLoads.count == 3 }
        try #require(app.storeLoads.count == 3, "the app was asked")
        let newer = [FormcOption(value: "lawson", label: "ローソン"), FormcOption(value: "family_mart", label: "ファミリーマート")]
        app.storeLoads[2].answer(newer)
        await yield { state.convenienceStoreOptions == newer }
        app.storeLoads[1].answer([FormcOption(value: "seven_eleven", label: "セブン-イレブン")])
        await state.waitUntilIdle()
        #expect(state.convenienceStoreOptions == newer, "the older answer, arriving last, is dropped")
        #expect(state.values.convenienceStore == "lawson", "the newest list offers it: kept")
    }

    // MARK: 4. Edits during a submit are not sent

    @Test(.timeLimit(.minutes(5))) func theValuesAreReadOnlyWhileTheyAreSent() async throws {
        let (state, app) = try await Self.checkout(FormStateTests.validCheckout)
        // A look-up asked before the submit, answering while the values are sent.
        state.values.postalCode = "530-0001"
        state.startLookUp(.postalCode)
        await yield { app.lookUps.count == 1 }
        try #require(app.lookUps.count == 1, "the app was asked")
        #expect(state.startSubmit())
        await yield { app.submits.count == 1 }
        try #require(app.submits.count == 1, "the app was asked")
        #expect(state.isSubmitting)

        state.values.recipientName = "山田 花子"
        app.lookUps[0].answer(CheckoutForm.PostalCodeLookup(address: "大阪府大阪市北区梅田"))
        await yield { state.busyFields.isEmpty }
        #expect(state.busyFields.isEmpty, "the look-up ended")
        state.startLookUp(.postalCode)
        #expect(state.busyFields.isEmpty, "no look-up starts while the values are sent")
        #expect(state.values == app.submits[0].asked, "what the form shows is what the app got")

        app.submits[0].answer([])
        #expect(await becomesIdle(state))
        #expect(!state.isSubmitting)
        state.values.recipientName = "山田 花子"
        #expect(state.values.recipientName == "山田 花子", "editable again once sent")
        await Self.finish(state, app)
    }

    // MARK: 5. Relative rules checked at the last edit, not at submit

    @Test(.timeLimit(.minutes(5))) func relativeRulesAreCheckedWhenTheValuesAreSent() async throws {
        let (state, app) = try await Self.checkout()
        let picked = Date(timeIntervalSince1970: 1_800_000_000)
        state.now = { picked }
        var values = FormStateTests.validCheckout
        values.deliveryDate = picked.addingTimeInterval(2 * 86_400)
        state.values = values
        #expect(state.isValid, "two days ahead when picked")

        state.now = { picked.addingTimeInterval(86_400) }  // the user came back a day later
        #expect(!state.startSubmit(), "one day ahead now: refused")
        #expect(await state.submit() == .invalid)
        await yield { !app.submits.isEmpty }
        #expect(app.submits.isEmpty, "the app never got the stale date")
        #expect(state.issue(for: .deliveryDate)?.message == "お届け希望日は2日後以降を選んでください")
        #expect(state.focusRequest == .deliveryDate)
        await Self.finish(state, app)
    }

    @Test(.timeLimit(.minutes(5))) func confirmChecksTheValuesAgainAndTheAppsIssues() async throws {
        let app = SupportRequestApp()
        let state = SupportRequestFormState(ConfirmationTests.valid, app: app)
        #expect(await state.submit() == .confirming)
        state.setIssue("このアドレスは使えません", at: .email)
        #expect(state.isConfirming, "an app issue changes no value")
        #expect(await state.confirm() == .invalid, "the app's issue stands: nothing sent")
        #expect(!state.startConfirm())
        #expect(app.submitted.isEmpty)
        #expect(!state.isConfirming, "back to the form, where the issue is shown")
        #expect(state.issue(for: .email)?.message == "このアドレスは使えません")
        #expect(state.focusRequest == .email)
    }

    // MARK: 6. Issues the user cannot see

    @Test(.timeLimit(.minutes(5))) func anAppIssueAtAHiddenOrReadOnlyFieldIsTheFormsIssue() async throws {
        let (state, app) = try await Self.checkout(FormStateTests.validCheckout)
        #expect(state.startSubmit())
        await yield { app.submits.count == 1 }
        try #require(app.submits.count == 1, "the app was asked")
        app.submits[0].answer([.app(.memberNumber, "会員番号が確認できません"), .app(.cardNumber, "カードが使えません")])
        await state.waitUntilIdle()
        #expect(state.formIssue == "会員番号: 会員番号が確認できません\nカード番号: カードが使えません",
                "read-only and hidden: said where the user reads it, naming the field")
        #expect(state.fieldsWithShownIssues.isEmpty)

        state.setFormIssue(nil)
        state.setIssue("再度ログインしてください", at: .memberNumber)
        #expect(state.formIssue == "会員番号: 再度ログインしてください")
        await Self.finish(state, app)
    }

    // MARK: 7. Stale issues

    @Test(.timeLimit(.minutes(5))) func aServerIssueIsAboutTheValueTheFormShows() async throws {
        var values = FormStateTests.validCheckout
        values.email = "a@example.jp"
        values.emailConfirmation = "a@example.jp"
        let (state, app) = try await Self.checkout(values)
        #expect(state.startSubmit())
        await yield { app.submits.count == 1 }
        try #require(app.submits.count == 1, "the app was asked")
        state.values.email = "b-new@example.jp"
        app.submits[0].answer([.app(.email, "'a@example.jp' is already taken")])
        await state.waitUntilIdle()
        #expect(state.issue(for: .email)?.message == "'a@example.jp' is already taken")
        #expect(state.values.email == "a@example.jp", "the issue stands on the value it is about")
        state.values.email = "b-new@example.jp"
        #expect(state.issue(for: .email) == nil, "a new value: the server's issue goes")
        await Self.finish(state, app)
    }

    @Test(.timeLimit(.minutes(5))) func notANumberGoesWhenTheAppSetsTheFieldsValue() async throws {
        let (state, app) = try await Self.checkout()
        state.values.usePoints = true
        state.setUnparsableText(at: .points, message: "利用ポイント must be a number.")
        #expect(state.issues.contains { $0.field == .points && $0.rule == .notANumber })
        state.values.points = 300  // the app resets the field; the view shows 300
        state.hideIssues()
        #expect(!state.issues.contains { $0.rule == .notANumber }, "the text it was about is gone")
        #expect(state.issues.allSatisfy { $0.field != .points })
        await Self.finish(state, app)
    }

    // MARK: 8. A hung look-up blocks its field for good

    @Test(.timeLimit(.minutes(5))) func aCorrectedPostcodeIsLookedUpWhileTheOldLookUpHangs() async throws {
        let (state, app) = try await Self.checkout()
        state.values.postalCode = "100-0002"
        state.endedEditing(.postalCode)
        await yield { app.lookUps.count == 1 }
        try #require(app.lookUps.count == 1, "the app was asked")
        state.values.postalCode = "530-0001"
        state.endedEditing(.postalCode)
        await yield { app.lookUps.count == 2 }
        try #require(app.lookUps.count == 2, "the app was asked")
        #expect(app.lookUps.map(\.asked) == ["100-0002", "530-0001"], "the corrected value is looked up at once")
        #expect(state.busyFields == [.postalCode])
        app.lookUps[1].answer(CheckoutForm.PostalCodeLookup(address: "大阪府大阪市北区梅田"))
        await state.waitUntilIdle()
        #expect(state.values.address == "大阪府大阪市北区梅田")
        #expect(state.busyFields.isEmpty)
        app.lookUps[0].answer(CheckoutForm.PostalCodeLookup(address: "東京都千代田区大手町"))
        await yield { app.lookUps[0].wasCancelled }
        #expect(app.lookUps[0].wasCancelled, "the app's call for the old value was cancelled")
        #expect(state.values.address == "大阪府大阪市北区梅田", "the old answer, late, is dropped")
        #expect(state.issue(for: .postalCode) == nil)

        state.endedEditing(.postalCode)
        state.endedEditing(.postalCode)
        for _ in 0..<20 { await Task.yield() }  // room for a fourth call, should one be made
        #expect(app.lookUps.count == 3, "the same value is not asked twice at once")
        await Self.finish(state, app)
    }

    @Test(.timeLimit(.minutes(5))) func theAppCanCancelALookUp() async throws {
        let (state, app) = try await Self.checkout()
        state.values.postalCode = "100-0001"
        state.startLookUp(.postalCode)
        await yield { app.lookUps.count == 1 }
        try #require(app.lookUps.count == 1, "the app was asked")
        state.cancelLookUp(.postalCode)
        #expect(state.busyFields.isEmpty)
        #expect(await becomesIdle(state), "idle though the app has not answered")
        app.lookUps[0].answer(CheckoutForm.PostalCodeLookup(address: "東京都千代田区千代田"))
        await yield { app.lookUps[0].wasCancelled }
        #expect(app.lookUps[0].wasCancelled)
        #expect(state.values.address.isEmpty, "a cancelled look-up fills nothing")
        #expect(state.issue(for: .postalCode) == nil, "and says nothing")
        await Self.finish(state, app)
    }

    @Test(.timeLimit(.minutes(5))) func aLookUpThatHangsTimesOutWithTheNotFoundIssue() async throws {
        let (state, app) = try await Self.checkout()
        state.lookUpTimeout = 0.05
        state.values.postalCode = "100-0001"
        state.startLookUp(.postalCode)
        #expect(await becomesIdle(state), "the app never answers: the timeout ends it")
        #expect(state.busyFields.isEmpty)
        #expect(state.issue(for: .postalCode)?.message == "郵便番号に該当する住所が見つかりません")
        #expect(CheckoutFormState(app: CheckoutApp()).lookUpTimeout == 30, "the default")
        await Self.finish(state, app)
    }

    // MARK: Lower

    @Test(.timeLimit(.minutes(5))) func ofSeveralAppIssuesAtOneFieldTheFirstIsShown() async throws {
        let (state, app) = try await Self.checkout(FormStateTests.validCheckout)
        #expect(state.startSubmit())
        await yield { app.submits.count == 1 }
        try #require(app.submits.count == 1, "the app was asked")
        app.submits[0].answer([.app(.email, "一つ目"), .app(.email, "二つ目")])
        await state.waitUntilIdle()
        #expect(state.issue(for: .email)?.message == "一つ目")
        #expect(state.issues.filter { $0.field == .email }.map(\.message) == ["一つ目"])
        await Self.finish(state, app)
    }
}
