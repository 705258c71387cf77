import Foundation
import FormcRuntime
import Testing

/// Normalisation and masks, as text fields run them: tables of what Japanese
/// users type, and of edits with where the caret ends.
@Suite struct FormcTextFormatTests {
    @Test(arguments: [
        // (transforms, input, expected)
        ([FormcNormalization.Transform.halfwidth], "０９０-1234-5678", "090-1234-5678"),
        ([.halfwidth], "ＡＢＣ１２３", "ABC123"),
        ([.halfwidth], "山田\u{3000}太郎", "山田 太郎"),
        ([.halfwidth], "ﾔﾏﾀﾞ", "ﾔﾏﾀﾞ"),  // Half-width katakana are not ASCII: untouched.
        ([.fullwidthKatakana], "ﾔﾏﾀﾞ ﾀﾛｳ", "ヤマダ タロウ"),
        ([.fullwidthKatakana], "ｶﾞｷﾞﾊﾟﾋﾟｳﾞ", "ガギパピヴ"),
        ([.fullwidthKatakana], "ﾞｱﾟ", "゛ア゜"),  // Marks with nothing to compose with stay visible.
        ([.fullwidthKatakana], "｢ｱｲｳ｣､ｰ｡", "「アイウ」、ー。"),
        ([.katakana], "やまだ", "ヤマダ"),
        ([.katakana], "か\u{3099}ぱ", "ガパ"),  // Decomposed voiced mark composed.
        ([.katakana], "ガ", "ガ"),  // Already composed: unchanged.
        ([.katakana], "ゔぁ", "ヴァ"),
        ([.katakana, .fullwidthKatakana], "やまだ ﾀﾛｳ", "ヤマダ タロウ"),
        ([.katakana], "やまだ😀é", "ヤマダ😀é"),  // Emoji and combining marks survive.
        ([.halfwidth, .katakana], "👨‍👩‍👧 ｅ\u{0301}", "👨‍👩‍👧 e\u{0301}"),
        ([.trim], "  山田 太郎\u{3000}\n", "山田 太郎"),
        ([.uppercase, .halfwidth], "ａｂc", "ABC"),
        ([.lowercase], "ABC Ä", "abc ä"),
        ([], "そのまま", "そのまま"),
        // よみがな: katakana, full- or half-width, to hiragana.
        ([.hiragana], "ヤマダ タロウ", "やまだ たろう"),
        ([.hiragana], "ﾔﾏﾀﾞ ﾀﾛｳ", "やまだ たろう"),  // Half-width composed first.
        ([.hiragana], "ｶﾞｯｺｳ ﾊﾟﾝ ｳﾞｧ", "がっこう ぱん ゔぁ"),
        ([.hiragana], "ヴィヴァルディ", "ゔぃゔぁるでぃ"),
        ([.hiragana], "コーヒー・ヷ", "こーひー・ヷ"),  // ー, ・ and ヷ have no hiragana.
        ([.hiragana], "ﾜﾞ", "ヷ"),  // Composed to ヷ, which stays.
        ([.hiragana], "カ\u{3099}ハ\u{309A}", "がぱ"),  // Decomposed marks composed.
        ([.hiragana], "ヵヶヽヾ", "ゕゖゝゞ"),
        ([.hiragana], "山田タロウ😀é Abc", "山田たろう😀é Abc"),  // Kanji, emoji, combining marks, ASCII stay.
        ([.hiragana, .trim], "\u{3000}スズキ\u{3000}", "すずき"),
        // 全銀: kana and full-width ASCII to half-width katakana.
        ([.halfwidthKatakana], "ヤマダ　タロウ", "ﾔﾏﾀﾞ ﾀﾛｳ"),
        ([.halfwidthKatakana], "やまだ たろう", "ﾔﾏﾀﾞ ﾀﾛｳ"),  // Hiragana too.
        ([.halfwidthKatakana], "ガギグゲゴパピプペポヴ", "ｶﾞｷﾞｸﾞｹﾞｺﾞﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟｳﾞ"),
        ([.halfwidthKatakana], "キャッシュ", "ｷﾔﾂｼﾕ"),  // Small kana large, as banks take them.
        ([.halfwidthKatakana], "ァィゥェォヮヵヶ", "ｱｲｳｴｵﾜｶｹ"),
        ([.halfwidthKatakana], "ﾔﾏﾀﾞ ｷｬｯｼｭ", "ﾔﾏﾀﾞ ｷﾔﾂｼﾕ"),  // Half-width small kana large too.
        ([.halfwidthKatakana], "カ\u{3099}ふ\u{309A}", "ｶﾞﾌﾟ"),  // Decomposed marks.
        ([.halfwidthKatakana], "ヰヱヲヷヺ", "ｲｴｦﾜﾞｦﾞ"),
        ([.halfwidthKatakana], "コーヒー・ショップ", "ｺ-ﾋ-.ｼﾖﾂﾌﾟ"),  // ー → -, ・ → .
        ([.halfwidthKatakana], "（カ）ヤマダ／ＡＢＣ－１２", "(ｶ)ﾔﾏﾀﾞ/ABC-12"),
        ([.halfwidthKatakana], "「ア」、。゛", "｢ｱ｣,.ﾞ"),
        ([.halfwidthKatakana, .uppercase], "ｙａｍａｄａ taro", "YAMADA TARO"),
        ([.halfwidthKatakana], "山田😀é", "山田😀é"),  // No rule: unchanged.
    ])
    func normalisation(_ transforms: [FormcNormalization.Transform], _ input: String, _ expected: String) {
        #expect(FormcNormalization(transforms).apply(input) == expected)
    }

