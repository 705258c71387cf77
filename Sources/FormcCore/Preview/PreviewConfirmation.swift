/// The confirmation step of a form with `confirm:`, drawn in each look's
/// phone after the form and hidden until the form's submit button is pressed
/// (the preview runs no validation: the step shows whatever is typed). As the
/// runtime's summary screens (`FormcConfirmationViewController`,
/// `FormcConfirmationView`) draw it: the step's title in the navigation bar, per
/// section its header and a row per field (the label in the secondary
/// footnote font over the value), the fields with `confirm: false` left out,
/// then the send button and the back button.
///
/// The values are filled in by the page's script from the look's own controls
/// when the step opens, as the runtime's `displayText(for:)` writes them:
/// options by their labels, switches as Yes / No (はい / いいえ), secret text (a
/// password, `secure: true`: ``Field/isSecureText``) masked, an empty value as "Not entered" (未入力) — the runtime's
/// words (`FormcDisplayWord`), which the script reads from the page's ``PreviewRuntimeTexts``; hidden fields
/// and sections with no row left are left out.
struct PreviewConfirmation {
    let lookup: PreviewLookup
    let confirmation: ConfirmationSettings

    /// Appends the step, hidden.
    func draw(into html: inout HTMLBuilder) {
        html.element("div", [("class", "confirm-screen"), ("hidden", "")]) { html in
            html.element("div", [("class", "nav-bar")]) { $0.specText(confirmation.title.text) }
            html.element("div", [("class", "form")]) { html in
                html.newline()
                for group in groups {
                    var attributes: [HTMLBuilder.Attribute] = [("class", "section summary-section")]
                    if let section = group.section { attributes.append(("data-confirm-section", section)) }
                    html.element("div", attributes) { html in
                        if let header = group.header { html.element("p", [("class", "section-header")]) { $0.specText(header) } }
                        html.element("div", [("class", "group")]) { html in
                            for index in group.fields {
                                let field = lookup.model.fields[index]
                                var row: [HTMLBuilder.Attribute] = [("class", "row summary-row"), ("data-confirm-field", String(index)),
                                                                    ("data-kind", field.kind.rawValue)]
                                if field.isSecureText { row.append(("data-secure", "")) }  // Masked, as the runtime's `.secret`.
                                // A stepper's or slider's `format:`, as its value label shows it (FormcControlValueText).
                                if field.kind == .stepper || field.kind == .slider,
                                   let format = PreviewValueData(lookup: lookup, field: field).format { row.append(("data-format", format)) }
                                html.element("div", row) { html in
                                    html.element("span", [("class", "summary-label")]) { $0.specText(TextLinks(field.label.text).plainText) }  // As the runtime: a label without its link markup.
                                    html.element("span", [("class", "summary-value")], text: "")
                                }
                            }
                        }
                    }
                    html.newline()
                }
                html.element("div", [("class", "group submit-group")]) { html in
                    html.element("button", [("class", "submit confirm-send"), ("type", "button")]) { $0.specText(confirmation.submit.text) }
                    html.element("button", [("class", "submit confirm-back"), ("type", "button")]) { $0.specText(confirmation.back.text) }
                }
                html.newline()
            }
        }
        html.newline()
    }

    /// The summary's groups in form order: per section (its id, its header, the positions of
    /// the fields it lists), the fields after the last section in a group of their own.
    private var groups: [(section: String?, header: String?, fields: [Int])] {
        let model = lookup.model
        func listed(_ range: Range<Int>) -> [Int] { range.filter { model.fields[$0].confirms != false } }
        var groups: [(section: String?, header: String?, fields: [Int])] = []
        var start = 0
        for section in model.sections ?? [] {
            let end = min(start + section.fields.count, model.fields.count)
            let fields = listed(start..<end)
            if !fields.isEmpty { groups.append((section.id, section.header?.text, fields)) }
            start = end
        }
        if start < model.fields.count {
            let fields = listed(start..<model.fields.count)
            if !fields.isEmpty { groups.append((nil, nil, fields)) }
        }
        return groups
    }
}
