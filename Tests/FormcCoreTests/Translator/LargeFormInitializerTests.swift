import Foundation
import Testing
@testable import FormcCore

/// Hostile round 4, item 12: a form of 1,025 fields type-checked but did not
/// build — Swift names default arguments by position in a way that repeats
/// after 1,024, so the 1,025th default gave the first one's symbol again.
@Suite struct LargeFormInitializerTests {
    static func form(fields count: Int) throws -> FormModel {
        var yaml = "formc: 1\nform: Huge\nfields:\n"
        for index in 0..<count { yaml += "  - { id: f\(index), kind: text, label: F\(index) }\n" }
        return try #require(FormCompiler().compile(Array(yaml.utf8), path: "huge.form.yaml").model)
    }

    @Test func upToTheLimitTheMemberwiseInitializerHasItsDefaults() throws {
        let text = SwiftGenerator(options: GeneratorOptions(ui: .swiftui)).file(for: try Self.form(fields: 3)).contents
        #expect(text.contains("init(f0: String = \"\", f1: String = \"\", f2: String = \"\") {"))
        #expect(!text.contains("    init() {"))
    }

    @Test func pastTheLimitTheDefaultsMoveIntoInit() throws {
        let count = FormStructEmitter.maximumDefaultedParameters + 1
        let text = SwiftGenerator(options: GeneratorOptions(ui: .swiftui)).file(for: try Self.form(fields: count)).contents
        #expect(text.contains("    init() {\n        self.f0 = \"\"\n"))
        #expect(text.contains("f\(count - 1): String\n    ) {"), "the memberwise initializer, without defaults")
        #expect(!text.contains(": String = \"\""), "no default argument at all")
    }

    /// The generated model and state built to object code, as an app's build does
    /// (a type-check alone passed). Slow: only with `FORMC_SLOW_TESTS=1`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FORMC_SLOW_TESTS"] == "1",
                   "set FORMC_SLOW_TESTS=1 to build a 1,025-field form to object code"))
    func aFormOf1025FieldsBuildsToObjectCode() throws {
        let file = SwiftGenerator(options: GeneratorOptions(ui: .swiftui))
            .file(for: try Self.form(fields: FormStructEmitter.maximumDefaultedParameters + 1))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formc-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent(file.name)
        try Data(file.contents.utf8).write(to: source)
        let modules = try #require(NamePropertyTests.uiKitModules, "the package is not built (.build/debug/Modules)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-c", "-parse-as-library", "-swift-version", "6", "-I", modules,
                             "-module-name", "Huge", source.path, "-o", directory.appendingPathComponent("huge.o").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc -c failed:\n\(output.prefix(2_000))")
    }
}
