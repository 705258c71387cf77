/// What the whole-form passes over pickers (dependencies, unused lists,
/// single-choice pickers) need of a picker field, once the field is checked.
struct PickerSummary {
    var id: Located<String>?
    /// The option list named.
    var options: Located<String>?
    /// The parent picker's id.
    var parent: Located<String>?
    /// The default's text, when it is a scalar.
    var defaultValue: Located<String>?

    init(_ field: FieldSpec) {
        id = field.id
        options = field.options
        parent = field.parent
        defaultValue = field.defaultValue.flatMap { node in node.scalarText.map { Located($0, at: node.location) } }
    }
}
