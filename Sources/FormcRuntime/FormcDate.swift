import Foundation

/// Dates written in a spec, made in the user's time zone (as a date picker
/// shows them). A spec's dates are ISO 8601, so Gregorian: they are built with
/// a Gregorian calendar whatever the device's (under the Japanese calendar,
/// `Calendar.current` would read 2024 as a Reiwa year and make 4042).
public enum FormcDate {
    /// The date with these components; `year`, `month` and `day` left out for a time of day.
    public static func make(
        year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int = 0, minute: Int = 0, second: Int = 0
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let components = DateComponents(year: year ?? 2000, month: month ?? 1, day: day ?? 1,
                                        hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? Date(timeIntervalSinceReferenceDate: 0)
    }
}

extension FormcDate {
    /// The start of `date`'s day in the user's calendar (`Calendar.current`):
    /// a `date_only_when` field's value while it picks the date only.
    public static func startOfDay(_ date: Date?) -> Date? {
        date.map { Calendar.current.startOfDay(for: $0) }
    }
}
