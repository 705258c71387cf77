#if canImport(UIKit)
import UIKit

/// A single-line text field: traits, Return moves on, edits reach the model
/// (normalised and masked as its format says), the app may refuse an edit.
@MainActor
public final class FormcTextFieldInput: FormcInput, UITextFieldDelegate {
    private let onChange: (String) -> Void
    /// Set again when another field's value chooses the mask (``FormcBinding/text(_:_:traits:placeholder:format:maskChosenBy:revealToggle:toolbar:configure:)``).
    var format: FormcTextFormat?
    /// The text shown for the raw text while the field is not edited (a number's `format:`).
    private let display: ((String) -> String)?
    /// The raw text while `display`'s text is shown instead.
    private var raw: String?

    /// Wires `field`; `onChange` gets the value to keep after every edit: its
    /// text as `format` shapes it. `revealToggle` adds a show/hide button with those VoiceOver labels.
    /// `display` gives the text shown for the raw text while the field is not
    /// being edited (`¥1,200` for `1200`); editing shows the raw text again.
    public init(_ field: UITextField, traits: FormcTextTraits, placeholder: String?, format: FormcTextFormat? = nil,
                revealToggle: FormcRevealToggle.Labels? = nil, display: ((String) -> String)? = nil,
                onChange: @escaping (String) -> Void) {
        self.onChange = onChange
        self.format = format
        self.display = display
        super.init(responder: field)
        traits.apply(to: field)
        if let placeholder { field.placeholder = placeholder }
        if let revealToggle { FormcRevealToggle.install(on: field, labels: revealToggle) }
        field.delegate = self
        field.addAction(UIAction { [weak self, weak field] _ in
            guard let self, let field else { return }
            self.textChanged(in: field)
            self.didChange()
        }, for: .editingChanged)
    }

    /// The field's text as the model reads it (normalised and masked as its format says).
    public var text: String { value(of: raw ?? (responder as? UITextField)?.text ?? "") }

    /// Shows `text` (from the model), unless the field shows it already: the
    /// text being typed (and an input method's composition) is left alone.
    public func show(_ text: String) {
        guard self.text != text else { return }
        showRaw(text)
    }

    /// Shows `text`, through `display` while the field is not being edited.
    private func showRaw(_ text: String) {
        guard let field = responder as? UITextField else { return }
        if let display, !field.isFirstResponder {
            raw = text
            field.text = display(text)
        } else {
            raw = nil
            field.text = text
        }
    }

    /// Shows a number field's value, unless the text shown already reads as
    /// it (text that is not a number reads as nil, and is left for the user to fix).
    public func show(number: Int?) {
        guard FormcNumberText.integer(from: text) != number else { return }
        show(number.map(String.init) ?? "")
    }

    /// Shows a decimal field's value, as ``show(number:)`` does.
    public func show(decimal: Decimal?) {
        guard FormcNumberText.decimal(from: text) != decimal else { return }
        show(decimal.map(FormcNumberText.text) ?? "")
    }

    /// The value the model keeps for what the field shows.
    private func value(of text: String) -> String {
        format?.value(of: text) ?? text
    }

    /// After an edit: text an input method committed is formatted now (it
    /// is left alone while composing); then the model gets the value.
    private func textChanged(in field: UITextField) {
        let text = field.text ?? ""
        if field.markedTextRange == nil, let format, let caret = Self.caret(in: field),
           let edit = format.edit(text, range: NSRange(location: caret, length: 0), replacement: ""), edit.text != text {
            Self.show(edit, in: field)
        }
        onChange(value(of: field.text ?? ""))
    }

    /// Empties the field (the toolbar's `clear`).
    override func clear() {
        show("")
        onChange("")
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        if let raw {
            // Edited as typed: the raw digits, not the display text.
            textField.text = raw
            self.raw = nil
        }
        didBeginEditing()
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let text = textField.text ?? ""
        // While an input method composes, the edit is its own: formatted once committed.
        guard textField.markedTextRange == nil,
              let edit = format?.edit(text, range: range, replacement: string) else {
            let current = text as NSString
            guard NSMaxRange(range) <= current.length else { return true }
            let changed = current.replacingCharacters(in: range, with: string)
            guard allowsChange(to: changed) else { return false }
            // A secure field clears itself when typed into after focus or a
            // reveal toggle; applying the edit here keeps the text.
            guard textField.isSecureTextEntry, textField.rightView is FormcRevealToggle else { return true }
            Self.show(FormcTextEdit(text: changed, cursor: range.location + (string as NSString).length), in: textField)
            textField.sendActions(for: .editingChanged)
            return false
        }
        guard allowsChange(to: edit.text) else { return false }
        // An edit the format leaves as typed is UIKit's to apply (it keeps undo and autocorrection).
        let plain = (text as NSString).replacingCharacters(in: range, with: string)
        if edit.text == plain, edit.cursor == range.location + (string as NSString).length,
           !(textField.isSecureTextEntry && textField.rightView is FormcRevealToggle) {
            return true
        }
        Self.show(edit, in: textField)
        textField.sendActions(for: .editingChanged)
        return false
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        controller?.returnPressed(in: self)
        return false
    }

    public func textFieldDidEndEditing(_ textField: UITextField) {
        let text = textField.text ?? ""
        if let shown = format?.endEditing(text), shown != text { textField.text = shown }
        onChange(value(of: textField.text ?? ""))
        if display != nil { showRaw(textField.text ?? "") }
        didEndEditing()
    }

    /// The caret's UTF-16 offset, when there is a caret (no selection).
    private static func caret(in field: UITextField) -> Int? {
        guard let selection = field.selectedTextRange, selection.isEmpty else { return nil }
        return field.offset(from: field.beginningOfDocument, to: selection.start)
    }

    /// Shows an edit's text with its caret.
    static func show(_ edit: FormcTextEdit, in field: UITextField) {
        field.text = edit.text
        if let position = field.position(from: field.beginningOfDocument, offset: edit.cursor) {
            field.selectedTextRange = field.textRange(from: position, to: position)
        }
    }
}
#endif
