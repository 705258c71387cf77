import Foundation

/// What generated `changedFields(from:to:)` methods call: one generic
/// function per field instead of `!=`, whose many overloads the app's
/// compiler would otherwise sort through for every field.
public enum FormcChanges {
    /// Appends `field` to `changed` when its value differs between `old` and `new`.
    @inlinable
    public static func note<Field, Value: Equatable>(_ field: Field, _ old: Value, _ new: Value, into changed: inout [Field]) {
        if old != new { changed.append(field) }
    }
}
