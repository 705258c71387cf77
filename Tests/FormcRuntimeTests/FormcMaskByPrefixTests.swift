import Foundation
import FormcRuntime
import Testing

/// Masks chosen by the value: card numbers by brand prefix, Japanese phone
/// numbers by area code (the longest prefix wins), typed one character at a
/// time as UIKit and SwiftUI type them.
@Suite struct FormcMaskByPrefixTests {
    static let card = FormcMask(byPrefix: [FormcMask.Case(["34", "37"], "#### ###### #####")], otherwise: "#### #### #### ####")
    static let phone = FormcMask(byPrefix: [
        FormcMask.Case(["03", "06"], "##-####-####"),
        FormcMask.Case(["0120", "0800"], "####-###-###"),
        FormcMask.Case(["070", "080", "090", "050"], "###-####-####"),
    ], otherwise: "###-###-####")

    @Test(arguments: [
        ("4111111111111111", "4111 1111 1111 1111"),
        ("371449635398431", "3714 496353 98431"),
        ("3714496353984319999", "3714 496353 98431"),  // Past the AMEX mask's end: dropped.
        ("3", "3"),
        ("37", "37"),
        ("37144", "3714 4"),
        ("4111 1111", "4111 1111"),
    ])
    func cardByBrand(input: String, expected: String) {
        #expect(Self.card.format(input) == expected)
    }

    @Test(arguments: [
        ("0312345678", "03-1234-5678"),
        ("0612345678", "06-1234-5678"),
        ("0120123456", "0120-123-456"),
        ("09012345678", "090-1234-5678"),
        ("0451234567", "045-123-4567"),
        ("012", "012"),  // "0120" not typed yet: the otherwise mask, no separator yet.
        ("0120", "0120"),
        ("01201", "0120-1"),
        ("03-1234-5678", "03-1234-5678"),  // Pasted formatted: the same.
        ("090-1234-5678", "090-1234-5678"),
        ("045-123-4567", "045-123-4567"),
    ])
    func japanesePhoneByAreaCode(input: String, expected: String) {
        #expect(Self.phone.format(input) == expected)
    }

    @Test func typingOneDigitAtATimeChangesTheMask() {
        let format = FormcTextFormat(mask: Self.card)
        var text = ""
        for digit in "371449635398431" {
            text = format.typed(text + String(digit), replacing: text)
        }
        #expect(text == "3714 496353 98431")
        var phone = ""
        let phoneFormat = FormcTextFormat(mask: Self.phone)
        for digit in "0312345678" {
            let edit = phoneFormat.edit(phone, range: NSRange(location: (phone as NSString).length, length: 0), replacement: String(digit))
            phone = edit?.text ?? phone
            #expect(edit?.cursor == (phone as NSString).length)
        }
        #expect(phone == "03-1234-5678")
    }

    @Test func deletingASeparatorDeletesTheDigitBefore() {
        let format = FormcTextFormat(mask: Self.phone)
        #expect(format.typed("03-1234", replacing: "03-1234-") == "03-1234")
        #expect(format.typed("03-12345678", replacing: "03-1234-5678") == "03-1235-678")
        // UIKit: backspace over the separator after "0120" deletes its "0": "012123"
        // no longer starts with 0120, so the otherwise mask takes it.
        let edit = format.edit("0120-123", range: NSRange(location: 4, length: 1), replacement: "")
        #expect(edit?.text == "012-123")
    }

    @Test func theCaretStaysAfterTheTypedDigitWhenTheMaskChanges() {
        // "012" under the otherwise mask; typing "0" at the end chooses "0120".
        let format = FormcTextFormat(mask: Self.phone)
        let edit = format.edit("012", range: NSRange(location: 3, length: 0), replacement: "0")
        #expect(edit == FormcTextEdit(text: "0120", cursor: 4))
        // Inserting in the middle of a card number.
        let card = FormcTextFormat(mask: Self.card)
        let inserted = card.edit("4111 1111", range: NSRange(location: 2, length: 0), replacement: "9")
        #expect(inserted == FormcTextEdit(text: "4191 1111 1", cursor: 3))
    }

