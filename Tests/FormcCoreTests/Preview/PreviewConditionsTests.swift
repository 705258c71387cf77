import Foundation
import Testing
@testable import FormcCore

/// The conditions the preview's script reads: fields by position, options by
/// index, compared texts as JSON strings that no text can end or turn into markup.
@Suite struct PreviewConditionsTests {
    static let model: FormModel = {
        let spec = """
            formc: 1
            form: Order
            options:
              pay: [{ value: card, label: Card }, { value: cash, label: Cash }]
            fields:
              - { id: method, kind: picker, label: Method, options: pay }
              - { id: gift, kind: toggle, label: Gift }
              - { id: note, kind: text, label: Note }
              - id: card
                kind: text
                label: Card
                visible_when: { all: [{ field: method, in: [card, cash] }, { not: { field: gift, equals: true } }] }
              - id: extra
                kind: text
                label: Extra
                visible_when: { field: note, equals: "</script><b x='1'>\\u2028\\"" }
            """
        return FormCompiler().compile(Array(spec.utf8), path: "order.form.yaml").model!
    }()

    @Test func fieldsArePositionsAndOptionsIndexes() throws {
        let conditions = PreviewConditions(lookup: PreviewLookup(Self.model))
        let card = try #require(Self.model.fields[3].visibleWhen)
        #expect(conditions.json(card)
                == #"{"all":[{"f":0,"op":"in","v":[0,1]},{"not":{"f":1,"op":"equals","v":[true]}}]}"#)
    }

    @Test func comparedTextsStayOneJSONStringWithoutMarkup() throws {
        let conditions = PreviewConditions(lookup: PreviewLookup(Self.model))
        let json = conditions.json(try #require(Self.model.fields[4].visibleWhen))
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("'") && !json.contains("\u{2028}"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((parsed["v"] as? [String]) == ["</script><b x='1'>\u{2028}\""])
    }
}
