import Foundation
import Testing
import FormcCLI
import FormcCore

/// `--config formc.yaml` for `check`, `generate` and `dump`: its settings apply,
/// options given on the command line override them, its errors are reported.
@Suite struct ConfigOptionTests {
    private func scratch(config: String) throws -> ScratchDirectory {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "login.form.yaml")
        try scratch.write(config, to: "formc.yaml")
        return scratch
    }

    @Test func generateTakesAccessLevelAndImportsFromTheConfiguration() throws {
        let scratch = try scratch(config: "access_level: public\nruntime: embedded\nimports: [Combine]\n")
        let run = scratch.formc(["generate", scratch.path("login.form.yaml"), "--config", scratch.path("formc.yaml"),
                                 "--output", scratch.path("out")])
        #expect(run.code == 0, "\(run.stderr)")
        let text = try scratch.read("out/login.form.swift")
        #expect(text.contains("import Foundation\nimport Combine\n"), "no FormcRuntime import: the runtime is embedded")
        #expect(text.contains("public struct LoginForm"))
        #expect(try scratch.read("out/FormcSupport.swift").contains("public "))
    }

    @Test func theCommandLineOverridesTheConfiguration() throws {
        let scratch = try scratch(config: "access_level: public\n")
        let run = scratch.formc(["generate", scratch.path("login.form.yaml"), "--config", scratch.path("formc.yaml"),
                                 "--access-level", "internal", "--output", scratch.path("out")])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(!(try scratch.read("out/login.form.swift")).contains("public struct"))
    }

    @Test func warningsAsErrorsFromTheConfigurationFailsCheck() throws {
        let scratch = try ScratchDirectory()
        // An option list no field uses: a warning.
        try scratch.write("""
            formc: 1
            form: Login
            options:
              spare: [{ value: "1", label: One }]
            fields:
              - { id: name, kind: text, label: Name }
            """, to: "login.form.yaml")
        try scratch.write("warnings_as_errors: true\n", to: "formc.yaml")
        #expect(scratch.formc(["check", scratch.path("login.form.yaml")]).code == 0)
        let strict = scratch.formc(["check", scratch.path("login.form.yaml"), "--config", scratch.path("formc.yaml")])
        #expect(strict.code == 1)
        #expect(strict.stderr.contains("error: option list 'spare'"))
    }

    @Test func keyboardDefaultsReachTheModel() throws {
        let scratch = try scratch(config: "keyboard:\n  avoidance: layout_guide\n  distance: 30\n")
        let run = scratch.formc(["dump", scratch.path("login.form.yaml"), "--config", scratch.path("formc.yaml")])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"avoidance\": \"layout_guide\""))
        #expect(run.stdout.contains("\"distance\": 30"))
    }

    @Test func configurationErrorsAreReportedAtTheirPlaceAndStopTheRun() throws {
        let scratch = try scratch(config: "access_level: public\nimport: [Combine]\n")
        let run = scratch.formc(["generate", scratch.path("login.form.yaml"), "--config", scratch.path("formc.yaml"),
                                 "--output", scratch.path("out")])
        #expect(run.code == 1)
        #expect(run.stderr == "\(scratch.path("formc.yaml")):2:1: error: unknown key 'import' in the configuration; "
                + "did you mean 'imports'? [unknown-key]\n")
        #expect(!scratch.exists("out"))
    }

    @Test func aMissingConfigurationIsAnInputError() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "login.form.yaml")
        let run = scratch.formc(["check", scratch.path("login.form.yaml"), "--config", scratch.path("formc.yaml")])
        #expect(run.code == 2)
        #expect(run.stderr.contains("formc: error: cannot read configuration '\(scratch.path("formc.yaml"))'"))
    }

    @Test func configurationErrorsFollowTheReportFormat() throws {
        let scratch = try scratch(config: "warnings_as_errors: 1\n")
        let run = scratch.formc(["check", scratch.path("login.form.yaml"), "--config", scratch.path("formc.yaml"),
                                 "--format", "json"])
        #expect(run.code == 1)
        #expect(run.stdout.contains("\"id\": \"wrong-type\""))
    }
}