    @Test(arguments: [
        // (digits, input, expected)
        (3, "1", "001"),
        (3, "12", "012"),
        (3, "123", "123"),
        (3, "1234", "1234"),  // Longer: left as it is.
        (7, "1234", "0001234"),
        (3, "", ""),  // Empty stays empty, so `required` still sees it.
        (3, "1a", "1a"),  // Not digits only: left for the rules.
        (3, "-1", "-1"),
        (3, "1 ", "1 "),
        (3, "１", "１"),  // Full-width: only with `halfwidth`.
        (3, "٣", "٣"),  // Other scripts' digits are not ASCII.
        (32, "9", String(repeating: "0", count: 31) + "9"),
    ])
    func zeroPadding(_ digits: Int, _ input: String, _ expected: String) {
        #expect(FormcNormalization([], zeroPad: digits).apply(input) == expected)
    }

    @Test func zeroPaddingRunsAfterTheOtherRewrites() {
        let branch = FormcNormalization([.halfwidth, .trim], zeroPad: 3)
        #expect(branch.apply(" １\u{3000}") == "001")
        #expect(branch.characters("１") == "1", "never padded as typed")
    }

    @Test func zeroPaddingWaitsForTheEndOfEditingOnBothViews() {
        let branch = FormcTextFormat(normalize: FormcNormalization([.halfwidth], zeroPad: 3), timing: .typing)
        // UIKit: typing shows what was typed, unpadded, the caret after it.
        #expect(caret(branch.edit("", range: NSRange(location: 0, length: 0), replacement: "１")) == "1|")
        #expect(caret(branch.edit("1", range: NSRange(location: 1, length: 0), replacement: "2")) == "12|")
        // SwiftUI: whole-text edits are not padded either.
        #expect(branch.typed("1", replacing: "") == "1")
        // Both: the end of editing pads, and the model holds the padded value throughout.
        #expect(branch.endEditing("1") == "001")
        #expect(branch.value(of: "12") == "012")
        let ending = FormcTextFormat(normalize: FormcNormalization([], zeroPad: 4))
        #expect(!ending.formatsAsTyped)
        #expect(ending.edit("1", range: NSRange(location: 1, length: 0), replacement: "2") == nil)
        #expect(ending.endEditing("12") == "0012")
    }

