import Foundation
import Testing

/// The real `formc` on the project's real specs: examples, fixtures, the
/// spec with ten mistakes.
@Suite struct EndToEndTests {
    private func formc(_ arguments: [String]) throws -> (code: Int32, stdout: String, stderr: String) {
        try FormcProcess.run(arguments)
    }

    @Test func examplesCheckClean() throws {
        let result = try formc(["check", "examples"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test func tenMistakesInOneRun() throws {
        let spec = "Tests/FormcCoreTests/Fixtures/diagnostics/ten-mistakes.form.yaml"
        let result = try formc(["check", spec])
        #expect(result.code == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count >= 10)
        #expect(errors.allSatisfy { $0.hasPrefix("\(spec):") })
        #expect(result.stderr.contains("\(spec):13:24: error: 'emial' is not a valid field kind; did you mean 'email'?"))
    }

    @Test func jsonAndGitHubFormats() throws {
        let spec = "Tests/FormcCoreTests/Fixtures/diagnostics/unknown-key.form.yaml"
        let json = try formc(["check", "--format", "json", spec])
        #expect(json.code == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?["id"] as? String == "unknown-key")
        #expect(diagnostics.first?["line"] as? Int == 4)
        let github = try formc(["check", "--format", "github", spec])
        #expect(github.stdout.hasPrefix("::error file=\(spec),line=4,col=40,"))
    }

    @Test func warningsAsErrors() throws {
        let spec = "Tests/FormcCoreTests/Fixtures/diagnostics/unused-option-list.form.yaml"
        #expect(try formc(["check", spec]).code == 0)
        #expect(try formc(["check", "--warnings-as-errors", spec]).code == 1)
    }

    @Test func dumpPrintsTheModel() throws {
        let result = try formc(["dump", "examples/registration.form.yaml"])
        #expect(result.code == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Registration")
        let broken = try formc(["dump", "Tests/FormcCoreTests/Fixtures/diagnostics/unknown-key.form.yaml"])
        #expect(broken.code == 1 && broken.stdout.isEmpty)
    }
}
