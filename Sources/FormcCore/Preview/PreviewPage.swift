/// The page of one spec: a header (the form and its spec, the "Show issues"
/// switch), the spec's diagnostics when it has any, the iPhone screen with
/// one row per field in form order, and a details card per field.
struct PreviewPage {
    /// The spec path as shown (an absolute path is cut to its file name, as in generated headers).
    let specName: String
    /// What could be modelled: the checked model, or for a spec with errors the
    /// checker's partial one; nil when nothing could be (a YAML error).
    let model: FormModel?
    /// Every diagnostic of the spec, in presentation order.
    let diagnostics: [Diagnostic]

    /// The whole document.
    func html() -> String {
        var html = HTMLBuilder()
        html.markup("<!DOCTYPE html>\n")
        // `lang` when the spec says its language (`language:`), so the browser picks the right CJK glyphs.
        var attributes: [HTMLBuilder.Attribute] = []
        if let language = model?.language { attributes.append(("lang", language.rawValue)) }
        html.element("html", attributes) { html in
            html.newline()
            head(into: &html)
            html.newline()
            html.element("body", []) { html in
                html.newline()
                header(into: &html)
                drawDiagnostics(into: &html)
                if let model {
                    let lookup = PreviewLookup(model)
                    var budget = OptionBudget()
                    html.element("main", [("class", "layout")]) { html in
                        html.newline()
                        phone(lookup, into: &html, budget: &budget)
                        html.newline()
                        details(lookup, into: &html, budget: &budget)
                        html.newline()
                    }
                    html.newline()
                }
                html.element("output", [("id", "selftest"), ("data-result", "")], text: "")
                html.newline()
                html.open("script", [])
                html.markup(PreviewScript.javascript)
                html.close("script")
                html.newline()
            }
            html.newline()
        }
        html.newline()
        return html.html
    }

    private var title: String { model?.title?.text ?? model?.name ?? specName }

