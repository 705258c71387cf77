internal import FormcRuntime

/// The pieces a row's control is made of, shared by the looks: the inputs the
/// page's script reads (a text field, a switch, a checkbox, a slider), a
/// picker's button and its list of options, segments, check rows, and the
/// texts a field shows (its value, its placeholder). Each look arranges them
/// in its own switch over ``FieldKind`` (``PreviewUIKitRow``,
/// ``PreviewSwiftUIRow``); the class names say how each piece looks.
struct PreviewControl {
    /// The form the field belongs to (option lists, the parent picker), indexed.
    let lookup: PreviewLookup
    /// The row's element ids in its look.
    let ids: PreviewRowIDs
    /// The field.
    let field: Field

    // MARK: Inputs the script reads

    /// A one-line text input with the spec's placeholder and default.
    func textInput(_ className: StaticString, into html: inout HTMLBuilder) {
        html.open("input", [("class", className.description), ("type", inputType), ("id", ids.input),
                            ("aria-labelledby", ids.label)]
                  + Self.optional("placeholder", field.placeholder?.text)
                  + Self.optional("value", field.defaultValue?.text)
                  + PreviewValueData(lookup: lookup, field: field).textInputAttributes)
    }

    /// A multi-line text input with the spec's placeholder and default.
    func textArea(_ className: StaticString, into html: inout HTMLBuilder) {
        html.element("textarea", [("class", className.description), ("id", ids.input), ("aria-labelledby", ids.label)]
                     + Self.optional("placeholder", field.placeholder?.text),
                     text: field.defaultValue?.text ?? "")
    }

    /// A switch, on when the default is `true`.
    func toggleSwitch(into html: inout HTMLBuilder) {
        html.open("input", [("class", "switch"), ("type", "checkbox"), ("role", "switch"), ("id", ids.input),
                            ("aria-labelledby", ids.label)] + (isOn ? [("checked", "")] : []))
    }

    /// A checkbox, checked when the default is `true`, drawn as the `square` /
    /// `checkmark.square.fill` symbol.
    func checkbox(into html: inout HTMLBuilder) {
        html.open("input", [("class", "checkbox"), ("type", "checkbox"), ("id", ids.input),
                            ("aria-labelledby", ids.label)] + (isOn ? [("checked", "")] : []))
    }

    /// A slider over the field's range, at its default (or minimum).
    func slider(into html: inout HTMLBuilder) {
        html.open("input", [("class", "slider"), ("type", "range"), ("id", ids.input),
                            ("aria-labelledby", ids.label), ("value", numberText)]
                  + Self.optional("min", field.numberControl?.minimum.text)
                  + Self.optional("max", field.numberControl?.maximum.text)
                  + Self.optional("step", field.numberControl?.step?.text))
    }

    /// A stepper's or slider's value as its label shows it: the number, which the page's
    /// script draws as the field's `format:` says (`data-format`); a slider's rounded
    /// first to the decimals its step has (`data-decimals`), by the runtime's
    /// `FormcControlValueText.slider` (`0.50` over 0…1 without a step).
    func numberValue(_ className: StaticString, into html: inout HTMLBuilder) {
        let range = sliderRange
        let decimals = range.map { FormcControlValueText.decimals(minimum: $0.minimum, maximum: $0.maximum, step: $0.step) }
        let text = range.flatMap { range in
            Double(numberText).map { FormcControlValueText.slider($0, minimum: range.minimum, maximum: range.maximum, step: range.step) }
        } ?? numberText
        html.element("span", [("class", className.description), ("id", ids.value)]
                     + Self.optional("data-format", PreviewValueData(lookup: lookup, field: field).format)
                     + Self.optional("data-decimals", decimals.map(String.init)),
                     text: text)
    }

    /// A slider's range and step as numbers; nil for a stepper.
    private var sliderRange: (minimum: Double, maximum: Double, step: Double?)? {
        guard field.kind == .slider, let range = field.numberControl,
              let minimum = Double(range.minimum.text), let maximum = Double(range.maximum.text) else { return nil }
        return (minimum, maximum, range.step.flatMap { Double($0.text) })
    }

    /// UIKit's and SwiftUI's stepper: − and + in one rounded control (drawn, not pressed); its
    /// number for the confirmation summary.
    func stepper(into html: inout HTMLBuilder) {
        html.element("span", [("class", "stepper"), ("aria-hidden", "true"), ("data-number", numberText)]) { html in
            html.element("span", [], text: "−")
            html.element("span", [("class", "stepper-divider")], text: "")
            html.element("span", [], text: "+")
        }
    }

