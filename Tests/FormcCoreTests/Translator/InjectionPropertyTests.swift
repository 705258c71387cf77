import Foundation
import Testing
@testable import FormcCore

/// Injection-proof output, as a property: random hostile strings (quotes,
/// backslashes, `\(`, `"""`, `#`, comment markers, line breaks, bidi and
/// zero-width marks, emoji, combining marks, NUL) as labels, placeholders,
/// messages and option codes, and Swift keywords as ids and names, go through
/// the real pipeline; the generated Swift is compiled with `swiftc` with a
/// `main.swift` that prints every string constant as Unicode scalar values,
/// which must equal the spec's strings exactly. One compile per run (several
/// hundred strings). Slow (a `swiftc` run), so only with `FORMC_SLOW_TESTS=1`
/// (`.ci/run` sets it).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FORMC_SLOW_TESTS"] == "1"))
struct InjectionPropertyTests {
    static let seed: UInt64 = 0x464F_524D_4321

    /// Pieces that break naive code generation, and ordinary text around them.
    static let pieces: [String] = [
        "\"", "\\", "\\(", "\\(x)", "\"\"\"", "#", "#\"", "\"#", "##", "\n", "\r", "\r\n", "\t", "*/", "/*", "//", "///",
        "\u{200F}", "\u{202E}", "\u{2066}", "\u{200D}", "\u{200B}", "\u{FEFF}", "\u{2028}", "\u{2029}", "\u{85}",
        "👨‍👩‍👧", "🇯🇵", "e\u{301}", "\u{301}", "\u{0}", "\u{1B}[31m", "\u{7F}", "$", "'", "`", "{", "}", "\\u{41}",
        "%@", "%n", "<script>", "${x}", "\u{10FFFF}", "\u{E000}", "a", "Z", " ", "名前", "ｶﾅ", "٣", "0",
    ]

    /// Identifiers that are Swift keywords or clash with generated members.
    static let names = ["self", "default", "return", "class", "init", "Type", "protocol", "label", "rawValue",
                        "allCases", "case", "x_1", "in", "is", "as", "true", "nil", "description", "Field", "Issue"]

    struct Expected { var tag: String; var text: String }

    @Test func hostileStringsSurviveGenerationAndCompilationExactly() throws {
        var random = Random(state: Self.seed)
        func hostile(_ suffix: Int) -> String {
            let count = Int(random.next() % 6) + 1
            return (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined() + "\(suffix)"
        }
        var expected: [Expected] = []
        var yaml = "formc: 1\nform: Hostile\noptions:\n"
        var lists: [(swiftName: String, count: Int)] = []
        for list in 0..<4 {
            yaml += "  list\(list):\n"
            for item in 0..<12 {
                let value = hostile(item), label = hostile(item)
                yaml += "    - { value: \(Self.quoted(value)), label: \(Self.quoted(label)), name: \(Self.names[(list + item) % Self.names.count])\(item) }\n"
                expected.append(Expected(tag: "value", text: value))
                expected.append(Expected(tag: "option", text: label))
            }
            lists.append(("List\(list)", 12))
        }
        yaml += "fields:\n"
        var messages: [Expected] = []
        for field in 0..<100 {
            let label = hostile(field), placeholder = hostile(field), message = hostile(field)
            let id = field < Self.names.count ? Self.names[field] : "f\(field)"
            if field % 10 == 9 {
                yaml += "  - { id: \(id), kind: picker, label: \(Self.quoted(label)), placeholder: \(Self.quoted(placeholder)), options: list\(field / 10 % 4) }\n"
            } else {
                yaml += "  - { id: \(id), kind: text, label: \(Self.quoted(label)), placeholder: \(Self.quoted(placeholder)),"
                    + " required: { value: true, message: \(Self.quoted(message)) } }\n"
                messages.append(Expected(tag: "message", text: message))
            }
            expected.append(Expected(tag: "label", text: label))
            expected.append(Expected(tag: "placeholder", text: placeholder))
        }
        let result = FormCompiler().compile(Array(yaml.utf8), path: "hostile.form.yaml")
        let model = try #require(result.model, "seed \(Self.seed): \(render(result.diagnostics).prefix(2_000))")
        #expect(model.optionLists.map(\.swiftName) == lists.map(\.swiftName), "seed \(Self.seed)")

        // The program's output, in the order `expected` lists the strings.
        var main = "func show(_ tag: String, _ text: String?) {\n"
            + "    print(tag, (text ?? \"<nil>\").unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \"))\n}\n"
        for list in model.optionLists {
            main += "for item in HostileForm.\(list.swiftName).allCases { show(\"value\", item.rawValue); show(\"option\", item.label) }\n"
        }
        main += "for field in HostileForm.Field.allCases { show(\"label\", field.label); show(\"placeholder\", field.placeholder) }\n"
        main += "for issue in HostileForm().validate() { show(\"message\", issue.message) }\n"
        // Embedded: one module, linked into one program with `main.swift`.
        let output = try Self.compileAndRun(SwiftGenerator(options: GeneratorOptions(runtime: .embedded), embeddedRuntime: .formc)
                                                .files(for: [model]), main: main)
        let wanted = (expected + messages).map { "\($0.tag) " + $0.text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == wanted.count, "seed \(Self.seed)")
        for (line, want) in zip(lines, wanted) where line != want {
            Issue.record("seed \(Self.seed): generated code printed\n\(line)\nbut the spec says\n\(want)")
            break
        }
    }

    /// `text` as a YAML double-quoted scalar: every character that YAML would
    /// read differently, or that libyaml refuses raw (controls, BOM, NEL,
    /// line separators), escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}": out += "\\0"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFEFF
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Writes `files` and `main.swift` to a temporary directory, compiles them
    /// with `swiftc` and returns what the program prints.
    static func compileAndRun(_ files: [GeneratedFile], main: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formc-injection-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        for file in files + [GeneratedFile(name: "main.swift", contents: main)] {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            sources.append(url.path)
        }
        let binary = directory.appendingPathComponent("hostile").path
        let compile = try run("/usr/bin/env", ["swiftc", "-Onone", "-swift-version", "6", "-o", binary] + sources)
        try #require(compile.status == 0, "swiftc failed (seed \(seed)):\n\(compile.output.prefix(4_000))")
        let program = try run(binary, [])
        try #require(program.status == 0, "the generated program failed (seed \(seed))")
        return program.output
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// SplitMix64, seeded: the same strings every run.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
