import Foundation
import Testing
@testable import FormcCore

/// A mask chosen by another field (`mask: { field: … }`) and the rule
/// `complete`: the model, and the diagnostics of a wrong reference.
@Suite struct MaskFieldCheckerTests {
    private func compile(_ fields: String) -> FormCompiler.Result {
        FormCompiler().compile(Array("""
            formc: 1
            form: T
            fields:
              - { id: card_number, kind: text, label: カード番号, mask: { by_prefix: [{ prefix: ["34", "37"], mask: "#### ###### #####" }], otherwise: "#### #### #### ####" } }
              - { id: age, kind: number, label: 年齢 }
            \(fields)
            """.utf8), path: "t.form.yaml")
    }

    @Test func theSecurityCodeFollowsTheCardNumber() throws {
        let result = compile("""
              - { id: code, kind: text, label: コード, complete: true, mask: { field: card_number, by_prefix: [{ prefix: ["34", "37"], mask: "####" }], otherwise: "###" } }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let code = try #require(result.model?.field(id: "code"))
        #expect(code.textFormat?.maskField == "card_number")
        #expect(code.textFormat?.mask == "###")
        #expect(code.validation.complete?.value == true)
    }

    @Test(arguments: [
        ("card_numbr", DiagnosticID.undefinedRuleField, "did you mean 'card_number'?"),
        ("code", .ruleRefersToItself, "names the field itself"),
        ("age", .ruleFieldMismatch, "cannot be chosen by 'age'"),
    ])
    func aWrongFieldIsReportedWhereItIsWritten(field: String, id: DiagnosticID, words: String) {
        let result = compile("""
              - { id: code, kind: text, label: コード, mask: { field: \(field), by_prefix: [{ prefix: "3", mask: "####" }], otherwise: "###" } }
            """)
        #expect(result.diagnostics.map(\.id) == [id])
        #expect(result.diagnostics.first?.message.contains(words) == true, "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.first?.location.line == 6)
    }

    @Test func completeWantsAMask() {
        let result = compile("""
              - { id: code, kind: text, label: コード, complete: true }
            """)
        #expect(result.diagnostics.map(\.id) == [.invalidValue])
    }
}
