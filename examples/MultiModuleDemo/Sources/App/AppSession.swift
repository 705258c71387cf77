import FormcRuntime
import ProfileFeature
import SignInFeature

/// The app's two steps, one from each feature module: sign in (SignInFeature,
/// whose form is its own), then complete the profile (ProfileFeature, whose
/// public form this module drives directly).
@MainActor
public final class AppSession {
    /// Saves a profile on the server; returns the issues it found at fields.
    public typealias SaveProfile = @MainActor (AccountProfileForm) async throws -> [AccountProfileForm.Issue]

    public let signIn: SignIn
    public let profile: AccountProfileFormState

    public init(authenticate: @escaping SignIn.Authenticate, saveProfile: @escaping SaveProfile) {
        signIn = SignIn(authenticate: authenticate)
        profile = AccountProfileFormState(app: ProfileServer(save: saveProfile))
    }

    /// The banner over the app's screens: the first issue the sign-in shows,
    /// else the profile's. One helper for both forms, though one module keeps
    /// its form private and the other makes it public.
    public var banner: String? {
        firstIssueText(in: signIn.form) ?? firstIssueText(in: profile)
    }

    /// After signing in, the profile starts with what the server knows.
    public func startProfile(name: String, planCode: String?) {
        profile.values = AccountProfileForm(server: name, planCode: planCode, newsletter: profile.values.newsletter)
    }

    /// The user chose a plan in the profile's picker.
    public func choose(_ plan: AccountProfileForm.Plan) {
        profile.values.plan = plan
        profile.endedEditing(AccountProfileForm.Field.plan)
    }
}

/// What ProfileFeature's generated state asks of the app: the submit.
private struct ProfileServer: AccountProfileFormApp {
    let save: AppSession.SaveProfile

    func submit(_ form: AccountProfileForm) async throws -> [AccountProfileForm.Issue] {
        try await save(form)
    }
}
