import Foundation

/// The orderings of generated `visible_when` / `enabled_when` conditions: a
/// field without a value (an empty number or date) passes none of them.
public enum FormcCondition {
    /// Whether `value` is set and less than `bound`.
    public static func isLess<Value: Comparable>(_ value: Value?, than bound: Value) -> Bool {
        value.map { $0 < bound } ?? false
    }

    /// Whether `value` is set and at most `bound`.
    public static func isAtMost<Value: Comparable>(_ value: Value?, _ bound: Value) -> Bool {
        value.map { $0 <= bound } ?? false
    }

    /// Whether `value` is set and greater than `bound`.
    public static func isGreater<Value: Comparable>(_ value: Value?, than bound: Value) -> Bool {
        value.map { $0 > bound } ?? false
    }

    /// Whether `value` is set and at least `bound`.
    public static func isAtLeast<Value: Comparable>(_ value: Value?, _ bound: Value) -> Bool {
        value.map { $0 >= bound } ?? false
    }

    /// Whether `value` is set and among `values` (a long `in:`: one array, not a
    /// chain of `||` the app's compiler would pay for term by term).
    public static func isAny<Value: Equatable>(of values: [Value], _ value: Value?) -> Bool {
        value.map(values.contains) ?? false
    }
}
