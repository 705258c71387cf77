import Foundation
import FormcRuntime

// The profile form (Forms/account-profile.form.yaml) is public: App builds
// its state (`AccountProfileFormState`), reads and sets its values
// (`AccountProfileForm`, `.Plan`) and names its fields (`AccountProfileForm.Field`).
// This file adds what the feature knows beyond the spec: the server's shape.

extension AccountProfileForm {
    /// The form filled from the profile the server sent: its plan by code
    /// (`"pro"`); a code the form does not offer leaves the plan to choose.
    public init(server name: String, planCode: String?, newsletter: Bool) {
        self.init(displayName: name, plan: planCode.flatMap(Plan.init(rawValue:)), newsletter: newsletter)
    }

    /// The values as the server takes them: the plan by its code.
    public var serverFields: [String: String] {
        ["name": displayName, "plan": plan?.rawValue ?? "", "newsletter": newsletter ? "1" : "0"]
    }
}
