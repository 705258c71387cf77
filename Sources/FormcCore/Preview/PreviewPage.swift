/// The page of one spec: a header (the form and its spec, the switch between
/// the looks, the "Show issues" switch), the spec's diagnostics when it has
/// any, an iPhone screen per look (``PreviewScreen``) with one row per field
/// in form order, the first look shown, and a details card per field.
struct PreviewPage {
    /// The spec path as shown (an absolute path is cut to its file name, as in generated headers).
    let specName: String
    /// What could be modelled: the checked model, or for a spec with errors the
    /// checker's partial one; nil when nothing could be (a YAML error).
    let model: FormModel?
    /// Every diagnostic of the spec, in presentation order.
    let diagnostics: [Diagnostic]
    /// The looks drawn, the first shown first (``PreviewLook/distinct(_:)``: at least one, no repeats).
    let looks: [PreviewLook]

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
            // The runtime's words and patterns the script draws with (PreviewRuntimeTexts), when there is a form.
            var runtime: [HTMLBuilder.Attribute] = []
            if let model { runtime.append(("data-runtime", PreviewRuntimeTexts.json(language: model.language))) }
            html.element("body", runtime) { html in
                html.newline()
                header(into: &html)
                drawDiagnostics(into: &html)
                if let model {
                    let lookup = PreviewLookup(model)
                    var budget = OptionBudget()
                    html.element("main", [("class", "layout")]) { html in
                        html.newline()
                        screens(lookup, into: &html, budget: &budget)
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
            // Only the looks drawn (none when nothing could be modelled).
            for look in model == nil ? [] : looks {
                html.newline()
                html.markup(PreviewStyleSheet.css(for: look))
            }
            html.close("style")
        }
    }

    private func header(into html: inout HTMLBuilder) {
        html.element("header", [("class", "page-header")]) { html in
            html.element("h1", []) { $0.specText(model?.name ?? specName) }
            html.element("span", [("class", "source mono")], text: specName)
            lookSwitch(into: &html)
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

    /// The tabs that switch between the looks, keyboard-operable (arrow keys, Home, End).
    /// Hidden until the script runs: without it the page shows the first look, and says so.
    private func lookSwitch(into html: inout HTMLBuilder) {
        guard model != nil, looks.count > 1 else { return }
        html.element("div", [("class", "look-switch"), ("role", "tablist"), ("aria-label", "Look"), ("hidden", "")]) { html in
            for (position, look) in looks.enumerated() {
                html.element("button", [("class", "look-tab"), ("type", "button"), ("role", "tab"), ("id", "tab-\(look.rawValue)"),
                                        ("aria-controls", "look-\(look.rawValue)"), ("aria-selected", position == 0 ? "true" : "false"),
                                        ("tabindex", position == 0 ? "0" : "-1")], text: look.title)
            }
        }
        html.element("noscript", []) { html in
            html.element("span", [("class", "look-note")],
                          text: "The \(looks[0].title) look; the other looks need the page's script.")
        }
    }

    /// A panel per look holding its phone; all but the first hidden.
    private func screens(_ lookup: PreviewLookup, into html: inout HTMLBuilder, budget: inout OptionBudget) {
        for (position, look) in looks.enumerated() {
            var attributes: [HTMLBuilder.Attribute] = [("class", "look"), ("id", "look-\(look.rawValue)"), ("data-look", look.rawValue)]
            if looks.count > 1 {
                attributes += [("role", "tabpanel"), ("aria-labelledby", "tab-\(look.rawValue)")]
                if position > 0 { attributes.append(("hidden", "")) }
            }
            html.element("section", attributes) { html in
                PreviewScreen(look: look, lookup: lookup, title: title).draw(into: &html, budget: &budget)
            }
            html.newline()
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
