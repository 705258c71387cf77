import Testing
@testable import FormcCore

/// `imports` from `formc.yaml` become `import` lines of each form file, after Foundation and FormcRuntime.
@Suite struct GeneratorImportsTests {
    private func formFile(imports: [String]) throws -> String {
        let spec = "formc: 1\nform: Login\nfields:\n  - { id: user, kind: text, label: User }\n"
        let model = try #require(compile(spec, file: "login.form.yaml").model)
        return SwiftGenerator(options: GeneratorOptions(imports: imports)).file(for: model).contents
    }

    private func importLines(_ source: String) -> [String] {
        source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
    }

    @Test func extraImportsFollowFoundationInOrder() throws {
        let lines = importLines(try formFile(imports: ["DesignSystem", "Combine"]))
        #expect(lines.prefix(4) == ["import Foundation", "import FormcRuntime", "import DesignSystem", "import Combine"])
    }

    @Test func foundationAndTheRuntimeAreImportedOnce() throws {
        let lines = importLines(try formFile(imports: ["Foundation", "FormcRuntime", "Combine"]))
        #expect(lines.filter { $0 == "import Foundation" }.count == 1)
        #expect(lines.filter { $0 == "import FormcRuntime" }.count == 1)
        #expect(lines.contains("import Combine"))
    }

    @Test func withoutImportsTheFileIsUnchanged() throws {
        #expect(importLines(try formFile(imports: [])).first == "import Foundation")
        #expect(!importLines(try formFile(imports: [])).contains("import Combine"))
    }
}
