#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// The app's half of a form in tests: records every submit and answers with
/// `reply`; with `holds`, a submit stays in flight until `release()`.
@MainActor
final class RecordingApp<Form: FormcFormModel> {
    /// The values of each submit, in order.
    private(set) var submitted: [Form] = []
    /// The issues the next submits return (none: accepted).
    var reply: [FormcIssue<Form.Field>] = []
    /// Whether a submit waits for `release()` before it answers.
    var holds = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func submit(_ form: Form) async -> [FormcIssue<Form.Field>] {
        submitted.append(form)
        if holds { await withCheckedContinuation { waiting.append($0) } }
        return reply
    }

    /// Lets every held submit answer.
    func release() {
        let held = waiting
        waiting = []
        for continuation in held { continuation.resume() }
    }
}

extension RecordingApp: ContactFormApp where Form == ContactForm {}
extension RecordingApp: SignupFormApp where Form == SignupForm {}
extension RecordingApp: SignInFormApp where Form == SignInForm {}
extension RecordingApp: InquiryMarksFormApp where Form == InquiryMarksForm {}
extension RecordingApp: MarksEveryKindFormApp where Form == MarksEveryKindForm {}
#endif
