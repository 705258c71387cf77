import Foundation
import Testing
@testable import FormcCore

/// What the checker makes of the app's half of a form — look-ups, values that
/// follow others, option lists from the app: the typed model (`formc dump`'s),
/// and the cases the diagnostics fixtures show less directly.
@Suite struct AppHalfCheckerTests {
    private func model(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> FormModel {
        let result = FormCompiler().compile(Array(yaml.utf8), path: "t.form.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return try #require(result.model, sourceLocation: sourceLocation)
    }

    private func diagnostics(_ yaml: String) -> [Diagnostic] {
        FormCompiler().compile(Array(yaml.utf8), path: "t.form.yaml").diagnostics
    }

    @Test func aLookupIsModelledWithItsFillsTriggerAndMessage() throws {
        let form = try model("""
            formc: 1
            form: T
            toolbars:
              address: [{ lookup: 住所検索 }, flexible_space, done]
            fields:
              - id: postal_code
                kind: text
                label: 郵便番号
                toolbar: address
                lookup: { fills: [prefecture, city], on: action, not_found: { key: not_found, default: 見つかりません } }
              - { id: code, kind: number, label: コード, lookup: { fills: [name] } }
              - { id: prefecture, kind: text, label: 都道府県 }
              - { id: city, kind: text, label: 市区町村, read_only: true }
              - { id: name, kind: text, label: 名前 }
            """)
        #expect(form.field(id: "postal_code")?.lookup
            == FieldLookup(fills: ["prefecture", "city"], trigger: .action, notFound: LocalizableText("見つかりません", key: "not_found")))
        #expect(form.field(id: "code")?.lookup == FieldLookup(fills: ["name"], trigger: .endEditing, notFound: nil))
        #expect(form.field(id: "city")?.lookup == nil)
        #expect(form.toolbars.first?.items.first == ToolbarItem(kind: .lookup, title: LocalizableText("住所検索")))
        #expect(form.localizedTexts.contains { $0.key == "not_found" && $0.defaultText == "見つかりません" })
    }

    @Test func followsIsModelledAndChainsAreFine() throws {
        let form = try model("""
            formc: 1
            form: T
            fields:
              - { id: start_date, kind: date, label: 開始日 }
              - { id: end_date, kind: date, label: 終了日, follows: start_date }
              - { id: return_date, kind: date, label: 返却日, follows: end_date }
              - { id: name, kind: text, label: 名前 }
              - { id: note, kind: text_area, label: メモ, follows: name }
            """)
        #expect(form.field(id: "end_date")?.follows == "start_date")
        #expect(form.field(id: "return_date")?.follows == "end_date")
        #expect(form.field(id: "note")?.follows == "name", "text kinds follow text kinds")
        #expect(form.field(id: "start_date")?.follows == nil)
    }

    @Test func anAppListKeepsItsValueTypeAndNoItems() throws {
        let form = try model("""
            formc: 1
            form: T
            options:
              bank: { from: app }
              year: { from: app, value: integer }
            fields:
              - { id: bank, kind: picker, label: 銀行, options: bank }
              - { id: year, kind: picker, label: 年, options: year, visible_when: { field: bank, empty: false } }
            """)
        #expect(form.optionLists.map(\.source) == [.app(valueType: .string), .app(valueType: .integer)])
        #expect(form.optionLists.allSatisfy { $0.items.isEmpty && $0.isFromApp })
        #expect(form.field(id: "year")?.optionList == "year")
    }

    /// Existing dumps stay as they were: `source` appears only for lists from the app.
    @Test func theJSONOfASpecListHasNoSourceAndAnAppListsRoundTrips() throws {
        let spec = OptionList(name: "a", swiftName: "A", items: [OptionItem(value: "1", label: LocalizableText("One"), swiftName: "value1")])
        let app = OptionList(name: "b", swiftName: "B", items: [], source: .app(valueType: .integer))
        #expect(!(try JSONWriter.prettyString(spec)).contains("source"))
        let json = try JSONWriter.prettyString(app)
        #expect(json.contains("\"source\""))
        #expect(try JSONDecoder().decode(OptionList.self, from: Data(json.utf8)) == app)
        #expect(try JSONDecoder().decode(OptionList.self, from: Data(try JSONWriter.prettyString(spec).utf8)) == spec)
    }

    @Test func anAppListsDefaultIsRefusedAndSoIsEqualityInAConditionButNotEmptiness() {
        let found = diagnostics("""
            formc: 1
            form: T
            options:
              bank: { from: app }
            fields:
              - { id: bank, kind: picker, label: 銀行, options: bank, default: "0001" }
              - { id: a, kind: text, label: A, visible_when: { field: bank, in: ["0001"] } }
              - { id: b, kind: text, label: B, visible_when: { field: bank, empty: true } }
            """)
        #expect(found.map(\.id) == [.invalidDefault, .appListNotAllowed])
        #expect(found.map(\.location.line) == [6, 7])
    }

    @Test func aFollowerOfAFieldWithErrorsIsNotReportedTwice() {
        let found = diagnostics("""
            formc: 1
            form: T
            fields:
              - { id: area, kind: picker, label: A, options: nowhere }
              - { id: region, kind: picker, label: R, options: area, follows: area }
            """)
        #expect(found.map(\.id) == [.undefinedOptionList, .undefinedOptionList], "no follows-mismatch about lists that do not exist")
    }

    @Test func aLookupItemIsFineOnAFieldWithALookupThatIsOnlyStartedByTheAction() throws {
        let form = try model("""
            formc: 1
            form: T
            toolbars:
              code: [lookup, done]
            fields:
              - { id: code, kind: phone, label: 電話, toolbar: code, lookup: { fills: [name], on: action } }
              - { id: name, kind: text, label: 名前 }
            """)
        #expect(form.field(id: "code")?.lookup?.trigger == .action)
    }
}
