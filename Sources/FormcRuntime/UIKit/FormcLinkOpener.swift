#if canImport(UIKit)
import UIKit

/// The delegate of the ready screen's texts with links (a section footer, a
/// toggle's or checkbox's label): a tapped link opens through ``open``, or,
/// when it is nil, as the text view opens it by default (the system opens the
/// URL; this works in app extensions too, unlike `UIApplication.shared`).
/// Long presses (the link's preview and menu) stay the system's.
@MainActor
public final class FormcLinkOpener: NSObject, UITextViewDelegate {
    /// Opens a tapped link's URL (an app can show an `SFSafariViewController`); nil: the system opens it.
    public var open: ((URL) -> Void)?

    /// A tap opens through ``open`` when set; anything else is the text view's default.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        guard let open, interaction == .invokeDefaultAction else { return true }
        open(URL)
        return false
    }
}

extension FormcFormLayout {
    /// `text` with its links tappable: a text view that cannot be edited or
    /// scrolled, laid out as a label is (no insets), in `style`'s font and
    /// `color`, each link's run carrying its URL. VoiceOver reads the plain
    /// text and reaches the links as UIKit makes them.
    public static func linkedText(_ text: FormcLinkedText, style: UIFont.TextStyle, color: UIColor) -> UITextView {
        let view = UITextView()
        view.isEditable = false
        view.isScrollEnabled = false
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        view.backgroundColor = .clear
        view.adjustsFontForContentSizeCategory = true
        let font = UIFont.preferredFont(forTextStyle: style)
        let attributed = NSMutableAttributedString(
            string: text.plainText, attributes: [.font: font, .foregroundColor: color])
        for link in text.linkRanges { attributed.addAttribute(.link, value: link.url, range: link.range) }
        view.attributedText = attributed
        view.isAccessibilityElement = true
        view.accessibilityLabel = text.plainText
        return view
    }

    /// `field`'s label with its links and `mark`'s glyph, when the label has links.
    static func linkedLabel<Field: FormcFormField>(of field: Field, mark: FormcFieldMark?) -> FormcLinkedText? {
        guard let written = field.linkedLabel else { return nil }
        let linked = FormcLinkedText(mark?.caption(written) ?? written)
        return linked.hasLinks ? linked : nil
    }

    /// A checkbox whose label has links: the box (a button without a title)
    /// leading the label's text view, aligned to the text's first line, and
    /// the form's badge after it, if any. A tap on the text outside its links
    /// toggles the box (``FormcLabelTap``), as a tap on a plain checkbox's title does.
    public static func linkedCheckboxRow(_ box: UIButton, text: UITextView, badge: UILabel? = nil) -> UIView {
        text.addGestureRecognizer(FormcLabelTap(toggling: box))
        let stack = UIStackView(arrangedSubviews: [box, text] + (badge.map { [$0] } ?? []))
        stack.axis = .horizontal
        stack.spacing = 8
        stack.alignment = .center
        return stack
    }
}
#endif
