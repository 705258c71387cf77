import Foundation
import Testing
@testable import FormcCore

/// Compiles printed code with the real compiler and runs it: the proof that
/// Swift reads string literals as the printer's decoder does, and that every
/// sample declaration compiles without warnings in Swift 6 mode. It spawns
/// `swiftc` and runs the result (under a second here, more on a loaded
/// machine), so it runs only with `FORMC_SLOW_TESTS=1`.
@Suite struct StringLiteralCompileTests {
    static let enabled = ProcessInfo.processInfo.environment["FORMC_SLOW_TESTS"] == "1"

    @Test(.enabled(if: enabled, "set FORMC_SLOW_TESTS=1 to compile printed literals with swiftc"))
    func printedCodeCompilesAndLiteralsKeepTheirScalars() throws {
        let strings = Array(NastyStrings.alphabet) + NastyStrings.sample(count: 60, seed: 7)
        // main.swift: the samples, the strings, and one top-level call.
        let source = SwiftPrinter().render(Self.program(printing: strings)) + "\nprintScalars()\n"
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("formc-literals-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        let executable = directory.appendingPathComponent("literals")
        try source.write(to: main, atomically: true, encoding: .utf8)

        let compile = try Self.run("swiftc", ["-swift-version", "6", "-Onone", main.path, "-o", executable.path])
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
        guard compile.status == 0 else { return }
        // Warnings matter too: generated code must compile cleanly.
        #expect(!compile.output.contains("warning:"), "\(compile.output)")

        let run = try Self.run(executable.path, [])
        let expected = strings.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
    }

    /// The sample declarations, `let strings: [String] = [ … ]`, and a
    /// function printing each string's scalars in hex.
    static func program(printing strings: [String]) -> SourceFile {
        let scalarsInHex = Expression.call(
            .member(.call(
                .member(.member(.identifier("string"), "unicodeScalars"), "map"), [],
                trailingClosure: Closure(body: [.expression(.call(
                    .type("String"),
                    [Argument(.member(.identifier("$0"), "value")), Argument(label: "radix", .integer(16))]))])
            ), "joined"),
            [Argument(label: "separator", .string(" "))])
        return SourceFile(header: SyntaxSamples.file.header, declarations: SyntaxSamples.file.declarations + [
            .variable(VariableDeclaration(name: "strings", type: .array("String"), value: .array(strings.map(Expression.string)))),
            .function(FunctionDeclaration(attributes: [.mainActor], name: "printScalars", body: [
                .forIn(.name("string"), in: .identifier("strings"), body: [
                    .expression(.call(.identifier("print"), [Argument(scalarsInHex)])),
                ]),
            ])),
        ])
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/env")
        process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
