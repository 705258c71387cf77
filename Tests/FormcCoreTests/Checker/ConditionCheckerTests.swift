import Foundation
import Testing
@testable import FormcCore

/// What the checker makes of sections and conditions: the typed model
/// (`formc dump`'s), and the cases a fixture shows less directly.
@Suite struct ConditionCheckerTests {
    private func model(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> FormModel {
        let result = FormCompiler().compile(Array(yaml.utf8), path: "t.form.yaml")
        // A note saying which Swift name a reserved id got is expected where that is tested.
        #expect(result.diagnostics.allSatisfy { $0.id == .swiftNameChanged }, "\(result.diagnostics.map(\.message))",
                sourceLocation: sourceLocation)
        return try #require(result.model, sourceLocation: sourceLocation)
    }

    @Test func valuesAreTypedByTheTestedFieldsKind() throws {
        let form = try model("""
            formc: 1
            form: T
            options:
              pay: [{ value: card, label: Card }, { value: cash, label: Cash }]
            fields:
              - { id: pay, kind: picker, label: P, options: pay }
              - { id: gift, kind: toggle, label: G }
              - { id: age, kind: number, label: A }
              - { id: price, kind: decimal, label: Pr }
              - { id: day, kind: date, label: D }
              - { id: code, kind: text, label: C }
              - id: x
                kind: text
                label: X
                visible_when:
                  all:
                    - { field: pay, in: [card, cash] }
                    - { field: gift, equals: false }
                    - { any: [{ field: age, at_least: 18 }, { field: price, less_than: 9.5 }] }
                    - { not: { field: day, greater_than: 2024-04-01 } }
                    - { field: code, equals: 12 }
                    - { field: code, empty: false }
            """)
        let condition = try #require(form.field(id: "x")?.visibleWhen)
        guard case .all(let tests) = condition, tests.count == 6 else {
            Issue.record("expected all of six, found \(condition)")
            return
        }
        #expect(tests[0] == FieldCondition.test(ConditionTest(field: "pay", operation: .in, values: [.option("card"), .option("cash")])))
        #expect(tests[1] == FieldCondition.test(ConditionTest(field: "gift", operation: .equals, values: [.bool(false)])))
        #expect(tests[2] == FieldCondition.any([.test(ConditionTest(field: "age", operation: .atLeast, values: [.integer(18)])),
                                  .test(ConditionTest(field: "price", operation: .lessThan, values: [.decimal("9.5")]))]))
        #expect(tests[3] == FieldCondition.not(.test(ConditionTest(field: "day", operation: .greaterThan, values: [.date("2024-04-01")]))))
        #expect(tests[4] == FieldCondition.test(ConditionTest(field: "code", operation: .equals, values: [.string("12")])), "a text compares text")
        #expect(tests[5] == FieldCondition.test(ConditionTest(field: "code", operation: .notEmpty)))
        #expect(condition.fieldIDs == ["pay", "gift", "age", "price", "day", "code", "code"])
    }

    @Test func sectionsKeepTheFlatFieldListInFormOrder() throws {
        let form = try model("""
            formc: 1
            form: T
            sections:
              - id: first
                header: { key: first.header, default: First }
                fields:
                  - { id: a, kind: text, label: A, read_only: true }
                  - { id: b, kind: toggle, label: B }
              - id: second
                footer: Last words
                enabled_when: { field: b, equals: true }
                fields:
                  - { id: c, kind: text, label: C, read_only: false }
            """)
        #expect(form.fields.map(\.id) == ["a", "b", "c"])
        #expect(form.fields.map(\.section) == ["first", "first", "second"])
        #expect(form.fields.map(\.readOnly) == [true, nil, nil], "read_only: false is the default, not stored")
        let sections = try #require(form.sections)
        #expect(sections.map(\.fields) == [["a", "b"], ["c"]])
        #expect(sections[0].header == LocalizableText("First", key: "first.header"))
        #expect(sections[1].footer == LocalizableText("Last words"))
        #expect(sections[1].enabledWhen == FieldCondition.test(ConditionTest(field: "b", operation: .equals, values: [.bool(true)])))
    }

    @Test func aFormWithoutConditionsHasNoneOfTheirModel() throws {
        let form = try model("formc: 1\nform: T\nfields:\n  - { id: section, kind: text, label: S }\n")
        #expect(form.sections == nil)
        #expect(form.fields[0].swiftName == "section", "names are reserved only where sections are generated")
        let sectioned = try model("formc: 1\nform: T\nsections:\n  - id: s\n    fields:\n      - { id: section, kind: text, label: S }\n")
        #expect(sectioned.fields[0].swiftName == "section_", "beside `Field.section`")
    }

    @Test func aSectionIDThatCollidesWithAGeneratedMemberIsRenamed() throws {
        let form = try model("formc: 1\nform: T\nsections:\n  - id: fields\n    fields:\n      - { id: a, kind: text, label: A }\n")
        #expect(form.sections?.first?.swiftName == "fields_")
    }
}

@Suite struct FieldConditionCodingTests {
    @Test func aConditionRoundTripsThroughJSONInTheSpecsShape() throws {
        let condition = FieldCondition.all([
            .test(ConditionTest(field: "pay", operation: .in, values: [.option("card")])),
            .not(.any([.test(ConditionTest(field: "gift", operation: .equals, values: [.bool(true)]))])),
        ])
        let data = try JSONEncoder().encode(condition)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(!text.contains("_0"))
        #expect(text.hasPrefix("{\"all\":["))
        #expect(try JSONDecoder().decode(FieldCondition.self, from: data) == condition)
    }
}