    private func head(into html: inout HTMLBuilder) {
        html.element("head", []) { html in
            html.open("meta", [("charset", "utf-8")])
            html.open("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
            html.open("meta", [("name", "generator"), ("content", "formc \(FormcVersion.current)")])
            html.element("title", [], text: "\(title) — formc preview")
            html.newline()
            html.open("style", [])
            html.markup(PreviewStyleSheet.css)
            html.close("style")
        }
    }

    private func header(into html: inout HTMLBuilder) {
        html.element("header", [("class", "page-header")]) { html in
            html.element("h1", []) { $0.specText(model?.name ?? specName) }
            html.element("span", [("class", "source mono")], text: specName)
            html.element("label", [("class", "issues-switch")]) { html in
                html.open("input", [("class", "switch"), ("type", "checkbox"), ("role", "switch"), ("id", "show-issues")])
                html.text("Show issues")
            }
        }
        html.newline()
    }

    private func drawDiagnostics(into html: inout HTMLBuilder) {
        guard !diagnostics.isEmpty else { return }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        html.element("section", [("class", "diagnostics"), ("id", "diagnostics")]) { html in
            var summary = [errors == 1 ? "1 error" : "\(errors) errors"]
            if warnings > 0 { summary.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
            html.element("h2", [], text: summary.joined(separator: ", ")
                         + (model == nil ? ": nothing could be drawn" : errors > 0 ? ": the form is drawn as far as it could be checked" : ""))
            html.element("ul", []) { html in
                for diagnostic in diagnostics {
                    html.element("li", [("class", diagnostic.severity.rawValue)]) { html in
                        html.element("code", [], text: "\(diagnostic.file):\(diagnostic.location.line):\(diagnostic.location.column):")
                        html.text(" ")
                        html.element("span", [("class", "severity-\(diagnostic.severity.rawValue)")], text: diagnostic.severity.rawValue + ":")
                        html.text(" ")
                        html.specText(diagnostic.message)
                        html.text(" ")
                        html.element("code", [], text: "[\(diagnostic.id.rawValue)]")
                    }
                    html.newline()
                }
            }
        }
        html.newline()
    }

    private func phone(_ lookup: PreviewLookup, into html: inout HTMLBuilder, budget: inout OptionBudget) {
        let model = lookup.model
        html.element("div", [("class", "phone"), ("aria-label", "iPhone preview")]) { html in
            html.element("div", [("class", "status-bar")]) { html in
                html.element("span", [], text: "9:41")
                html.element("span", [("class", "indicators")], text: "●●● ▮")
            }
            html.element("div", [("class", "nav-bar")]) { $0.specText(title) }
            html.element("div", [("class", "form")]) { html in
                html.newline()
                guard !model.fields.isEmpty else { return }
                // A form in sections: a grouped block per section under its header, above its footer,
                // as the ready screen lays them out; a flat form is one group.
                var start = 0
                for section in model.sections ?? [] {
                    let end = min(start + section.fields.count, model.fields.count)
                    // The section's views hide together when its `visible_when` fails.
                    html.element("div", [("class", "section")] + Self.conditionAttributes(
                        section.visibleWhen, section.enabledWhen, readOnly: false, lookup)) { html in
                        if let header = section.header {
                            html.element("p", [("class", "section-header")]) { $0.specText(header.text) }
                        }
                        group(start..<end, section: section.id, in: lookup, into: &html, budget: &budget)
                        if let footer = section.footer {
                            html.element("p", [("class", "section-footer")]) { $0.specText(footer.text) }
                        }
                    }
                    html.newline()
                    start = end
                }
                if start < model.fields.count { group(start..<model.fields.count, section: nil, in: lookup, into: &html, budget: &budget) }
                html.newline()
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

    /// The rows of `fields` (positions in form order) in one grouped block.
    private func group(_ fields: Range<Int>, section: String?, in lookup: PreviewLookup, into html: inout HTMLBuilder,
                       budget: inout OptionBudget) {
        var attributes: [HTMLBuilder.Attribute] = [("class", "group")]
        if let section { attributes.append(("data-section", section)) }
        html.element("div", attributes) { html in
            for index in fields {
                html.newline()
                row(index, lookup.model.fields[index], in: lookup, into: &html, budget: &budget)
            }
            html.newline()
        }
    }

    /// One row: the label with its required mark, the control, its wheel, its issues.
    private func row(_ index: Int, _ field: Field, in lookup: PreviewLookup, into html: inout HTMLBuilder,
                     budget: inout OptionBudget) {
        let control = PreviewControl(lookup: lookup, index: index, field: field)
        let attributes: [HTMLBuilder.Attribute] = [("class", control.isMultiline ? "row multiline" : "row"), ("id", "field-\(index)"),
                                                   ("data-field", field.id), ("data-kind", field.kind.rawValue)]
        html.element("div", attributes + Self.conditionAttributes(field.visibleWhen, field.enabledWhen,
                                                                  readOnly: field.readOnly == true, lookup)) { html in
            html.element("div", [("class", "row-title")]) { html in
                html.element("span", [("class", "row-label"), ("id", "label-\(index)")]) { $0.specText(field.label.text) }
                if field.validation.required?.value == true {
                    html.element("span", [("class", "required-mark"), ("title", "required"), ("aria-label", "required")], text: "*")
                }
            }
            html.element("div", [("class", "control")]) { control.draw(into: &$0) }
            control.drawWheel(into: &html, budget: &budget)
            let messages = field.ruleMessages
            if !messages.isEmpty {
                html.element("div", [("class", "issues")]) { html in
                    for rule in messages {
                        html.element("p", [("class", "issue"), ("data-rule", rule.rule)]) { $0.specText(rule.message.text) }
                    }
                }
            }
        }
    }

    private func details(_ lookup: PreviewLookup, into html: inout HTMLBuilder, budget: inout OptionBudget) {
        html.element("div", [("class", "details")]) { html in
            for (index, field) in lookup.model.fields.enumerated() {
                html.newline()
                PreviewFieldDetails(lookup: lookup, index: index, field: field).draw(into: &html, budget: &budget)
            }
            html.newline()
        }
    }
}
