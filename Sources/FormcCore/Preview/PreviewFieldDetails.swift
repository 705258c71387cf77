/// The card beside the phone that tells a reviewer what one field is: its
/// kind, the model property and its Swift type, the keyboard traits, the
/// toolbar as drawn buttons, the rules with the messages the app shows, the
/// options (code → label) and the list it depends on.
struct PreviewFieldDetails {
    /// The form the field belongs to, indexed.
    let lookup: PreviewLookup
    /// The field's position in form order.
    let index: Int
    /// The field.
    let field: Field

    /// Appends the card.
    func draw(into html: inout HTMLBuilder, budget: inout OptionBudget) {
        html.element("article", [("class", "detail"), ("id", "detail-\(index)"), ("data-field-id", field.id)]) { html in
            html.element("h2", []) { html in
                html.specText(field.label.text)
                html.element("span", [("class", "kind")], text: field.kind.rawValue)
            }
            html.element("dl", []) { html in
                entry("Id", code: field.id, into: &html)
                entry("Property", code: "\(field.swiftName): \(valueType)", into: &html)
                if let key = field.label.key { entry("Label key", code: key, into: &html) }
                if let placeholder = field.placeholder { entry("Placeholder", text: placeholder, into: &html) }
                if let value = field.defaultValue { entry("Default", code: defaultText(value), into: &html) }
                if let mode = field.dateMode { entry("Picks", code: mode.rawValue, into: &html) }
                if let traits = field.textInput { drawTraits(traits, into: &html) }
                if let name = field.toolbar, let toolbar = lookup.toolbar(named: name) { drawToolbar(toolbar, into: &html) }
                drawRules(into: &html)
                if let parent = field.parent { entry("Depends on", code: parent, into: &html) }
                if let fieldLookup = field.lookup {
                    entry("Look-up", code: "fills \(fieldLookup.fills.joined(separator: ", ")) on \(fieldLookup.trigger.rawValue)", into: &html)
                    if let notFound = fieldLookup.notFound { entry("Not found", text: notFound, into: &html) }
                }
                if let followed = field.follows { entry("Follows", code: followed, into: &html) }
                drawOptions(into: &html, budget: &budget)
            }
        }
    }

    /// The property's Swift type as text, as the generated form struct declares it
    /// (`FormStructEmitter.valueType(_:optionList:)` builds the same as IR; the
    /// preview golden of every example shows both agree). A new kind needs a case here too.
    private var valueType: String {
        switch field.kind {
        case .text, .email, .password, .phone, .url, .textArea: "String"
        case .number: "Int?"
        case .decimal: "Decimal?"
        case .date: "Date?"
        case .toggle, .checkbox: "Bool"
        case .picker, .segmented, .radio:
            if let valueType = lookup.optionList(of: field)?.runtimeValueType { valueType == .integer ? "Int?" : "String?" }
            else { "\(lookup.optionList(of: field).map { "\(lookup.model.swiftNames.form).\($0.swiftName)" } ?? "String")?" }
        case .multiPicker: "\(lookup.model.swiftNames.form).\(field.multiPicker?.swiftName ?? "?")"
        case .multiSelect: "Set<\(lookup.optionList(of: field).map { "\(lookup.model.swiftNames.form).\($0.swiftName)" } ?? "String")>"
        case .stepper: "Int"
        case .slider: "Double"
        }
    }

    /// A picker's default with its label (`3 → 関東・信越`); other values as written.
    private func defaultText(_ value: FieldValue) -> String {
        guard case .option(let code) = value, let list = lookup.optionList(of: field),
              let position = lookup.itemPosition(code, in: list) else {
            return value.text
        }
        return "\(code) → \(list.items[position].label.text)"
    }

    private func drawTraits(_ traits: TextInputTraits, into html: inout HTMLBuilder) {
        entry("Keyboard", code: traits.keyboardType, into: &html)
        if let content = traits.contentType { entry("Content type", code: content, into: &html) }
        if let key = traits.returnKey { entry("Return key", code: key, into: &html) }
        entry("Capitalization", code: traits.autocapitalization, into: &html)
        if let correction = traits.autocorrection { entry("Autocorrection", code: correction ? "yes" : "no", into: &html) }
        if traits.secure { entry("Secure entry", code: "yes", into: &html) }
    }

