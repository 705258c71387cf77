import Foundation

/// Hand-written code of the demo target using the generated forms, as an app
/// would: the generated types are ordinary declarations of this module.
public enum SignUp {
    /// Whether both forms can be submitted: neither has a validation issue.
    public static func canSubmit(_ member: MemberForm, _ delivery: DeliveryForm) -> Bool {
        member.validate().isEmpty && delivery.validate().isEmpty
    }

    /// The label of the chosen area, or nil when none is chosen.
    public static func areaLabel(of member: MemberForm) -> String? {
        member.area?.label
    }
}
