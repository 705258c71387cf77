import Foundation
import Testing
@testable import FormcCore

/// The bad-input corpus: specs under `Fixtures/invalid/` and the hostile inputs
/// built at test time (``HostileInput``). Every one must be refused with errors
/// (so `formc check` exits 1 and `formc generate` writes nothing) and must give
/// exactly the diagnostics of its golden file (positions and ids). Errors mean
/// exit status 1 for `formc check`; `HostileCLITests` runs the real binary on a
/// representative dozen and `formc generate` on all of them.
@Suite struct InvalidCorpusTests {
    static let folder = Fixtures.root.appendingPathComponent("invalid")
    static let generatedFolder = folder.appendingPathComponent("generated")

    @Test(arguments: Fixtures.specs(in: folder).map(Fixtures.name))
    func specIsRefusedWithItsDiagnostics(_ name: String) throws {
        let file = "\(name).form.yaml"
        let result = FormCompiler().compile(try Fixtures.bytes(Self.folder.appendingPathComponent(file)), path: file)
        try expectRefused(result, golden: Self.folder.appendingPathComponent("\(name).diagnostics"))
    }

    @Test(arguments: HostileInput.all)
    func hostileInputIsRefusedWithItsDiagnostics(_ input: HostileInput) throws {
        let result = FormCompiler(limits: input.limits).compile(input.bytes(), path: "\(input.name).form.yaml")
        try expectRefused(result, golden: Self.generatedFolder.appendingPathComponent("\(input.name).diagnostics"),
                          keepingFirst: Self.generatedGoldenLength)
    }

    /// Generated inputs can produce thousands of diagnostics (a warning per list
    /// past a limit); their goldens keep the first ones and the count.
    static let generatedGoldenLength = 20

    @Test func theCorpusHasAtLeastEightyInputs() {
        #expect(Fixtures.specs(in: Self.folder).count + HostileInput.all.count >= 80)
    }

    /// No golden file without its spec or generated input: a renamed fixture must not leave a stale one.
    @Test func everyGoldenFileHasItsInput() throws {
        let specs = Set(Fixtures.specs(in: Self.folder).map(Fixtures.name))
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".diagnostics") }
        #expect(goldens.filter { !specs.contains(String($0.dropLast(".diagnostics".count))) }.isEmpty)
        let generated = Set(HostileInput.all.map(\.name))
        let generatedGoldens = try FileManager.default.contentsOfDirectory(atPath: Self.generatedFolder.path)
        #expect(generatedGoldens.filter { !generated.contains(String($0.dropLast(".diagnostics".count))) }.isEmpty)
    }

    private func expectRefused(_ result: FormCompiler.Result, golden: URL, keepingFirst kept: Int = .max,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        #expect(result.hasErrors, "an invalid spec must produce an error", sourceLocation: sourceLocation)
        #expect(result.model == nil, sourceLocation: sourceLocation)
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, sourceLocation: sourceLocation)
            // A message is one line of bounded length, whatever the input held.
            #expect(!diagnostic.message.contains("\n") && diagnostic.message.utf8.count < 1_000,
                    "\(diagnostic.message.prefix(200))", sourceLocation: sourceLocation)
        }
        var text = render(Array(result.diagnostics.prefix(kept)))
        if result.diagnostics.count > kept { text += "… \(result.diagnostics.count) diagnostics in all\n" }
        try Golden.check(text, against: golden, sourceLocation: sourceLocation)
    }
}
