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

    /// A picker's bounds: when `byDay` (it picks the date only: `mode: date`, or
    /// while `date_only_when` holds) the start of `minimum`'s day and the last
    /// second of `maximum`'s, so a bound's own day stays whole (a minimum at
    /// 10:30 still allows that morning), as the rules compare such a date by
    /// its day; else the bounds as they are.
    public static func dayBounds(_ minimum: Date?, _ maximum: Date?, if byDay: Bool) -> (minimum: Date?, maximum: Date?) {
        guard byDay else { return (minimum, maximum) }
        let calendar = gregorian
        let end = maximum.map { date in
            let start = calendar.startOfDay(for: date)
            return (calendar.date(byAdding: .day, value: 1, to: start) ?? start).addingTimeInterval(-1)
        }
        return (minimum.map(day), end)
    }

    /// The Gregorian calendar in the user's time zone.
    private static var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }
}
