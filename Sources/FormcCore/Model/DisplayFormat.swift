/// How a `number`, `decimal` or `date` field's value is shown as text when it
/// is not being edited (`format:`): the support file's `FormcDisplayFormat`.
public struct DisplayFormat: Codable, Equatable, Sendable {
    /// What a number is shown as.
    public enum Style: String, Codable, Equatable, Sendable, CaseIterable {
        /// Digits, grouped unless `grouping: false`.
        case number
        /// An amount of `currency` (`¥1,200`).
        case currency
        /// A fraction as a percentage (`0.25` → `25%`).
        case percent
    }

    /// The number style; `nil` on dates.
    public var style: Style?
    /// The ISO 4217 code of a currency style (`JPY`).
    public var currency: String?
    /// Whether digits are grouped; `nil`: grouped.
    public var grouping: Bool?
    /// Fixed digits after the decimal separator; `nil`: the style's own.
    public var fractionDigits: Int?
    /// Text before the number.
    public var prefix: String?
    /// Text after the number (` kg`, `円`).
    public var suffix: String?
    /// The date's length; dates only.
    public var date: Length?
    /// The time's length; dates only.
    public var time: Length?

    /// Creates a format.
    public init(style: Style? = nil, currency: String? = nil, grouping: Bool? = nil, fractionDigits: Int? = nil,
                prefix: String? = nil, suffix: String? = nil, date: Length? = nil, time: Length? = nil) {
        self.style = style
        self.currency = currency
        self.grouping = grouping
        self.fractionDigits = fractionDigits
        self.prefix = prefix
        self.suffix = suffix
        self.date = date
        self.time = time
    }
}
