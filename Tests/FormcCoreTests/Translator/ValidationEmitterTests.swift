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
}
