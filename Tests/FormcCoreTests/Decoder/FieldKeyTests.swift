import Testing
@testable import FormcCore

@Suite struct FieldKeyTests {
    @Test func everyKeyHasOneSpellingThatReadsBack() {
        #expect(Set(FieldKey.spellings).count == FieldKey.allCases.count)
        #expect(FieldKey.allCases.count <= 64)  // One bit each in a FieldKeySet (UInt64).
        for key in FieldKey.allCases { #expect(FieldKey(spelling: key.spelling) == key) }
        #expect(FieldKey(spelling: "minLength") == nil)
        #expect(FieldKey.maxLength.spelling == "max_length" && FieldKey.defaultValue.spelling == "default")
    }

    @Test func keySetsHoldExactlyTheirKeys() {
        let set: FieldKeySet = [.id, .mode, .secure]
        for key in FieldKey.allCases { #expect(set.contains(key) == [.id, .mode, .secure].contains(key)) }
        #expect(set.union([.label]).contains(.label))
        #expect(!set.subtracting([.mode]).contains(.mode))
    }

    @Test func eachKindAllowsTheREADMEsKeys() {
        #expect(FieldKindRules.kinds(accepting: .secure) == ["text", "password"])
        #expect(FieldKindRules.kinds(accepting: .options) == ["picker", "segmented", "radio", "multi_select"])
        #expect(FieldKindRules.kinds(accepting: .step) == ["stepper", "slider"])
        #expect(FieldKindRules.kinds(accepting: .maxCount) == ["multi_select"])
        #expect(!FieldKindRules.allowedKeys(.stepper).contains(.required))
        #expect(!FieldKindRules.allowedKeys(.textArea).contains(.returnKey))
        #expect(FieldKindRules.allowedKeys(.toggle).contains(.defaultValue))
    }
}
