import Foundation
import FormcCLI
import Testing

/// The real `formc` on the bad-input corpus (`Tests/FormcCoreTests/Fixtures/invalid`):
/// `check` exits 1 with the golden diagnostics, `generate` writes nothing, and a
/// file too large to read is refused before it is read.
@Suite struct HostileInputCLITests {
    static let invalid = FormcProcess.repository.appendingPathComponent("Tests/FormcCoreTests/Fixtures/invalid")

    /// One or two of each kind of mistake in the corpus, run through the binary.
    static let representative = [
        "yaml-unclosed-double-quote", "yaml-tab-indentation", "yaml-invalid-escape", "yaml-undefined-alias",
        "yaml-recursive-alias", "yaml-version-2-directive", "two-documents", "only-comments-and-blank-lines",
        "bare-scalar", "type-field-values", "unknown-key-top-level", "checker-everything",
    ]

    static func allInvalidSpecs() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: invalid.path)) ?? [])
            .filter { $0.hasSuffix(".form.yaml") }.sorted()
    }

    private func formc(_ arguments: [String], in directory: URL) throws -> (code: Int32, stdout: String, stderr: String) {
        try FormcProcess.run(arguments, in: directory)
    }

    @Test(arguments: representative)
    func checkExitsOneWithTheGoldenDiagnostics(_ name: String) throws {
        let result = try formc(["check", "\(name).form.yaml"], in: Self.invalid)
        #expect(result.code == 1)
        #expect(result.stdout.isEmpty)
        let golden = try String(contentsOf: Self.invalid.appendingPathComponent("\(name).diagnostics"), encoding: .utf8)
        for line in golden.split(separator: "\n") {
            #expect(result.stderr.contains(line), "missing from formc's output: \(line)\n\(result.stderr)")
        }
    }

    @Test func generateOfEveryInvalidSpecWritesNothing() throws {
        let specs = Self.allInvalidSpecs()
        #expect(specs.count >= 80)
        let scratch = try ScratchDirectory()
        for spec in specs {
            let run = Run(["generate", Self.invalid.appendingPathComponent(spec).path, "--output", scratch.path("out")],
                          outputFileSystem: LocalFileSystem())
            #expect(run.code == 1, "\(spec)")
            #expect(!scratch.exists("out"), "\(spec) made the output directory")
        }
        // All together, next to a valid spec: still nothing, not even the valid one's file.
        try scratch.writeSpec(form: "Fine", to: "fine.form.yaml")
        let all = Run(["generate", scratch.path("fine.form.yaml")] + specs.map { Self.invalid.appendingPathComponent($0).path }
                      + ["--output", scratch.path("out")], outputFileSystem: LocalFileSystem())
        #expect(all.code == 1)
        #expect(!scratch.exists("out"))
    }

    /// A 100 MB spec (sparse: no disk or memory spent making it) is refused
    /// before it is read, in bounded time; exit 2 like any unreadable input.
    @Test func aHundredMegabyteSpecIsRefusedUnread() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path("huge.form.yaml")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        let started = Date()
        let result = try formc(["check", "huge.form.yaml"], in: URL(fileURLWithPath: scratch.root))
        #expect(result.code == 2)
        #expect(result.stderr == "formc: error: cannot read 'huge.form.yaml': file too large: 104857600 bytes; formc reads at most 67108864 bytes\n")
        #expect(Date().timeIntervalSince(started) < 10, "refused without reading 100 MB")
    }

    /// A flood of broken fields (100,000 `{}`, 300,000 missing keys) gives the
    /// first 200 diagnostics and one summary in every format: bounded output, exit 1.
    @Test(arguments: ["text", "json", "github", "sarif"])
    func aFloodOfDiagnosticsIsCappedInEveryFormat(_ format: String) throws {
        let scratch = try ScratchDirectory()
        try scratch.write("formc: 1\nform: Flood\nfields:\n" + String(repeating: "  - {}\n", count: 100_000), to: "flood.form.yaml")
        let result = try formc(["check", "--format", format, "flood.form.yaml"], in: URL(fileURLWithPath: scratch.root))
        #expect(result.code == 1)
        let output = result.stdout + result.stderr
        #expect(output.utf8.count < 200_000, "\(output.utf8.count) bytes")
        #expect(output.contains("too-many-diagnostics"))
        #expect(output.components(separatedBy: "missing-key").count - 1 >= 200)
    }

    @Test func theReadLimitAppliesToWhatIsReadNotOnlyTheReportedSize() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("formc: 1\n", to: "small.form.yaml")
        let limited = LocalFileSystem(maxFileBytes: 8)
        #expect(throws: FileSystemError(reason: "file too large: 9 bytes; formc reads at most 8 bytes")) {
            try limited.contents(ofFile: scratch.path("small.form.yaml"))
        }
        #expect(try LocalFileSystem(maxFileBytes: 9).contents(ofFile: scratch.path("small.form.yaml")).count == 9)
    }
}
