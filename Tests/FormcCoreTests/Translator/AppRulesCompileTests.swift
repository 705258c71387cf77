import Foundation
import Testing

/// A form whose spec names app rules does not compile until the app supplies
/// them: the generated signup golden, type-checked alone with its support
/// file, fails with "does not conform". Runs `swiftc`, so only with `FORMC_SLOW_TESTS=1`.
@Suite struct AppRulesCompileTests {
    static let enabled = ProcessInfo.processInfo.environment["FORMC_SLOW_TESTS"] == "1"

    @Test(.enabled(if: enabled, "set FORMC_SLOW_TESTS=1 to type-check generated code with swiftc"))
    func aMissingAppRuleIsACompileError() throws {
        let generated = Fixtures.repository.appendingPathComponent("Tests/GeneratedExamplesTests/Generated")
        let form = generated.appendingPathComponent("signup.form.swift").path
        let rules = Fixtures.repository.appendingPathComponent("examples/signup.rules.swift").path
        let alone = try Self.typecheck([form])
        #expect(alone.status != 0)
        #expect(alone.output.contains("type 'SignupForm' does not conform to protocol 'SignupFormRules'"), "\(alone.output)")
        let withRules = try Self.typecheck([form, rules])
        #expect(withRules.status == 0, "\(withRules.output)")
    }

    private static func typecheck(_ files: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The golden imports FormcRuntime: the build's copy on the UIKit double (Linux), as the tests use it.
        let modules = try #require(NamePropertyTests.uiKitModules, "the package is not built (.build/debug/Modules)")
        #if os(Linux)
        let include = ["-I", modules, "-module-alias", "FormcRuntime=FormcRuntimeOnDouble"]
        #else
        let include = ["-I", modules]
        #endif
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6"] + include + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
