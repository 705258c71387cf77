import FormcRuntime
import Testing

/// When a form shows each field's issue (`FormcIssueDisplay`), on Linux.
@MainActor
@Suite struct FormcIssueDisplayTests {
    enum Field: String, FormcFormField, CaseIterable {
        case name, email, agrees
        var label: String { rawValue }
    }

    typealias Issue = FormcIssue<Field>

    /// A display with `timing` for every field, recording what it presents.
    final class Recorder {
        var presented: [(Field, String?)] = []
    }

    func display(_ timing: FormcValidationTiming, email: FormcValidationTiming? = nil) -> (FormcIssueDisplay<Field>, Recorder) {
        let display = FormcIssueDisplay<Field> { $0 == .email ? email ?? timing : timing }
        let recorder = Recorder()
        display.present = { recorder.presented.append(($0, $1?.message)) }
        return (display, recorder)
    }

    let nameMissing = Issue(field: .name, rule: .required, message: "name?")
    let emailMissing = Issue(field: .email, rule: .required, message: "email?")
    let emailShort = Issue(field: .email, rule: .minLength(5), message: "short")

    @Test func onSubmitNothingShowsUntilASubmitThenEveryIssueFollowsTheValues() {
        let (display, recorder) = display(.submit)
        display.update([nameMissing, emailMissing])
        display.endedEditing(.name)
        display.edited(.email)
        #expect(recorder.presented.isEmpty, "submit timing: editing shows nothing")
        #expect(display.showAll() == [.name, .email], "the invalid fields, in form order")
        #expect(recorder.presented.map(\.0) == [.name, .email])
        #expect(display.issue(for: .name) == nameMissing)
        // After the submit every field follows the values, also one that was valid.
        display.update([emailShort, Issue(field: .agrees, rule: .required, message: "agree")])
        #expect(recorder.presented.suffix(3).map(\.1) == [nil, "short", "agree"])
        #expect(display.issue(for: .name) == nil)
    }

    @Test func onEndEditingAFieldShowsItsIssueWhenLeftAndClearsItOnceFixed() {
        let (display, recorder) = display(.endEditing)
        display.update([nameMissing, emailMissing])
        display.edited(.name)
        #expect(recorder.presented.isEmpty, "typing into it is not leaving it")
        display.endedEditing(.name)
        #expect(recorder.presented.map(\.1) == ["name?"])
        #expect(display.issue(for: .email) == nil, "a field not left yet shows nothing")
        display.update([emailMissing])
        #expect(recorder.presented.last?.1 == nil, "fixed: cleared at once")
        #expect(recorder.presented.count == 2)
    }

    @Test func onTypingAFieldShowsItsIssueAsItIsTypedIntoAndTheMessageFollows() {
        let (display, recorder) = display(.endEditing, email: .typing)
        display.update([emailMissing])
        display.edited(.email)
        #expect(recorder.presented.map(\.1) == ["email?"])
        display.update([emailShort])
        display.update([emailShort])
        #expect(recorder.presented.map(\.1) == ["email?", "short"], "told only when what it shows changes")
        display.update([])
        #expect(recorder.presented.last?.1 == nil)
    }

    @Test func validityIsReportedOnceWhenObservedThenOnEachFlip() {
        let (display, _) = display(.submit)
        display.update([nameMissing])
        var reported: [Bool] = []
        display.onValidityChange = { reported.append($0) }
        #expect(reported == [false])
        display.update([emailMissing])
        #expect(reported == [false], "still invalid: no call")
        display.update([])
        display.update([])
        #expect(reported == [false, true])
        #expect(display.isValid)
        display.update([nameMissing])
        #expect(reported == [false, true, false])
    }

    @Test func hideAllHidesUntilTheTimingShowsAgain() {
        let (display, recorder) = display(.endEditing)
        display.update([nameMissing, emailMissing])
        display.showAll()
        display.hideAll()
        #expect(recorder.presented.suffix(2).map(\.1) == [nil, nil])
        display.update([nameMissing])
        #expect(recorder.presented.count == 4, "hidden fields no longer follow the values")
        display.endedEditing(.name)
        #expect(recorder.presented.last?.1 == "name?")
    }
}
