#if canImport(UIKit)
import FormcRuntime
import Testing
import UIKit

/// The value types of the runtime's UIKit part, without a screen.
@MainActor
@Suite struct FormcStateAndIssueTests {
    enum Field: String, FormcFormField {
        case age, height
        var label: String { rawValue }
    }

    @Test func notANumberTakesThePlaceOfTheFieldsRequiredIssue() {
        let issues = [FormcIssue(field: Field.height, rule: .required), FormcIssue(field: Field.age, rule: .required)]
        #expect(FormcIssue.notANumber(.age, in: issues).map(\.rule) == [.required, .notANumber])
        #expect(FormcIssue<Field>.notANumber(.age, in: []).map(\.rule) == [.notANumber], "no required issue: appended")
        let other = [FormcIssue(field: Field.age, rule: .minimum("1"))]
        #expect(FormcIssue.notANumber(.age, in: other).map(\.rule) == [.minimum("1"), .notANumber])
    }

    @Test func stateReportsEveryChangeAndWhetherItIsNested() {
        let state = FormcState(0)
        var reports: [(old: Int, new: Int, nested: Bool)] = []
        state.onChange = { old, new in
            reports.append((old, new, state.isNestedChange))
            // A change made while one is reported (a parent clearing its child).
            if new == 1 { state.value = 2 }
        }
        state.value = 1
        #expect(reports.map(\.old) == [0, 1])
        #expect(reports.map(\.new) == [1, 2])
        #expect(reports.map(\.nested) == [false, true], "the change made while reporting is nested")
        #expect(!state.isNestedChange)
    }
}
#endif
