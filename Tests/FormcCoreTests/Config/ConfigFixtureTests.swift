import Foundation
import Testing
@testable import FormcCore

/// One broken `formc.yaml` per failure mode under `Fixtures/config/`, each with
/// the exact diagnostics it must produce in `<name>.diagnostics`.
@Suite struct ConfigFixtureTests {
    static let folder = Fixtures.root.appendingPathComponent("config")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }.sorted()
    }

    @Test(arguments: names)
    func fixtureYieldsItsDiagnostics(_ name: String) throws {
        let url = Self.folder.appendingPathComponent("\(name).yaml")
        let result = FormcConfig.read(try Fixtures.bytes(url), path: "\(name).yaml")
        #expect(result.config == nil, "a broken configuration yields none")
        #expect(result.diagnostics.contains { $0.severity == .error })
        try Golden.check(render(result.diagnostics), against: Self.folder.appendingPathComponent("\(name).diagnostics"))
    }

    @Test func thereIsAFixtureForEachFailureMode() {
        #expect(Self.names.count >= 10)
    }
}
