/// Draws the control of one field's row, by kind: the one switch over
/// ``FieldKind`` in the preview. A new kind is one case here (and, if it has
/// details of its own, one in ``PreviewFieldDetails``).
struct PreviewControl {
    /// The form the field belongs to (option lists, the parent picker), indexed.
    let lookup: PreviewLookup
    /// The field's position in form order: the source of the row's element ids.
    let index: Int
    /// The field.
    let field: Field

    /// Whether the row puts its control under the label (a text view) rather than beside it.
    var isMultiline: Bool { field.kind == .textArea }

    /// Appends the control.
    func draw(into html: inout HTMLBuilder) {
        switch field.kind {
        case .text, .email, .password, .number, .decimal, .phone, .url:
            html.open("input", [("class", "text-input"), ("type", Self.inputType(field.kind)),
                                ("id", "input-\(index)"), ("aria-labelledby", "label-\(index)")]
                      + Self.optional("placeholder", field.placeholder?.text)
                      + Self.optional("value", field.defaultValue?.text))
        case .textArea:
            html.element("textarea", [("class", "text-view"), ("id", "input-\(index)"), ("aria-labelledby", "label-\(index)")]
                         + Self.optional("placeholder", field.placeholder?.text),
                         text: field.defaultValue?.text ?? "")
        case .toggle:
            let on = field.defaultValue == .bool(true)
            html.open("input", [("class", "switch"), ("type", "checkbox"), ("role", "switch"), ("id", "input-\(index)"),
                                ("aria-labelledby", "label-\(index)")] + (on ? [("checked", "")] : []))
        case .picker:
            drawPicker(into: &html)
        case .multiPicker:
            // One button showing the wheels' choices joined, as the text field does.
            drawValueButton(shown: field.defaultValue?.text, empty: field.placeholder?.text ?? "—", into: &html)
        case .date:
            drawValueButton(shown: field.defaultValue?.text, empty: field.placeholder?.text ?? Self.dateEmptyText(field.dateMode),
                            into: &html)
        case .segmented:
            drawSegments(into: &html)
        case .radio, .multiSelect:
            if field.selectionStyle == .list {
                // One row summing up the choice; the list it pushes is drawn under it.
                drawValueButton(shown: chosenLabels.isEmpty ? nil : chosenLabels.joined(separator: ", "),
                                empty: field.placeholder?.text ?? "—", into: &html)
            } else {
                html.element("span", [("class", "value secondary")], text: "")
            }
        case .checkbox:
            let on = field.defaultValue == .bool(true)
            html.open("input", [("class", "checkbox"), ("type", "checkbox"), ("id", "input-\(index)"),
                                ("aria-labelledby", "label-\(index)")] + (on ? [("checked", "")] : []))
        case .stepper, .slider:
            // The value, and the control UIKit draws: − / + for a stepper, a track for a slider.
            let value = (field.defaultValue ?? field.numberControl?.minimum)?.text ?? "0"
            html.element("span", [("class", "number-value"), ("id", "value-\(index)")], text: value)
            if field.kind == .stepper {
                html.element("span", [("class", "stepper"), ("aria-hidden", "true")], text: "−  +")
            } else {
                html.open("input", [("class", "slider"), ("type", "range"), ("id", "input-\(index)"),
                                    ("aria-labelledby", "label-\(index)"), ("value", value)]
                          + Self.optional("min", field.numberControl?.minimum.text)
                          + Self.optional("max", field.numberControl?.maximum.text)
                          + Self.optional("step", field.numberControl?.step?.text))
            }
        }
    }

    /// The options' labels the default chooses (a radio's one, a multi-select's set), in list order.
    private var chosenLabels: [String] {
        let codes = chosenCodes
        return (lookup.optionList(of: field)?.items ?? []).filter { codes.contains($0.value) }.map(\.label.text)
    }

    /// The option values the default chooses.
    private var chosenCodes: Set<String> {
        switch field.defaultValue {
        case .option(let code)?: [code]
        case .options(let values)?: Set(values)
        default: []
        }
    }

    /// A segmented control: a segment per option, the default's selected (at most 12 drawn:
    /// past 5 formc already warns that they do not fit).
    private func drawSegments(into html: inout HTMLBuilder) {
        let items = lookup.optionList(of: field)?.items ?? []
        html.element("span", [("class", "segments"), ("role", "radiogroup"), ("aria-labelledby", "label-\(index)")]) { html in
            for item in items.prefix(12) {
                let selected = field.defaultValue == .option(item.value)
                html.element("span", [("class", selected ? "segment selected" : "segment"), ("role", "radio"),
                                      ("aria-checked", selected ? "true" : "false")]) { $0.specText(item.label.text) }
            }
            if items.count > 12 { html.element("span", [("class", "segment")], text: "…") }
        }
    }

