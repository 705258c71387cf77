import Foundation

/// The delegate of a `UITextView`; optional methods have default implementations (see `UITextFieldDelegate`).
@MainActor
public protocol UITextViewDelegate: NSObjectProtocol {
    /// Asked before editing begins.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Asked before editing ends (unless forced).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Told editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Told editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before the user's edit replaces `range` (UTF-16) with `text`; Return arrives as "\n".
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Told the user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// Told the selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Asked whether the text view should act on the user's interaction with a link (true: it opens it).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
}
