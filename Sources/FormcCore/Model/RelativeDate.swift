/// A date written relative to when the form is used: `today`, `now`,
/// `today + 2 days`, `today - 18 years`, `now + 1 hour`.
public struct RelativeDate: Codable, Equatable, Sendable {
    /// What the date counts from.
    public enum Anchor: String, Codable, Equatable, Sendable {
        /// The start of the current day.
        case today
        /// The current instant.
        case now
    }

    /// A calendar unit (singular, as `Calendar.Component` names it).
    public enum Unit: String, Codable, Equatable, Sendable, CaseIterable {
        case minute, hour, day, week, month, year

        /// Whether the unit is a time of day, which only `now` may add.
        public var isTimeOfDay: Bool { self == .minute || self == .hour }

        /// The shortest and longest the unit lasts, in minutes (a month is
        /// 28 to 31 days, a year 365 or 366; daylight saving time is ignored).
        var minutes: ClosedRange<Int> {
            switch self {
            case .minute: 1...1
            case .hour: 60...60
            case .day: 1_440...1_440
            case .week: 10_080...10_080
            case .month: 40_320...44_640
            case .year: 525_600...527_040
            }
        }
    }

    /// What the date counts from.
    public var anchor: Anchor
    /// How many units are added (negative: subtracted).
    public var amount: Int
    /// The unit of `amount`.
    public var unit: Unit

    /// Creates a relative date.
    public init(_ anchor: Anchor, _ amount: Int = 0, _ unit: Unit = .day) {
        self.anchor = anchor
        self.amount = amount
        self.unit = unit
    }

    /// The expression as formc writes it back (`today - 18 years`).
    public var text: String {
        guard amount != 0 else { return anchor.rawValue }
        let magnitude = amount.magnitude
        return "\(anchor.rawValue) \(amount < 0 ? "-" : "+") \(magnitude) \(unit.rawValue)\(magnitude == 1 ? "" : "s")"
    }

    /// Where the date may fall, in minutes from the start of the day it is
    /// counted on: `now` is somewhere in that day, months and years vary in length.
    /// Two relative dates are ordered for sure when their ranges do not overlap.
    var minutesFromStartOfDay: ClosedRange<Int> {
        let offset = minutesFromAnchor
        return anchor == .now ? offset.lowerBound...(offset.upperBound + 1_439) : offset
    }

    /// Where the date may fall, in minutes from its anchor's instant: months
    /// and years vary in length.
    var minutesFromAnchor: ClosedRange<Int> {
        let units = unit.minutes
        let low = amount >= 0 ? amount * units.lowerBound : amount * units.upperBound
        let high = amount >= 0 ? amount * units.upperBound : amount * units.lowerBound
        return low...high
    }
}

/// Reads relative date expressions. Grammar (spaces optional around the sign):
/// `today | now`, optionally followed by `+` or `-`, a whole number and a unit
/// (`day`/`days`, `week(s)`, `month(s)`, `year(s)`, and after `now` also
/// `hour(s)`, `minute(s)`).
enum RelativeDateParser {
    /// Why an expression is not a relative date.
    enum Failure: Error, Equatable {
        /// Not of the grammar's shape.
        case malformed
        /// A unit that does not exist (the word as written).
        case unknownUnit(String)
        /// More than ``maximumMinutes`` away.
        case tooFar
    }

    /// The furthest a relative date may be: a thousand years.
    static let maximumMinutes = 1_000 * 527_040

    /// Whether `text` starts like a relative date (`today`, `now` …), so a
    /// malformed one is reported as such rather than as a malformed ISO date.
    static func looksRelative(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " }
        return trimmed.hasPrefix("today") || trimmed.hasPrefix("now")
    }

    /// The relative date `text` writes, or why it is none.
    static func parse(_ text: String) -> Result<RelativeDate, Failure> {
        var rest = Substring(text).drop { $0 == " " }
        let anchor: RelativeDate.Anchor
        if rest.hasPrefix("today") { anchor = .today; rest = rest.dropFirst(5) }
        else if rest.hasPrefix("now") { anchor = .now; rest = rest.dropFirst(3) }
        else { return .failure(.malformed) }
        rest = rest.drop { $0 == " " }
        if rest.isEmpty { return .success(RelativeDate(anchor)) }
        guard let sign = rest.first, sign == "+" || sign == "-" else { return .failure(.malformed) }
        rest = rest.dropFirst().drop { $0 == " " }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        // Nine digits at most: enough for any sane amount, and never overflows.
        guard !digits.isEmpty, digits.count <= 9, let magnitude = Int(digits) else {
            return .failure(digits.count > 9 ? .tooFar : .malformed)
        }
        rest = rest.dropFirst(digits.count)
        guard rest.first == " " else { return .failure(.malformed) }
        let word = rest.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        let spelled = String(word)
        let singular = spelled.hasSuffix("s") ? String(spelled.dropLast()) : spelled
        guard !spelled.isEmpty, !spelled.contains(" ") else { return .failure(.malformed) }
        guard let unit = RelativeDate.Unit(rawValue: singular) else { return .failure(.unknownUnit(spelled)) }
        guard magnitude * unit.minutes.upperBound <= maximumMinutes else { return .failure(.tooFar) }
        return .success(RelativeDate(anchor, sign == "-" ? -magnitude : magnitude, unit))
    }
}
