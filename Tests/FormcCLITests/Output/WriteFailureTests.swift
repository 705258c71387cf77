import Foundation
import FormcCLI
import Testing

/// A run that fails part way (a full disk, a refused rename): the files before
/// the failure are complete, the failed one is as it was, no temporary file is
/// left, and formc says so with exit code 2.
@Suite struct WriteFailureTests {
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "specs/login.form.yaml")
        try scratch.writeSpec(form: "Profile", to: "specs/profile.form.yaml")
    }

    private func generate(into output: String, _ fileSystem: any OutputFileSystem = LocalFileSystem(),
                          _ extra: [String] = []) -> Run {
        scratch.formc(["generate", scratch.path("specs"), "--output", scratch.path(output), "--verbose", "--runtime", "embedded"] + extra,
                      outputFileSystem: fileSystem)
    }

    @Test(arguments: FailingOutputFileSystem.Step.allCases)
    func failureOnTheSecondNewFile(_ step: FailingOutputFileSystem.Step) throws {
        #expect(generate(into: "expected").code == 0)
        // Files are written in name order: FormcSupport.swift, login.form.swift, profile.form.swift.
        let run = generate(into: "out", FailingOutputFileSystem(failing: step, onFile: 2))
        #expect(run.code == 2)
        let out = scratch.path("out")
        #expect(run.stdout == "wrote \(out)/FormcSupport.swift\n")
        #expect(run.stderr == "formc: error: cannot write '\(out)/login.form.swift': no space left on device\n")
        #expect(try scratch.list("out") == ["FormcSupport.swift"])
        #expect(try scratch.read("out/FormcSupport.swift") == scratch.read("expected/FormcSupport.swift"))
    }

    @Test(arguments: FailingOutputFileSystem.Step.allCases)
    func aFailedUpdateLeavesTheOldFile(_ step: FailingOutputFileSystem.Step) throws {
        #expect(generate(into: "out", LocalFileSystem(), ["--ui", "uikit"]).code == 0)
        let before = try scratch.identities("out")
        try scratch.writeSpec(form: "Login", label: "Changed", to: "specs/login.form.yaml")
        try scratch.writeSpec(form: "Profile", label: "Changed", to: "specs/profile.form.yaml")
        // Only the two form files change; the second of them fails.
        let run = generate(into: "out", FailingOutputFileSystem(failing: step, onFile: 2), ["--ui", "uikit"])
        #expect(run.code == 2)
        let after = try scratch.identities("out")
        #expect(try scratch.list("out") == ["FormcSupport.swift", "login.form.swift", "profile.form.swift"])
        #expect(after["login.form.swift"] != before["login.form.swift"])
        #expect(try scratch.read("out/login.form.swift").contains("\"Changed\""))
        #expect(after["profile.form.swift"] == before["profile.form.swift"])
        #expect(try !scratch.read("out/profile.form.swift").contains("\"Changed\""))
    }
}