    @Test func kanaRewritesOnBothViews() {
        let yomigana = FormcTextFormat(normalize: FormcNormalization([.hiragana]), timing: .typing)
        // UIKit: a committed katakana edit is rewritten, the caret after it.
        #expect(caret(yomigana.edit("やま", range: NSRange(location: 2, length: 0), replacement: "ダ")) == "やまだ|")
        #expect(caret(yomigana.edit("ﾔﾏﾀ", range: NSRange(location: 3, length: 0), replacement: "ﾞ")) == "やまだ|")
        // SwiftUI: kana may be composing, so left until editing ends.
        #expect(yomigana.typed("ヤマ", replacing: "ヤ") == "ヤマ")
        #expect(yomigana.endEditing("ヤマダ") == "やまだ")
        let account = FormcTextFormat(normalize: FormcNormalization([.halfwidthKatakana, .uppercase, .trim]), timing: .typing)
        // UIKit: ガ becomes two scalars, ｶﾞ; the caret goes after both.
        #expect(caret(account.edit("ヤマ", range: NSRange(location: 2, length: 0), replacement: "ダ")) == "ﾔﾏﾀﾞ|")
        #expect(caret(account.edit("ダ", range: NSRange(location: 0, length: 0), replacement: "ヤマ")) == "ﾔﾏ|ﾀﾞ")
        // SwiftUI: ASCII is rewritten as typed, kana when editing ends.
        #expect(account.typed("abc", replacing: "ab") == "ABC")
        #expect(account.typed("やまだ", replacing: "やま") == "やまだ")
        #expect(account.endEditing(" やまだ　たろう ") == "ﾔﾏﾀﾞ ﾀﾛｳ")
        #expect(account.value(of: "ｶ)ﾔﾏﾀﾞ") == "ｶ)ﾔﾏﾀﾞ")
    }

    @Test func trimWaitsForTheEndOfEditing() {
        let normalization = FormcNormalization([.trim, .katakana])
        #expect(normalization.characters("やまだ ") == "ヤマダ ")
        #expect(normalization.apply("やまだ ") == "ヤマダ")
    }

    @Test(arguments: [
        // (mask, input, expected)
        ("###-####", "1234567", "123-4567"),
        ("###-####", "123-4567", "123-4567"),
        ("###-####", "123", "123"),  // No dangling separator.
        ("###-####", "1234", "123-4"),
        ("###-####", "12a3b", "123"),  // What does not fit is dropped.
        ("###-####", "123456789", "123-4567"),  // What does not fit in the mask is dropped.
        ("###-####", "０１２", ""),  // Full-width digits need `halfwidth`.
        ("(###) ###-####", "0312345678", "(031) 234-5678"),
        ("AA-##", "ab12", "ab-12"),
        ("**/**", "a/bcd", "ab/cd"),
        ("\\#-##", "12", "#-12"),
    ])
    func masks(_ pattern: String, _ input: String, _ expected: String) {
        #expect(FormcMask(pattern).format(input) == expected)
    }

    /// `text` with `|` as the caret.
    private func caret(_ edit: FormcTextEdit?) -> String? {
        guard let edit else { return nil }
        let text = edit.text as NSString
        return text.substring(to: edit.cursor) + "|" + text.substring(from: edit.cursor)
    }

    private let phone = FormcTextFormat(normalize: FormcNormalization([.halfwidth]), mask: FormcMask("###-####-####"))

    @Test func typingFullWidthDigitsIntoAPhoneMaskKeepsTheCaretAtTheEnd() {
        var text = ""
        for digit in "０９０１２３４５６７８" {
            let length = (text as NSString).length
            let edit = phone.edit(text, range: NSRange(location: length, length: 0), replacement: String(digit))
            text = edit?.text ?? text
            #expect(edit?.cursor == (text as NSString).length)
        }
        #expect(text == "090-1234-5678")
    }

