#if canImport(UIKit)
import UIKit

/// How the ready screen presents a field besides its control: the caption
/// with the form's required mark (or none, for a hidden label), the help text
/// under the control, and the form's and sections' intro paragraphs.
extension FormcFormLayout {
    /// `field`'s caption: its label, with the form's mark after it (a glyph, or
    /// a badge beside it); `nil` when the label is hidden. The mark is drawn,
    /// never spoken: the caption reads as the label alone.
    public static func caption<Model: FormcFormModel>(for field: Model.Field, in model: Model.Type) -> UIView? {
        guard !field.hidesLabel else { return nil }
        let mark = Model.mark(of: field)
        let label: UIView
        if let linked = linkedLabel(of: field, mark: mark) {
            label = linkedText(linked, style: .subheadline, color: .label)
        } else {
            label = caption(mark?.caption(field.label) ?? field.label)
        }
        if mark != nil { label.accessibilityLabel = field.label }
        guard let mark, mark.isBadge else { return label }
        let line = UIStackView(arrangedSubviews: [label, badge(mark)])
        line.axis = .horizontal
        line.spacing = 6
        line.alignment = .center
        return line
    }

    /// A small badge (`必須`, `任意`): white on red for a required field, secondary on grey for an optional one. Never spoken.
    public static func badge(_ mark: FormcFieldMark) -> UILabel {
        let label = UILabel()
        label.text = " \(mark.text) "
        label.font = UIFont.preferredFont(forTextStyle: .caption2)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = mark.isRequired ? .white : .secondaryLabel
        label.backgroundColor = mark.isRequired ? .systemRed : .systemGray5
        label.layer.cornerRadius = 4
        label.layer.masksToBounds = true
        label.isAccessibilityElement = false
        return label
    }

    /// `caption` above `control`; the control alone when the label is hidden.
    public static func row(caption: UIView?, control: UIView) -> UIView {
        guard let caption else { return control }
        let stack = UIStackView(arrangedSubviews: [caption, control])
        stack.axis = .vertical
        stack.spacing = 6
        return stack
    }

    /// A field's help text under its control: a footnote in the secondary colour.
    /// Not an accessibility element: the binder puts the text in the control's hint.
    public static func help(_ text: String) -> UILabel {
        let label = intro(text, style: .footnote)
        label.isAccessibilityElement = false
        return label
    }

    /// `row` with its help text under it.
    public static func row(_ row: UIView, help: UILabel) -> UIView {
        let stack = UIStackView(arrangedSubviews: [row, help])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }

    /// A paragraph above the fields (the form's or a section's intro, the marks' legend), in the secondary colour.
    public static func intro(_ text: String, style: UIFont.TextStyle = .subheadline) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        return label
    }
}
#endif
