#if canImport(UIKit)
import UIKit

/// A tap on a check box's or switch's label text (a text view, for a label
/// with links) outside its links: it toggles the control, as a tap on a plain
/// check box's title does; a tap on a link only opens it. Without selectors, as the
/// form's tap-outside dismissal: the recognizer is its own delegate and acts
/// the moment it would recognize, then fails, so the text view's own link
/// and selection gestures go on as before.
@MainActor
public final class FormcLabelTap: UITapGestureRecognizer, UIGestureRecognizerDelegate {
    private weak var box: UIControl?

    /// A recognizer that toggles `box`, a check box (sent `.primaryActionTriggered`)
    /// or a switch (flipped, sent `.valueChanged`); add it to the label's text view.
    public init(toggling box: UIControl) {
        self.box = box
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delegate = self
    }

    /// A touch on a link is the link's.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let text = view as? UITextView else { return false }
        return !Self.isOnLink(touch.location(in: text), in: text)
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let box, box.isEnabled else { return false }
        if let toggle = box as? UISwitch {
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
        } else {
            box.sendActions(for: .primaryActionTriggered)
        }
        return false
    }

    /// The text view's own gestures see the touch too.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }

    /// Whether `point` (in `text`'s coordinates) is on a character of a link.
    static func isOnLink(_ point: CGPoint, in text: UITextView) -> Bool {
        guard let range = text.characterRange(at: point), let attributed = text.attributedText else { return false }
        let index = text.offset(from: text.beginningOfDocument, to: range.start)
        guard index >= 0, index < attributed.length else { return false }
        return attributed.attribute(.link, at: index, effectiveRange: nil) != nil
    }
}
#endif