    /// A password's show/hide button (`reveal_toggle`), UIKit's text field's right view and
    /// SwiftUI's trailing button alike: it shows the typed text, and hides it again.
    func revealButton(into html: inout HTMLBuilder) {
        let show = field.revealToggle?.showLabel?.text ?? "Show password"
        let hide = field.revealToggle?.hideLabel?.text ?? "Hide password"
        html.element("button", [("class", "reveal"), ("type", "button"), ("aria-controls", ids.input), ("aria-pressed", "false"),
                                ("aria-label", show), ("data-show", show), ("data-hide", hide)]) { html in
            html.markup(Self.eyeSymbol)
        }
    }

    /// SF Symbols' `eye`, as an outline in the text's colour.
    private static let eyeSymbol: StaticString = """
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.6"><path d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z"/><circle cx="12" cy="12" r="3.2"/></svg>
        """

    /// Whether a switch or checkbox starts on.
    var isOn: Bool { field.defaultValue == .bool(true) }

    /// The number a stepper or slider starts at.
    var numberText: String { (field.defaultValue ?? field.numberControl?.minimum)?.text ?? "0" }

    // MARK: Pickers

    /// The default's position in the field's list, when it has one there.
    var chosenIndex: Int? {
        guard case .option(let code)? = field.defaultValue, let list = lookup.optionList(of: field) else { return nil }
        return lookup.itemPosition(code, in: list)
    }

    /// The button that opens the picker's list (``optionList(_:into:budget:)``), showing the
    /// chosen option or `empty`; `className` gives its look, `chevron` its trailing mark.
    func pickerButton(_ className: StaticString, empty: String, chevron: Chevron, into html: inout HTMLBuilder) {
        let chosen = chosenIndex
        let list = lookup.optionList(of: field)
        html.element("button", [("class", className.description + (chosen == nil ? "" : " chosen")), ("type", "button"),
                                ("id", ids.picker), ("data-row", ids.row), ("aria-controls", ids.wheel),
                                ("aria-expanded", "false"), ("aria-labelledby", ids.label), ("data-empty", empty),
                                ("data-selected", chosen.map(String.init) ?? "")]) { html in
            html.element("span", [("class", "value")]) { html in
                html.specText(chosen.flatMap { list?.items[$0].label.text } ?? empty)
            }
            chevron.draw(into: &html)
        }
    }

    /// A mark drawn after a value: none, SwiftUI's up-down chevron of a menu, or a disclosure chevron (`›`).
    enum Chevron {
        case none, upDown, disclosure

        func draw(into html: inout HTMLBuilder) {
            switch self {
            case .none: break
            case .upDown: html.element("span", [("class", "chevron-updown"), ("aria-hidden", "true")], text: "")
            case .disclosure: html.element("span", [("class", "disclosure"), ("aria-hidden", "true")], text: "")
            }
        }
    }

