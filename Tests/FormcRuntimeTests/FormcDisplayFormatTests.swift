import Foundation
import FormcRuntime
import Testing

/// Display formats as the ready screen, SwiftUI and a submit title show
/// values, in fixed locales (Foundation's formatters, on Linux as on iOS).
@Suite struct FormcDisplayFormatTests {
    static let ja = Locale(identifier: "ja_JP")
    static let en = Locale(identifier: "en_US")

    @Test func currencies() {
        let yen = FormcDisplayFormat(.currency("JPY"))
        #expect(yen.text(1200, locale: Self.en) == "¥1,200")
        #expect(yen.text(1200, locale: Self.ja).hasSuffix("1,200"))
        #expect(yen.text(Decimal(string: "1200.4"), locale: Self.en) == "¥1,200")  // The yen has no fraction digits.
        let dollars = FormcDisplayFormat(.currency("USD"))
        #expect(dollars.text(Decimal(string: "12.5"), locale: Self.en) == "$12.50")
        #expect(yen.text(nil as Int?, locale: Self.en) == "")
    }

    @Test func numbersPercentsAndUnits() {
        #expect(FormcDisplayFormat().text(1234567, locale: Self.en) == "1,234,567")
        #expect(FormcDisplayFormat(grouping: false).text(1234567, locale: Self.en) == "1234567")
        #expect(FormcDisplayFormat(suffix: " kg").text(Decimal(string: "62.5"), locale: Self.en) == "62.5 kg")
        #expect(FormcDisplayFormat(suffix: "円").text(1200, locale: Self.ja) == "1,200円")
        #expect(FormcDisplayFormat(fractionDigits: 2).text(Decimal(string: "3.1"), locale: Self.en) == "3.10")
        #expect(FormcDisplayFormat(.percent).text(Decimal(string: "0.25"), locale: Self.en) == "25%")
        #expect(FormcDisplayFormat(.percent, fractionDigits: 1).text(Decimal(string: "0.125"), locale: Self.en) == "12.5%")
        #expect(FormcDisplayFormat(prefix: "$").text(5, locale: Self.en) == "$5")
    }

    @Test func dates() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let date = calendar.date(from: DateComponents(year: 2026, month: 12, day: 2, hour: 9, minute: 30))
        #expect(FormcDisplayFormat(date: .long).text(date, locale: Self.ja) == "2026年12月2日")
        #expect(FormcDisplayFormat(date: .long).text(date, locale: Self.en) == "December 2, 2026")
        #expect(FormcDisplayFormat(date: .none, time: .short).text(date, locale: Self.ja) == "9:30")
        #expect(FormcDisplayFormat(date: .medium).text(nil as Date?, locale: Self.en) == "")
    }

    @Test func theFormsLanguageChoosesTheLocale() {
        #expect(FormcDisplayFormat.locale(for: .ja, current: Locale(identifier: "en_GB")).identifier == "ja_JP")
        #expect(FormcDisplayFormat.locale(for: .en, current: Locale(identifier: "en_GB")).identifier == "en_GB")
        #expect(FormcDisplayFormat.locale(for: nil, current: Locale(identifier: "fr_FR")).identifier == "fr_FR")
    }

    @Test func titlesShowValues() {
        let values = ["amount": "¥1,200"]
        #expect(FormcDisplayText.fill("PAY {amount}") { values[$0] } == "PAY ¥1,200")
        #expect(FormcDisplayText.fill("{amount} を支払う") { values[$0] } == "¥1,200 を支払う")
        #expect(FormcDisplayText.fill("{other} {") { values[$0] } == "{other} {")
        #expect(FormcDisplayText.placeholders(in: "{a} and {b}") == ["a", "b"])
    }
}
