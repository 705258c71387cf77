internal import FormcRuntime

/// How a row presents its field besides the control, drawn alike by both looks
/// (after `FormcFormLayout+Presentation` and the SwiftUI `FormcFieldCaption`):
/// the label with the form's required mark (`aria-hidden`: the mark is never
/// read), a hidden label kept for the control's name, the help text under the
/// control, and the intro paragraphs above the fields.
extension PreviewControl {
    /// The classes of a caption: hidden (still naming the control) when the spec hides the label.
    func captionClass(_ base: StaticString) -> String {
        field.hidesLabel == true ? base.description + " hidden-label" : base.description
    }

    /// The label's text and, after it, the form's mark: ` ※`, ` *`, or a badge.
    func labelText(into html: inout HTMLBuilder) {
        html.linkedSpecText(field.label.text)
        guard let mark = lookup.model.requiredMarks?.runtime.mark(isRequired: field.validation.required?.value == true,
                                                                 in: lookup.messages.language) else { return }
        let className = mark.isBadge ? (mark.isRequired ? "mark badge" : "mark badge optional") : "mark"
        html.element("span", [("class", className), ("aria-hidden", "true")], text: mark.isBadge ? mark.text : " " + mark.text)
    }

    /// The help text under the control, when the field has one.
    func help(into html: inout HTMLBuilder) {
        guard let help = field.help else { return }
        html.element("p", [("class", "help")]) { $0.specText(help.text) }
    }
}

/// The paragraphs above the fields: the form's intro and the marks' legend.
enum PreviewIntro {
    /// The form's intro and legend, when it has them.
    static func draw(_ model: FormModel, into html: inout HTMLBuilder) {
        if let intro = model.intro {
            html.element("p", [("class", "intro")]) { $0.specText(intro.text) }
        }
        if let legend = model.requiredMarks?.runtime.legendText(in: model.language ?? .en) {
            html.element("p", [("class", "intro legend")]) { $0.specText(legend) }
        }
    }

    /// A section's intro, under its header.
    static func draw(_ section: FormSection, into html: inout HTMLBuilder) {
        guard let intro = section.intro else { return }
        html.element("p", [("class", "intro")]) { $0.specText(intro.text) }
    }
}
