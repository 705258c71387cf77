import FormcCore
import Foundation
import FormcRuntime
import Testing

/// Links in texts (`[text](url)`) and the confirmation summary's display texts.
@Suite struct FormcLinksAndDisplayTests {
    @Test func aLinkIsParsedIntoRunsAndItsPlainText() throws {
        let text = FormcLinkedText("[プライバシーポリシー](https://example.com/privacy)に同意する")
        #expect(text.plainText == "プライバシーポリシーに同意する")
        #expect(text.runs.count == 2)
        #expect(text.urls == [try #require(URL(string: "https://example.com/privacy"))])
        let range = try #require(text.linkRanges.first).range
        #expect(range.location == 0 && range.length == "プライバシーポリシー".utf16.count)
    }

    @Test func theAttributedStringCarriesTheLinks() throws {
        let text = FormcLinkedText("ご利用前に[利用規約](https://example.com/terms)をお読みください。")
        let attributed = text.attributedString
        #expect(String(attributed.characters) == "ご利用前に利用規約をお読みください。")
        let links = attributed.runs.compactMap { $0[AttributeScopes.FoundationAttributes.LinkAttribute.self] }
        #expect(links == [try #require(URL(string: "https://example.com/terms"))])
    }

    @Test func bracketsThatAreNotLinksStayText() {
        for plain in ["【必須】[任意] (注)", "[a](javascript:alert(1))", "[](https://example.com)", "[a](terms.html)", "a [b](https://x.com"] {
            let text = FormcLinkedText(plain)
            #expect(!text.hasLinks, "\(plain)")
        }
        #expect(FormcLinkedText("[a](javascript:alert(1))").plainText.contains("javascript"), "shown as written, never opened")
    }

    /// The checker and the runtime read links alike: what formc accepts the runtime opens.
    @Test func theCheckerAndTheRuntimeAgree() {
        let addresses = ["https://example.com/terms", "http://example.com", "mailto:info@example.com", "tel:0312345678",
                         "HTTPS://EXAMPLE.COM", "javascript:alert(1)", "data:text/html,x", "file:///etc/passwd",
                         "terms.html", "https://", "https:///path", "mailto:", "https://exa mple.com", "", "ftp://example.com"]
        for address in addresses {
            let runtime = FormcLinkedText("[x](\(address))").hasLinks
            let checker = TextLinks("[x](\(address))")
            #expect(runtime == (checker.problems.isEmpty && checker.links.count == 1), "\(address)")
        }
    }

    @Test func displayTextsInJapaneseAndEnglish() {
        let ja = FormcMessages(language: .ja), en = FormcMessages(language: .en)
        #expect(ja.displayText(.flag(true)) == "はい")
        #expect(en.displayText(.flag(false)) == "No")
        #expect(ja.displayText(.text("")) == "未入力")
        #expect(en.displayText(.number(nil)) == "Not entered")
        #expect(ja.displayText(.secret(isEmpty: false)) == "••••••••")
        #expect(ja.displayText(.secret(isEmpty: true)) == "未入力")
        #expect(ja.displayText(.choices(["メール", "電話"])) == "メール、電話")
        #expect(en.displayText(.choices(["Mail", "Phone"])) == "Mail, Phone")
        #expect(en.displayText(.choices([])) == "Not entered")
        #expect(en.displayText(.number(1200), locale: Locale(identifier: "en_US")) == "1,200")
    }

    /// The summary's numbers and dates go through `FormcDisplayText`, the formatter the UIs and the submit title use.
    @Test func summaryNumbersAndDatesAreTheDisplayTextOnes() {
        let en = FormcMessages(language: .en), us = Locale(identifier: "en_US")
        let grouped = FormcDisplayFormat()
        #expect(en.displayText(.number(-1200), locale: us) == FormcDisplayText.number(-1200, grouped, locale: us))
        #expect(en.displayText(.decimal(Decimal(string: "1234.5")), locale: us) == "1,234.5")
        #expect(en.displayText(.real(0.1), locale: us) == "0.1", "the double's shortest digits")
        #expect(en.displayText(.real(2), locale: us) == "2")
        let date = FormcDate.make(year: 2026, month: 5, day: 1, hour: 9, minute: 30)
        #expect(en.displayText(.date(date, .dateAndTime), locale: us)
                == FormcDisplayText.date(date, FormcDisplayFormat(date: .medium, time: .short), locale: us))
        #expect(en.displayText(.date(date, .date), locale: us) == "May 1, 2026")
        #expect(en.displayText(.date(nil, .time)) == "Not entered")
    }

    /// Without the state (which knows the app's labels), an app list's choices show as their codes.
    @Test func appChoicesWithoutTheirListShowTheirCodes() {
        let ja = FormcMessages(language: .ja)
        #expect(ja.displayText(.appOption("umeda", list: "store")) == "umeda")
        #expect(ja.displayText(.appOption(Optional<Int>.none, list: "plan")) == "未入力")
        #expect(FormcDisplayValue.appOption(7, list: "plan") == .appChoices(list: "plan", codes: ["7"]))
    }
}
