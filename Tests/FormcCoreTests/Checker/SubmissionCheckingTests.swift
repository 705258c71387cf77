import Testing
@testable import FormcCore

/// `submit:` and `validate_on:` as the checker models them.
@Suite struct SubmissionCheckingTests {
    func model(_ yaml: String) throws -> FormModel {
        let result = FormCompiler().compile(Array(yaml.utf8), path: "demo.form.yaml")
        return try #require(result.model, "\(result.diagnostics.map(\.message))")
    }

    @Test func formTimingAppliesToFieldsWithoutTheirOwn() throws {
        let form = try model("""
            formc: 1
            form: Demo
            submit: { title: 送信 }
            validate_on: typing
            fields:
              - { id: name, kind: text, label: 名前 }
              - { id: agrees, kind: toggle, label: 同意, validate_on: submit }
            """)
        #expect(form.submit == SubmitSettings(title: LocalizableText("送信")))
        #expect(form.hasSubmission)
        #expect(form.fields.map { form.validationTiming(of: $0) } == [.typing, .submit])
        #expect(form.fields.map(\.validateOn) == [nil, .submit])
    }

    @Test func aV1SpecHasNoSubmissionAndDefaultsToSubmit() throws {
        let form = try model("""
            formc: 1
            form: Demo
            fields:
              - { id: name, kind: text, label: 名前 }
            """)
        #expect(!form.hasSubmission)
        #expect(form.submit == nil && form.validateOn == nil)
        #expect(form.validationTiming(of: form.fields[0]) == .submit)
    }

    @Test func aFieldTimingAloneOptsIn() throws {
        let form = try model("""
            formc: 1
            form: Demo
            fields:
              - { id: name, kind: text, label: 名前, validate_on: end_editing }
            """)
        #expect(form.hasSubmission, "the binder gets submit() even without a button")
        #expect(form.submit == nil)
    }

    @Test func typingOnAKindNotTypedIntoIsAnErrorAtTheValue() {
        let result = FormCompiler().compile(Array("""
            formc: 1
            form: Demo
            fields:
              - { id: agrees, kind: toggle, label: 同意, validate_on: typing }
            """.utf8), path: "demo.form.yaml")
        #expect(result.model == nil)
        #expect(result.diagnostics.map(\.id) == [.inapplicableValidationTiming])
        #expect(result.diagnostics.first?.location.line == 4)
    }
}
