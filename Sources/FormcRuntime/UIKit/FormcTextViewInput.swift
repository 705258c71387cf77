#if canImport(UIKit)
import UIKit

/// A multi-line text view: Return inserts a new line; edits reach the model.
@MainActor
public final class FormcTextViewInput: FormcInput, UITextViewDelegate {
    private let onChange: (String) -> Void

    /// Wires `textView`; `onChange` gets its text after every edit.
    public init(_ textView: UITextView, traits: FormcTextTraits, onChange: @escaping (String) -> Void) {
        self.onChange = onChange
        super.init(responder: textView)
        textView.keyboardType = traits.keyboardType
        textView.textContentType = traits.contentType
        textView.autocapitalizationType = traits.autocapitalization
        textView.autocorrectionType = traits.autocorrection
        textView.delegate = self
    }

    /// Shows `text` (from the model).
    public func show(_ text: String) {
        (responder as? UITextView)?.text = text
    }

    public func textViewDidBeginEditing(_ textView: UITextView) {
        didBeginEditing()
    }

    public func textViewDidChange(_ textView: UITextView) {
        onChange(textView.text ?? "")
        didChange()
    }

    public func textViewDidEndEditing(_ textView: UITextView) {
        didEndEditing()
    }
}
#endif
