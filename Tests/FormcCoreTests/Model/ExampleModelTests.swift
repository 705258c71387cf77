import Foundation
import Testing
@testable import FormcCore

/// Every spec in `examples/` and every valid parity fixture checks clean, and
/// each example's model is pinned as JSON in `Fixtures/models/` (the middle
/// snapshot between spec and generated Swift).
@Suite struct ExampleModelTests {
    static let examples = Fixtures.repository.appendingPathComponent("examples")
    static let validFixtures = Fixtures.repository.appendingPathComponent("Tests/Fixtures/schema-parity/valid")

    @Test(arguments: Fixtures.specs(in: examples) + Fixtures.specs(in: validFixtures))
    func checksWithoutErrors(_ spec: URL) throws {
        let compiler = Fixtures.compiler(includingFrom: spec.deletingLastPathComponent())
        let result = compiler.compile(try Fixtures.bytes(spec), path: spec.lastPathComponent)
        #expect(!result.hasErrors, "\(render(result.diagnostics))")
        #expect(result.model != nil)
    }

    @Test(arguments: Fixtures.specs(in: examples).map(Fixtures.name))
    func modelMatchesSnapshot(_ name: String) throws {
        let path = "examples/\(name).form.yaml"
        let result = Fixtures.repositoryCompiler.compile(try Fixtures.bytes(Fixtures.repository.appendingPathComponent(path)), path: path)
        let model = try #require(result.model)
        try Golden.check(try model.jsonDump(), against: Fixtures.root.appendingPathComponent("models/\(name).json"))
    }

    @Test func modelRoundTripsThroughJSON() throws {
        let path = "examples/address.form.yaml"
        let model = try #require(Fixtures.repositoryCompiler.compile(try Fixtures.bytes(Fixtures.repository.appendingPathComponent(path)), path: path).model)
        let decoded = try JSONDecoder().decode(FormModel.self, from: Data(try model.jsonDump().utf8))
        #expect(decoded == model)
    }
}
