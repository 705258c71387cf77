import FormcRuntime
import Foundation
import Testing

/// A year list (`{ from: this_year, count: 10 }`, `Tests/Fixtures/generate/card-expiry.form.yaml`):
/// the state makes it from the clock, with no app, and the field keeps an `Int?`.
@MainActor
@Suite struct YearListTests {
    @Test func theStateOffersTenYearsFromThisYearOn() {
        let state = CardExpiryFormState()
        let thisYear = Calendar(identifier: .gregorian).component(.year, from: Date())
        #expect(state.cardYearOptions.map(\.value) == Array(thisYear..<thisYear + 10), "there at once, no app asked")
        #expect(state.cardYearOptions.first?.label == String(thisYear))
        #expect(state.values.expiryYear == nil)
        #expect(state.issue(for: .expiryYear) == nil && !state.isValid, "required, not yet shown")
        state.values.expiryYear = thisYear + 3
        #expect(state.isVisible(.note), "a condition tests it with empty")
        #expect(state.values.billingPrefecture == .tokyo, "the built-in list's default")
        #expect(CardExpiryForm.Prefecture.allCases.count == 47)
    }

    @Test func yearsCountFromTheYearOfTheDateGiven() {
        let noon = Date(timeIntervalSince1970: 1_893_499_200)  // 2030-01-01 12:00 UTC: 2030 in every time zone.
        #expect(FormcOption<Int>.years(count: 3, now: noon).map(\.value) == [2030, 2031, 2032])
        #expect(FormcOption<Int>.years(count: 0, now: noon).isEmpty)
    }
}
