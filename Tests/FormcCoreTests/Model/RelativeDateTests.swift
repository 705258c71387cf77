@testable import FormcCore
import Testing

@Suite struct RelativeDateTests {
    @Test(arguments: [
        ("today", RelativeDate(.today)),
        ("now", RelativeDate(.now)),
        ("today + 2 days", RelativeDate(.today, 2, .day)),
        ("today - 18 years", RelativeDate(.today, -18, .year)),
        ("today-1 day", RelativeDate(.today, -1, .day)),
        ("  now +1 hour ", RelativeDate(.now, 1, .hour)),
        ("now - 90 minutes", RelativeDate(.now, -90, .minute)),
        ("today + 1 month", RelativeDate(.today, 1, .month)),
        ("today + 3 weeks", RelativeDate(.today, 3, .week)),
    ])
    func parsesTheGrammar(text: String, expected: RelativeDate) throws {
        #expect(try RelativeDateParser.parse(text).get() == expected)
    }

    @Test(arguments: [
        ("today +", RelativeDateParser.Failure.malformed),
        ("today + days", .malformed),
        ("today + 2days", .malformed),
        ("today * 2 days", .malformed),
        ("today + 2 days ago", .malformed),
        ("todays", .malformed),
        ("yesterday", .malformed),
        ("today + 2 dayz", .unknownUnit("dayz")),
        ("today + 1001 years", .tooFar),
        ("today + 9999999999 days", .tooFar),
        ("now + 999999999 minutes", .tooFar),
    ])
    func rejectsWhatItCannotRead(text: String, failure: RelativeDateParser.Failure) {
        #expect(throws: failure) { try RelativeDateParser.parse(text).get() }
    }

    @Test func writesItselfBackAsTheSpecWouldSayIt() {
        #expect(RelativeDate(.today, -18, .year).text == "today - 18 years")
        #expect(RelativeDate(.now, 1, .hour).text == "now + 1 hour")
        #expect(RelativeDate(.today).text == "today")
    }

    @Test func ordersOnlyWhatHoldsOnEveryDay() {
        let order = Checking.compareRelative
        #expect(order(RelativeDate(.today, 1, .month), RelativeDate(.today, 2, .week)) == .orderedDescending)
        #expect(order(RelativeDate(.today, 1, .month), RelativeDate(.today, 30, .day)) == nil, "30 days is more than February")
        #expect(order(RelativeDate(.today), RelativeDate(.now)) == nil, "now is some time today")
        #expect(order(RelativeDate(.today), RelativeDate(.now, 1, .day)) == .orderedAscending)
        #expect(order(RelativeDate(.today, -1, .year), RelativeDate(.today, -365, .day)) == nil, "a leap year is 366 days")
        #expect(order(RelativeDate(.today, -1, .year), RelativeDate(.today, -367, .day)) == .orderedDescending)
    }
}
