import Foundation
import Testing
@testable import FormcCore

@Suite struct ReservedNamesTests {
    /// Every type the support runtime declares is reserved for nested types, so an
    /// option list named like one (`formc_issue`) never shadows it inside the form struct.
    @Test func everySupportTypeIsReserved() throws {
        let runtime = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/FormcRuntime")
        let files = try #require(FileManager.default.enumerator(at: runtime, includingPropertiesForKeys: nil))
        let declaration = try NSRegularExpression(
            pattern: #"^(?:public|open) (?:final )?(?:class|struct|enum|protocol) (Formc[A-Za-z]*)"#, options: .anchorsMatchLines)
        var declared: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { declared.insert(String(text[range])) }
            }
        }
        #expect(declared.count > 10)
        #expect(declared.subtracting(ReservedNames.supportTypes).isEmpty, "not reserved: \(declared.subtracting(ReservedNames.supportTypes).sorted())")
        #expect(ReservedNames.supportTypes.subtracting(declared).isEmpty, "no longer declared: \(ReservedNames.supportTypes.subtracting(declared).sorted())")
    }

    /// An option list called `string` becomes `String_`, not a `String` that shadows Swift's.
    @Test func optionListsDoNotShadowSwiftTypes() {
        #expect(SwiftNamer.avoiding(ReservedNames.nestedTypes, SwiftNamer.upperCamelCase("string")) == "String_")
        #expect(SwiftNamer.avoiding(ReservedNames.nestedTypes, SwiftNamer.upperCamelCase("formc_issue")) == "FormcIssue_")
        #expect(SwiftNamer.avoiding(ReservedNames.fieldProperties, SwiftNamer.lowerCamelCase("state")) == "state_")
    }

    /// An option `none` with `default: none` must not print `= .none`, which Swift reads as `Optional.none`.
    @Test func optionCasesAvoidOptionalsCases() throws {
        let spec = """
            formc: 1
            form: Plan
            options:
              choice: [{ value: none, label: なし }, { value: some, label: 少し }]
            fields:
              - { id: choice, kind: picker, label: 選択, options: choice, default: none }
            """
        let model = try #require(compile(spec, file: "plan.form.yaml").model)
        let source = SwiftGenerator().file(for: model).contents
        #expect(source.contains("case none_ = \"none\""))
        #expect(source.contains("case some_ = \"some\""))
        #expect(source.contains("choice: Choice? = .none_"))
    }
}
