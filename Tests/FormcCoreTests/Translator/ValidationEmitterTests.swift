import Testing
@testable import FormcCore

/// `validate()` collects its issues only when the form has rules: otherwise the
/// real SDK's compiler warns that `var issues` is never mutated.
@Suite struct ValidationEmitterTests {
    private func formFile(_ fields: String) throws -> String {
        let spec = "formc: 1\nform: Login\nfields:\n\(fields)"
        let model = try #require(compile(spec, file: "login.form.yaml").model)
        return SwiftGenerator().file(for: model).contents
    }

    @Test func aFormWithoutRulesReturnsAnEmptyArray() throws {
        let source = try formFile("  - { id: user, kind: text, label: User }\n")
        #expect(source.contains("func validate() -> [Issue] {\n        []\n    }"))
        #expect(!source.contains("var issues"))
    }

    @Test func aFormWithRulesAppendsItsIssues() throws {
        let source = try formFile("  - { id: user, kind: text, label: User, required: true }\n")
        #expect(source.contains("var issues = FormcIssues<Field>()"))
        #expect(source.contains("issues.checkRequired(.user, self.user)"))
        #expect(source.contains("return issues.list"))
    }

    /// While `date_only_when` holds, a date's relative bound is compared by day
    /// and its message shows no time; the conditions are computed once for it.
    @Test func aDateOnlyDateComparesItsRelativeBoundByDay() throws {
        let source = try formFile("""
              - { id: all_day, kind: toggle, label: All day }
              - { id: at, kind: date, mode: date_and_time, label: At, min: now, date_only_when: { field: all_day, equals: true } }

            """)
        #expect(source.contains("let conditions = self.conditions()"))
        #expect(source.contains("FormcDate.day(at, if: conditions.isDateOnly(.at)) < "
            + "FormcDate.day(FormcDate.relative(.now, from: now), if: conditions.isDateOnly(.at))"))
        #expect(source.contains("withTime: !conditions.isDateOnly(.at)"))
    }
}
