extension Checking {
    /// A field's presentation keys: its help text, and `hide_label` (warned
    /// about on a text input without a placeholder: nothing on screen would say what it is for).
    mutating func checkPresentation(_ field: FieldSpec, kind: FieldKind, allowed: FieldKeySet, into model: inout Field) {
        model.help = allowed.contains(.help) ? field.help?.model : nil
        guard allowed.contains(.hideLabel), let hide = field.hideLabel, hide.value else { return }
        model.hidesLabel = true
        if kind.isTextual, model.placeholder == nil {
            report(Problems.hiddenLabelWithoutPlaceholder(model.id), at: hide.location)
        }
    }
}
