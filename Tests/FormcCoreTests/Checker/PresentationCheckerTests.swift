import Foundation
import FormcRuntime
import Testing
@testable import FormcCore

/// What the checker makes of how fields are presented (issue 25 items 1, 2,
/// 6): help texts, intros, required marks, hidden labels, toolbar titles, in
/// the model and in the texts `formc strings` exports.
@Suite struct PresentationCheckerTests {
    private func compile(_ yaml: String) -> FormCompiler.Result {
        FormCompiler().compile(Array(yaml.utf8), path: "t.form.yaml")
    }

    @Test func everyPresentationKeyReachesTheModel() throws {
        let result = compile("""
            formc: 1
            form: T
            intro: { key: t.intro, default: はじめに }
            required_marks: { style: badge, optional: true, legend: { key: t.legend, default: 必須の項目 } }
            toolbars:
              main: [flexible_space, title, flexible_space, { title: { key: t.title, default: 固定 } }]
            sections:
              - id: s
                intro: { key: s.intro, default: 節の説明 }
                fields:
                  - { id: email, kind: email, label: メール, hide_label: true, placeholder: メール, toolbar: main,
                      help: { key: email.help, default: 半角 } }
                  - { id: agree, kind: toggle, label: 同意, required: true }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let form = try #require(result.model)
        #expect(form.intro == LocalizableText("はじめに", key: "t.intro"))
        #expect(form.requiredMarks == RequiredMarks(style: .badge, marksOptional: true, showsLegend: true,
                                                    legend: LocalizableText("必須の項目", key: "t.legend")))
        #expect(form.sections?.first?.intro?.text == "節の説明")
        #expect(form.fields[0].help?.text == "半角" && form.fields[0].hidesLabel == true)
        #expect(form.fields[1].help == nil && form.fields[1].hidesLabel == nil)
        #expect(form.toolbars[0].items.map(\.kind) == [.flexibleSpace, .title, .flexibleSpace, .title])
        #expect(form.toolbars[0].items[1].title == nil && form.toolbars[0].items[3].title?.key == "t.title")
        let keys = form.localizedTexts.map(\.key)
        for key in ["t.intro", "t.legend", "s.intro", "email.help", "t.title"] { #expect(keys.contains(key), "\(key)") }
    }

    @Test func theShortFormOfMarksIsAStyle() throws {
        let form = try #require(compile("""
            formc: 1
            form: T
            required_marks: kome
            fields:
              - { id: name, kind: text, label: 氏名, required: true }
            """).model)
        #expect(form.requiredMarks == RequiredMarks(style: .kome))
        #expect(form.requiredMarks?.runtime.mark(isRequired: true, in: .ja)?.text == "※")
        #expect(form.requiredMarks?.runtime.legendText(in: .ja) == nil)
    }

    @Test func marksAndLabelsAreCheckedWithDidYouMean() {
        let messages = compile("""
            formc: 1
            form: T
            required_marks: { style: kom, legnd: true }
            fields:
              - { id: name, kind: text, label: 氏名, hide_lable: true }
            """).diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'kom'") && $0.contains("did you mean 'kome'") })
        #expect(messages.contains { $0.contains("'legnd'") && $0.contains("did you mean 'legend'") })
        #expect(messages.contains { $0.contains("'hide_lable'") && $0.contains("did you mean 'hide_label'") })
    }
}
