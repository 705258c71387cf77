import Foundation
import Testing

/// Runs the built `formc` itself: `main.swift`, the real console and file system.
@Suite struct ExecutableTests {
    /// The `formc` built next to this test bundle.
    static let executable: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On macOS the runner sits inside `formcPackageTests.xctest/Contents/MacOS`.
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("formc")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    private func formc(_ arguments: [String]) throws -> (code: Int32, stdout: String, stderr: String) {
        guard let executable = Self.executable else {
            Issue.record("no formc executable next to the test bundle")
            throw CancellationError()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["NO_COLOR": "1"]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
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
