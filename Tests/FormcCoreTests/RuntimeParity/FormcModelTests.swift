import Foundation
import FormcRuntime
import Testing

/// The model half of the runtime: rule messages, issues, validation checks,
/// number text and dates, as generated `validate()` methods use them.
@Suite struct FormcModelTests {
    /// A field of a form, as generated `Field` enums are.
    enum Field: String, FormcFormField {
        case name, age
        var label: String { rawValue.capitalized }
        var isRequired: Bool { false }
    }

    @Test func everyRuleHasAStandardMessageNamingTheField() {
        let expected: [(FormcRule, String)] = [
            (.required, "Name is required."),
            (.minLength(2), "Name must be at least 2 characters."),
            (.maxLength(40), "Name must be at most 40 characters."),
            (.pattern("[a-z]+"), "Name is not in the expected format."),
            (.minimum("18"), "Name must be at least 18."),
            (.maximum("2030-12-31"), "Name must be at most 2030-12-31."),
            (.notOffered, "Name is not available for this choice."),
            (.notANumber, "Name must be a number."),
        ]
        for (rule, message) in expected { #expect(rule.standardMessage(label: "Name") == message) }
    }

    @Test func anIssueTakesTheSpecMessageOrTheStandardOne() {
        #expect(FormcIssue(field: Field.age, rule: .minimum("18")).message == "Age must be at least 18.")
        #expect(FormcIssue(field: Field.age, rule: .minimum("18"), message: "Adults only").message == "Adults only")
    }

    @Test func blankIsEmptyOrWhiteSpace() {
        #expect(FormcValidation.isBlank(""))
        #expect(FormcValidation.isBlank(" \t\n\u{3000}"), "an ideographic space too")
        #expect(!FormcValidation.isBlank(" a "))
    }

    @Test func aPatternMatchesTheWholeText() {
        #expect(FormcValidation.matches("abc", pattern: "[a-z]+"))
        #expect(!FormcValidation.matches("abc1", pattern: "[a-z]+"), "a prefix is not a match")
        #expect(!FormcValidation.matches("1abc", pattern: "[a-z]+"))
        #expect(FormcValidation.matches("〒100-0001", pattern: "〒\\d{3}-\\d{4}"))
        #expect(!FormcValidation.matches("a", pattern: "("), "an invalid expression matches nothing")
    }

    @Test func numberTextRoundTrips() throws {
        #expect(FormcNumberText.integer(from: " 42 ") == 42)
        #expect(FormcNumberText.integer(from: "4.2") == nil)
        #expect(FormcNumberText.decimal(from: "12.50") == Decimal(string: "12.5"))
        #expect(FormcNumberText.decimal(from: "12.5kg") == nil)
        #expect(FormcNumberText.decimal(from: "  ") == nil)
        #expect(FormcNumberText.isInvalid("abc", kind: .number))
        #expect(FormcNumberText.isInvalid("4.2", kind: .number))
        #expect(!FormcNumberText.isInvalid("4.2", kind: .decimal))
        #expect(!FormcNumberText.isInvalid("", kind: .decimal))
        #expect(!FormcNumberText.isInvalid(nil, kind: .number))
        let value = try #require(Decimal(string: "60.5"))
        #expect(FormcNumberText.text(value) == "60.5" || Locale.current.decimalSeparator != ".")
    }

    /// A spec's ISO dates are Gregorian, in the user's time zone, whatever calendar the device uses.
    @Test func datesAreGregorianInTheUsersTimeZone() {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = .current
        let date = FormcDate.make(year: 2024, month: 2, day: 29, hour: 13, minute: 5)
        let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second] == [2024, 2, 29, 13, 5, 0])
        let time = gregorian.dateComponents([.year, .hour, .minute], from: FormcDate.make(hour: 9, minute: 30))
        #expect([time.year, time.hour, time.minute] == [2000, 9, 30], "a time of day falls on 2000-01-01")
        // Read in the Japanese calendar, the same instant is Reiwa 6 (2024), not year 2024 of Reiwa.
        var japanese = Calendar(identifier: .japanese)
        japanese.timeZone = .current
        #expect(japanese.dateComponents([.era, .year], from: date).year == 6)
    }
}

/// The text area counter: counts as `max_length` does.
@Suite struct FormcCharacterCountTests {
    @Test func countsCharactersAgainstTheLimit() {
        #expect(FormcCharacterCount("", limit: 200).text == "0/200")
        #expect(FormcCharacterCount("こんにちは", limit: 200).text == "5/200")
        #expect(FormcCharacterCount("abc", limit: nil).text == "3")
        #expect(!FormcCharacterCount("abc", limit: nil).isOverLimit)
    }

    @Test func graphemeClustersCountOnceAsValidationCounts() {
        let family = "👨‍👩‍👧"
        #expect(FormcCharacterCount(family, limit: 1).count == 1)
        #expect(!FormcCharacterCount(family, limit: 1).isOverLimit)
        #expect(FormcCharacterCount("が", limit: 1).count == 1, "a base and a combining mark are one character")
        #expect(FormcCharacterCount(family + "a", limit: 1).isOverLimit)
    }

    @Test func exactlyTheLimitIsNotOver() {
        #expect(!FormcCharacterCount(String(repeating: "x", count: 200), limit: 200).isOverLimit)
        #expect(FormcCharacterCount(String(repeating: "x", count: 201), limit: 200).isOverLimit)
    }
}
