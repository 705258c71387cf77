import Foundation
import FormcCLI
import FormcCore
import Testing

/// Round 3 of hostile specs (issue 23), on the real executable.
@Suite struct HostileInputRound3Tests {
    static let slow = ProcessInfo.processInfo.environment["FORMC_SLOW_TESTS"] == "1"

    /// Runs every output format on `spec` (written as `long.form.yaml`): each must exit 0 and write its output.
    private func everyFormatSucceeds(on spec: String) throws {
        let scratch = try ScratchDirectory()
        try scratch.write(spec, to: "long.form.yaml")
        let directory = URL(fileURLWithPath: scratch.root)
        for arguments in [["check"], ["generate", "-o", "out"], ["preview", "-o", "page"], ["dump"],
                          ["strings", "-o", "Localizable.xcstrings"], ["strings", "-o", "Localizable.strings"]] {
            let run = try FormcProcess.run(arguments + ["long.form.yaml"], in: directory)
            #expect(run.code == 0, "formc \(arguments.joined(separator: " ")): exit \(run.code) \(run.stderr.prefix(500))")
        }
        #expect(scratch.exists("out/long.form.swift"))
    }

    /// Item 2: `in:` of 100,000 values (the item limit) printed `a == 1 || …` as a
    /// left-leaning tree of 100,000 levels, and `generate` died of a stack overflow.
    @Test func aConditionOfOneHundredThousandValuesGeneratesInEveryFormat() throws {
        let values = (0..<100_000).map(String.init).joined(separator: ", ")
        try everyFormatSucceeds(on: """
            formc: 1
            form: Long
            fields:
              - { id: a, kind: number, label: A }
              - { id: b, kind: text, label: B, visible_when: { field: a, in: [\(values)] }, enabled_when: { field: a, not_in: [\(values)] } }

            """)
    }

    /// Item 2: `any:` of 100,000 tests (slow: each format reads 3 MB of tests).
    @Test(.enabled(if: slow, "set FORMC_SLOW_TESTS=1 to run 100,000 condition tests in every format"))
    func anyOfOneHundredThousandTestsGeneratesInEveryFormat() throws {
        let tests = (0..<100_000).map { "{ field: a, equals: \($0) }" }.joined(separator: ", ")
        try everyFormatSucceeds(on: """
            formc: 1
            form: Long
            fields:
              - { id: a, kind: number, label: A }
              - { id: b, kind: text, label: B, visible_when: { any: [\(tests)] }, enabled_when: { all: [\(tests)] } }

            """)
    }

    /// Item 1: `café.form.yaml` spelt with U+00E9 and with `e` + U+0301 are two
    /// files on Linux, but equal `String`s: the second was never read.
    @Test func specsWhoseNamesDifferOnlyInNormalisationAreBothRead() throws {
        let scratch = try ScratchDirectory()
        let composed = "caf\u{E9}.form.yaml", decomposed = "cafe\u{301}.form.yaml"
        try scratch.writeSpec(form: "Composed", to: "forms/" + composed)
        try scratch.write("formc: 1\nform: Decomposed\nfields:\n  - { id: name, kind: bogus, label: Name }\n",
                          to: "forms/" + decomposed)
        #expect(try scratch.list("forms").count == 2)
        let directory = URL(fileURLWithPath: scratch.root)
        let check = try FormcProcess.run(["check", "forms"], in: directory)
        #expect(check.code == 1, "\(check.stderr)")
        #expect(check.stderr.contains("[unknown-kind]") || check.stderr.contains("bogus"), "\(check.stderr)")

        // Both valid: the outputs would be one file on macOS, so generate refuses.
        try scratch.writeSpec(form: "Decomposed", to: "forms/" + decomposed)
        let generate = try FormcProcess.run(["generate", "forms", "-o", "out"], in: directory)
        #expect(generate.code == 1, "\(generate.stderr)")
        #expect(generate.stderr.contains("[output-collision]") && generate.stderr.contains("normalisation"), "\(generate.stderr)")
        #expect(!scratch.exists("out"))
        let preview = try FormcProcess.run(["preview", "forms", "-o", "page"], in: directory)
        #expect(preview.code == 2, "\(preview.stderr)")
        #expect(preview.stderr.contains("would both be written as"), "\(preview.stderr)")
        // The same path named twice is still one spec.
        let twice = try FormcProcess.run(["check", "forms/" + composed, "forms/" + composed], in: directory)
        #expect(twice.code == 0, "\(twice.stderr)")
    }

