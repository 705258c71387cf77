#if canImport(UIKit)
import UIKit

extension FormcIssue {
    /// `issues` with `field`'s text reported as not a number: in place of
    /// its `required` issue (the field is not empty, its text does not
    /// parse), else at the end. `message` replaces the standard (English) one.
    public static func notANumber(_ field: Field, in issues: [FormcIssue], message: String? = nil) -> [FormcIssue] {
        var result = issues
        let issue = FormcIssue(field: field, rule: .notANumber, message: message)
        if let index = result.firstIndex(where: { $0.field == field && $0.rule == .required }) {
            result[index] = issue
        } else {
            result.append(issue)
        }
        return result
    }
}
#endif
