/// The priority of a layout constraint, from 1 to 1000 (`required`).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: Float
    /// Creates a priority from its raw value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its raw value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