    @Test(arguments: [
        // (text, range, replacement, expected with the caret)
        ("090-1234", NSRange(location: 2, length: 0), "5", "095|-0123-4"),  // Typed in the middle.
        ("090-1234", NSRange(location: 4, length: 0), "9", "090-9|123-4"),  // Typed after a separator.
        ("090-1234", NSRange(location: 3, length: 1), "", "09|1-234"),  // Backspace over a separator.
        ("090-1234", NSRange(location: 4, length: 1), "", "090|-234"),  // A digit after the separator: the caret stays before the separator.
        ("090-1", NSRange(location: 4, length: 1), "", "090|"),  // The last digit: the separator goes too.
        ("", NSRange(location: 0, length: 0), "09012345678", "090-1234-5678|"),  // Paste.
        ("090-", NSRange(location: 0, length: 4), "", "|"),  // Select all, delete.
        ("090-1234", NSRange(location: 9, length: 0), "5", nil),  // A range past the end.
    ])
    func phoneEdits(_ text: String, _ range: NSRange, _ replacement: String, _ expected: String?) {
        #expect(caret(phone.edit(text, range: range, replacement: replacement)) == expected)
    }

    @Test func pasteIntoAPostalCodeMask() {
        let postal = FormcTextFormat(mask: FormcMask("###-####"))
        #expect(caret(postal.edit("", range: NSRange(location: 0, length: 0), replacement: "1234567")) == "123-4567|")
        #expect(caret(postal.edit("12", range: NSRange(location: 1, length: 0), replacement: "〒 99")) == "199|-2")
    }

    @Test func normalisationAsTypedKeepsTheCaretAfterTheTypedCharacter() {
        let kana = FormcTextFormat(normalize: FormcNormalization([.fullwidthKatakana]), timing: .typing)
        #expect(caret(kana.edit("ﾔﾏﾀ", range: NSRange(location: 3, length: 0), replacement: "ﾞ")) == "ヤマダ|")
        #expect(caret(kana.edit("ヤダ", range: NSRange(location: 1, length: 0), replacement: "ﾏ")) == "ヤマ|ダ")
    }

    @Test func normalisationOnEndEditingLeavesTypingAlone() {
        let kana = FormcTextFormat(normalize: FormcNormalization([.katakana, .trim]))
        #expect(!kana.formatsAsTyped)
        #expect(kana.edit("や", range: NSRange(location: 1, length: 0), replacement: "ま") == nil)
        #expect(kana.value(of: " やまだ ") == "ヤマダ")
        #expect(kana.endEditing(" やまだ ") == "ヤマダ")
    }

    @Test func theModelHoldsTheFormattedValue() {
        #expect(phone.value(of: "０９０１２３４５６７８") == "090-1234-5678")
    }

    // MARK: Whole-text edits (SwiftUI)

    @Test(arguments: [
        // (old, new, shown)
        ("", "0", "0"),
        ("090", "0901", "090-1"),  // A separator appears as the digit after it is typed.
        ("", "09012345678", "090-1234-5678"),  // A paste.
        ("090-1", "090-", "090"),  // Deleting the digit after a separator leaves no dangling separator.
        ("090-1234", "090-123", "090-123"),
        ("090-1234-5678", "090-12345678", "090-1235-678"),  // Deleting only a separator deletes the digit before it.
        ("090", "０", "０"),  // Not ASCII: an input method may be composing; left for the end of editing.
        ("", "090-1234-56789", "090-1234-5678"),  // What does not fit is dropped.
    ])
    func wholeTextEditsOfAPhoneMask(_ old: String, _ new: String, _ shown: String) {
        #expect(phone.typed(new, replacing: old) == shown)
    }

    @Test func wholeTextEditsLeaveAnInputMethodsCompositionAlone() {
        let kana = FormcTextFormat(normalize: FormcNormalization([.fullwidthKatakana]), timing: .typing)
        #expect(kana.typed("やま", replacing: "や") == "やま", "composing kana are not rewritten as typed")
        #expect(kana.endEditing("ﾔﾏ") == "ヤマ", "they are once editing ends")
        let trim = FormcTextFormat(normalize: FormcNormalization([.trim]))
        #expect(trim.typed("a ", replacing: "a") == "a ", "no rewrite without a mask or a typing normalisation")
    }
}
