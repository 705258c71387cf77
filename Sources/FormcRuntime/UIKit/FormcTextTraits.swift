#if canImport(UIKit)
import UIKit

/// Keyboard and text traits of a text input.
public struct FormcTextTraits {
    public var keyboardType: UIKeyboardType
    public var contentType: UITextContentType?
    public var autocapitalization: UITextAutocapitalizationType
    public var autocorrection: UITextAutocorrectionType
    public var isSecure: Bool
    public var returnKey: UIReturnKeyType

    /// Creates traits.
    public init(
        keyboardType: UIKeyboardType, contentType: UITextContentType?,
        autocapitalization: UITextAutocapitalizationType, autocorrection: UITextAutocorrectionType,
        isSecure: Bool, returnKey: UIReturnKeyType
    ) {
        self.keyboardType = keyboardType
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.returnKey = returnKey
    }
}
#endif
