import Foundation
import FormcCLI
import FormcCore
import Testing

@Suite struct DumpCommandTests {
    let files = FakeFileSystem(specs: ["Forms/a.form.yaml": "a", "Forms/b.form.yaml": "b", "One/x.form.yaml": "x"])

    @Test func printsTheModelAsStableJSON() throws {
        let run = Run(["dump", "Forms/a.form.yaml"], files: files)
        #expect(run.code == 0)
        #expect(run.stderr.isEmpty)
        let model = try JSONDecoder().decode(FormModel.self, from: Data(run.stdout.utf8))
        #expect(model == Fixtures.model(path: "Forms/a.form.yaml"))
        #expect(run.stdout.contains("\"sourcePath\": \"Forms/a.form.yaml\""))   // slashes not escaped
        #expect(run.stdout.contains("\"text\": \"会員登録\""))                     // non-ASCII not escaped
        #expect(run.stdout.hasPrefix("{\n  \"fields\": ["))                     // sorted, pretty
        #expect(run.stdout.hasSuffix("}\n"))
        #expect(Run(["dump", "Forms/a.form.yaml"], files: files).stdout == run.stdout)
    }

    @Test func errorsPrintNoJSONAndExitOne() {
        let error = Fixtures.diagnostic(.error, .missingKey, "missing required key 'form' in the spec",
                                        file: "Forms/a.form.yaml", line: 1, column: 1)
        let run = Run(["dump", "Forms/a.form.yaml"], files: files,
                      compiler: Fixtures.compiler(["Forms/a.form.yaml": [error]]))
        #expect(run.code == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Forms/a.form.yaml:1:1: error: missing required key 'form' in the spec [missing-key]\n")
    }

    @Test func warningsAreShownAndWithWarningsAsErrorsStopTheDump() {
        let warning = Fixtures.diagnostic(.warning, .unusedToolbar, "toolbar 't' is used by no field",
                                          file: "Forms/a.form.yaml", line: 2, column: 3)
        let compiler = SpecCompiler { _, path in
            SpecCompiler.Output(model: Fixtures.model(path: path), diagnostics: [warning])
        }
        let plain = Run(["dump", "Forms/a.form.yaml"], files: files, compiler: compiler)
        #expect(plain.code == 0 && !plain.stdout.isEmpty)
        #expect(plain.stderr == "Forms/a.form.yaml:2:3: warning: toolbar 't' is used by no field [unused-toolbar]\n")

        let strict = Run(["dump", "--warnings-as-errors", "Forms/a.form.yaml"], files: files, compiler: compiler)
        #expect(strict.code == 1 && strict.stdout.isEmpty)
        #expect(strict.stderr.contains(": error: toolbar 't'"))

        let quiet = Run(["dump", "-q", "Forms/a.form.yaml"], files: files, compiler: compiler)
        #expect(quiet.code == 0 && quiet.stderr.isEmpty && !quiet.stdout.isEmpty)
    }

    @Test func aDirectoryWithOneSpecIsAccepted() {
        #expect(Run(["dump", "One"], files: files).code == 0)
    }

    @Test func exactlyOneSpec() {
        let none = Run(["dump"], files: files)
        #expect(none.code == 2)
        #expect(none.stderr == "formc: error: dump takes exactly one spec; got no input\nSee 'formc dump --help'.\n")
        let two = Run(["dump", "Forms/a.form.yaml", "Forms/b.form.yaml"], files: files)
        #expect(two.code == 2)
        #expect(two.stderr.hasPrefix("formc: error: dump takes exactly one spec; got 2 inputs\n"))
        let directory = Run(["dump", "Forms"], files: files)
        #expect(directory.code == 2)
        #expect(directory.stderr.hasPrefix("formc: error: dump takes exactly one spec; directory 'Forms' holds 2\n"))
    }

    @Test func formatIsNotADumpOption() {
        let run = Run(["dump", "--format", "json", "Forms/a.form.yaml"], files: files)
        #expect(run.code == 2)
        #expect(run.stderr.hasPrefix("formc: error: unknown option '--format'"))
    }

    @Test func missingFileExitsTwo() {
        let run = Run(["dump", "nope.form.yaml"], files: files)
        #expect(run.code == 2)
        #expect(run.stderr == "formc: error: cannot access 'nope.form.yaml': no such file or directory\n")
    }

    @Test func aModelMissingWithoutErrorsIsReported() {
        let compiler = SpecCompiler { _, _ in SpecCompiler.Output(model: nil, diagnostics: []) }
        let run = Run(["dump", "Forms/a.form.yaml"], files: files, compiler: compiler)
        #expect(run.code == 1 && run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("formc: error: internal error: no model for 'Forms/a.form.yaml'"))
    }
}
