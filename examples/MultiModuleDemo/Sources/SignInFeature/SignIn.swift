import Foundation
import FormcRuntime
#if canImport(UIKit)
import UIKit
#endif
#if os(iOS) && canImport(SwiftUI)
import SwiftUI
#endif

// The sign-in form (Forms/sign-in.form.yaml) is internal: `SignInForm`,
// `SignInFormState` and `SignInForm.Field` are this module's own, and what the
// rest of the app sees is the small API below. A new field or rule changes the
// form, not the modules that use the feature.

/// What a successful sign-in hands to the app.
public struct SignInCredentials: Equatable, Sendable {
    public let email: String
    public let password: String

    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}

/// The sign-in screen's logic: the form's state, its submit through the app's
/// account service, and the screens that show it.
@MainActor
public final class SignIn {
    /// Asks the account service; returns what to tell the user when it refuses
    /// ("Wrong email or password."), nil when the credentials are accepted.
    public typealias Authenticate = @MainActor (SignInCredentials) async throws -> String?

    private let state: SignInFormState
    /// The credentials the service accepted, once it has.
    public private(set) var signedIn: SignInCredentials?

    public init(email: String = "", authenticate: @escaping Authenticate) {
        state = SignInFormState(SignInForm(email: email), app: Service(authenticate: authenticate))
    }

    /// The form's state as the runtime's type, its model kept private (an
    /// opaque `some FormcFormModel`): code written once over
    /// `FormcFormState<Model>` for every feature — App's issue banner — takes
    /// it as it is, and nothing outside this module can name `SignInForm`,
    /// build one or read its fields by name. One concrete type behind it, so
    /// generic helpers are specialised as for any other form.
    ///
    /// Why not call App's helpers from in here instead? The banner is the
    /// app's policy, the same for every feature; the feature should not
    /// import the app (it cannot: App depends on it). Why not an existential?
    /// `FormcFormState` is a generic class, not a protocol: the opaque type
    /// is the way to hand out "a form state of some model".
    public var form: FormcFormState<some FormcFormModel> { state }

    /// Types `email` and `password` into the form as a user does, each field
    /// then left (the spec's `validate_on: end_editing` shows its issues).
    public func enter(email: String, password: String) {
        state.values = SignInForm(email: email, password: password)
        for field in SignInForm.Field.allCases { state.endedEditing(field) }
    }

    /// The submit button: shows every issue; with valid values asks the
    /// service, and remembers the credentials it accepts.
    @discardableResult
    public func submit() async -> FormcSubmitOutcome {
        let outcome = await state.submit()
        if outcome == .accepted {
            signedIn = SignInCredentials(email: state.values.email, password: state.values.password)
        }
        return outcome
    }

    #if canImport(UIKit)
    /// The generated UIKit screen over this state.
    public func makeViewController() -> UIViewController {
        SignInFormViewController(state: state)
    }
    #endif

    #if os(iOS) && canImport(SwiftUI)
    /// The generated SwiftUI form over this state.
    public var view: some View { SignInFormView(state: state) }
    #endif
}

/// Whether stored credentials pass the sign-in form's rules (a "remember me"
/// sign-in at launch checks them before it asks the service).
public func signInCredentialsPass(email: String, password: String) -> Bool {
    SignInForm(email: email, password: password).validate().isEmpty
}

/// What the generated state asks of the app (`SignInFormApp`): the submit,
/// sent to the app's account service. A refusal is shown at the password.
private struct Service: SignInFormApp {
    let authenticate: SignIn.Authenticate

    func submit(_ form: SignInForm) async throws -> [SignInForm.Issue] {
        guard let message = try await authenticate(SignInCredentials(email: form.email, password: form.password)) else {
            return []
        }
        return [.app(.password, message)]
    }
}
