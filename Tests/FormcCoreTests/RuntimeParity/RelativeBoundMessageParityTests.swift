import FormcCore
import FormcRuntime
import Foundation
import Testing

/// A standard message whose date bound is relative (`max: today + 30 days`):
/// the runtime resolves the bound when it validates and writes the date it
/// comes to. The preview's rule message (``RuleMessage/relativeBound``) holds
/// the message around that date, for the page's script to write the date in:
/// around the runtime's own date, it must be the runtime's message exactly.
@Suite struct RelativeBoundMessageParityTests {
    enum Field: String, FormcFormField {
        case day, starts
        var label: String { self == .day ? "お届け日" : "開始" }
        var isRequired: Bool { false }
    }

    static func spec(language: String?) -> String {
        """
        formc: 1
        form: Relative
        \(language.map { "language: \($0)\n" } ?? "")fields:
          - { id: day, kind: date, label: お届け日, min: today + 2 days, max: today + 1 month }
          - { id: starts, kind: date, mode: date_and_time, label: 開始, min: now + 1 hour }
        """
    }

    @Test func theMessageAroundTheDateIsTheRuntimes() throws {
        let now = FormcDate.make(year: 2024, month: 1, day: 31, hour: 15, minute: 30)
        for (language, runtimeLanguage) in [(nil, FormcLanguage.en), ("en", .en), ("ja", .ja)] as [(String?, FormcLanguage)] {
            let result = FormCompiler().compile(Array(Self.spec(language: language).utf8), path: "relative.form.yaml")
            let model = try #require(result.model, "\(result.diagnostics.map(\.message))")
            let messages = FormcMessages(language: runtimeLanguage)
            var issues = FormcIssues<Field>(messages: messages)
            let minimum = FormcDate.relative(.today, adding: 2, .day, from: now)
            let maximum = FormcDate.relative(.today, adding: 1, .month, from: now)
            let starts = FormcDate.relative(.now, adding: 1, .hour, from: now)
            issues.checkMinimumDate(.day, now, minimum, "today + 2 days")
            issues.checkMaximumDate(.day, FormcDate.make(year: 2025, month: 1, day: 1), maximum, "today + 1 month")
            issues.checkMinimumDate(.starts, now, starts, "now + 1 hour", withTime: true)
            let expected: [(Int, String, Date, Bool)] = [(0, "min", minimum, false), (0, "max", maximum, false), (1, "min", starts, true)]
            #expect(issues.list.count == expected.count)
            for (issue, (index, rule, date, withTime)) in zip(issues.list, expected) {
                let message = try #require(model.fields[index].ruleMessages(language: model.language).first { $0.rule == rule })
                let bound = try #require(message.relativeBound, "\(rule) in \(language ?? "nil")")
                #expect(bound.withTime == withTime && bound.language.rawValue == runtimeLanguage.rawValue)
                #expect(bound.before + messages.date(date, withTime: withTime) + bound.after == issue.message, "\(rule) in \(language ?? "nil")")
            }
        }
        // Feb 29 of 2024 from Jan 31 + 1 month: the month's last day, as the page's script counts too.
        #expect(Calendar(identifier: .gregorian).component(.day, from: FormcDate.relative(.today, adding: 1, .month, from: now)) == 29)
    }

    @Test func aSpecMessageHasNoBoundToDraw() throws {
        let spec = Self.spec(language: "ja").replacingOccurrences(of: "max: today + 1 month", with: "max: { value: today + 1 month, message: 1か月以内 }")
        let result = FormCompiler().compile(Array(spec.utf8), path: "relative.form.yaml")
        let model = try #require(result.model, "\(result.diagnostics.map(\.message))")
        let message = try #require(model.fields[0].ruleMessages(language: model.language).first { $0.rule == "max" })
        #expect(message.relativeBound == nil && message.message.text == "1か月以内")
    }
}