    /// The check rows of a radio or multi-select, under its label (or, with `style: list`, the
    /// pushed list); at most `budget` options, the rest counted in a last row.
    private func drawCheckRows(into html: inout HTMLBuilder, budget: inout OptionBudget) {
        let list = lookup.optionList(of: field) ?? OptionList(name: "", swiftName: "", items: [])
        let chosen = chosenCodes
        html.element("ul", [("class", field.selectionStyle == .list ? "check-rows pushed" : "check-rows"),
                            ("role", field.kind == .radio ? "radiogroup" : "group"), ("aria-labelledby", "label-\(index)")]) { html in
            let shown = budget.take(list.items.count)
            for item in list.items.prefix(shown) {
                let selected = chosen.contains(item.value)
                html.element("li", [("class", selected ? "check-row selected" : "check-row"),
                                    ("aria-checked", selected ? "true" : "false")]) { $0.specText(item.label.text) }
            }
            if shown < list.items.count {
                html.element("li", [("class", "more"), ("aria-disabled", "true")], text: OptionBudget.more(list.items.count - shown))
            }
        }
    }

    /// The wheel (the picker's input view) drawn under the row, or nil for kinds without one;
    /// at most `budget` options (the page's ``OptionBudget``), the rest counted in a last row.
    func drawWheel(into html: inout HTMLBuilder, budget: inout OptionBudget) {
        if field.kind == .radio || field.kind == .multiSelect { return drawCheckRows(into: &html, budget: &budget) }
        guard field.kind == .picker else { return }
        // A list that could not be resolved (a spec with errors) draws an empty wheel.
        let list = lookup.optionList(of: field) ?? OptionList(name: "", swiftName: "", items: [])
        var attributes: [HTMLBuilder.Attribute] = [("class", "wheel"), ("id", "wheel-\(index)"), ("role", "listbox"),
                                                    ("data-button", "picker-\(index)"), ("hidden", "")]
        // A list from the app has no rows before it runs: the wheel says so, and offers nothing to choose.
        if list.isFromApp {
            return html.element("ul", attributes) { html in
                html.element("li", [("class", "more"), ("aria-disabled", "true")], text: "(from the app)")
            }
        }
        let parentIndex = field.parent.flatMap(lookup.fieldPosition)
        let parentList = parentIndex.flatMap { lookup.optionList(of: lookup.model.fields[$0]) }
        if let parentIndex { attributes.append(("data-parent", "field-\(parentIndex)")) }
        html.element("ul", attributes) { html in
            let shown = budget.take(list.items.count)
            for (itemIndex, item) in list.items.prefix(shown).enumerated() {
                var itemAttributes: [HTMLBuilder.Attribute] = [("role", "option"), ("data-index", String(itemIndex)),
                                                               ("aria-selected", field.defaultValue == .option(item.value) ? "true" : "false")]
                if let parentList {
                    // Parent values as indexes into the parent's list: only digits reach the script.
                    let indexes = item.parents.compactMap { lookup.itemPosition($0, in: parentList) }
                    itemAttributes.append(("data-parents", indexes.map(String.init).joined(separator: " ")))
                }
                html.element("li", itemAttributes) { html in
                    html.element("span", [("class", "text")]) { $0.specText(item.label.text) }
                    html.element("span", [("class", "code mono")], text: item.value)
                }
            }
            if shown < list.items.count {
                html.element("li", [("class", "more"), ("aria-disabled", "true")], text: OptionBudget.more(list.items.count - shown))
            }
        }
    }

    private func drawPicker(into html: inout HTMLBuilder) {
        let list = lookup.optionList(of: field)
        var chosen: Int?
        if case .option(let code)? = field.defaultValue, let list { chosen = lookup.itemPosition(code, in: list) }
        let empty = field.placeholder?.text ?? "Choose"
        html.element("button", [("class", chosen == nil ? "picker-value" : "picker-value chosen"), ("type", "button"),
                                ("id", "picker-\(index)"), ("data-row", "field-\(index)"), ("aria-controls", "wheel-\(index)"),
                                ("aria-expanded", "false"), ("aria-labelledby", "label-\(index)"), ("data-empty", empty),
                                ("data-selected", chosen.map(String.init) ?? "")]) { html in
            html.element("span", [("class", "value")]) { html in
                html.specText(chosen.flatMap { list?.items[$0].label.text } ?? empty)
            }
        }
    }

    private func drawValueButton(shown: String?, empty: String, into html: inout HTMLBuilder) {
        html.element("span", [("class", shown == nil ? "picker-value static" : "picker-value static chosen"), ("id", "input-\(index)")]) { html in
            html.element("span", [("class", "value")]) { $0.specText(shown ?? empty) }
        }
    }

    /// The HTML input type closest to the kind's keyboard, so a reviewer's browser behaves alike.
    private static func inputType(_ kind: FieldKind) -> String {
        switch kind {
        case .email: "email"
        case .password: "password"
        case .phone: "tel"
        case .url: "url"
        default: "text"
        }
    }

    private static func dateEmptyText(_ mode: DateMode?) -> String {
        switch mode ?? .date {
        case .date: "Choose a date"
        case .time: "Choose a time"
        case .dateAndTime: "Choose a date and time"
        }
    }

    private static func optional(_ name: StaticString, _ value: String?) -> [HTMLBuilder.Attribute] {
        value.map { [(name, $0)] } ?? []
    }
}
