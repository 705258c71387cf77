import Foundation
import Testing
@testable import FormcCore

/// One spec per diagnostic under `Fixtures/diagnostics/`, each with the exact
/// diagnostics it must produce in `<name>.diagnostics`.
@Suite struct DiagnosticFixtureTests {
    static let folder = Fixtures.root.appendingPathComponent("diagnostics")
    /// A compiler that reads the files a fixture includes from the fixtures' folder (`*.options.yaml`).
    static let compiler = Fixtures.compiler(includingFrom: folder)

    @Test(arguments: Fixtures.specs(in: folder).map(Fixtures.name))
    func fixtureYieldsItsDiagnostics(_ name: String) throws {
        let spec = Self.folder.appendingPathComponent("\(name).form.yaml")
        let result = Self.compiler.compile(try Fixtures.bytes(spec), path: "\(name).form.yaml")
        #expect(result.hasErrors || result.diagnostics.contains { $0.severity == .warning },
                "a diagnostics fixture must produce a diagnostic")
        try Golden.check(render(result.diagnostics), against: Self.folder.appendingPathComponent("\(name).diagnostics"))
    }

    @Test func everyCatalogueIDHasAFixture() throws {
        let folder = Self.folder
        var covered = Set<String>()
        for spec in Fixtures.specs(in: folder) {
            let result = Self.compiler.compile(try Fixtures.bytes(spec), path: spec.lastPathComponent)
            covered.formUnion(result.diagnostics.map(\.id.rawValue))
        }
        // Reported only by the CLI or for inputs too big for a fixture; tested elsewhere
        // (localization-conflict: across specs, by `formc strings`; fixture in Tests/Fixtures/strings).
        let elsewhere: Set = ["io-error", "input-too-large", "nesting-too-deep", "alias-limit", "too-many",
                              "output-collision", "type-collision", "default-not-evaluated", "localization-conflict"]
        let missing = DiagnosticID.catalogue.map(\.rawValue).filter { !covered.contains($0) && !elsewhere.contains($0) }
        #expect(missing.isEmpty, "no fixture produces: \(missing)")
    }

    @Test func tenMistakesGiveTenPositionedErrors() throws {
        let spec = Self.folder.appendingPathComponent("ten-mistakes.form.yaml")
        let result = Self.compiler.compile(try Fixtures.bytes(spec), path: "ten-mistakes.form.yaml")
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count >= 10)
        #expect(Set(errors.map(\.location.line)).count >= 10, "each mistake on its own line")
        #expect(result.model == nil)
    }
}
