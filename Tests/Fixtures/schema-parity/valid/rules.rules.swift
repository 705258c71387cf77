// The app rules of rules.form.yaml, for scripts/ios-sdk-check.
import Foundation

extension RulesForm {
    public static func passesStrongPassword(_ value: String) -> Bool { value.count >= 12 }
    public static func passesNotLeaked(_ value: String) -> Bool { value != "password" }
    public static func passesEven(_ value: Int) -> Bool { value.isMultiple(of: 2) }
}
