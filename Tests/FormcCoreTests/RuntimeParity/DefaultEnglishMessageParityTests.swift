import FormcCore
import FormcRuntime
import Foundation
import Testing

/// A form without `language:` shows the runtime's English table
/// (`FormcMessages(language: .en)`), whichever of its rules it has: the checks
/// of `FormcIssues` made without a table, and the messages the generated code
/// builds from `Self.messages` (other fields by their labels). The preview's
/// rules column (``Field/ruleMessages(language:labelOfField:)`` with no
/// language) must say exactly those words.
@Suite struct DefaultEnglishMessageParityTests {
    enum Field: String, FormcFormField {
        case name, count, size, agree, day, starts, tags, code, again, ends
        var label: String {
            switch self {
            case .name: "Name"
            case .count: "Count"
            case .size: "Size"
            case .agree: "Terms"
            case .day: "Day"
            case .starts: "Starts"
            case .tags: "Tags"
            case .code: "Code"
            case .again: "Name again"
            case .ends: "Ends"
            }
        }
        var isRequired: Bool { false }
    }

    static let spec = """
        formc: 1
        form: Plain
        options:
          sizes: [{ value: s, label: S }]
        fields:
          - { id: name, kind: text, label: Name, required: true, min_length: 2, max_length: 4, pattern: "^[a-z]+$" }
          - { id: count, kind: number, label: Count, required: true, min: 1, max: 9 }
          - { id: size, kind: picker, label: Size, options: sizes, required: true }
          - { id: agree, kind: checkbox, label: Terms, required: true }
          - { id: day, kind: date, label: Day, required: true, min: "2024-04-01", max: "2024-05-01" }
          - { id: starts, kind: date, mode: date_and_time, label: Starts, min: "2024-04-01T09:05" }
          - { id: tags, kind: multi_select, label: Tags, options: sizes, min_count: 1, max_count: 1 }
          - { id: code, kind: text, label: Code, mask: "###", complete: true }
          - { id: again, kind: text, label: Name again, same_as: name }
          - { id: ends, kind: date, label: Ends, min: { field: day } }
        """

    /// The preview's message of `rule` for the field `id`.
    static func preview(_ model: FormModel, _ id: String, _ rule: String) throws -> String {
        let field = try #require(model.fields.first { $0.id == id })
        let labels = Dictionary(uniqueKeysWithValues: model.fields.map { ($0.id, $0.label.text) })
        let message = try #require(field.ruleMessages(language: model.language) { labels[$0] }.first { $0.rule == rule })
        return message.message.text
    }

    @Test func theRulesColumnOfAFormWithoutLanguageIsTheRuntimesEnglish() throws {
        let result = FormCompiler().compile(Array(Self.spec.utf8), path: "plain.form.yaml")
        let model = try #require(result.model, "\(result.diagnostics.map(\.message))")
        #expect(model.language == nil)
        // The checks of `FormcIssues` without a table (a form whose rules are all v1's).
        var issues = FormcIssues<Field>()
        issues.checkRequired(.name, "")
        issues.checkMinLength(.name, "a", 2)
        issues.checkMaxLength(.name, "abcde", 4)
        issues.checkPattern(.name, "A", "^[a-z]+$")
        issues.checkRequiredValue(.count, Int?.none)
        issues.checkMinimum(.count, 0, 1, "1")
        issues.checkMaximum(.count, 10, 9, "9")
        issues.checkRequiredChoice(.size, String?.none)
        issues.checkRequiredOn(.agree, false)
        issues.checkRequiredChoice(.day, Date?.none)
        let april = FormcDate.make(year: 2024, month: 4, day: 1)
        issues.checkMinimumDate(.day, FormcDate.make(year: 2024, month: 3, day: 1), april, "2024-04-01")
        issues.checkMaximumDate(.day, FormcDate.make(year: 2024, month: 6, day: 1), FormcDate.make(year: 2024, month: 5, day: 1), "2024-05-01")
        issues.checkMinimumDate(.starts, april, FormcDate.make(year: 2024, month: 4, day: 1, hour: 9, minute: 5),
                                "2024-04-01T09:05", withTime: true)
        issues.checkMinCount(.tags, Set<String>(), 1)
        issues.checkMaxCount(.tags, ["s", "m"], 1)
        issues.checkMaskComplete(.code, "12", FormcMask("###"))
        let expected: [(String, String)] = [
            ("name", "required"), ("name", "min_length"), ("name", "max_length"), ("name", "pattern"),
            ("count", "required"), ("count", "min"), ("count", "max"), ("size", "required"), ("agree", "required"),
            ("day", "required"), ("day", "min"), ("day", "max"), ("starts", "min"), ("tags", "min_count"), ("tags", "max_count"),
            ("code", "complete"),
        ]
        #expect(issues.list.count == expected.count)
        for (issue, (id, rule)) in zip(issues.list, expected) {
            #expect(try Self.preview(model, id, rule) == issue.message, "\(id) \(rule)")
        }
        // The messages the generated code builds from `Self.messages` (`FormcMessages(language: .en)`): labels, not ids.
        let english = FormcMessages(language: .en)
        #expect(try Self.preview(model, "again", "same_as") == english.text(.sameAs, label: "Name again", other: "Name"))
        #expect(try Self.preview(model, "ends", "min") == english.text(.minimumDateField, label: "Ends", other: "Day"))
    }
}
