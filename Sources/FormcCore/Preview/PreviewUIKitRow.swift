/// One field's row in the UIKit look, as the generated ready screen builds it
/// (`FormcFormLayout`): a caption (subheadline) above the control — a rounded
/// text field for text, pickers, dates and multi-column pickers, a text view,
/// a segmented control, check rows, a slider — or, on one line, a switch or
/// a stepper beside its caption, and a checkbox as one button whose title is
/// the label. The look's one switch over ``FieldKind``.
struct PreviewUIKitRow {
    /// The row's pieces.
    let control: PreviewControl
    private var field: Field { control.field }
    private var ids: PreviewRowIDs { control.ids }

    /// The row's layout: a caption above the control, or one line.
    var rowClass: StaticString {
        switch field.kind {
        case .toggle, .stepper: "row inline"
        default: "row"
        }
    }

    /// Appends the caption and the control (the issues are the caller's).
    func draw(into html: inout HTMLBuilder, budget: inout OptionBudget) {
        switch field.kind {
        case .text, .email, .password, .number, .decimal, .phone, .url:
            caption(into: &html)
            html.element("span", [("class", "text-field")]) { html in
                control.textInput("field-input", into: &html)
                if field.revealToggle != nil { control.revealButton(into: &html) }
            }
        case .textArea:
            caption(into: &html)
            html.element("span", [("class", "text-view-box")]) { html in
                control.textArea("text-view", into: &html)
                // The runtime's counter (`show_count`) sits in the view's bottom trailing corner.
                if field.showsCount == true { counter(into: &html) }
            }
        case .picker where field.selectionStyle == .list:
            // A button showing the choice; the list it pushes is drawn under it.
            caption(into: &html)
            control.pickerButton("picker-value list-button", empty: field.placeholder?.text ?? "", chevron: .disclosure,
                                 into: &html)
            control.optionList("pushed-list", into: &html, budget: &budget)
        case .picker:
            // A text field showing the choice; the wheel is its input view.
            caption(into: &html)
            control.pickerButton("picker-value text-field", empty: field.placeholder?.text ?? "", chevron: .none, into: &html)
            control.optionList("wheel", into: &html, budget: &budget)
        case .date:
            caption(into: &html)
            control.dateValue("text-field static", shown: field.defaultValue?.text, empty: field.placeholder?.text ?? "",
                              into: &html)
        case .multiPicker:
            caption(into: &html)
            control.valueText("text-field static", shown: control.multiPickerText, empty: field.placeholder?.text ?? "",
                              attributes: control.multiPickerSummary, into: &html)
        case .toggle:
            caption(into: &html)
            control.toggleSwitch(into: &html)
        case .segmented:
            caption(into: &html)
            control.segments(into: &html)
        case .radio, .multiSelect:
            caption(into: &html)
            if field.selectionStyle == .list {
                // A button showing the choice; the list it pushes is drawn under it.
                let chosen = control.chosenLabels
                control.valueText("list-button", shown: chosen.isEmpty ? nil : chosen.joined(separator: ", "),
                                  empty: field.placeholder?.text ?? "", into: &html)
                control.checkRows(pushed: true, into: &html, budget: &budget)
            } else {
                control.checkRows(pushed: false, into: &html, budget: &budget)
            }
        case .checkbox:
            // One button: the box symbol leading the title, both in the tint colour.
            html.element("label", [("class", "checkbox-button")]) { html in
                control.checkbox(into: &html)
                html.element("span", [("class", "row-label"), ("id", ids.label)]) { control.labelText(into: &$0) }
            }
        case .stepper:
            caption(into: &html)
            if field.numberControl?.showsValue ?? true { control.numberValue("number-value", into: &html) }
            control.stepper(into: &html)
        case .slider:
            caption(into: &html)
            html.element("span", [("class", "slider-line")]) { html in
                control.slider(into: &html)
                if field.numberControl?.showsValue == true { control.numberValue("number-value", into: &html) }
            }
        }
    }

    /// The caption: the label as the spec says it, in the subheadline font.
    private func caption(into html: inout HTMLBuilder) {
        html.element("span", [("class", control.captionClass("row-label caption")), ("id", ids.label)]) { control.labelText(into: &$0) }
    }

    /// `count/max` (or `count` without `max_length`) of the default text, as the runtime's counter shows it.
    private func counter(into html: inout HTMLBuilder) {
        let count = field.defaultValue?.text.count ?? 0
        let text = field.validation.maxLength.map { "\(count)/\($0.value)" } ?? String(count)
        html.element("span", [("class", "counter")], text: text)
    }
}
