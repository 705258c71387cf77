import Foundation
import Testing
@testable import FormcCore

/// The `fields:` list, whatever the shape of the file: anchored, merged, written
/// twice, before or after the option lists and toolbars it names.
@Suite struct FieldsListTests {
    private static let header = "formc: 1\nform: Stream\n"
    private static let twoFields = """
        fields:
          - { id: name, kind: text, label: Name }
          - { id: mail, kind: email, label: Mail, required: true }

        """

    /// Compiles `text`; the diagnostics as `line:col id`, the field ids.
    private func compile(_ text: String) -> (diagnostics: [String], ids: [String]?) {
        let result = FormCompiler().compile(Array(text.utf8), path: "s.form.yaml")
        return (result.diagnostics.map { "\($0.location) \($0.id)" }, result.model?.fields.map(\.id))
    }

    /// Decodes `text` without checking it.
    private func decoded(_ text: String) -> (diagnostics: [String], count: Int?) {
        var log = DiagnosticLog(file: "s.form.yaml")
        guard let root = YAMLReader().read(Array(text.utf8), log: &log) else { return (log.diagnostics.map { "\($0.location) \($0.id)" }, nil) }
        let spec = SpecDecoder.decode(root, log: &log)
        return (log.sorted.map { "\($0.location) \($0.id)" }, spec?.fields.count)
    }

    @Test func fieldsAreReadInOrder() {
        let outcome = compile(Self.header + Self.twoFields)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.ids == ["name", "mail"])
    }

    @Test func anAnchoredFieldsListWorks() {
        let text = Self.header + "fields: &all\n  - { id: name, kind: text, label: Name }\n"
        #expect(compile(text).ids == ["name"])
    }

    @Test func aliasedAndMergedFieldItemsArrive() {
        let text = Self.header + """
            base: &base { kind: text, label: Shared }
            fields:
              - { <<: *base, id: one }
              - &two { id: two, kind: toggle, label: Two }

            """
        // `base` is an unknown top-level key (reported), yet the anchor works.
        let outcome = compile(text)
        #expect(outcome.diagnostics == ["3:1 unknown-key"])
        #expect(decoded(text).count == 2)
    }

    @Test func aSecondFieldsKeyIsReportedAndTheFirstKept() {
        let text = Self.header + Self.twoFields + "fields:\n  - { id: other, kind: text, label: Other }\n"
        let outcome = compile(text)
        #expect(outcome.diagnostics == ["6:1 duplicate-key"])
        #expect(outcome.ids == nil)
        #expect(decoded(text).count == 2)
    }

    @Test func aBadFieldIsReportedOnceAtItsPlace() {
        let text = Self.header + "fields:\n  - { id: a, kind: txt, label: A }\n"
        #expect(compile(text).diagnostics == decoded(text).diagnostics)
        #expect(compile(text).diagnostics == ["4:20 invalid-value"])
    }

    @Test func aYAMLErrorAfterTheFieldsIsReportedAlone() {
        // The first field is bad, but the file does not read: only the YAML error counts.
        let text = Self.header + "fields:\n  - { id: a, kind: txt, label: A }\nkeyboard: [\n"
        let outcome = compile(text)
        #expect(outcome.diagnostics.count == 1)
        #expect(outcome.diagnostics.first?.hasSuffix("yaml-syntax") == true)
    }

    @Test func anEmptyListIsReported() {
        let outcome = compile(Self.header + "fields: []\n")
        #expect(outcome.diagnostics == ["3:9 invalid-value"])
    }

    @Test func listsAndToolbarsWrittenAfterTheFieldsAreFound() {
        let text = Self.header + """
            fields:
              - { id: area, kind: picker, label: Area, options: areas, toolbar: bar, default: north }
              - { id: note, kind: text, label: Note, toolbar: bar }
            options:
              areas: [{ value: north, label: North }, { value: south, label: South }]
            toolbars:
              bar: [done]

            """
        let result = FormCompiler().compile(Array(text.utf8), path: "s.form.yaml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.model?.fields.map(\.optionList) == ["areas", nil])
        #expect(result.model?.fields.map(\.toolbar) == ["bar", "bar"])
        #expect(result.model?.fields.last?.textInput?.returnKey == "done")
    }

    @Test func optionListsBeforeOrAfterTheFieldsAgree() {
        let options = """
            options:
              areas: [{ value: north, label: North }, { value: south, label: South }]
              towns: [{ value: a, label: A, parents: [north] }, { value: b, label: B, parents: [west] }]

            """
        let fields = """
            fields:
              - { id: area, kind: picker, label: Area, options: areas, default: north }
              - { id: town, kind: picker, label: Town, options: towns, parent: area, default: b }
              - { id: lost, kind: picker, label: Lost, options: aeras, default: x }
              - { id: note, kind: text, label: Note }

            """
        let early = FormCompiler().compile(Array((Self.header + options + fields).utf8), path: "s.form.yaml")
        let late = FormCompiler().compile(Array((Self.header + fields + options).utf8), path: "s.form.yaml")
        let ids = { (result: FormCompiler.Result) in result.diagnostics.map { "\($0.id)" }.sorted() }
        #expect(ids(early) == ["default-not-in-options", "undefined-option-list", "unknown-parent-value"])
        #expect(ids(early) == ids(late))
        // Both orders of a clean spec give the same model.
        let clean = fields.replacingOccurrences(of: "options: aeras, default: x", with: "options: areas")
            .replacingOccurrences(of: "default: b", with: "default: a")
        let cleanOptions = options.replacingOccurrences(of: "[west]", with: "[south]")
        let first = FormCompiler().compile(Array((Self.header + cleanOptions + clean).utf8), path: "s.form.yaml")
        let last = FormCompiler().compile(Array((Self.header + clean + cleanOptions).utf8), path: "s.form.yaml")
        #expect(first.diagnostics.isEmpty && last.diagnostics.isEmpty)
        #expect(first.model != nil && first.model?.fields == last.model?.fields)
    }

    @Test func onlyTheFirstOptionsKeyCounts() {
        let text = Self.header + """
            options:
              areas: [{ value: north, label: North }]
            options:
              other: [{ value: x, label: X }]
            fields:
              - { id: area, kind: picker, label: Area, options: areas }

            """
        let ids = FormCompiler().compile(Array(text.utf8), path: "s.form.yaml").diagnostics.map { "\($0.id)" }
        #expect(ids == ["duplicate-key", "single-option-picker"])
    }
}
