import Testing
@testable import FormcCore

@Suite struct FieldKeyTests {
    @Test func everyKeyHasOneSpellingThatReadsBack() {
        #expect(Set(FieldKey.spellings).count == FieldKey.allCases.count)
        for key in FieldKey.allCases { #expect(FieldKey(rawValue: key.spelling) == key) }
        #expect(FieldKey(rawValue: "minLength") == nil)
        #expect(FieldKey.maxLength.spelling == "max_length" && FieldKey.defaultValue.spelling == "default")
    }

    @Test func eachKindAllowsTheREADMEsKeys() {
        #expect(FieldKindRules.kinds(accepting: .secure) == ["text", "password"])
        #expect(FieldKindRules.kinds(accepting: .options) == ["picker"])
        #expect(!FieldKindRules.allowedKeys(.textArea).contains(.returnKey))
        #expect(FieldKindRules.allowedKeys(.toggle).contains(.defaultValue))
    }
}
