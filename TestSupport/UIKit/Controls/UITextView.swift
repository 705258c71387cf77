import Foundation

/// A multi-line, scrollable text input; Return inserts a newline (through the delegate).
@MainActor
open class UITextView: UIScrollView {
    /// Posted (object: the view) when editing begins.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the view) when editing ends.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
    /// Posted (object: the view) when the user changed the text.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")

    private var customInputView: UIView?
    private var customAccessoryView: UIView?

    /// The text.
    open var text: String! = ""
    /// The styled text; setting it sets ``text`` to its string.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: text ?? "") }
        set {
            storedAttributedText = newValue
            text = newValue?.string ?? ""
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// The container the text is laid out in.
    public let textContainer = NSTextContainer()
    /// The font.
    open var font: UIFont? = UIFont.systemFont(ofSize: 12)
    /// The text colour.
    open var textColor: UIColor?
    /// The alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can edit.
    open var isEditable = true
    /// Whether the user can select.
    open var isSelectable = true
    /// Insets of the text inside the view.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Whether the font follows the Dynamic Type setting.
    open var adjustsFontForContentSizeCategory = false
    /// The delegate.
    open weak var delegate: (any UITextViewDelegate)?

    /// The keyboard kind.
    open var keyboardType: UIKeyboardType = .default
    /// The Return key title.
    open var returnKeyType: UIReturnKeyType = .default
    /// The AutoFill meaning of the content.
    open var textContentType: UITextContentType!
    /// Automatic capitalisation.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether the text is hidden.
    open var isSecureTextEntry = false

    /// A view shown instead of the keyboard.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }

    /// A view shown above the keyboard (a toolbar with a close button).
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }

    /// Editable or selectable text views can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Asks the delegate (`textViewShouldBeginEditing`) before taking focus, then takes it.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if isEditable, !(delegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        return super.becomeFirstResponder()
    }

    override var showsInputPanel: Bool { isEditable || inputView != nil }

    override func shouldResign() -> Bool {
        guard isEditable else { return true }
        return delegate?.textViewShouldEndEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
        guard isEditable else { return }
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        guard isEditable else { return }
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    /// A user edit: asks the delegate, applies, tells `textViewDidChange` and posts the change notification.
    func userReplace(_ range: NSRange, with string: String) -> Bool {
        guard isFirstResponder, isEditable else { return false }
        let current = (text ?? "") as NSString
        guard range.location != NSNotFound, NSMaxRange(range) <= current.length else { return false }
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else {
            return false
        }
        text = current.replacingCharacters(in: range, with: string)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        return true
    }
}