    @Test func nonASCIITextIsLeftForTheInputMethod() {
        let format = FormcTextFormat(normalize: FormcNormalization([.halfwidth]), timing: .typing, mask: Self.phone)
        #expect(format.typed("０３", replacing: "") == "０３")
        #expect(format.value(of: "０３１２３４５６７８") == "03-1234-5678")
    }

    @Test func completeness() {
        #expect(Self.card.isComplete("3714 496353 98431"))
        #expect(!Self.card.isComplete("3714 496353 9843"))
        #expect(Self.card.isComplete("4111 1111 1111 1111"))
        #expect(Self.phone.isComplete("0120-123-456"))
        #expect(!Self.phone.isComplete("090-1234-567"))
        #expect(Self.card.length == 19)
        #expect(FormcMask("###-####").isComplete("123-4567"))
    }

    /// A security code whose length follows the card number's brand
    /// (`mask: { field: card_number, by_prefix: [{ prefix: ["34", "37"], mask: "####" }], otherwise: "###" }`).
    static let securityCode = FormcMask(byPrefix: [FormcMask.Case(["34", "37"], "####")], otherwise: "###")

    enum Field: String, FormcFormField {
        case securityCode
        var label: String { "Security code" }
        var isRequired: Bool { false }
    }

    @Test func anotherFieldsValueChoosesTheMask() {
        let amex = Self.securityCode.chosen(by: "3714 496353 98431", of: Self.card)
        #expect(amex.pattern == "####")
        #expect(amex.format("12345") == "1234")
        let visa = Self.securityCode.chosen(by: "4111 1111", of: Self.card)
        #expect(visa.pattern == "###")
        #expect(visa.format("1234") == "123")
        #expect(Self.securityCode.chosen(by: "", of: Self.card).pattern == "###")
        #expect(Self.securityCode.chosen(by: "3", of: Self.card).pattern == "###")
        // The source's separators are left out before comparing ("3714 4" is "37144").
        let spaced = FormcMask(byPrefix: [FormcMask.Case(["37144"], "####")], otherwise: "###")
        #expect(spaced.chosen(by: "3714 4", of: Self.card).pattern == "####")
        #expect(spaced.chosen(by: "3714 4", of: nil).pattern == "###")
        // Typed as the text input types it.
        let format = FormcTextFormat(mask: amex)
        #expect(format.typed("12345", replacing: "1234") == "1234")
    }

    @Test func theCompleteRuleFollowsTheChosenMask() {
        var issues = FormcIssues<Field>(messages: FormcMessages(language: .en))
        let amex = Self.securityCode.chosen(by: "3714 496353 98431", of: Self.card)
        let visa = Self.securityCode.chosen(by: "4111 1111 1111 1111", of: Self.card)
        issues.checkMaskComplete(.securityCode, "123", amex)
        #expect(issues.list.map(\.rule) == [.complete])
        #expect(issues.list.first?.message == "Security code is not complete.")
        issues.checkMaskComplete(.securityCode, "1234", amex)
        issues.checkMaskComplete(.securityCode, "123", visa)
        issues.checkMaskComplete(.securityCode, "", visa)  // Empty: `required`'s job.
        #expect(issues.list.count == 1)
        issues.checkMaskComplete(.securityCode, "1234", visa)  // A 4-digit code left after the brand changed.
        #expect(issues.list.count == 2)
        var japanese = FormcIssues<Field>(messages: FormcMessages(language: .ja))
        japanese.checkMaskComplete(.securityCode, "12", visa)
        #expect(japanese.list.first?.message == "Security codeを最後まで入力してください")
        var postcode = FormcIssues<Field>()
        postcode.checkMaskComplete(.securityCode, "123-45", FormcMask("###-####"))
        #expect(postcode.list.first?.message == "Security code is not complete.")
    }
}
