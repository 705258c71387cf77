import Foundation

/// The delegate of a `UITextField`.
///
/// On iOS an `@objc` protocol whose methods are all optional; here every
/// method has a default implementation returning what UIKit assumes when the
/// delegate does not implement it. Pitfall shared with any Swift protocol
/// extension: a method is called only if the *conforming class itself*
/// declares it with the exact signature (a subclass adding it later is not).
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Asked before editing begins; `false` keeps the field from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Told editing began (the field is first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before editing ends (unless forced); `false` keeps the field first responder.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Told editing ended; called when the `reason:` variant is not implemented.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Told editing ended, with the reason; by default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asked before the user's edit replaces `range` (UTF-16) with `string`; `false` rejects it.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Told the selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asked before the clear button empties the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asked when the user taps Return.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
