import Foundation
import Testing

/// A field's one description binds only the view of its kind: binding the
/// registration golden's text field `.name` to a switch does not compile, and
/// the message names the view given and the one expected ("cannot convert
/// value of type 'UISwitch' to expected argument type 'FormcTextEntry.View'
/// (aka 'UITextField')"), not `UIView`. Type-checked against the UIKit test
/// double this build made; runs `swiftc`, so only with `FORMC_SLOW_TESTS=1`.
/// (The real SDK says the same: docs/app.md.)
@Suite struct WrongViewCompileTests {
    static let enabled = ProcessInfo.processInfo.environment["FORMC_SLOW_TESTS"] == "1"

    @Test(.enabled(if: enabled, "set FORMC_SLOW_TESTS=1 to type-check generated code with swiftc"))
    func aViewOfAnotherKindIsACompileErrorNamingBothViews() throws {
        let modules = try #require(Self.doubleModules(), "build the tests first: the UIKit double's module is not in .build")
        let generated = Fixtures.repository.appendingPathComponent("Tests/GeneratedExamplesTests/Generated")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formc-wrong-view-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        func app(_ view: String) throws -> String {
            let file = scratch.appendingPathComponent("app-\(view).swift")
            try Data("""
                import FormcRuntime
                import UIKit

                @MainActor func bind(_ binder: RegistrationFormBinder, _ view: \(view), _ agrees: UISwitch) {
                    binder.bind(.name, to: view)
                    binder.bind(.agreesToTerms, to: agrees)
                }

                """.utf8).write(to: file)
            return file.path
        }
        let form = [generated.appendingPathComponent("registration.form.swift").path]
        let right = try Self.typecheck(form + [try app("UITextField")], modules: modules)
        #expect(right.status == 0, "\(right.output)")
        let wrong = try Self.typecheck(form + [try app("UISwitch")], modules: modules)
        #expect(wrong.status != 0)
        #expect(wrong.output.contains(
            "cannot convert value of type 'UISwitch' to expected argument type 'FormcTextEntry.View' (aka 'UITextField')"),
            "\(wrong.output)")
    }

    /// The folder of the UIKit double's module in this package's build, if built.
    private static func doubleModules() -> String? {
        let build = Fixtures.repository.appendingPathComponent(".build")
        let candidates = ["debug/Modules", "debug"] + ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? [])
            .flatMap { ["\($0)/debug/Modules", "\($0)/release/Modules"] }
        return candidates.map { build.appendingPathComponent($0).path }
            .first { FileManager.default.fileExists(atPath: $0 + "/UIKit.swiftmodule") }
    }

    private static func typecheck(_ files: [String], modules: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The golden imports FormcRuntime: on Linux, the build's copy on the UIKit double.
        #if os(Linux)
        let runtime = ["-module-alias", "FormcRuntime=FormcRuntimeOnDouble"]
        #else
        let runtime: [String] = []
        #endif
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules] + runtime + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
