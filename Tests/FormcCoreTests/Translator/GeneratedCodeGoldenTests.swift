import Foundation
import Testing
@testable import FormcCore

/// The Swift generated for every example, byte for byte. The golden files are
/// the sources of the `GeneratedExamplesTests` target, so the very same text
/// is compiled and exercised there. Re-record with `FORMC_RECORD=1 swift test`.
@Suite struct GeneratedCodeGoldenTests {
    static let examples = Fixtures.repository.appendingPathComponent("examples")
    /// Specs made to break generated code (awkward names, hostile texts).
    static let generatorFixtures = Fixtures.repository.appendingPathComponent("Tests/Fixtures/generate")
    static let goldenFolder = Fixtures.repository.appendingPathComponent("Tests/GeneratedExamplesTests/Generated")

    static func generatedFiles() throws -> [GeneratedFile] {
        var models: [FormModel] = []
        let specs = Fixtures.specs(in: examples).map { ("examples", $0) }
            + Fixtures.specs(in: generatorFixtures).map { ("Tests/Fixtures/generate", $0) }
        for (folder, spec) in specs {
            let path = "\(folder)/\(spec.lastPathComponent)"
            let result = Fixtures.repositoryCompiler.compile(try Fixtures.bytes(spec), path: path)
            models.append(try #require(result.model, "\(render(result.diagnostics))"))
        }
        return SwiftGenerator().files(for: models)
    }

    @Test func examplesMatchGoldenFiles() throws {
        let files = try Self.generatedFiles()
        // A file a spec (the runtime is imported: no support file).
        #expect(files.count == (Fixtures.specs(in: Self.examples).count + Fixtures.specs(in: Self.generatorFixtures).count))
        for file in files {
            try Golden.check(file.contents, against: Self.goldenFolder.appendingPathComponent(file.name))
        }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(onDisk) == Set(files.map(\.name)), "stale golden files")
    }

    /// `--access-level public` output of one example, compiled as its own module
    /// by the `GeneratedPublicTests` target.
    @Test func publicAccessLevelGoldenFiles() throws {
        let path = "examples/address.form.yaml"
        let result = Fixtures.repositoryCompiler.compile(try Fixtures.bytes(Fixtures.repository.appendingPathComponent(path)), path: path)
        let model = try #require(result.model)
        let folder = Fixtures.repository.appendingPathComponent("Tests/GeneratedPublicTests/Generated")
        for file in SwiftGenerator(options: GeneratorOptions(access: .public)).files(for: [model]) {
            #expect(file.contents.contains("public "))
            try Golden.check(file.contents, against: folder.appendingPathComponent(file.name))
        }
    }

    @Test func generationIsDeterministic() throws {
        #expect(try Self.generatedFiles() == Self.generatedFiles())
    }
}