    /// The toolbar as the keyboard shows it: items left to right, spaces as gaps.
    private func drawToolbar(_ toolbar: Toolbar, into html: inout HTMLBuilder) {
        html.element("dt", [], text: "Toolbar")
        html.element("dd", []) { html in
            html.element("div", [("class", "toolbar"), ("data-toolbar", toolbar.name)]) { html in
                for item in toolbar.items {
                    switch item.kind {
                    case .flexibleSpace:
                        html.element("span", [("class", "flexible")], text: "")
                    case .fixedSpace:
                        html.element("span", [("class", "fixed"), ("style", "inline-size: \(Int(item.width ?? 8))px")], text: "")
                    case .previous, .next:
                        if let title = item.title {
                            html.element("span", [("class", "item")]) { $0.specText(title.text) }
                        } else {
                            let label = item.kind == .previous ? "Previous" : "Next"
                            html.element("span", [("class", "item chevron \(item.kind == .previous ? "up" : "down")"),
                                                  ("title", label), ("aria-label", label)], text: "")
                        }
                    case .clear:
                        html.element("span", [("class", "item")]) { $0.specText(item.title?.text ?? "ⓧ") }
                    case .lookup:
                        html.element("span", [("class", "item"), ("title", "starts the field's look-up")]) {
                            $0.specText(item.title?.text ?? "Look up")
                        }
                    case .title:
                        // A text, not a button: the spec's, else the focused field's label.
                        html.element("span", [("class", "item title-item")]) { $0.specText(item.title?.text ?? field.label.text) }
                    case .done:
                        html.element("span", [("class", "item done")]) { $0.specText(item.title?.text ?? "Done") }
                    case .custom:
                        html.element("span", [("class", "item"), ("title", "action: \(item.action ?? "")")]) {
                            $0.specText(item.title?.text ?? item.action ?? "")
                        }
                    }
                }
            }
        }
    }

    private func drawRules(into html: inout HTMLBuilder) {
        let rules = lookup.ruleMessages(of: field)
        guard !rules.isEmpty else { return }
        html.element("dt", [], text: "Rules")
        html.element("dd", []) { html in
            html.element("table", []) { html in
                for rule in rules {
                    html.element("tr", []) { html in
                        html.element("td", []) { html in
                            html.element("code", [], text: rule.parameter.map { "\(rule.rule): \($0)" } ?? rule.rule)
                        }
                        html.element("td", []) { html in
                            PreviewRuleMessage(rule: rule).draw(into: &html)
                            if rule.isStandard { html.element("span", [("class", "standard")], text: " (standard message)") }
                            if let key = rule.message.key { html.element("span", [("class", "key")], text: " key: \(key)") }
                        }
                    }
                }
            }
        }
    }

    private func drawOptions(into html: inout HTMLBuilder, budget: inout OptionBudget) {
        guard let name = field.optionList, let list = lookup.optionList(of: field) else { return }
        if case .app(let valueType) = list.source {
            return entry("Options", code: "\(name): from the app (\(valueType.rawValue) values)", into: &html)
        }
        if case .yearsFromThisYear(let count) = list.source {
            return entry("Options", code: "\(name): \(count) years from this year on (integer values)", into: &html)
        }
        html.element("dt", [], text: "Options")
        html.element("dd", []) { html in
            html.element("table", [("data-list", name)]) { html in
                html.element("tr", []) { html in
                    html.element("th", [], text: "Code")
                    html.element("th", [], text: "Label")
                    if field.parent != nil { html.element("th", [], text: "Shown for") }
                }
                let shown = budget.take(list.items.count)
                for item in list.items.prefix(shown) {
                    html.element("tr", []) { html in
                        html.element("td", []) { $0.element("code", [], text: item.value) }
                        html.element("td", []) { $0.specText(item.label.text) }
                        if field.parent != nil { html.element("td", []) { $0.element("code", [], text: item.parents.joined(separator: ", ")) } }
                    }
                }
                if shown < list.items.count {
                    html.element("tr", [("class", "more")]) { $0.element("td", [], text: OptionBudget.more(list.items.count - shown)) }
                }
            }
        }
    }

    private func entry(_ term: String, code: String, into html: inout HTMLBuilder) {
        html.element("dt", [], text: term)
        html.element("dd", []) { $0.element("code", [], text: code) }
    }

    private func entry(_ term: String, text: LocalizableText, into html: inout HTMLBuilder) {
        html.element("dt", [], text: term)
        html.element("dd", []) { html in
            html.specText(text.text)
            if let key = text.key { html.element("span", [("class", "key")], text: " key: \(key)") }
        }
    }
}
