extension Checking {
    /// The form's `submit:` as modelled (its title is required: reported by the decoder when missing).
    /// Each `{field_id}` of the title must name a field whose value a title can show
    /// (``titleShows(_:lists:)``); the title then shows it, formatted as its `format:` says.
    mutating func checkSubmit(_ fields: [Field], lists: [OptionList]) -> SubmitSettings? {
        guard let title = spec.submit?.title else { return nil }
        var shown: [String] = []
        var ids: [String]?  // Every id, for did-you-mean, when one is wrong.
        for name in SubmitSettings.placeholders(in: title.text) where !shown.contains(name) {
            guard let field = fields.first(where: { $0.id == name }) else {
                if ids == nil { ids = fields.map(\.id) }
                let suggestion = Suggestion.closest(to: name, in: ids ?? [], budget: &suggestionBudget)
                report(Problems.undefinedTitleField(name, suggestion: suggestion), at: title.location)
                continue
            }
            guard Self.titleShows(field, lists: lists) else {
                report(Problems.titleFieldNotShown(name, kind: field.kind.rawValue), at: title.location)
                continue
            }
            shown.append(name)
        }
        return SubmitSettings(title: title.model, titleFields: shown.isEmpty ? nil : shown,
                              placement: spec.submit?.placement?.value)
    }

    /// Whether a title can show `field`'s value: text kinds but passwords, numbers,
    /// dates, a stepper, and single choices over a list of the spec (a list from the
    /// app has labels the spec does not know). Not toggles, checkboxes, multiple
    /// choices, multi-column pickers, sliders or text areas: no short text.
    static func titleShows(_ field: Field, lists: [OptionList]) -> Bool {
        switch field.kind {
        case .text, .email, .phone, .url, .number, .decimal, .date, .stepper: return true
        case .picker, .segmented, .radio:
            return !(lists.first { $0.name == field.optionList }?.isFromApp ?? true)
        default: return false
        }
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