    /// Item 4: a catalog with a key written twice is refused, and left byte for byte as it was.
    @Test func aCatalogWithAKeyWrittenTwiceIsLeftUntouched() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "login.form.yaml")
        let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"comment\" : \"one\" },\n"
            + "    \"a\" : { \"comment\" : \"two\" }\n  },\n  \"version\" : \"1.0\"\n}\n"
        try scratch.write(catalog, to: "Localizable.xcstrings")
        let before = try scratch.identities(".")
        let run = try FormcProcess.run(["strings", "login.form.yaml", "-o", "Localizable.xcstrings"], in: URL(fileURLWithPath: scratch.root))
        #expect(run.code == 2)
        #expect(run.stderr.contains("the key 'a' is written twice, at line 4, column 5 and at line 5, column 5"), "\(run.stderr)")
        #expect(try scratch.read("Localizable.xcstrings") == catalog)
        #expect(try scratch.identities(".") == before)
    }

    /// Item 11: `.strings` output onto an existing file with other entries: refused, the file untouched;
    /// a file holding only formc's keys is replaced as before.
    @Test func aStringsFileWithOtherEntriesIsNotOverwritten() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "login.form.yaml")
        let directory = URL(fileURLWithPath: scratch.root)
        let first = try FormcProcess.run(["strings", "login.form.yaml", "-o", "Localizable.strings"], in: directory)
        #expect(first.code == 0, "\(first.stderr)")
        let ours = try scratch.read("Localizable.strings")
        let theirs = ours + "\n// The app's own.\n\"app.title\" = \"My \\\"App\\\"\";\nplain_key = \"x\";\n"
        try scratch.write(theirs, to: "Localizable.strings")
        let second = try FormcProcess.run(["strings", "login.form.yaml", "-o", "Localizable.strings"], in: directory)
        #expect(second.code == 2)
        #expect(second.stderr.contains("holds 2 keys formc does not export ('app.title', 'plain_key')"), "\(second.stderr)")
        #expect(try scratch.read("Localizable.strings") == theirs)
        try scratch.write("\"unclosed = ", to: "Localizable.strings")
        let third = try FormcProcess.run(["strings", "login.form.yaml", "-o", "Localizable.strings"], in: directory)
        #expect(third.code == 2)
        #expect(try scratch.read("Localizable.strings") == "\"unclosed = ")
        try scratch.write(ours.replacingOccurrences(of: "\"Name\";", with: "\"Old\";"), to: "Localizable.strings")
        let fourth = try FormcProcess.run(["strings", "login.form.yaml", "-o", "Localizable.strings"], in: directory)
        #expect(fourth.code == 0, "\(fourth.stderr)")
        #expect(try scratch.read("Localizable.strings") == ours)
    }

    /// Item 11: a hostile `formc.yaml`: unknown keys and module names that are paths are positioned
    /// errors (exit 1); a directory, a dangling link or a device in its place is an input error (exit 2);
    /// a link to a real file is read. Nothing is written in any failing case.
    @Test func hostileConfigurationFilesAreRefused() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "login.form.yaml")
        try scratch.write("acess_level: public\nimports: [../../etc, UIKit, UIKit]\noutput: /etc\n", to: "bad.yaml")
        try scratch.write("access_level: public\n", to: "good.yaml")
        try FileManager.default.createDirectory(atPath: scratch.path("folder.yaml"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("dangling.yaml"), withDestinationPath: "nowhere.yaml")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.yaml"), withDestinationPath: "good.yaml")
        let directory = URL(fileURLWithPath: scratch.root)
        for (config, code) in [("bad.yaml", Int32(1)), ("folder.yaml", 2), ("dangling.yaml", 2), ("/dev/zero", 2)] {
            let run = try FormcProcess.run(["generate", "login.form.yaml", "-o", "out", "--config", config], in: directory)
            #expect(run.code == code, "\(config): \(run.stderr)")
            #expect(!scratch.exists("out"), "\(config)")
        }
        // A configuration that is not text is not "the spec".
        try Data([0x61, 0x3A, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: scratch.path("binary.yaml")))
        let binary = try FormcProcess.run(["check", "login.form.yaml", "--config", "binary.yaml"], in: directory)
        #expect(binary.code == 1)
        #expect(binary.stderr.contains("the file is not valid UTF-8 [invalid-utf8]"), "\(binary.stderr)")
        let bad = try FormcProcess.run(["check", "login.form.yaml", "--config", "bad.yaml"], in: directory)
        #expect(bad.stderr.contains("bad.yaml:1:1: error: unknown key 'acess_level'"), "\(bad.stderr)")
        #expect(bad.stderr.contains("'../../etc' is not a valid module name"), "\(bad.stderr)")
        let linked = try FormcProcess.run(["generate", "login.form.yaml", "-o", "out", "--config", "link.yaml"], in: directory)
        #expect(linked.code == 0, "\(linked.stderr)")
        #expect(try scratch.read("out/login.form.swift").contains("public struct LoginForm"))
    }

    /// Item 11: the output directory a file, a dangling link, a link to a directory, or inside an input folder.
    @Test func hostileOutputDirectories() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "forms/login.form.yaml")
        try scratch.write("not a directory", to: "file")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("dangling"), withDestinationPath: "nowhere")
        try FileManager.default.createDirectory(atPath: scratch.path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link"), withDestinationPath: "real")
        let directory = URL(fileURLWithPath: scratch.root)
        let file = try FormcProcess.run(["generate", "forms", "-o", "file"], in: directory)
        #expect(file.code == 2)
        #expect(file.stderr.contains("output path 'file' is not a directory"), "\(file.stderr)")
        #expect(try scratch.read("file") == "not a directory")
        let dangling = try FormcProcess.run(["generate", "forms", "-o", "dangling/deeper"], in: directory)
        #expect(dangling.code == 2)
        #expect(dangling.stderr.contains("'dangling' is a symbolic link to nothing"), "\(dangling.stderr)")
        #expect(!scratch.exists("nowhere"))
        let linked = try FormcProcess.run(["generate", "forms", "-o", "link"], in: directory)
        #expect(linked.code == 0, "\(linked.stderr)")
        #expect(try scratch.list("real") == ["login.form.swift"])
        // Into the input folder itself: only `*.form.yaml` are specs, so a second run reads the same one spec.
        for _ in 0..<2 {
            let inside = try FormcProcess.run(["generate", "forms", "-o", "forms", "--verbose"], in: directory)
            #expect(inside.code == 0, "\(inside.stderr)")
        }
        #expect(try scratch.list("forms") == ["login.form.swift", "login.form.yaml"])
        let check = try FormcProcess.run(["check", "forms"], in: directory)
        #expect(check.code == 0, "\(check.stderr)")
    }

    /// Item 2, found while testing it: `in:` over the codes of a long option list looked each code up
    /// in the list, so generating took quadratic time (20,000 codes: 37 s; 100,000: over 120 s). Timed at
    /// n and 8n: linear is 8× (less with start-up), quadratic 64×; it fails past 16×.
    @Test func aConditionOverALongOptionListGeneratesInLinearTime() throws {
        func spec(_ count: Int) -> String {
            let items = (0..<count).map { "{ value: v\($0), label: L\($0) }" }.joined(separator: ", ")
            let codes = (0..<count).map { "v\($0)" }.joined(separator: ", ")
            return "formc: 1\nform: Long\noptions:\n  big: [\(items)]\nfields:\n"
                + "  - { id: p, kind: picker, label: P, options: big, default: v1 }\n"
                + "  - { id: t, kind: text, label: T, visible_when: { field: p, in: [\(codes)] } }\n"
        }
        let scratch = try ScratchDirectory()
        let directory = URL(fileURLWithPath: scratch.root)
        var seconds: [Double] = []
        for count in [2_500, 20_000] {
            try scratch.write(spec(count), to: "long\(count).form.yaml")
            let start = Date()
            let run = try FormcProcess.run(["generate", "long\(count).form.yaml", "-o", "out\(count)"], in: directory)
            seconds.append(Date().timeIntervalSince(start))
            #expect(run.code == 0, "\(run.stderr.prefix(500))")
        }
        #expect(seconds[1] / seconds[0] < 16, "2,500 codes: \(seconds[0]) s; 20,000: \(seconds[1]) s")
    }
}
