#if canImport(UIKit)
import UIKit

/// A text field whose input view replaces the keyboard (a picker, the wheels
/// of a multi-column picker, a date picker): typing changes nothing, Return
/// moves on, and focus in an empty field takes the value shown only with
/// `fillOnFocus`. Subclasses say what the value shown is (`commitShownValue()`)
/// and how the field is emptied (`clear()`).
@MainActor
public class FormcInputViewInput: FormcInput, UITextFieldDelegate {
    /// Whether focus in an empty field takes the value shown (required fields, as the seeds do).
    let fillOnFocus: Bool
    /// Whether `clear` emptied the field since focus arrived or the wheels
    /// last turned: `done` then keeps it empty instead of taking the value shown.
    var isCleared = false

    init(_ field: UITextField, fillOnFocus: Bool) {
        self.fillOnFocus = fillOnFocus
        super.init(responder: field)
        field.delegate = self
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        isCleared = false
        didBeginEditing()
        // An optional field passed through with "next" stays empty.
        if fillOnFocus { commitShownValue() }
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        false
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        controller?.returnPressed(in: self)
        return false
    }

    public func textFieldDidEndEditing(_ textField: UITextField) {
        didEndEditing()
    }
}
#endif
