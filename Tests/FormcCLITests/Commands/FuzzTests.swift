import FormcCLI
import FormcCore
import Testing

/// Random argument lists must never crash formc and always end in a documented exit code.
@Suite struct FuzzTests {
    /// SplitMix64: a fixed seed makes every run test the same lists.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let vocabulary = [
        "check", "dump", "help", "generate", "--help", "-h", "--version", "--format", "--format=json",
        "--format=", "--format=github", "json", "text", "github", "xml", "--warnings-as-errors",
        "--warnings-as-errors=1", "--quiet", "-q", "-qq", "--", "-", "", "=", "--=", "---", "-x",
        "a.form.yaml", "Forms", "Forms/", "missing", "locked.form.yaml", "é", "\u{0}", "\n", "🙂.form.yaml",
    ]

    @Test func randomArgumentListsNeverCrash() {
        var files = FakeFileSystem(specs: ["a.form.yaml": "a", "Forms/b.form.yaml": "b"])
        files.unreadable["locked.form.yaml"] = "permission denied"
        let error = Fixtures.diagnostic(.error, .unknownKey, "bad", file: "a.form.yaml")
        let warning = Fixtures.diagnostic(.warning, .unusedToolbar, "meh", file: "Forms/b.form.yaml")
        let compiler = Fixtures.compiler(["a.form.yaml": [error], "Forms/b.form.yaml": [warning]])
        var generator = Generator(state: 20_240_401)
        for _ in 0..<400 {
            let count = Int.random(in: 0...6, using: &generator)
            var arguments = (0..<count).map { _ in Self.vocabulary.randomElement(using: &generator)! }
            if Bool.random(using: &generator) {
                // Also random bytes, not only known words.
                let scalars = (0..<Int.random(in: 0...8, using: &generator)).compactMap { _ in
                    Unicode.Scalar(UInt32.random(in: 0...0x7F, using: &generator))
                }
                arguments.insert(String(String.UnicodeScalarView(scalars)),
                                 at: Int.random(in: 0...arguments.count, using: &generator))
            }
            let run = Run(arguments, files: files, compiler: compiler)
            #expect([0, 1, 2].contains(run.code), "\(arguments)")
            // Every run says something, except a clean check (none here: a.form.yaml has an error).
            if run.code == 2 { #expect(run.stderr.hasPrefix("formc: error: "), "\(arguments)") }
        }
    }
}
