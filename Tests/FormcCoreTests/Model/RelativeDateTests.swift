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

    /// Issue 23, item 5: both bounds share one `now`, and months and years add up exactly.
    @Test func ordersExactlyWhatTheCalendarAlwaysOrders() {
        let order = Checking.compareRelative
        #expect(order(RelativeDate(.now, 2, .hour), RelativeDate(.now, 1, .hour)) == .orderedDescending)
        #expect(order(RelativeDate(.now, 90, .minute), RelativeDate(.now, 1, .hour)) == .orderedDescending)
        #expect(order(RelativeDate(.now, 60, .minute), RelativeDate(.now, 1, .hour)) == .orderedSame)
        #expect(order(RelativeDate(.now, 1, .day), RelativeDate(.now, 23, .hour)) == .orderedDescending)
        #expect(order(RelativeDate(.now), RelativeDate(.now, 1, .minute)) == .orderedAscending)
        #expect(order(RelativeDate(.today, 13, .month), RelativeDate(.today, 1, .year)) == .orderedDescending)
        #expect(order(RelativeDate(.today, 12, .month), RelativeDate(.today, 1, .year)) == .orderedSame)
        #expect(order(RelativeDate(.today, -11, .month), RelativeDate(.today, -1, .year)) == .orderedDescending)
        #expect(order(RelativeDate(.today, 2, .week), RelativeDate(.today, 15, .day)) == .orderedAscending)
        // The slack that is real stays.
        #expect(order(RelativeDate(.now, 1, .month), RelativeDate(.now, 30, .day)) == nil, "a month is 28 to 31 days")
        #expect(order(RelativeDate(.now, 2, .hour), RelativeDate(.today, 1, .day)) == nil, "now is any time of the day")
        #expect(order(RelativeDate(.now, 1, .month), RelativeDate(.now, 27, .day)) == .orderedDescending)
    }
}
