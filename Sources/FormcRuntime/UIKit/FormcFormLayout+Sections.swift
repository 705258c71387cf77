#if canImport(UIKit)
import UIKit

extension FormcFormLayout {
    /// A section's header: a heading in the headline font, as grouped lists show one.
    public static func sectionHeader(_ text: String) -> UILabel {
        sectionLabel(text, style: .headline, color: .label)
    }

    /// A section's footer: a note in the footnote font, in the secondary label
    /// colour; a label, or a ``linkedText(_:style:color:)`` text view when it
    /// has links (`[text](url)`).
    public static func sectionFooter(_ text: String) -> UIView {
        let linked = FormcLinkedText(text)
        guard linked.hasLinks else { return sectionLabel(text, style: .footnote, color: .secondaryLabel) }
        return linkedText(linked, style: .footnote, color: .secondaryLabel)
    }

    private static func sectionLabel(_ text: String, style: UIFont.TextStyle, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        return label
    }
}
#endif
