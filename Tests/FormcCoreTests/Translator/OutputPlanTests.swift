import Testing
@testable import FormcCore

/// The checks between specs of one run: generated file names and Swift type names.
@Suite struct OutputPlanTests {
    private func model(form: String, path: String) throws -> FormModel {
        let result = compile("""
            formc: 1
            form: \(form)
            fields:
              - { id: name, kind: text, label: Name }
            """, file: path)
        return try #require(result.model, "\(render(result.diagnostics))")
    }

    @Test func distinctSpecsDoNotCollide() throws {
        let models = [try model(form: "Registration", path: "a/registration.form.yaml"),
                      try model(form: "Address", path: "a/address.form.yaml")]
        #expect(OutputPlan.collisions(among: models).isEmpty)
    }

    @Test func sameFileNameInTwoDirectoriesIsReportedAtTheSecond() {
        let diagnostics = OutputPlan.fileNameCollisions(specPaths: ["a/x.form.yaml", "b/y.form.yaml", "b/x.form.yaml"])
        #expect(render(diagnostics) == """
            b/x.form.yaml:1:1: error: this spec generates 'x.form.swift', as does 'a/x.form.yaml'; rename one of the two spec files [output-collision]
            a/x.form.yaml:1:1: note: 'x.form.swift' is first generated from this spec

            """)
    }

    @Test func everyLaterSpecIsReportedAgainstTheFirst() {
        let diagnostics = OutputPlan.fileNameCollisions(specPaths: ["a/x.form.yaml", "b/x.form.yaml", "c/x.yaml"])
        #expect(diagnostics.map(\.file) == ["b/x.form.yaml"])
        #expect(diagnostics.allSatisfy { $0.notes.map(\.file) == ["a/x.form.yaml"] })
        // `x.yaml` → `x.swift`, another name.
        let three = OutputPlan.fileNameCollisions(specPaths: ["a/x.form.yaml", "b/x.form.yaml", "c/x.form.yaml"])
        #expect(three.map(\.file) == ["b/x.form.yaml", "c/x.form.yaml"])
        #expect(three.flatMap(\.notes).map(\.file) == ["a/x.form.yaml", "a/x.form.yaml"])
    }

    @Test func namesDifferingOnlyInCaseCollide() {
        let diagnostics = OutputPlan.fileNameCollisions(specPaths: ["Forms/Login.form.yaml", "Forms/login.form.yaml"])
        #expect(diagnostics.map(\.id) == [.outputCollision])
        #expect(diagnostics.first?.message == "this spec generates 'login.form.swift' and 'Forms/Login.form.yaml' "
                + "generates 'Login.form.swift', one file on a case-insensitive file system; rename one of the two spec files")
    }

    @Test func aSpecNamedLikeTheSupportFileCollides() {
        let diagnostics = OutputPlan.fileNameCollisions(specPaths: ["ok.form.yaml", "x/FormcSupport.yaml", "formcsupport.yml"])
        #expect(render(diagnostics) == """
            x/FormcSupport.yaml:1:1: error: this spec would generate 'FormcSupport.swift', the name of formc's support file; rename the spec file [output-collision]
            formcsupport.yml:1:1: error: this spec would generate 'formcsupport.swift', the name of formc's support file; rename the spec file [output-collision]

            """)
    }

    @Test func fileNamesFollowTheCaseAndNormalisationRules() {
        // Differing in case: one file on macOS.
        let cased = OutputPlan.fileNameCollisions(specPaths: ["A.form.yaml", "x/a.form.yaml"])
        #expect(cased.map(\.message) == ["this spec generates 'a.form.swift' and 'A.form.yaml' generates "
            + "'A.form.swift', one file on a case-insensitive file system; rename one of the two spec files"])
        let composed = "caf\u{E9}.form.yaml", decomposed = "x/cafe\u{301}.form.yaml"
        #expect(OutputPlan.fileNameCollisions(specPaths: [composed, decomposed]).map(\.id) == [.outputCollision])
        // Names that only look alike are distinct files; a spec named like an old SwiftUI file is a spec like any other.
        #expect(OutputPlan.fileNameCollisions(specPaths: ["a.form.yaml", "a.form+SwiftUI.yaml", "a+SwiftUI.form.yaml"]).isEmpty)
    }

    @Test func aSpecIsReportedOnceAtItsCollidingFile() {
        let diagnostics = OutputPlan.fileNameCollisions(specPaths: ["a/x.form.yaml", "b/x.form.yaml"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("'x.form.swift'") == true)
    }

    @Test func theSamePathTwiceIsNotACollision() {
        #expect(OutputPlan.fileNameCollisions(specPaths: ["a/x.form.yaml", "a/x.form.yaml"]).isEmpty)
    }

    @Test func formsBecomingTheSameTypeCollide() throws {
        // `RegistrationForm` is not doubled, so both forms declare `RegistrationForm`.
        let models = [try model(form: "Registration", path: "a/one.form.yaml"),
                      try model(form: "Address", path: "a/two.form.yaml"),
                      try model(form: "RegistrationForm", path: "b/three.form.yaml")]
        #expect(render(OutputPlan.collisions(among: models)) == """
            b/three.form.yaml:1:1: error: form 'RegistrationForm' becomes the Swift type 'RegistrationForm', as does form 'Registration' of 'a/one.form.yaml'; rename one of the two forms [type-collision]
            a/one.form.yaml:1:1: note: 'RegistrationForm' is first declared by this spec's form

            """)
    }

    @Test func fileAndTypeCollisionsAreBothReported() throws {
        let models = [try model(form: "Login", path: "a/login.form.yaml"),
                      try model(form: "Login", path: "b/login.form.yaml")]
        #expect(OutputPlan.collisions(among: models).map(\.id) == [.outputCollision, .typeCollision])
    }
}
