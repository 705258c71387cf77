extension Checking {
    /// The form's `confirm:` as modelled (its texts are required: reported by
    /// the decoder when missing). It confirms a submit, so it needs `submit:`.
    mutating func checkConfirmation() -> ConfirmationSettings? {
        guard let confirm = spec.confirm else {
            for field in spec.fields {
                guard let flag = field.confirm else { continue }
                report(Problems.confirmWithoutStep(), at: flag.location)
            }
            return nil
        }
        if spec.submit == nil { report(Problems.confirmWithoutSubmit(), at: confirm.location) }
        guard let title = confirm.title, let back = confirm.back, let submit = confirm.submit else { return nil }
        return ConfirmationSettings(title: title.model, back: back.model, submit: submit.model)
    }
}
