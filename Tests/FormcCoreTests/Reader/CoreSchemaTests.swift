import Testing
@testable import FormcCore

/// The YAML 1.2 core schema, including the shortcuts `resolve` takes for texts that cannot be special.
@Suite struct CoreSchemaTests {
    @Test(arguments: ["", "~", "null", "Null", "NULL"])
    func nulls(_ text: String) {
        #expect(CoreSchema.resolve(text) == .null)
        #expect(CoreSchema.isNull(text))
    }

    @Test func wordsAndNumbers() {
        for text in ["true", "True", "TRUE"] { #expect(CoreSchema.resolve(text) == .bool(true)) }
        for text in ["false", "False", "FALSE"] { #expect(CoreSchema.resolve(text) == .bool(false)) }
        for text in [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"] { #expect(CoreSchema.resolve(text) == .float(.infinity)) }
        for text in ["-.inf", "-.Inf", "-.INF"] { #expect(CoreSchema.resolve(text) == .float(-.infinity)) }
        for text in [".nan", ".NaN", ".NAN"] {
            guard case .float(let value) = CoreSchema.resolve(text) else { Issue.record("\(text) is not a float"); continue }
            #expect(value.isNaN)
        }
        #expect(CoreSchema.resolve(".1234567890") == .float(0.123456789))
        #expect(CoreSchema.resolve("-12345678901") == .int(-12345678901))
        #expect(CoreSchema.resolve("0x1F") == .int(31))
        #expect(CoreSchema.resolve("0o17") == .int(15))
    }

    @Test func everythingElseIsAString() {
        for text in ["nullable", "NULLS", "truely", "falsehood", "~~", "n", "None", "TRUE!", "ｔｒｕｅ", "電話番号", "no", "off",
                     "  null", ".infinity", "1.2.3", "-", "+", "."] {
            #expect(CoreSchema.resolve(text) == .string, "\(text)")
            #expect(!CoreSchema.isNull(text), "\(text)")
        }
    }
}
