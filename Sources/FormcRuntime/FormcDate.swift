import Foundation

/// Dates written in a spec, made in the user's calendar and time zone (as a
/// date picker shows them).
public enum FormcDate {
    /// The date with these components; `year`, `month` and `day` left out for a time of day.
    public static func make(
        year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int = 0, minute: Int = 0, second: Int = 0
    ) -> Date {
        let components = DateComponents(year: year ?? 2000, month: month ?? 1, day: day ?? 1,
                                        hour: hour, minute: minute, second: second)
        return Calendar.current.date(from: components) ?? Date(timeIntervalSinceReferenceDate: 0)
    }
}
