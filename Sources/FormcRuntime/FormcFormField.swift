import Foundation

/// A field of a generated form: what an issue needs to describe itself.
public protocol FormcFormField: Hashable, Sendable {
    /// The field's label.
    var label: String { get }
    /// Whether the field must be filled in (a toggle: switched on).
    var isRequired: Bool { get }
}
