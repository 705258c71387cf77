/// What the whole-form passes (duplicate ids, name collisions, toolbar
/// references, unused lists, leavability) need of a field once the field
/// itself is checked: a few words instead of the whole ``FieldSpec``, so a
/// large form is checked without holding all of its fields.
struct FieldSummary {
    var location: SourceLocation
    var id: Located<String>?
    var kind: FieldKind?
    /// The toolbar named, if any (used or not: an unknown key is reported on its own).
    var toolbar: Located<String>?
    /// Whether the toolbar is a reference to check: the field could be checked and its kind takes one.
    var checksToolbar: Bool
    /// The `keyboard_type` written.
    var keyboardType: String?
    /// Whether `return_key` is written (else Return says "next", or "done" on the last field).
    var writesReturnKey: Bool
    /// The Swift property name, when the field has an id.
    var swiftName: String?

    /// Whether the field takes focus (a field of unknown kind is counted, as it may).
    var takesFocus: Bool { kind?.takesFocus ?? true }
}
