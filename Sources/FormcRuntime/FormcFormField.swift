import Foundation

/// A field of a generated form: what an issue needs to describe itself.
public protocol FormcFormField: Hashable, Sendable {
    /// The field's label.
    var label: String { get }
    /// Whether the field must be filled in (a toggle: switched on).
    var isRequired: Bool { get }
    /// The help text shown under the field's control (`help:`), if any.
    var help: String? { get }
    /// Whether the label is not drawn (`hide_label:`); it is still spoken and used in messages.
    var hidesLabel: Bool { get }
    /// The label as written, with its links (`[text](url)`), when it has any:
    /// a toggle's or checkbox's label shows them tappable.
    var linkedLabel: String? { get }
}

extension FormcFormField {
    /// No help text.
    public var help: String? { nil }
    /// The label is drawn.
    public var hidesLabel: Bool { false }
    /// No links in the label.
    public var linkedLabel: String? { nil }
}
