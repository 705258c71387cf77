import FormcCore
import FormcRuntime
import Testing

/// The preview restates the runtime's standard messages (``StandardMessage`` in
/// FormcCore, because the runtime is embedded as text and cannot be imported
/// there): both must say the same for every rule, and every template of
/// `FormcMessage` in every language.
@Suite struct StandardMessageParityTests {
    static let pairs: [(StandardMessage, FormcRule)] = [
        (.required, .required), (.minLength(3), .minLength(3)), (.maxLength(40), .maxLength(40)),
        (.pattern, .pattern("^x$")), (.minimum("2024-04-01"), .minimum("2024-04-01")), (.maximum("9.5"), .maximum("9.5")),
        (.notOffered, .notOffered), (.notANumber, .notANumber), (.minCount(1), .minCount(1)), (.maxCount(3), .maxCount(3)),
        (.sameAs("email"), .sameAs("email")), (.minimumField("start"), .minimumField("start")),
        (.maximumField("end"), .maximumField("end")), (.custom, .custom("luhn")), (.complete, .complete),
    ]

    @Test func thePreviewShowsTheRuntimesWords() {
        for (preview, rule) in Self.pairs {
            #expect(preview.text(label: "氏名") == rule.standardMessage(label: "氏名"))
        }
    }

    /// Every template, in every language, as `FormcMessages` fills it.
    @Test func everyTemplateInEveryLanguageIsTheRuntimes() throws {
        #expect(Set(StandardMessage.Template.allCases.map(\.rawValue)) == Set(FormcMessage.allCases.map(\.rawValue)))
        #expect(Set(FormLanguage.allCases.map(\.rawValue)) == Set(FormcLanguage.allCases.map(\.rawValue)))
        for message in FormcMessage.allCases {
            let template = try #require(StandardMessage.Template(rawValue: message.rawValue))
            for language in FormcLanguage.allCases {
                let previewLanguage = try #require(FormLanguage(rawValue: language.rawValue))
                #expect(template.text(in: previewLanguage) == message.template(in: language), "\(message) in \(language)")
            }
        }
    }

    /// A message with each of its values filled, in every language.
    @Test func filledMessagesAreTheRuntimes() throws {
        let messages: [StandardMessage] = [.required, .requiredChoice, .requiredToggle, .minLength(2), .maxLength(9), .pattern,
                                           .minimum("1"), .maximum("9"), .minimumDate("2024年4月1日"), .maximumDate("2024-04-01"),
                                           .notOffered, .notANumber, .sameAs("メール"), .minimumField("開始"), .maximumField("終了"),
                                           .minimumDateField("開始日"), .maximumDateField("終了日"), .custom, .minCount(1),
                                           .maxCount(3), .complete]
        #expect(Set(messages.map(\.template)) == Set(StandardMessage.Template.allCases))
        for message in messages {
            let runtime = try #require(FormcMessage(rawValue: message.template.rawValue))
            for language in FormcLanguage.allCases {
                let previewLanguage = try #require(FormLanguage(rawValue: language.rawValue))
                let value = Self.value(of: message)
                #expect(message.text(label: "氏名", language: previewLanguage)
                        == FormcMessages(language: language).text(runtime, label: "氏名", value: value, other: Self.other(of: message)))
            }
        }
    }

    /// A date bound as the runtime's messages write it.
    @Test func dateBoundsAreWrittenAsTheRuntimeWritesThem() throws {
        for language in FormcLanguage.allCases {
            let previewLanguage = try #require(FormLanguage(rawValue: language.rawValue))
            let date = FormcDate.make(year: 2024, month: 4, day: 1, hour: 9, minute: 5)
            #expect(StandardMessage.dateText("2024-04-01", language: previewLanguage, withTime: false)
                    == FormcMessages(language: language).date(date))
            #expect(StandardMessage.dateText("2024-04-01T09:05", language: previewLanguage, withTime: true)
                    == FormcMessages(language: language).date(date, withTime: true))
        }
    }

    private static func value(of message: StandardMessage) -> String {
        switch message {
        case .minLength(let count), .maxLength(let count), .minCount(let count), .maxCount(let count): String(count)
        case .minimum(let bound), .maximum(let bound), .minimumDate(let bound), .maximumDate(let bound): bound
        default: ""
        }
    }

    private static func other(of message: StandardMessage) -> String {
        switch message {
        case .sameAs(let other), .minimumField(let other), .maximumField(let other),
             .minimumDateField(let other), .maximumDateField(let other): other
        default: ""
        }
    }

    /// A new rule in the runtime needs its pair above (and a case in ``StandardMessage``).
    @Test func everyRuleHasAPair() {
        let rules: [FormcRule] = [.required, .minLength(1), .maxLength(1), .pattern(""), .minimum(""), .maximum(""),
                                  .notOffered, .notANumber, .minCount(1), .maxCount(1), .sameAs(""), .minimumField(""), .maximumField(""), .custom(""), .complete]
        for rule in rules {
            let covered = Self.pairs.contains { pair in
                switch (pair.1, rule) {
                case (.required, .required), (.minLength, .minLength), (.maxLength, .maxLength), (.pattern, .pattern),
                     (.minimum, .minimum), (.maximum, .maximum), (.notOffered, .notOffered), (.notANumber, .notANumber),
                     (.minCount, .minCount), (.maxCount, .maxCount), (.sameAs, .sameAs), (.minimumField, .minimumField), (.maximumField, .maximumField), (.custom, .custom),
                     (.complete, .complete):
                    true
                default: false
                }
            }
            #expect(covered, "\(rule)")
        }
        // Exhaustive on purpose: a new case stops this from compiling until it is paired.
        for rule in rules {
            switch rule {
            case .required, .minLength, .maxLength, .pattern, .minimum, .maximum, .notOffered, .notANumber, .minCount, .maxCount,
                 .sameAs, .minimumField, .maximumField, .custom, .complete: break
            // The app's own issues: never from the spec's rules, so the compiler has no message for them.
            case .app: break
            }
        }
    }
}
