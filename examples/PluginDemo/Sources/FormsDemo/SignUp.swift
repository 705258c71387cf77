import Foundation

/// Hand-written code of the demo target using the generated forms, as an app
/// would: the generated types are ordinary declarations of this module.
public enum SignUp {
    /// Whether both forms can be submitted: neither has a validation issue.
    public static func canSubmit(_ registration: RegistrationForm, _ address: AddressForm) -> Bool {
        registration.validate().isEmpty && address.validate().isEmpty
    }

    /// The label of the chosen area, or nil when none is chosen.
    public static func areaLabel(of registration: RegistrationForm) -> String? {
        registration.area?.label
    }
}
