import FormcRuntime
import Foundation
import Testing

/// Hostile round 4, item 9: a decimal field's text is read strictly, in the
/// user's locale; what is not a whole number is "not a number", never a part of it.
@Suite struct FormcNumberTextTests {
    static let english = Locale(identifier: "en_US")
    static let german = Locale(identifier: "de_DE")

    @Test(arguments: ["1.2.3", "+-1", "e", ".", "-", "--", "1-", "1e", "1e+", "12.5kg", "1,5", " ", "", "１２"])
    func whatIsNotAWholeNumberIsNone(_ text: String) {
        #expect(FormcNumberText.decimal(from: text, locale: Self.english) == nil, "'\(text)'")
    }

    @Test func numbersAreReadWholeWithTheLocalesSeparator() {
        #expect(FormcNumberText.decimal(from: "12.50", locale: Self.english) == Decimal(string: "12.5"))
        #expect(FormcNumberText.decimal(from: "-0.5", locale: Self.english) == Decimal(string: "-0.5"))
        #expect(FormcNumberText.decimal(from: ".5", locale: Self.english) == Decimal(string: "0.5"))
        #expect(FormcNumberText.decimal(from: "3.", locale: Self.english) == 3, "typed so far: a number")
        #expect(FormcNumberText.decimal(from: "+1e3", locale: Self.english) == 1000)
        #expect(FormcNumberText.decimal(from: " 7 ", locale: Self.english) == 7)
        #expect(FormcNumberText.decimal(from: "1,5", locale: Self.german) == Decimal(string: "1.5"))
        #expect(FormcNumberText.decimal(from: "1.5", locale: Self.german) == nil, "not the German separator")
    }

    @Test func aWholeNumberFieldIsStrictToo() {
        for text in ["1.0", "+-1", "1-", "e", "-"] { #expect(FormcNumberText.integer(from: text) == nil, "'\(text)'") }
        #expect(FormcNumberText.integer(from: "-12") == -12)
        #expect(FormcNumberText.isInvalid("1.2.3", kind: .decimal))
        #expect(!FormcNumberText.isInvalid("", kind: .decimal))
    }
}
