import Foundation
import Testing
@testable import FormcCore

/// A shared option-list file (`include:`): each spec's model holds its own lists and the included
/// lists its fields use, not the rest of the file.
@Suite struct IncludedListsTests {
    private func listNames(of example: String) throws -> [String] {
        let examples = Fixtures.repository.appendingPathComponent("examples")
        let spec = examples.appendingPathComponent(example)
        let result = Fixtures.compiler(includingFrom: examples).compile(try Fixtures.bytes(spec), path: example)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.model).optionLists.map(\.name)
    }

    @Test func aSpecGetsOnlyTheIncludedListsItUses() throws {
        #expect(try listNames(of: "address.form.yaml") == ["region", "prefecture"])
        #expect(try listNames(of: "registration.form.yaml") == ["area", "gender"])
    }

    @Test func aSpecsOwnUnusedListIsKeptAndWarnedAbout() {
        let result = FormCompiler().compile(Array("""
            formc: 1
            form: T
            options:
              spare: [{ value: a, label: A }]
            fields:
              - { id: name, kind: text, label: Name }
            """.utf8), path: "t.form.yaml")
        #expect(result.diagnostics.map(\.id) == [.unusedOptionList])
        #expect(result.model?.optionLists.map(\.name) == ["spare"])
    }
}
