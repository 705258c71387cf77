import FormcCore
import FormcRuntime
import Testing

/// The preview restates the runtime's standard messages (``StandardMessage`` in
/// FormcCore, because the runtime is embedded as text and cannot be imported
/// there): both must say the same for every rule.
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
