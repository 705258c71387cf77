/// A date, time or date and time written in ISO 8601 in a spec
/// (`2024-04-01`, `09:30`, `2024-04-01T09:30:00`), validated and comparable.
struct ISODate: Comparable {
    /// Year, month, day, hour, minute, second; absent parts are 0.
    var parts: [Int]

    /// Parses `text` as the format `mode` uses; nil when malformed or out of range.
    init?(_ text: String, mode: DateMode) {
        let bytes = Array(text.utf8)
        switch mode {
        case .date:
            guard bytes.count == 10, let date = Self.date(bytes[...]) else { return nil }
            parts = date + [0, 0, 0]
        case .time:
            guard let time = Self.time(bytes[...]) else { return nil }
            parts = [0, 0, 0] + time
        case .dateAndTime:
            guard bytes.count > 11, bytes[10] == UInt8(ascii: "T"),
                  let date = Self.date(bytes[..<10]), let time = Self.time(bytes[11...]) else { return nil }
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

    /// `YYYY-MM-DD`, exactly ten bytes.
    private static func date(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        let start = bytes.startIndex
        guard bytes.count == 10, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
              let year = number(bytes[start..<start + 4]), let month = number(bytes[start + 5..<start + 7]),
              let day = number(bytes[start + 8..<start + 10]),
              year >= 1, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        return [year, month, day]
    }

    /// `HH:MM` or `HH:MM:SS`.
    private static func time(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        let start = bytes.startIndex
        guard bytes.count == 5 || bytes.count == 8, bytes[start + 2] == UInt8(ascii: ":"),
              let hour = number(bytes[start..<start + 2]), let minute = number(bytes[start + 3..<start + 5]),
              hour < 24, minute < 60 else { return nil }
        guard bytes.count == 8 else { return [hour, minute, 0] }
        guard bytes[start + 5] == UInt8(ascii: ":"), let second = number(bytes[start + 6..<start + 8]), second < 60
        else { return nil }
        return [hour, minute, second]
    }

    /// ASCII digits only (no sign, no spaces).
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return digits.isEmpty ? nil : value
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
