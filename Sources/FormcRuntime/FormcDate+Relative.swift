import Foundation

extension FormcDate {
    /// What a relative date counts from.
    public enum Anchor: Sendable {
        /// The start of the current day.
        case today
        /// The current instant.
        case now
    }

    /// `anchor` (taken from `now`) moved by `amount` `unit`s, with the Gregorian
    /// calendar in the user's time zone whatever the device's calendar (rules
    /// such as "13 years ago" count Gregorian years). A month or year that lands
    /// past the end of a month ends on its last day (Jan 31 + 1 month = Feb 28 or 29).
    public static func relative(_ anchor: Anchor, adding amount: Int = 0, _ unit: Calendar.Component = .day,
                                from now: Date) -> Date {
        let calendar = gregorian
        let start = anchor == .today ? calendar.startOfDay(for: now) : now
        return calendar.date(byAdding: unit, value: amount, to: start) ?? start
    }

    /// The start of `date`'s day: a date field compared by its day, whatever
    /// time of day the picker left in it.
    public static func day(_ date: Date) -> Date {
        gregorian.startOfDay(for: date)
    }

    /// The start of `date`'s day when `byDay` (a `date_only_when` field picking
    /// the date only now, compared by its day), else `date`.
    public static func day(_ date: Date, if byDay: Bool) -> Date {
        byDay ? day(date) : date
    }

    /// The Gregorian calendar in the user's time zone.
    private static var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }
}
