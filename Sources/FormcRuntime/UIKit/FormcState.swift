#if canImport(UIKit)
import UIKit

/// A form's values, shared by the binder and the closures its inputs call;
/// reports every change with the values before and after.
@MainActor
public final class FormcState<Value> {
    /// The values.
    public var value: Value {
        didSet {
            depth += 1
            defer { depth -= 1 }
            onChange?(oldValue, value)
        }
    }
    /// Called after every change, also for a change made while one is
    /// reported (a parent picker clearing its child).
    public var onChange: ((_ old: Value, _ new: Value) -> Void)?
    /// How many `onChange` calls are running.
    private var depth = 0

    /// Whether the change being reported was made while reporting another:
    /// part of that edit, which the outer report announces.
    public var isNestedChange: Bool { depth > 1 }

    /// A state holding `value`.
    public init(_ value: Value) { self.value = value }
}
#endif
