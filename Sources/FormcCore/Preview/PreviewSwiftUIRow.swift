/// One field's row in the SwiftUI look, as the generated view draws it inside
/// an inset-grouped `Form`: text inputs under a caption (subheadline,
/// secondary), a menu picker, a date, a switch or a stepper on one line
/// beside the label, check rows and segments under a caption. The look's one
/// switch over ``FieldKind``.
struct PreviewSwiftUIRow {
    /// How SwiftUI shows a single choice from a list.
    enum ChoiceStyle: Equatable {
        /// A menu button showing the choice, with an up-down chevron (`.menu`).
        case menu
        /// A row that pushes the list, with a disclosure `›` (`.navigationLink`).
        case list
        /// A wheel (`style: wheel`), drawn as the UIKit look draws its wheel.
        case wheel
    }

    /// A picker of more options than this pushes its list instead of opening a menu.
    /// It must be the SwiftUI view's own limit: the one place the preview says it.
    static let menuLimit = 20

    /// The row's pieces.
    let control: PreviewControl
    private var field: Field { control.field }
    private var ids: PreviewRowIDs { control.ids }

    /// How a picker shows its choice: its `style:` (`wheel`, `list`), else a list longer than
    /// ``menuLimit`` is pushed, any other (a list from the app too: it has no rows before the app
    /// runs) opens a menu.
    var choiceStyle: ChoiceStyle {
        if field.selectionStyle == .wheel { return .wheel }
        if field.selectionStyle == .list { return .list }
        guard let list = control.lookup.optionList(of: field) else { return .menu }
        return list.items.count > Self.menuLimit ? .list : .menu
    }

    /// The row's layout: the label beside the control, or a caption above it (`stacked`).
    var rowClass: StaticString {
        switch field.kind {
        case .text, .email, .password, .number, .decimal, .phone, .url, .textArea, .segmented, .slider, .multiPicker:
            "row stacked"
        case .radio where field.selectionStyle != .list:
            "row stacked"
        case .multiSelect where field.selectionStyle != .list:
            "row stacked"
        case .picker where choiceStyle == .wheel:
            "row stacked"
        default:
            "row"
        }
    }

    /// Appends the label and the control (the issues are the caller's).
    func draw(into html: inout HTMLBuilder, budget: inout OptionBudget) {
        switch field.kind {
        case .text, .email, .password, .number, .decimal, .phone, .url:
            caption(into: &html)
            html.element("span", [("class", "field-line")]) { html in
                control.textInput("field-input", into: &html)
                if field.revealToggle != nil { control.revealButton(into: &html) }
            }
        case .textArea:
            caption(into: &html)
            control.textArea("text-editor", into: &html)
            if let text = counterText { html.element("span", [("class", "counter")], text: text) }
        case .picker:
            label(into: &html)
            if choiceStyle == .wheel {
                control.pickerButton("picker-value text-field", empty: field.placeholder?.text ?? "", chevron: .none, into: &html)
                control.optionList("wheel", into: &html, budget: &budget)
            } else if choiceStyle == .list {
                control.pickerButton("picker-value link", empty: field.placeholder?.text ?? "", chevron: .disclosure, into: &html)
                control.optionList("pushed-list", into: &html, budget: &budget)
            } else {
                control.pickerButton("picker-value menu-button", empty: field.placeholder?.text ?? "", chevron: .upDown, into: &html)
                control.optionList("menu", into: &html, budget: &budget)
            }
        case .date:
            label(into: &html)
            if let value = field.defaultValue?.text {
                control.dateValue("date-capsule", shown: value, into: &html)
            } else {
                // An empty date, required or not: FormcDateView's button that sets it.
                control.dateValue("date-set", shown: nil, into: &html)
            }
        case .toggle:
            label(into: &html)
            control.toggleSwitch(into: &html)
        case .checkbox:
            html.element("label", [("class", "checkbox-line")]) { html in
                control.checkbox(into: &html)
                label(into: &html)
            }
        case .segmented:
            caption(into: &html)
            control.segments(into: &html)
        case .radio where field.selectionStyle != .list:
            caption(into: &html)
            control.checkRows(pushed: false, into: &html, budget: &budget)
        case .radio, .multiSelect:
            if field.selectionStyle == .list {
                label(into: &html)
                let chosen = control.chosenLabels
                control.valueText("link-value", shown: chosen.isEmpty ? nil : chosen.joined(separator: ", "),
                                  empty: field.placeholder?.text ?? "", into: &html)
                Chevron.disclosure.draw(into: &html)
                control.checkRows(pushed: true, into: &html, budget: &budget)
            } else {
                caption(into: &html)
                control.checkRows(pushed: false, into: &html, budget: &budget)
            }
        case .stepper:
            // `Stepper("Label: value")`.
            html.element("span", [("class", "stepper-title")]) { html in
                label(into: &html)
                if field.numberControl?.showsValue ?? true {
                    html.text(": ")
                    control.numberValue("stepper-value", into: &html)
                }
            }
            control.stepper(into: &html)
        case .slider:
            html.element("span", [("class", "slider-head")]) { html in
                caption(into: &html)
                if field.numberControl?.showsValue == true { control.numberValue("number-value", into: &html) }
            }
            control.slider(into: &html)
        case .multiPicker:
            caption(into: &html)
            columns(into: &html)
        }
    }

    private typealias Chevron = PreviewControl.Chevron

    /// The label beside a control, in the body font.
    private func label(into html: inout HTMLBuilder) {
        html.element("span", [("class", control.captionClass("row-label")), ("id", ids.label)]) { control.labelText(into: &$0) }
    }

    /// The caption above a control: subheadline, secondary.
    private func caption(into html: inout HTMLBuilder) {
        html.element("span", [("class", control.captionClass("row-label caption")), ("id", ids.label)]) { control.labelText(into: &$0) }
    }

    /// A text area's counter: `count/max_length`, or the count alone with `show_count` and no maximum.
    private var counterText: String? {
        let count = field.defaultValue?.text.count ?? 0
        if let limit = field.validation.maxLength?.value { return "\(count)/\(limit)" }
        return field.showsCount == true ? String(count) : nil
    }

    /// A multi-column picker's columns side by side, each a menu showing its choice
    /// (or the column's label, or the field's placeholder for a column without one).
    private func columns(into html: inout HTMLBuilder) {
        let components = field.multiPicker?.components ?? []
        let codes = control.multiPickerCodes
        html.element("span", [("class", "columns"), ("id", ids.input), ("role", "group"), ("aria-labelledby", ids.label)]
                     + control.multiPickerSummary) { html in
            for (position, component) in components.enumerated() {
                let code = codes.indices.contains(position) ? codes[position] : nil
                let shown = code.map { control.columnTitle(component, code: $0) }
                html.element("span", [("class", shown == nil ? "column-menu" : "column-menu chosen")]) { html in
                    html.element("span", [("class", "value")]) {
                        $0.specText(shown ?? component.label?.text ?? field.placeholder?.text ?? "—")
                    }
                    Chevron.upDown.draw(into: &html)
                }
            }
        }
    }
}
