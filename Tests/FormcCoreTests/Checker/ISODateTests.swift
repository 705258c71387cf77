import Testing
@testable import FormcCore

@Suite struct ISODateTests {
    @Test(arguments: ["2024-02-29", "1900-01-01", "0001-12-31"])
    func validDates(_ text: String) { #expect(ISODate(text, mode: .date) != nil) }

    @Test(arguments: ["2023-02-29", "2024-13-01", "2024-1-01", "2024/01/01", "24-01-01", "2024-01-01T00:00", "", "2024-04-31"])
    func invalidDates(_ text: String) { #expect(ISODate(text, mode: .date) == nil) }

    @Test func timesAndDateTimes() {
        #expect(ISODate("09:30", mode: .time)?.parts == [0, 0, 0, 9, 30, 0])
        #expect(ISODate("23:59:59", mode: .time)?.parts == [0, 0, 0, 23, 59, 59])
        #expect(ISODate("24:00", mode: .time) == nil)
        #expect(ISODate("9:30", mode: .time) == nil)
        #expect(ISODate("2024-04-01T09:30", mode: .dateAndTime)?.parts == [2024, 4, 1, 9, 30, 0])
        #expect(ISODate("2024-04-01 09:30", mode: .dateAndTime) == nil)
        #expect(ISODate("2024-04-01T09:30:60", mode: .dateAndTime) == nil)
    }

    @Test func ordersByParts() throws {
        let early = try #require(ISODate("2024-01-31", mode: .date))
        let late = try #require(ISODate("2024-02-01", mode: .date))
        #expect(early < late)
    }
}
