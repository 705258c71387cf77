import Foundation
import Testing

/// Runs the built `formc` itself: `main.swift`, the real console and file system.
@Suite struct ExecutableTests {
    private func formc(_ arguments: [String]) throws -> (code: Int32, stdout: String, stderr: String) {
        try FormcProcess.run(arguments)
    }

    @Test func versionAndHelp() throws {
        let version = try formc(["--version"])
        #expect(version.code == 0 && version.stdout == "formc 0.1.0\n" && version.stderr.isEmpty)
        let help = try formc(["check", "--help"])
        #expect(help.code == 0 && help.stdout.hasPrefix("OVERVIEW: Check specs"))
    }

    @Test func inputErrorsExitTwo() throws {
        let missing = try formc(["check", "--format", "json", "/nonexistent/formc/x.form.yaml"])
        #expect(missing.code == 2)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "formc: error: cannot access '/nonexistent/formc/x.form.yaml': no such file or directory\n")
        let usage = try formc(["check", "--fromat=json"])
        #expect(usage.code == 2)
        #expect(usage.stderr == "formc: error: unknown option '--fromat'; did you mean '--format'?\nSee 'formc check --help'.\n")
    }
}
