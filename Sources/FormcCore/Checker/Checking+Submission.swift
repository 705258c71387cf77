extension Checking {
    /// The form's `submit:` as modelled (its title is required: reported by the decoder when missing).
    var checkedSubmit: SubmitSettings? {
        spec.submit?.title.map { SubmitSettings(title: $0.model, placement: spec.submit?.placement?.value) }
    }

    /// The form's `cancel:` as modelled (its title is required: reported by the decoder when missing).
    var checkedCancel: CancelSettings? {
        spec.cancel?.title.map { CancelSettings(title: $0.model) }
    }

    /// A field's own `validate_on:`; `typing` on a kind nobody types into is an error
    /// (it would silently act as `end_editing`).
    mutating func checkValidationTiming(_ field: FieldSpec, kind: FieldKind) -> ValidationTiming? {
        guard let timing = field.validateOn else { return nil }
        if timing.value == .typing, !kind.isTextual {
            report(Problems.inapplicableValidationTiming(timing.value.rawValue, kind: kind.rawValue), at: timing.location)
            return nil
        }
        return timing.value
    }
}
