import Foundation

/// A single-line text input; the user's typing is simulated with `UIKitDoubleTesting` hooks.
///
/// Delegate order follows UIKit: focusing B while A edits calls
/// B.shouldBegin, A.shouldEnd, A.didEnd, B.didBegin; keyboard notifications
/// come after didBegin / didEnd.
@MainActor
open class UITextField: UIControl {
    /// The border drawn around the field.
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// When an overlay view (such as the clear button) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }

    /// Posted (object: the field) when editing begins.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when editing ends.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted (object: the field) when the user changed the text.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")

    private var customInputView: UIView?
    private var customAccessoryView: UIView?

    /// The text; setting it does not call the delegate or send actions (as UIKit).
    open var text: String? = ""
    /// The placeholder shown when empty.
    open var placeholder: String?
    /// The font.
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    /// The text colour.
    open var textColor: UIColor?
    /// The alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// The border style.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never
    /// Whether the text is emptied when editing begins.
    open var clearsOnBeginEditing = false
    /// Whether the font follows the Dynamic Type setting.
    open var adjustsFontForContentSizeCategory = false
    /// The delegate.
    open weak var delegate: (any UITextFieldDelegate)?

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
    /// Whether the text is hidden (passwords).
    open var isSecureTextEntry = false
    /// Whether Return is disabled while the text is empty.
    open var enablesReturnKeyAutomatically = false

    /// Whether the field is being edited (is first responder).
    open var isEditing: Bool { isFirstResponder }

    /// A view shown instead of the keyboard (a picker, a date picker).
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }

    /// A view shown above the keyboard (a toolbar).
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }

    /// A field becomes first responder only when enabled and in a window.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks the delegate (`textFieldShouldBeginEditing`) before taking focus, then takes it.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: max(34, (font?.lineHeight ?? 21) + 13))
    }

    override var showsInputPanel: Bool { true }

    override func shouldResign() -> Bool {
        delegate?.textFieldShouldEndEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: Simulated user input (driven by UIKitDoubleTesting)

    /// A user edit: asks the delegate, applies, sends `.editingChanged` and the change notification.
    func userReplace(_ range: NSRange, with string: String) -> Bool {
        guard isFirstResponder else { return false }
        let current = (text ?? "") as NSString
        guard range.location != NSNotFound, NSMaxRange(range) <= current.length else { return false }
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return false
        }
        text = current.replacingCharacters(in: range, with: string)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }

    /// The user taps Return: asks the delegate; if it agrees, sends `.editingDidEndOnExit`
    /// and `.primaryActionTriggered`, and resigns when an action handles `.editingDidEndOnExit`.
    func userPressedReturn() {
        guard isFirstResponder, delegate?.textFieldShouldReturn(self) ?? true else { return }
        let dismisses = hasActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if dismisses { resignFirstResponder() }
    }
}
