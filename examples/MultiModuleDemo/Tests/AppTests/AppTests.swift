import App
import FormcRuntime
import ProfileFeature
import SignInFeature
import Testing

// Both features' forms driven through their states, and the proof that the
// two modules share one runtime: values of both in one array of a runtime
// type, compared with values this module makes, and one generic helper
// taking both states.

@MainActor
@Suite struct MultiModuleTests {
    /// A session whose services accept anything but the password "wrong" and the name "admin".
    private func makeSession(saved: @escaping @MainActor (AccountProfileForm) -> Void = { _ in }) -> AppSession {
        AppSession(
            authenticate: { $0.password == "wrongpassword" ? "Wrong email or password." : nil },
            saveProfile: { form in
                if form.displayName == "admin" { return [.app(.displayName, "That name is taken.")] }
                saved(form)
                return []
            })
    }

    @Test func signInShowsItsRulesThroughTheOpaqueState() async {
        let session = makeSession()
        #expect(session.banner == nil, "no issue shown before the user does anything")
        // What SignInFeature makes public: the form's runtime state, not the form.
        let form = session.signIn.form
        #expect(issueLines(form.issues).map(\.text) == ["Email: Enter your email address.", "Password: Password is required."])

        session.signIn.enter(email: "jane@example", password: "short")
        #expect(firstIssueText(in: form) == "Email: That is not an email address.")
        #expect(session.banner == "Email: That is not an email address.")
        #expect(issueLines(form.issues) == [
            IssueLine(field: "Email", message: "That is not an email address."),
            IssueLine(field: "Password", message: "Password must be at least 8 characters."),
        ])
        #expect(form.issues.map(\.rule) == [.pattern(#"^[^@\s]+@[^@\s]+\.[^@\s]+$"#), .minLength(8)])
        #expect(await session.signIn.submit() == .invalid)
        #expect(session.signIn.signedIn == nil)

        session.signIn.enter(email: "jane@example.com", password: "wrongpassword")
        #expect(await session.signIn.submit() == .rejected)
        #expect(session.banner == "Password: Wrong email or password.", "the service's refusal, at the password")

        session.signIn.enter(email: "jane@example.com", password: "correct horse")
        #expect(await session.signIn.submit() == .accepted)
        #expect(session.signIn.signedIn == SignInCredentials(email: "jane@example.com", password: "correct horse"))
        #expect(session.banner == nil)
    }

    @Test func signInRulesWithoutAScreen() {
        #expect(signInCredentialsPass(email: "jane@example.com", password: "12345678"))
        #expect(!signInCredentialsPass(email: "jane@example.com", password: "1234567"))
        #expect(!signInCredentialsPass(email: "jane", password: "12345678"))
    }

    @Test func profileIsUsedThroughItsPublicTypes() async {
        var saved: [AccountProfileForm] = []
        let session = makeSession(saved: { saved.append($0) })
        let profile: AccountProfileFormState = session.profile
        #expect(profile.values == AccountProfileForm(displayName: "", plan: nil, newsletter: true), "the spec's defaults")
        #expect(AccountProfileForm.Field.allCases.map(\.kind) == [.text, .picker, .toggle])
        #expect(AccountProfileForm.Plan.allCases.map(\.label) == ["Free", "Pro", "Team"])

        session.startProfile(name: "Jane", planCode: "enterprise")
        #expect(profile.values.plan == nil, "a code the picker does not offer")
        #expect(await profile.submit() == .invalid)
        #expect(profile.fieldsWithShownIssues == [.plan])
        #expect(session.banner == "Plan: Choose a plan.")
        // An issue made here equals the one ProfileFeature's state made: one FormcIssue type.
        #expect(profile.issue(for: .plan) == FormcIssue(field: AccountProfileForm.Field.plan, rule: .required,
                                                         message: "Choose a plan."))

        session.choose(.pro)
        profile.values.newsletter = false
        #expect(session.banner == nil)
        #expect(await profile.submit() == .accepted)
        #expect(saved == [AccountProfileForm(displayName: "Jane", plan: .pro, newsletter: false)])
        #expect(saved.first?.serverFields == ["name": "Jane", "plan": "pro", "newsletter": "0"])

        profile.values.displayName = "admin"
        #expect(await profile.submit() == .rejected)
        #expect(session.banner == "Name: That name is taken.")
        #expect(saved.count == 1)
    }

    @Test func bothModulesShareOneRuntime() async {
        let session = makeSession()
        session.signIn.enter(email: "", password: "")
        #expect(await session.profile.submit() == .invalid)

        // The two models as one runtime protocol's types, in one array.
        let models: [any FormcFormModel.Type] = [type(of: session.signIn.form.values), AccountProfileForm.self]
        #expect(models.map { fieldLabels(of: $0) } == [["Email", "Password"], ["Name", "Plan", "Send me the newsletter"]])

        // Both states' issues in one array of one runtime type (`FormcRule`),
        // and their fields as one runtime protocol's values.
        let rules: [FormcRule] = session.signIn.form.issues.map(\.rule) + session.profile.issues.map(\.rule)
        #expect(rules == [.required, .required, .required, .required])
        let fields: [any FormcFormField] = session.signIn.form.fieldsWithShownIssues.map { $0 as any FormcFormField }
            + session.profile.fieldsWithShownIssues.map { $0 as any FormcFormField }
        #expect(fields.map(\.label) == ["Email", "Password", "Name", "Plan"])

        // One generic helper, both states; the banner prefers the sign-in's issue.
        #expect(firstIssueText(in: session.signIn.form) == "Email: Enter your email address.")
        #expect(firstIssueText(in: session.profile) == "Name: Name is required.")
        #expect(session.banner == "Email: Enter your email address.")

        // Observations of both in one array: one `FormcObservation` type.
        var heard: [String] = []
        let observations: [FormcObservation] = [
            session.signIn.form.observe { heard.append("sign-in") },
            session.profile.observe { heard.append("profile") },
        ]
        session.signIn.enter(email: "jane@example.com", password: "correct horse")
        session.choose(.team)
        #expect(heard.contains("sign-in") && heard.contains("profile"))
        #expect(observations.allSatisfy { !$0.isCancelled })
        #expect(session.banner == "Name: Name is required.")
    }

    /// The labels of a model's fields, from its type alone.
    private func fieldLabels<Model: FormcFormModel>(of model: Model.Type) -> [String] {
        Model.Field.allCases.map(\.label)
    }
}
