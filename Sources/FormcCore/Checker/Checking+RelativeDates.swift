import Foundation

extension Checking {
    /// The relative date `text` writes for a date field in `mode` (a bound or
    /// a default), or nil after reporting why it is none: malformed, a unit or
    /// anchor the mode cannot use, or further than a thousand years.
    mutating func relativeDate(_ text: String, mode: DateMode, at location: SourceLocation) -> FieldValue? {
        let date: RelativeDate
        switch RelativeDateParser.parse(text) {
        case .success(let parsed): date = parsed
        case .failure(.malformed):
            report(Problems.invalidRelativeDate("'\(text)' is not a relative date; write 'today' or 'now', optionally "
                + "followed by '+' or '-', a whole number and a unit, such as 'today + 2 days' or 'now - 1 hour'"), at: location)
            return nil
        case .failure(.unknownUnit(let unit)):
            let units = RelativeDate.Unit.allCases.map { "\($0.rawValue)s" }
            let suggestion = Suggestion.closest(to: unit.hasSuffix("s") ? unit : unit + "s", in: units, maximumDistance: 2)
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            report(Problems.invalidRelativeDate("unknown unit '\(unit)' in '\(text)'; \(hint)expected one of: "
                + units.joined(separator: ", ")), at: location)
            return nil
        case .failure(.tooFar):
            report(Problems.invalidRelativeDate("'\(text)' is more than 1000 years away"), at: location)
            return nil
        }
        switch (mode, date.anchor) {
        case (.time, _):
            report(Problems.invalidRelativeDate("a time field cannot take a relative date ('\(text)'); relative dates "
                + "apply to date and date_and_time fields"), at: location)
            return nil
        case (.date, .now):
            report(Problems.invalidRelativeDate("a date field counts from 'today', not 'now' ('\(text)')"), at: location)
            return nil
        case (_, .today) where date.unit.isTimeOfDay:
            report(Problems.invalidRelativeDate("'today' adds days, weeks, months or years; count hours and minutes "
                + "from 'now' ('\(text)')"), at: location)
            return nil
        default:
            return .relativeDate(date)
        }
    }

    /// How two relative dates are ordered, when they are whatever day it is
    /// (`today + 1 month` is after `today + 27 days` but maybe not after `today + 30 days`).
    ///
    /// Exact where the calendar always orders them: two dates counted from one
    /// anchor share its instant (`now + 2 hours` is after `now + 1 hour`), and
    /// units of one family add up exactly — minutes, hours, days and weeks
    /// (daylight saving time ignored, as everywhere in formc), or months and
    /// years (`today + 13 months` is after `today + 1 year`: a year is twelve
    /// calendar months, and adding more months always lands in a later month).
    /// The slack of ranges is kept only where it is real: months or years
    /// against days (28 to 31 of them), and `now` against `today` (any time of the day).
    static func compareRelative(_ lhs: RelativeDate, _ rhs: RelativeDate) -> ComparisonResult? {
        if lhs == rhs { return .orderedSame }
        if lhs.anchor == rhs.anchor, let left = lhs.exactOffset, let right = rhs.exactOffset, left.family == right.family {
            return left.amount < right.amount ? .orderedAscending : left.amount > right.amount ? .orderedDescending : .orderedSame
        }
        var left = lhs.minutesFromStartOfDay, right = rhs.minutesFromStartOfDay
        if lhs.anchor == rhs.anchor {
            // One instant: only the units' own lengths vary.
            left = lhs.minutesFromAnchor
            right = rhs.minutesFromAnchor
        }
        if left.upperBound < right.lowerBound { return .orderedAscending }
        if left.lowerBound > right.upperBound { return .orderedDescending }
        return nil
    }
}

extension RelativeDate {
    /// The offset in a unit that adds up exactly within its family: minutes
    /// (minute, hour, day, week) or months (month, year).
    fileprivate var exactOffset: (family: Int, amount: Int)? {
        switch unit {
        case .minute, .hour, .day, .week: (0, amount * unit.minutes.lowerBound)
        case .month: (1, amount)
        case .year: (1, amount * 12)
        }
    }
}
