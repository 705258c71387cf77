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
    open var text: String? = "" {
        // As UIKit: text set in code puts the caret at its end.
        didSet { selection = NSRange(location: ((text ?? "") as NSString).length, length: 0) }
    }
    /// The selection (a caret when empty), in UTF-16 offsets.
    private var selection = NSRange(location: 0, length: 0)
    private var storedRightView: UIView?
    /// Whether the text is being composed by an input method (marked text); set by `UIKitDoubleTesting`.
    var isComposing = false
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
    open var isSecureTextEntry = false {
        // As UIKit: flipping secure entry while editing moves the caret to the end.
        didSet { if oldValue != isSecureTextEntry { selection = NSRange(location: ((text ?? "") as NSString).length, length: 0) } }
    }
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

    /// The overlay view at the right end (a password's reveal button …), laid out inside the field.
    open var rightView: UIView? {
        get { storedRightView }
        set {
            storedRightView?.removeFromSuperview()
            storedRightView = newValue
            guard let newValue else { return }
            let size = newValue.bounds.size
            newValue.frame = CGRect(x: bounds.width - size.width, y: (bounds.height - size.height) / 2,
                                    width: size.width, height: size.height)
            addSubview(newValue)
        }
    }
    /// When the right view shows.
    open var rightViewMode: ViewMode = .never

    // MARK: UITextInput (positions are UTF-16 offsets)

    /// The selected range; an empty one is the caret.
    open var selectedTextRange: UITextRange? {
        get {
            UITextRange(start: UITextPosition(offset: selection.location),
                        end: UITextPosition(offset: NSMaxRange(selection)))
        }
        set {
            guard let newValue else { return }
            let length = ((text ?? "") as NSString).length
            let start = min(max(newValue.start.offset, 0), length)
            let end = min(max(newValue.end.offset, start), length)
            selection = NSRange(location: start, length: end - start)
        }
    }

    /// The text an input method is composing, if any.
    open var markedTextRange: UITextRange? {
        isComposing ? selectedTextRange : nil
    }

    /// The start of the text.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The end of the text.
    open var endOfDocument: UITextPosition { UITextPosition(offset: ((text ?? "") as NSString).length) }

    /// The position `offset` UTF-16 units from `position`; `nil` outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        guard target >= 0, target <= ((text ?? "") as NSString).length else { return nil }
        return UITextPosition(offset: target)
    }

    /// The UTF-16 distance between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// The range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    /// The caret's UTF-16 offset (for tests); `nil` while a range is selected.
    var caretOffset: Int? { selection.length == 0 ? selection.location : nil }

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
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
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
