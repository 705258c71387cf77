import Foundation
import FormcCLI
import FormcCore
import Testing

/// `formc generate` on real temporary directories: what it writes, what it
/// leaves alone, and when it writes nothing at all.
@Suite struct GenerateCommandTests {
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "specs/login.form.yaml")
        try scratch.writeSpec(form: "Profile", to: "specs/nested/profile.form.yaml")
    }

    private var specs: String { scratch.path("specs") }
    private var out: String { scratch.path("out") }

    /// Generates `specs` into `out` with `extra` options, with the runtime
    /// embedded: the support file is one more file each run must get right.
    private func generate(_ extra: [String] = [], inputs: [String]? = nil) -> Run {
        let run = scratch.formc(["generate"] + (inputs ?? [specs]) + ["--output", out, "--runtime", "embedded"] + extra)
        // Whatever happened, no temporary file may be left behind.
        let leftovers = ((try? scratch.list("out")) ?? []).filter { $0.hasPrefix(".formc-") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
        return run
    }

    @Test func firstRunCreatesAFilePerSpecAndTheSupportFileSilently() throws {
        let run = generate()
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
        #expect(try scratch.list("out") == ["FormcSupport.swift", "login.form.swift", "profile.form.swift"])
        #expect(try scratch.read("out/login.form.swift").contains("struct LoginForm"))
        #expect(try !scratch.read("out/login.form.swift").contains("public struct"))
    }

    @Test func theOutputDirectoryIsCreatedWithItsParents() throws {
        let deep = scratch.path("a/b/c")
        let run = scratch.formc(["generate", specs, "-o", deep])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(try scratch.list("a/b/c").count == 2)
    }

    @Test func theLibraryRuntimeIsImportedNotWritten() throws {
        let run = scratch.formc(["generate", specs, "-o", out])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(try scratch.list("out") == ["login.form.swift", "profile.form.swift"])
        #expect(try scratch.read("out/login.form.swift").contains("\nimport Foundation\nimport FormcRuntime\n"))
        let embedded = scratch.formc(["generate", specs, "-o", scratch.path("embedded"), "--runtime", "embedded"])
        #expect(embedded.code == 0, "\(embedded.stderr)")
        #expect(try !scratch.read("embedded/login.form.swift").contains("import FormcRuntime"))
        #expect(try scratch.read("embedded/FormcSupport.swift").contains("class FormcFormState"))
        // Back to the library: the support file left there is named, not deleted.
        let back = scratch.formc(["generate", specs, "-o", scratch.path("embedded")])
        #expect(back.code == 0)
        #expect(back.stderr == "formc: warning: '\(scratch.path("embedded"))/FormcSupport.swift' is left from an embedded "
                + "runtime (--runtime embedded); the forms now import FormcRuntime, so delete it, or generate with "
                + "'--runtime embedded' again\n")
        #expect(scratch.exists("embedded/FormcSupport.swift"))
    }

    @Test func aSecondRunTouchesNothing() throws {
        #expect(generate().code == 0)
        let before = try scratch.identities("out")
        let run = generate(["--verbose"])
        #expect(run.code == 0)
        #expect(try scratch.identities("out") == before)
        #expect(run.stdout == """
            unchanged \(out)/FormcSupport.swift
            unchanged \(out)/login.form.swift
            unchanged \(out)/profile.form.swift

            """)
    }

    @Test func aChangedSpecUpdatesOnlyItsFiles() throws {
        #expect(generate().code == 0)
        let before = try scratch.identities("out")
        try scratch.writeSpec(form: "Login", label: "User name", to: "specs/login.form.yaml")
        let dryRun = generate(["--dry-run"])
        #expect(dryRun.stdout.split(separator: "\n") == ["unchanged \(out)/FormcSupport.swift", "update \(out)/login.form.swift",
                                                        "unchanged \(out)/profile.form.swift"])
        #expect(try scratch.identities("out") == before)

        let run = generate(["--verbose"])
        #expect(run.code == 0)
        #expect(run.stdout.split(separator: "\n") == ["unchanged \(out)/FormcSupport.swift", "wrote \(out)/login.form.swift",
                                                     "unchanged \(out)/profile.form.swift"])
        let after = try scratch.identities("out")
        #expect(after["login.form.swift"] != before["login.form.swift"])
        for name in ["profile.form.swift", "FormcSupport.swift"] {
            #expect(after[name] == before[name], "\(name)")
        }
        #expect(try scratch.read("out/login.form.swift").contains("User name"))
    }

    @Test func aSpecWithErrorsWritesNothing() throws {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        try scratch.write("formc: 1\nform: Broken\nfields:\n  - { id: name, kind: txet, label: Name }\n",
                          to: "specs/broken.form.yaml")
        let run = generate()
        #expect(run.code == 1)
        #expect(run.stderr.contains("broken.form.yaml:4:23: error: 'txet' is not a valid field kind"))
        #expect(try scratch.list("out").isEmpty)
    }

    @Test func dryRunReportsAndWritesNothing() throws {
        let run = generate(["--dry-run"])
        #expect(run.code == 0)
        #expect(run.stdout == """
            create \(out)/FormcSupport.swift
            create \(out)/login.form.swift
            create \(out)/profile.form.swift

            """)
        #expect(!scratch.exists("out"))
        // A dry run fails as a real run would.
        try scratch.write("", to: "out")
        #expect(generate(["--dry-run"]).code == 2)
    }

    @Test func anOutputPathThatIsAFileFailsWithoutWriting() throws {
        try scratch.write("not a directory", to: "out")
        let run = generate()
        #expect(run.code == 2)
        #expect(run.stderr == "formc: error: output path '\(out)' is not a directory\n")
        #expect(try scratch.read("out") == "not a directory")
    }

    @Test func anOutputBelowAFileCannotBeCreated() throws {
        try scratch.write("", to: "file")
        let run = scratch.formc(["generate", specs, "--output", scratch.path("file/out")])
        #expect(run.code == 2)
        #expect(run.stderr == "formc: error: cannot access output directory '\(scratch.path("file/out"))': not a directory\n")
    }

    @Test func anUnreadableTargetFailsTheRunBeforeAnythingIsWritten() throws {
        // A directory where a generated file goes: found while planning, so no file is written.
        try FileManager.default.createDirectory(atPath: out + "/profile.form.swift", withIntermediateDirectories: true)
        let run = generate()
        #expect(run.code == 2)
        #expect(run.stderr == "formc: error: cannot read '\(out)/profile.form.swift' to compare it with the new output: is a directory\n")
        #expect(try scratch.list("out") == ["profile.form.swift"])
    }

    @Test func filesItDidNotGenerateAreLeftAlone() throws {
        try scratch.write("keep me", to: "out/notes.txt")
        try scratch.write("// from a deleted spec", to: "out/old.form.swift")
        #expect(generate().code == 0)
        #expect(try scratch.list("out") == ["FormcSupport.swift", "login.form.swift", "notes.txt", "old.form.swift",
                                            "profile.form.swift"])
        #expect(try scratch.read("out/old.form.swift") == "// from a deleted spec")
    }

    @Test func twoSpecsWithOneFileNameCollide() throws {
        try scratch.writeSpec(form: "Other", to: "specs/more/login.form.yaml")
        let run = generate()
        #expect(run.code == 1)
        #expect(run.stderr == """
            \(specs)/more/login.form.yaml:1:1: error: this spec generates 'login.form.swift', as does '\(specs)/login.form.yaml'; rename one of the two spec files [output-collision]
            \(specs)/login.form.yaml:1:1: note: 'login.form.swift' is first generated from this spec

            """)
        #expect(!scratch.exists("out"))
    }

    @Test func twoFormsWithOneTypeNameCollide() throws {
        try scratch.writeSpec(form: "LoginForm", to: "specs/signin.form.yaml")
        let run = generate()
        #expect(run.code == 1)
        #expect(run.stderr.contains("\(specs)/signin.form.yaml:1:1: error: form 'LoginForm' becomes the Swift type 'LoginForm', as does form 'Login' of '\(specs)/login.form.yaml'; rename one of the two forms [type-collision]"))
        #expect(!scratch.exists("out"))
    }

    @Test func publicAccessLevel() throws {
        #expect(generate(["--access-level", "public"]).code == 0)
        #expect(try scratch.read("out/login.form.swift").contains("public struct LoginForm"))
        #expect(try scratch.read("out/FormcSupport.swift").contains("public "))
        // Switching back rewrites every file.
        let back = generate(["--access-level=internal", "--dry-run"]).stdout.split(separator: "\n")
        #expect(back.count == 3)
        #expect(back.allSatisfy { $0.hasPrefix("update ") })
    }

    @Test func usageErrors() {
        let noOutput = scratch.formc(["generate", specs])
        #expect(noOutput.code == 2)
        #expect(noOutput.stderr == """
            formc: error: missing option '--output'; give the directory to write the Swift files to
            See 'formc generate --help'.

            """)
        #expect(scratch.formc(["generate", "--output", out]).code == 2)
        let access = scratch.formc(["generate", specs, "-o", out, "--access-level", "open"])
        #expect(access.code == 2)
        #expect(access.stderr.hasPrefix("formc: error: invalid value 'open' for option '--access-level'; expected one of: internal, public\n"))
        let ui = scratch.formc(["generate", specs, "-o", out, "--ui", "swfitui"])
        #expect(ui.code == 2)
        #expect(ui.stderr == """
            formc: error: invalid value 'swfitui' for option '--ui'; did you mean 'swiftui'? expected one of: uikit, swiftui, both
            See 'formc generate --help'.

            """)
        #expect(!scratch.exists("out"))
    }

    @Test func diagnosticsAreReportedAsCheckReportsThem() throws {
        try scratch.write("formc: 1\nform: Warned\noptions:\n  unused: [a, b]\nfields:\n  - { id: name, kind: text, label: Name }\n",
                          to: "specs/warned.form.yaml")
        for options in [[], ["--format", "github"], ["--warnings-as-errors"], ["-q"]] {
            let check = scratch.formc(["check", specs] + options)
            let generate = scratch.formc(["generate", specs, "-o", out, "--dry-run"] + options)
            #expect(generate.code == check.code, "\(options)")
            #expect(generate.stderr == check.stderr, "\(options)")
            #expect(generate.stdout.hasPrefix(check.stdout), "\(options)")
        }
        #expect(scratch.formc(["check", specs]).stderr.contains("[unused-option-list]"))
    }

    @Test func jsonReportKeepsStandardOutputOneDocument() throws {
        let run = generate(["--format", "json", "--dry-run"])
        #expect(run.code == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((object?["files"] as? [String])?.count == 2)
        #expect(run.stderr.hasPrefix("create \(out)/FormcSupport.swift\n"))
    }

    @Test func concurrentRunsIntoOneDirectoryLeaveCorrectFiles() throws {
        let arguments = ["generate", specs, "--output", out, "--runtime", "embedded"]
        let codes = ExitCodes()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            codes.append(FormcCLI.run(arguments: arguments, environment: [:], console: MemoryConsole(), texts: .formc))
        }
        #expect(codes.all == [0, 0, 0, 0])
        #expect(try scratch.list("out") == ["FormcSupport.swift", "login.form.swift", "profile.form.swift"])
        #expect(generate(["--dry-run"]).stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") })
    }

    @Test func helpListsEveryOptionAndExitCode() {
        let run = scratch.formc(["help", "generate"])
        #expect(run.code == 0)
        for option in ["-o, --output <directory>", "--access-level <level>", "--ui <ui>", "--dry-run", "--verbose",
                       "--format <format>", "--warnings-as-errors", "-q, --quiet", "-h, --help"] {
            #expect(run.stdout.contains("\n  \(option)"), "\(option)")
        }
        for code in ExitCode.allCases { #expect(run.stdout.contains("\n  \(code.rawValue)   ")) }
        #expect(scratch.formc(["--help"]).stdout.contains("  generate  "))
    }
}

/// Exit codes collected from several threads.
private final class ExitCodes: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [Int32] = []

    func append(_ code: Int32) { lock.withLock { codes.append(code) } }
    var all: [Int32] { lock.withLock { codes } }
}
