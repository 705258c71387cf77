import Foundation
import FormcCLI
import FormcCore
import Testing

@Suite struct CheckCommandTests {
    let files = FakeFileSystem(specs: [
        "Forms/a.form.yaml": "a", "Forms/sub/b.form.yaml": "b", "c.form.yaml": "c",
    ])
    let error = Fixtures.diagnostic(.error, .unknownKey, "unknown key 'lable'", file: "Forms/a.form.yaml",
                                    line: 4, column: 9)
    let warning = Fixtures.diagnostic(.warning, .unusedToolbar, "toolbar 't' is used by no field",
                                      file: "c.form.yaml", line: 2, column: 3)

    @Test func cleanSpecsExitZeroSilently() {
        let run = Run(["check", "Forms", "c.form.yaml"], files: files)
        #expect(run.code == 0)
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
    }

    @Test func errorsExitOneAndGoToStandardErrorAsText() {
        let run = Run(["check", "Forms", "c.form.yaml"], files: files,
                      compiler: Fixtures.compiler(["Forms/a.form.yaml": [error], "c.form.yaml": [warning]]))
        #expect(run.code == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            Forms/a.form.yaml:4:9: error: unknown key 'lable' [unknown-key]
            c.form.yaml:2:3: warning: toolbar 't' is used by no field [unused-toolbar]

            """)
    }

    @Test func warningsAloneExitZero() {
        let run = Run(["check", "c.form.yaml"], files: files, compiler: Fixtures.compiler(["c.form.yaml": [warning]]))
        #expect(run.code == 0)
        #expect(run.stderr == "c.form.yaml:2:3: warning: toolbar 't' is used by no field [unused-toolbar]\n")
    }

    @Test func warningsAsErrorsPrintAndCountAsErrors() {
        let run = Run(["check", "--warnings-as-errors", "c.form.yaml"], files: files,
                      compiler: Fixtures.compiler(["c.form.yaml": [warning]]))
        #expect(run.code == 1)
        #expect(run.stderr == "c.form.yaml:2:3: error: toolbar 't' is used by no field [unused-toolbar]\n")
    }

    @Test func quietDropsWarnings() {
        let run = Run(["check", "c.form.yaml", "-q"], files: files,
                      compiler: Fixtures.compiler(["c.form.yaml": [warning]]))
        #expect(run.code == 0)
        #expect(run.stderr.isEmpty)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let compiler = Fixtures.compiler(["c.form.yaml": [warning]])
        #expect(Run(["check", "c.form.yaml"], files: files, compiler: compiler, terminal: true).stderr.contains("\u{1B}[33m"))
        #expect(!Run(["check", "c.form.yaml"], files: files, compiler: compiler, terminal: false).stderr.contains("\u{1B}"))
        #expect(!Run(["check", "c.form.yaml"], files: files, compiler: compiler, environment: ["NO_COLOR": "1"],
                     terminal: true).stderr.contains("\u{1B}"))
        #expect(!Run(["check", "c.form.yaml"], files: files, compiler: compiler, environment: ["TERM": "dumb"],
                     terminal: true).stderr.contains("\u{1B}"))
        // An empty NO_COLOR does not count as set (no-color.org).
        #expect(Run(["check", "c.form.yaml"], files: files, compiler: compiler, environment: ["NO_COLOR": ""],
                    terminal: true).stderr.contains("\u{1B}"))
    }

    @Test func jsonGoesToStandardOutputAndParsesBack() throws {
        let run = Run(["check", "--format=json", "Forms", "c.form.yaml", "--warnings-as-errors"], files: files,
                      compiler: Fixtures.compiler(["Forms/a.form.yaml": [error], "c.form.yaml": [warning]]))
        #expect(run.code == 1)
        #expect(run.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["files"] as? [String] == ["Forms/a.form.yaml", "Forms/sub/b.form.yaml", "c.form.yaml"])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["severity"] as? String } == ["error", "error"])
        #expect(diagnostics.map { $0["file"] as? String } == ["Forms/a.form.yaml", "c.form.yaml"])
        #expect(object["summary"] as? [String: Int] == ["errors": 2, "warnings": 0])
    }

    @Test func jsonIsPrintedForCleanRunsToo() throws {
        let run = Run(["check", "c.form.yaml", "--format", "json"], files: files)
        #expect(run.code == 0)
        let report = try JSONDecoder().decode(DiagnosticReport.self, from: Data(run.stdout.utf8))
        #expect(report.files == ["c.form.yaml"] && report.diagnostics.isEmpty)
    }

    @Test func githubGoesToStandardOutput() {
        let run = Run(["check", "--format", "github", "Forms", "c.form.yaml"], files: files,
                      compiler: Fixtures.compiler(["Forms/a.form.yaml": [error], "c.form.yaml": [warning]]))
        #expect(run.code == 1)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == """
            ::error file=Forms/a.form.yaml,line=4,col=9,title=formc [unknown-key]::unknown key 'lable'
            ::warning file=c.form.yaml,line=2,col=3,title=formc [unused-toolbar]::toolbar 't' is used by no field

            """)
    }

    @Test func compilerSeesBytesAndTheUsersPath() {
        let seen = Recorder()
        let compiler = SpecCompiler { bytes, path in
            seen.append("\(path)=\(String(decoding: bytes, as: UTF8.self))")
            return SpecCompiler.Output(model: nil, diagnostics: [])
        }
        #expect(Run(["check", "Forms", "--", "c.form.yaml"], files: files, compiler: compiler).code == 0)
        #expect(seen.values == ["Forms/a.form.yaml=a", "Forms/sub/b.form.yaml=b", "c.form.yaml=c"])
    }

    @Test func inputProblemsExitTwoBeforeAnythingIsCompiled() {
        var broken = files
        broken.unreadable["Forms/locked.form.yaml"] = "permission denied"
        let seen = Recorder()
        let compiler = SpecCompiler { _, path in
            seen.append(path)
            return SpecCompiler.Output(model: nil, diagnostics: [])
        }
        let run = Run(["check", "--format", "json", "Forms", "missing.form.yaml"], files: broken, compiler: compiler)
        #expect(run.code == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "formc: error: cannot access 'missing.form.yaml': no such file or directory\n")
        #expect(seen.values.isEmpty)

        let unreadable = Run(["check", "Forms"], files: broken, compiler: compiler)
        #expect(unreadable.code == 2)
        #expect(unreadable.stderr == "formc: error: cannot read 'Forms/locked.form.yaml': permission denied\n")
        #expect(seen.values.isEmpty)
    }

    @Test func emptyDirectoryExitsTwo() {
        let run = Run(["check", "empty"], files: FakeFileSystem(directories: ["empty"]))
        #expect(run.code == 2)
        #expect(run.stderr == "formc: error: no '*.form.yaml' specs in directory 'empty'\n")
    }

    @Test func noInputsIsAUsageError() {
        let run = Run(["check", "--quiet"], files: files)
        #expect(run.code == 2)
        #expect(run.stderr == """
            formc: error: no inputs; give spec files or directories to check
            See 'formc check --help'.

            """)
    }
}

/// Collects strings from a `@Sendable` closure in a test.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ value: String) { lock.withLock { stored.append(value) } }
    var values: [String] { lock.withLock { stored } }
}
