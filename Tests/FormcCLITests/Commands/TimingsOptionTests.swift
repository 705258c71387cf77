import FormcCLI
import FormcCore
import Testing

/// `--timings` on the real front end: which stage lines it prints (not the times).
@Suite struct TimingsOptionTests {
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "specs/login.form.yaml")
    }

    /// The stage names of `stderr`'s lines, in order.
    private func stageNames(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            line.hasSuffix(" ms") ? line.split(separator: " ").first.map(String.init) : nil
        }
    }

    @Test func checkPrintsTheFrontEndStagesAndTheTotal() {
        let run = scratch.formc(["check", "--timings", scratch.path("specs")])
        #expect(run.code == 0)
        #expect(run.stdout.isEmpty)
        #expect(stageNames(run.stderr) == ["read", "yaml", "decode", "check", "total"])
    }

    @Test func generatePrintsEveryStage() {
        let run = scratch.formc(["generate", scratch.path("specs"), "--output", scratch.path("out"), "--timings"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(stageNames(run.stderr) == ["read", "yaml", "decode", "check", "generate", "write", "total"])
    }

    @Test func dumpPrintsTimingsOnStandardErrorOnly() {
        let run = scratch.formc(["dump", "--timings", scratch.path("specs/login.form.yaml")])
        #expect(run.code == 0)
        #expect(run.stdout.hasPrefix("{"))
        #expect(stageNames(run.stderr) == ["read", "yaml", "decode", "check", "total"])
    }

    @Test func aSpecThatCannotBeReadStillReportsWhatRan() {
        let run = scratch.formc(["check", "--timings", scratch.path("missing.form.yaml")])
        #expect(run.code == 2)
        #expect(stageNames(run.stderr) == ["read", "total"])
    }

    @Test func nothingWithoutTheOption() {
        let run = scratch.formc(["check", scratch.path("specs")])
        #expect(run.stderr.isEmpty)
    }
}
