/// A date, time or date and time written in ISO 8601 in a spec
/// (`2024-04-01`, `09:30`, `2024-04-01T09:30:00`), validated and comparable.
struct ISODate: Comparable {
    /// Year, month, day, hour, minute, second; absent parts are 0.
    var parts: [Int]

    /// Parses `text` as the format `mode` uses; nil when malformed or out of range.
    init?(_ text: String, mode: DateMode) {
        let dateAndTime = text.split(separator: "T", omittingEmptySubsequences: false)
        switch mode {
        case .date:
            guard let date = Self.date(text) else { return nil }
            parts = date + [0, 0, 0]
        case .time:
            guard let time = Self.time(text) else { return nil }
            parts = [0, 0, 0] + time
        case .dateAndTime:
            guard dateAndTime.count == 2, let date = Self.date(dateAndTime[0]), let time = Self.time(dateAndTime[1])
            else { return nil }
            parts = date + time
        }
    }

    /// How `mode` is written, for messages.
    static func format(_ mode: DateMode) -> String {
        switch mode {
        case .date: "a date 'YYYY-MM-DD'"
        case .time: "a time 'HH:MM' or 'HH:MM:SS'"
        case .dateAndTime: "a date and time 'YYYY-MM-DDTHH:MM' or 'YYYY-MM-DDTHH:MM:SS'"
        }
    }

    static func < (lhs: ISODate, rhs: ISODate) -> Bool { lhs.parts.lexicographicallyPrecedes(rhs.parts) }

    private static func date(_ text: Substring) -> [Int]? { date(String(text)) }

    private static func date(_ text: String) -> [Int]? {
        let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
        guard pieces.count == 3, pieces[0].count == 4, pieces[1].count == 2, pieces[2].count == 2,
              let year = number(pieces[0]), let month = number(pieces[1]), let day = number(pieces[2]),
              year >= 1, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        return [year, month, day]
    }

    private static func time(_ text: Substring) -> [Int]? { time(String(text)) }

    private static func time(_ text: String) -> [Int]? {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count == 2 || pieces.count == 3, pieces.allSatisfy({ $0.count == 2 }),
              let hour = number(pieces[0]), let minute = number(pieces[1]),
              hour < 24, minute < 60 else { return nil }
        let second = pieces.count == 3 ? number(pieces[2]) : 0
        guard let second, second < 60 else { return nil }
        return [hour, minute, second]
    }

    private static func number(_ text: Substring) -> Int? {
        guard text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
