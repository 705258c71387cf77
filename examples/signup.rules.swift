// The app's side of examples/signup.form.yaml: its `custom` rules. formc
// generates `protocol SignupFormRules` with one requirement per named rule and
// makes `SignupForm` conform, so without this file the app does not compile.
// (scripts/ios-sdk-check type-checks it with the generated code.)
import Foundation

extension SignupForm {
    /// `custom: referral_code`: six to twelve capital letters and digits, the
    /// last a check digit (the sum of the others' values, modulo 10).
    public static func passesReferralCode(_ value: String) -> Bool {
        let characters = Array(value.unicodeScalars)
        guard (6...12).contains(characters.count), let check = characters.last.flatMap({ Int(String($0)) }) else { return false }
        var sum = 0
        for character in characters.dropLast() {
            switch character {
            case "0"..."9": sum += Int(character.value - 48)
            case "A"..."Z": sum += Int(character.value - 55)
            default: return false
            }
        }
        return sum % 10 == check
    }
}
