import Foundation
import Testing
@testable import FormcCore

/// `formc strings` exports the confirmation step's texts, and a linked
/// label whole, its link markup in the translator's text.
@Suite struct ConfirmationExportTests {
    @Test func theConfirmationTextsAndALinkedLabelAreExported() throws {
        let yaml = """
            formc: 1
            form: Loc
            submit: { title: Next }
            confirm:
              title: { key: loc.confirm.title, default: Check your entries }
              back: { key: loc.confirm.back, default: Edit }
              submit: Send
            fields:
              - { id: agree, kind: checkbox, label: { key: loc.agree, default: "I agree to the [terms](https://example.com/terms)" } }
            """
        let model = try #require(FormCompiler().compile(Array(yaml.utf8), path: "loc.form.yaml").model)
        let texts = model.localizedTexts
        #expect(texts.map(\.key) == ["loc.agree", "loc.confirm.title", "loc.confirm.back"])
        #expect(texts.first?.defaultText == "I agree to the [terms](https://example.com/terms)")
        #expect(texts.map(\.comment).contains("Loc: title of the confirmation step"))
    }
}
