import Foundation

/// A field of a generated form: what the field is, which both UIs read — its
/// label, placeholder, help, keyboard toolbar — and what an issue needs to
/// describe itself. Said once here, not repeated in each UI's binding.
public protocol FormcFormField: Hashable, Sendable {
    /// The field's label.
    var label: String { get }
    /// The text shown while the field is empty (`placeholder:`), if any.
    var placeholder: String? { get }
    /// The keyboard accessory toolbar shown while the field has focus (`toolbar:`), if any.
    var toolbar: [FormcToolbarItem]? { get }
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
    /// No placeholder.
    public var placeholder: String? { nil }
    /// No keyboard toolbar.
    public var toolbar: [FormcToolbarItem]? { nil }
    /// No help text.
    public var help: String? { nil }
    /// The label is drawn.
    public var hidesLabel: Bool { false }
    /// No links in the label.
    public var linkedLabel: String? { nil }
}
