#if canImport(UIKit)
import UIKit

/// A multi-line text view: Return inserts a new line; edits reach the model.
/// UITextView has no placeholder: a label over the text shows it while the
/// text is empty (VoiceOver reads it as the view's hint). An optional counter
/// in the bottom trailing corner shows the characters against `max_length`,
/// red past it.
@MainActor
public final class FormcTextViewInput: FormcInput, UITextViewDelegate {
    private let onChange: (String) -> Void
    /// The placeholder's label, shown while the text is empty; nil without a placeholder.
    public let placeholderLabel: UILabel?
    /// The counter's label; nil without `show_count`.
    public let counterLabel: UILabel?
    private let limit: Int?

    /// Wires `textView`; `onChange` gets its text after every edit. `showsCount`
    /// adds the counter (against `maxLength` when given).
    public init(
        _ textView: UITextView, traits: FormcTextTraits, placeholder: String? = nil,
        showsCount: Bool = false, maxLength: Int? = nil, onChange: @escaping (String) -> Void
    ) {
        self.onChange = onChange
        limit = maxLength
        placeholderLabel = placeholder.map { Self.makePlaceholder($0, in: textView) }
        counterLabel = showsCount ? Self.makeCounter(in: textView) : nil
        super.init(responder: textView)
        traits.apply(to: textView)
        textView.delegate = self
        if let placeholder { textView.accessibilityHint = placeholder }
        update(textView.text ?? "")
    }

    /// Shows `text` (from the model).
    public func show(_ text: String) {
        // The text being typed (and an input method's composition) is left alone.
        guard let textView = responder as? UITextView, textView.text != text else { return }
        textView.text = text
        update(text)
    }

    /// Empties the text view (the toolbar's `clear`).
    override func clear() {
        show("")
        onChange("")
    }

    public func textViewDidBeginEditing(_ textView: UITextView) {
        didBeginEditing()
    }

    public func textViewDidChange(_ textView: UITextView) {
        let text = textView.text ?? ""
        update(text)
        onChange(text)
        didChange()
    }

    public func textViewDidEndEditing(_ textView: UITextView) {
        didEndEditing()
    }

    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = (textView.text ?? "") as NSString
        guard NSMaxRange(range) <= current.length else { return true }
        return allowsChange(to: current.replacingCharacters(in: range, with: text))
    }

    /// The placeholder hides while there is text; the counter follows the text.
    private func update(_ text: String) {
        placeholderLabel?.isHidden = !text.isEmpty
        // The app may set the view's font after wiring: the placeholder follows it.
        if let font = (responder as? UITextView)?.font { placeholderLabel?.font = font }
        guard let counterLabel else { return }
        let count = FormcCharacterCount(text, limit: limit)
        counterLabel.text = count.text
        counterLabel.textColor = count.isOverLimit ? .systemRed : .secondaryLabel
    }

    /// A label at the text's first line, in its font, in the placeholder colour.
    private static func makePlaceholder(_ text: String, in textView: UITextView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = textView.font
        label.textColor = .placeholderText
        label.numberOfLines = 0
        label.isAccessibilityElement = false  // Read as the text view's hint instead.
        label.translatesAutoresizingMaskIntoConstraints = false
        textView.addSubview(label)
        let inset = textView.textContainerInset
        // 5 pt: the text container's default line fragment padding.
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: textView.contentLayoutGuide.topAnchor, constant: inset.top),
            label.leadingAnchor.constraint(equalTo: textView.frameLayoutGuide.leadingAnchor, constant: inset.left + 5),
            label.trailingAnchor.constraint(lessThanOrEqualTo: textView.frameLayoutGuide.trailingAnchor,
                                            constant: -(inset.right + 5)),
        ])
        return label
    }

    /// A small label pinned to the view's frame (it does not scroll with the
    /// text); the bottom inset grows so the last line never hides under it.
    private static func makeCounter(in textView: UITextView) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.textAlignment = .right
        label.translatesAutoresizingMaskIntoConstraints = false
        textView.addSubview(label)
        textView.textContainerInset.bottom += label.font.lineHeight
        NSLayoutConstraint.activate([
            label.bottomAnchor.constraint(equalTo: textView.frameLayoutGuide.bottomAnchor, constant: -4),
            label.trailingAnchor.constraint(equalTo: textView.frameLayoutGuide.trailingAnchor, constant: -8),
        ])
        return label
    }
}
#endif
