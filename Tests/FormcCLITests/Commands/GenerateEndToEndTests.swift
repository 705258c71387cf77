import Foundation
import Testing

/// The real `formc generate` on the project's examples, alone and two at once.
@Suite struct GenerateEndToEndTests {
    private func launch(_ arguments: [String]) throws -> (process: Process, output: Pipe?, error: Pipe) {
        try FormcProcess.launch(arguments, captureOutput: false)
    }

    private func finish(_ launched: (process: Process, output: Pipe?, error: Pipe)) -> (code: Int32, stderr: String) {
        let result = FormcProcess.finish(launched)
        return (result.code, result.stderr)
    }

    @Test func generatesTheExamples() throws {
        let scratch = try ScratchDirectory()
        let result = finish(try launch(["generate", "examples", "--output", scratch.path("out")]))
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let names = try scratch.list("out")
        #expect(names.contains("registration.form.swift") && !names.contains { $0.hasSuffix("+SwiftUI.swift") }
                && !names.contains("FormcSupport.swift"))
        // The search reaches the specs of examples/PluginDemo and examples/MultiModuleDemo
        // too (at any depth; their .build folders are hidden, so skipped).
        let examples = FileManager.default.enumerator(
            at: FormcProcess.repository.appendingPathComponent("examples"), includingPropertiesForKeys: nil,
            options: [.skipsHiddenFiles])?
            .compactMap { ($0 as? URL)?.lastPathComponent }
            .filter { $0.hasSuffix(".form.yaml") } ?? []
        #expect(examples.count >= 17, "12 examples, PluginDemo's three forms, MultiModuleDemo's two: \(examples)")
        #expect(names.count == examples.count, "a file for each spec under examples/: \(names)")
        #expect(try scratch.read("out/registration.form.swift").contains("struct RegistrationForm"))
    }

    @Test func twoProcessesWritingOneDirectoryLeaveCorrectFiles() throws {
        let scratch = try ScratchDirectory()
        let reference = finish(try launch(["generate", "examples", "--output", scratch.path("reference")]))
        #expect(reference.code == 0, "\(reference.stderr)")
        let arguments = ["generate", "examples", "--output", scratch.path("shared")]
        let first = try launch(arguments), second = try launch(arguments)
        #expect(finish(first).code == 0)
        #expect(finish(second).code == 0)
        #expect(try scratch.list("shared") == scratch.list("reference"), "no temporary file left, nothing missing")
        for name in try scratch.list("reference") {
            #expect(try scratch.read("shared/\(name)") == scratch.read("reference/\(name)"), "\(name)")
        }
    }
}