    /// The list a picker's button opens, hidden until then: `className` gives its look
    /// (UIKit's wheel, SwiftUI's menu or pushed list). At most `budget` options (the
    /// page's ``OptionBudget``), the rest counted in a last row.
    func optionList(_ className: StaticString, into html: inout HTMLBuilder, budget: inout OptionBudget) {
        // A list that could not be resolved (a spec with errors) draws an empty list.
        let list = lookup.optionList(of: field) ?? OptionList(name: "", swiftName: "", items: [])
        var attributes: [HTMLBuilder.Attribute] = [("class", className.description), ("id", ids.wheel), ("role", "listbox"),
                                                    ("data-button", ids.picker), ("hidden", "")]
        // A list from the app has no rows before it runs: the list says so, and offers nothing to choose.
        if list.isFromApp {
            return html.element("ul", attributes) { html in
                let text = if case .yearsFromThisYear(let count) = list.source { "(\(count) years from this year on)" } else { "(from the app)" }
                html.element("li", [("class", "more"), ("aria-disabled", "true")], text: text)
            }
        }
        let parentIndex = field.parent.flatMap(lookup.fieldPosition)
        let parentList = parentIndex.flatMap { lookup.optionList(of: lookup.model.fields[$0]) }
        if let parentIndex { attributes.append(("data-parent", PreviewRowIDs(look: ids.look, index: parentIndex).row)) }
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

    // MARK: Choices drawn in place

    /// A segmented control: a segment per option, the default's selected (at most 12 drawn:
    /// past 5 formc already warns that they do not fit).
    func segments(into html: inout HTMLBuilder) {
        let items = lookup.optionList(of: field)?.items ?? []
        html.element("span", [("class", "segments"), ("role", "radiogroup"), ("aria-labelledby", ids.label)]) { html in
            for item in items.prefix(12) {
                let selected = field.defaultValue == .option(item.value)
                html.element("span", [("class", selected ? "segment selected" : "segment"), ("role", "radio"),
                                      ("aria-checked", selected ? "true" : "false")]) { $0.specText(item.label.text) }
            }
            if items.count > 12 { html.element("span", [("class", "segment")], text: "…") }
        }
    }

    /// The check rows of a radio or multi-select (or, with `style: list`, the pushed
    /// list); at most `budget` options, the rest counted in a last row.
    func checkRows(pushed: Bool, into html: inout HTMLBuilder, budget: inout OptionBudget) {
        let list = lookup.optionList(of: field) ?? OptionList(name: "", swiftName: "", items: [])
        let chosen = chosenCodes
        html.element("ul", [("class", pushed ? "check-rows pushed" : "check-rows"),
                            ("role", field.kind == .radio ? "radiogroup" : "group"), ("aria-labelledby", ids.label)]) { html in
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

    /// The options' labels the default chooses (a radio's one, a multi-select's set), in list order.
    var chosenLabels: [String] {
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

    // MARK: Values shown as text

    /// A static value (a date, a multi-column picker's choice, a list's summary): `shown`, or
    /// `empty` in the placeholder's colour.
    /// `attributes` are the data the script reads (a date's, a summary text).
    func valueText(_ className: StaticString, shown: String?, empty: String, attributes: [HTMLBuilder.Attribute] = [],
                   into html: inout HTMLBuilder) {
        html.element("span", [("class", className.description + (shown == nil ? "" : " chosen")), ("id", ids.input)] + attributes) { html in
            html.element("span", [("class", "value")]) { $0.specText(shown ?? empty) }
        }
    }

    /// A multi-column picker's default: each column's chosen title (or its code, when the
    /// list does not have it), joined by the field's separator; nil when nothing is chosen.
    var multiPickerText: String? {
        guard case .wheels(let codes)? = field.defaultValue, codes.contains(where: { $0 != nil }) else {
            return field.defaultValue.map(\.text)
        }
        let components = field.multiPicker?.components ?? []
        let titles = codes.enumerated().map { position, code -> String in
            guard let code else { return "" }
            return components.indices.contains(position) ? columnTitle(components[position], code: code) : code
        }
        return titles.joined(separator: field.multiPicker?.separator ?? "/")
    }

    /// `data-summary`: the default as the confirmation summary shows a multi-column picker's
    /// value (each wheel's label, joined by spaces: `FormcDisplayValue.parts`); nothing when empty.
    var multiPickerSummary: [HTMLBuilder.Attribute] {
        let components = field.multiPicker?.components ?? []
        let titles = multiPickerCodes.enumerated().compactMap { position, code -> String? in
            guard let code else { return nil }
            return components.indices.contains(position) ? columnTitle(components[position], code: code) : code
        }
        guard !titles.isEmpty else { return [] }
        let summary: HTMLBuilder.Attribute = ("data-summary", titles.joined(separator: " "))
        return [summary]
    }

    /// The title of `code` in the list of `component`, or the code itself.
    func columnTitle(_ component: PickerComponent, code: String) -> String {
        guard let list = lookup.optionList(named: component.optionList),
              let position = lookup.itemPosition(code, in: list) else { return code }
        return list.items[position].label.text
    }

    /// The chosen codes of a multi-column picker's default, one per column (nil: none chosen).
    var multiPickerCodes: [String?] {
        if case .wheels(let codes)? = field.defaultValue { return codes }
        return []
    }

    /// A date's value (``valueText(_:shown:empty:attributes:into:)``) with the data the script
    /// draws it from: its format, its `date_only_when` (``PreviewValueData``). Empty, it shows
    /// `empty`, or when nil what SwiftUI's empty date button says: the placeholder, else the
    /// runtime's "Set" in the form's language (`FormcMessages.setDateTitle`), in every mode.
    func dateValue(_ className: StaticString, shown: String?, empty: String? = nil, into html: inout HTMLBuilder) {
        valueText(className, shown: shown, empty: empty ?? field.placeholder?.text ?? lookup.messages.setDateTitle,
                  attributes: PreviewValueData(lookup: lookup, field: field).dateAttributes, into: &html)
    }

    /// The HTML input type closest to the field's keyboard, so a reviewer's browser behaves alike.
    private var inputType: String {
        switch field.kind {
        case .email: "email"
        case .password: "password"
        case .phone: "tel"
        case .url: "url"
        default: field.textInput?.secure == true ? "password" : "text"
        }
    }

    /// `[(name, value)]`, or nothing when `value` is nil.
    static func optional(_ name: StaticString, _ value: String?) -> [HTMLBuilder.Attribute] {
        value.map { [(name, $0)] } ?? []
    }
}
