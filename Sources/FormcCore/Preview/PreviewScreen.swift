/// The iPhone screen of one look: the status and navigation bars (the form's
/// title), then the form as that look's generated screen lays it out.
///
/// - UIKit (`<Form>ViewController`): on the system background, one vertical
///   stack 20 pt from the edges, 16 pt between its views: per section its
///   header label (headline), its fields' rows and its footer label (footnote,
///   secondary); then the submit button.
/// - SwiftUI: an inset-grouped `Form`: per section a group of rows between
///   hairlines, its header above (small uppercase, secondary) and its footer
///   below; a form without sections is one group; then a group holding the
///   submit button.
///
/// Both keep a section's views together, so its `visible_when` hides them as one.
struct PreviewScreen {
    /// The look drawn.
    let look: PreviewLook
    /// The form, indexed.
    let lookup: PreviewLookup
    /// The navigation title.
    let title: String

    /// Appends the phone.
    func draw(into html: inout HTMLBuilder, budget: inout OptionBudget) {
        let model = lookup.model
        html.element("div", [("class", look == .uikit ? "phone uikit" : "phone swiftui"),
                             ("aria-label", "iPhone preview, \(look.title)")]) { html in
            html.element("div", [("class", "status-bar")]) { html in
                html.element("span", [], text: "9:41")
                html.element("span", [("class", "indicators")], text: "●●● ▮")
            }
            PreviewNavigationBar(model: model, title: title).draw(into: &html)
            html.element("div", [("class", "form")]) { html in
                html.newline()
                guard !model.fields.isEmpty else { return }
                PreviewIntro.draw(model, into: &html)
                var start = 0
                for section in model.sections ?? [] {
                    let end = min(start + section.fields.count, model.fields.count)
                    // The section's views hide together when its `visible_when` fails.
                    html.element("div", [("class", "section"), ("data-section", section.id)] + Self.conditionAttributes(
                        section.visibleWhen, section.enabledWhen, readOnly: false, lookup)) { html in
                        if let header = section.header {
                            html.element("p", [("class", "section-header")]) { $0.specText(header.text) }
                        }
                        PreviewIntro.draw(section, into: &html)
                        rows(start..<end, into: &html, budget: &budget)
                        if let footer = section.footer {
                            html.element("p", [("class", "section-footer")]) { $0.linkedSpecText(footer.text) }
                        }
                    }
                    html.newline()
                    start = end
                }
                if start < model.fields.count {
                    html.element("div", [("class", "section")]) { rows(start..<model.fields.count, into: &$0, budget: &budget) }
                    html.newline()
                }
                if let submit = model.submit, !model.submitsFromNavigationBar { submitButton(Self.submitTitle(submit, model), into: &html) }
            }
            if let confirmation = model.confirmation, model.submit != nil {
                PreviewConfirmation(lookup: lookup, confirmation: confirmation).draw(into: &html)
            }
        }
    }

    /// The rows of `fields` (positions in form order): in SwiftUI one group, in UIKit the stack's own views.
    private func rows(_ fields: Range<Int>, into html: inout HTMLBuilder, budget: inout OptionBudget) {
        html.element("div", [("class", "group")]) { html in
            for index in fields {
                html.newline()
                row(index, lookup.model.fields[index], into: &html, budget: &budget)
            }
            html.newline()
        }
    }

    /// The submit title as the screen first shows it: each `{field_id}` it shows
    /// replaced by the field's default as written, or `…` for a field that starts empty.
    static func submitTitle(_ submit: SubmitSettings, _ model: FormModel) -> String {
        guard let ids = submit.titleFields else { return submit.title.text }
        var title = submit.title.text
        for id in ids {
            let field = model.fields.first { $0.id == id }
            title = title.replacingOccurrences(of: "{\(id)}", with: field?.defaultValue?.text ?? "…")
        }
        return title
    }

    /// `data-title` for a submit title showing values: the title's texts and, for each
    /// `{field_id}`, the field's position (`["Pay ",0]`), JSON the script fills from
    /// the fields as they change; nothing for a fixed title.
    static func submitTitleData(_ submit: SubmitSettings, _ lookup: PreviewLookup) -> [HTMLBuilder.Attribute] {
        guard let ids = submit.titleFields, !ids.isEmpty else { return [] }
        var parts: [String] = [], text = "", rest = Substring(submit.title.text)
        while !rest.isEmpty {
            if rest.first == "{", let id = ids.first(where: { rest.hasPrefix("{\($0)}") }), let position = lookup.fieldPosition(id) {
                if !text.isEmpty { parts.append(PreviewConditions.string(text)) }
                text = ""
                parts.append(String(position))
                rest = rest.dropFirst(id.count + 2)
            } else {
                text.append(rest.removeFirst())
            }
        }
        if !text.isEmpty { parts.append(PreviewConditions.string(text)) }
        let data: HTMLBuilder.Attribute = ("data-title", "[" + parts.joined(separator: ",") + "]")
        return [data]
    }

    /// The submit button: UIKit's system button at the end of the stack, SwiftUI's in a last group.
    private func submitButton(_ title: String, into html: inout HTMLBuilder) {
        let data = lookup.model.submit.map { Self.submitTitleData($0, lookup) } ?? []
        html.element("div", [("class", "group submit-group")]) { html in
            html.element("button", [("class", "submit"), ("type", "button")] + data) { $0.specText(title) }
        }
        html.newline()
    }

    /// One row: the look's label and control, then the field's issues.
    private func row(_ index: Int, _ field: Field, into html: inout HTMLBuilder, budget: inout OptionBudget) {
        let control = PreviewControl(lookup: lookup, ids: PreviewRowIDs(look: look, index: index), field: field)
        let uikit = PreviewUIKitRow(control: control), swiftui = PreviewSwiftUIRow(control: control)
        let rowClass = look == .uikit ? uikit.rowClass : swiftui.rowClass
        let attributes: [HTMLBuilder.Attribute] = [("class", rowClass.description), ("id", control.ids.row),
                                                   ("data-field", field.id), ("data-kind", field.kind.rawValue)]
        html.element("div", attributes + Self.conditionAttributes(field.visibleWhen, field.enabledWhen,
                                                                  readOnly: field.readOnly == true, lookup)) { html in
            switch look {
            case .uikit: uikit.draw(into: &html, budget: &budget)
            case .swiftui: swiftui.draw(into: &html, budget: &budget)
            }
            control.help(into: &html)
            let messages = lookup.ruleMessages(of: field)
            if !messages.isEmpty {
                html.element("div", [("class", "issues")]) { html in
                    for rule in messages {
                        html.element("p", [("class", "issue"), ("data-rule", rule.rule)]) { PreviewRuleMessage(rule: rule).draw(into: &$0) }
                    }
                }
            }
        }
    }

    /// `data-visible-when` / `data-enabled-when` for the script (``PreviewConditions``);
    /// a read-only field is never enabled.
    private static func conditionAttributes(_ visible: FieldCondition?, _ enabled: FieldCondition?, readOnly: Bool,
                                            _ lookup: PreviewLookup) -> [HTMLBuilder.Attribute] {
        let conditions = PreviewConditions(lookup: lookup)
        var attributes: [HTMLBuilder.Attribute] = []
        if let visible { attributes.append(("data-visible-when", conditions.json(visible))) }
        if readOnly {
            attributes.append(("data-enabled-when", "false"))
        } else if let enabled {
            attributes.append(("data-enabled-when", conditions.json(enabled)))
        }
        return attributes
    }
}
