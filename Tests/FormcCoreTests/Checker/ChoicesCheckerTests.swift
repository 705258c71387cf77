import Foundation
import Testing
@testable import FormcCore

/// What the checker makes of choice styles and the form's buttons beyond
/// submit: the typed model (`formc dump`'s), and what the texts export.
@Suite struct ChoicesCheckerTests {
    private func model(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> FormModel {
        let result = FormCompiler().compile(Array(yaml.utf8), path: "t.form.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return try #require(result.model, sourceLocation: sourceLocation)
    }

    private static let choices = """
        formc: 1
        form: T
        options:
          color: [{ value: red, label: 赤 }, { value: blue, label: 青 }]
        fields:
          - { id: plain, kind: picker, label: A, options: color }
          - { id: wheel, kind: picker, label: B, options: color, style: wheel }
          - { id: pushed, kind: picker, label: C, options: color, style: list, placeholder: 選択 }
          - { id: radio, kind: radio, label: D, options: color }
          - { id: radio_list, kind: radio, label: E, options: color, style: list, placeholder: 選択 }
          - { id: many, kind: multi_select, label: F, options: color }
        """

    @Test func aStyleIsModelledOnlyWhereWrittenButAMultiSelectKeepsRows() throws {
        let form = try model(Self.choices)
        #expect(form.fields.map(\.selectionStyle) == [nil, .wheel, .list, nil, .list, .rows],
                "no style: the output of before styles existed")
        #expect(form.fields[4].placeholder?.text == "選択", "a list radio shows its placeholder")
        #expect(try form.jsonDump().contains(#""selectionStyle": "wheel""#))
    }

    @Test func aStyleTheKindDoesNotTakeIsReportedWithTheOnesItTakes() {
        let result = FormCompiler().compile(Array("""
            formc: 1
            form: T
            options:
              color: [{ value: red, label: 赤 }, { value: blue, label: 青 }]
            fields:
              - { id: a, kind: picker, label: A, options: color, style: rows }
              - { id: b, kind: multi_select, label: B, options: color, style: whel }
            """.utf8), path: "t.form.yaml")
        #expect(result.diagnostics.map(\.id) == [.styleNotForKind, .invalidValue])
        #expect(result.diagnostics.last?.message.contains("did you mean 'wheel'") == true)
    }

    @Test func cancelAndASubmitInTheNavigationBarAreModelledAndExported() throws {
        let form = try model("""
            formc: 1
            form: T
            submit: { title: 保存, placement: navigation_bar }
            cancel: { title: { key: t.cancel, default: キャンセル } }
            fields:
              - { id: name, kind: text, label: 名前 }
            """)
        #expect(form.submit?.placement == .navigationBar && form.submitsFromNavigationBar)
        #expect(form.cancel?.title.text == "キャンセル" && form.hasNavigationBarButtons)
        #expect(form.localizedTexts.contains { $0.key == "t.cancel" })
        let plain = try model("formc: 1\nform: T\nsubmit: { title: 送信 }\nfields:\n  - { id: a, kind: text, label: A }\n")
        #expect(plain.submit?.placement == nil && !plain.hasNavigationBarButtons)
        #expect(try !plain.jsonDump().contains("placement"), "the dump of a spec without it is unchanged")
    }
}
