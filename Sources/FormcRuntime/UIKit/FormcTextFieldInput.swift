#if canImport(UIKit)
import UIKit

/// A single-line text field: traits, Return moves on, edits reach the model.
@MainActor
public final class FormcTextFieldInput: FormcInput, UITextFieldDelegate {
    private let onChange: (String) -> Void

    /// Wires `field`; `onChange` gets its text after every edit.
    public init(_ field: UITextField, traits: FormcTextTraits, placeholder: String?, onChange: @escaping (String) -> Void) {
        self.onChange = onChange
        super.init(responder: field)
        field.keyboardType = traits.keyboardType
        field.textContentType = traits.contentType
        field.autocapitalizationType = traits.autocapitalization
        field.autocorrectionType = traits.autocorrection
        field.isSecureTextEntry = traits.isSecure
        field.returnKeyType = traits.returnKey
        if let placeholder { field.placeholder = placeholder }
        field.delegate = self
        field.addAction(UIAction { [weak self, weak field] _ in
            guard let self, let field else { return }
            self.onChange(field.text ?? "")
            self.didChange()
        }, for: .editingChanged)
    }

    /// The text the field shows.
    public var text: String { (responder as? UITextField)?.text ?? "" }

    /// Shows `text` (from the model).
    public func show(_ text: String) {
        (responder as? UITextField)?.text = text
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        didBeginEditing()
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        controller?.returnPressed(in: self)
        return false
    }

    public func textFieldDidEndEditing(_ textField: UITextField) {
        onChange(textField.text ?? "")
        didEndEditing()
    }
}
#endif
