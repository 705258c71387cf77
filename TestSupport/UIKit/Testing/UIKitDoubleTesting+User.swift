import Foundation

// What a user does on the device, simulated.
extension UIKitDoubleTesting {
    /// Types text at the end of a focused field, asking its delegate first.
    /// - Returns: whether the delegate accepted the edit (`false` also when not focused).
    @discardableResult
    public static func type(_ text: String, into textField: UITextField) -> Bool {
        let length = ((textField.text ?? "") as NSString).length
        return textField.userReplace(NSRange(location: length, length: 0), with: text)
    }

    /// Types text at the end of a focused text view, asking its delegate first.
    @discardableResult
    public static func type(_ text: String, into textView: UITextView) -> Bool {
        let length = ((textView.text ?? "") as NSString).length
        return textView.userReplace(NSRange(location: length, length: 0), with: text)
    }

    /// Replaces a UTF-16 range of a focused field's text, asking its delegate first (paste, autocorrect).
    @discardableResult
    public static func replace(_ range: NSRange, with text: String, in textField: UITextField) -> Bool {
        textField.userReplace(range, with: text)
    }

    /// Deletes the last character (one UTF-16 unit or the last composed character) of a focused field.
    @discardableResult
    public static func deleteBackward(in textField: UITextField) -> Bool {
        let current = (textField.text ?? "") as NSString
        guard current.length > 0 else { return false }
        let range = current.rangeOfComposedCharacterSequence(at: current.length - 1)
        return textField.userReplace(range, with: "")
    }

    /// Types at the caret of a focused field (or replaces its selection), asking its delegate first.
    @discardableResult
    public static func typeAtCaret(_ text: String, into textField: UITextField) -> Bool {
        guard let range = textField.selectedTextRange else { return false }
        let start = range.start.offset
        return textField.userReplace(NSRange(location: start, length: range.end.offset - start), with: text)
    }

    /// Backspace at the caret of a focused field: deletes the character before it (or the selection).
    @discardableResult
    public static func deleteBackwardAtCaret(in textField: UITextField) -> Bool {
        guard let range = textField.selectedTextRange else { return false }
        if !range.isEmpty {
            return textField.userReplace(NSRange(location: range.start.offset, length: range.end.offset - range.start.offset), with: "")
        }
        guard range.start.offset > 0 else { return false }
        let current = (textField.text ?? "") as NSString
        return textField.userReplace(current.rangeOfComposedCharacterSequence(at: range.start.offset - 1), with: "")
    }

    /// Puts the caret of a field at a UTF-16 offset (the user taps into the text).
    public static func moveCaret(to offset: Int, in textField: UITextField) {
        let position = UITextPosition(offset: offset)
        textField.selectedTextRange = UITextRange(start: position, end: position)
    }

    /// The caret's UTF-16 offset in a field; `nil` while a range is selected.
    public static func caret(in textField: UITextField) -> Int? {
        textField.caretOffset
    }

    /// An input method composes `text` at the end of a focused field (marked
    /// text, as the Japanese keyboard before the user commits; the delegate is
    /// asked), then, when `commits`, commits it (``commitComposition(in:)``).
    @discardableResult
    public static func compose(_ text: String, into textField: UITextField, commits: Bool = true) -> Bool {
        textField.isComposing = true
        guard type(text, into: textField) else {
            textField.isComposing = false
            return false
        }
        if commits { commitComposition(in: textField) }
        return true
    }

    /// The user commits the marked text: it stops being marked, `.editingChanged` is sent.
    public static func commitComposition(in textField: UITextField) {
        guard textField.isComposing else { return }
        textField.isComposing = false
        textField.sendActions(for: .editingChanged)
    }

    /// Taps the Return key of a focused field (`textFieldShouldReturn`, then exit actions).
    public static func pressReturn(in textField: UITextField) {
        textField.userPressedReturn()
    }

    /// Taps the Return key of a focused text view: a "\n" edit through the delegate.
    @discardableResult
    public static func pressReturn(in textView: UITextView) -> Bool {
        type("\n", into: textView)
    }

    /// Flips a switch as the user does: `.valueChanged` is sent.
    public static func toggle(_ control: UISwitch) {
        control.userToggle()
    }

    /// Taps a segment as the user does: `.valueChanged` is sent (not for the selected one).
    public static func select(segment: Int, in control: UISegmentedControl) {
        control.userSelect(segment)
    }

    /// Taps a stepper's + as the user does: `.valueChanged` is sent when the value changes (not at the maximum).
    public static func increment(_ stepper: UIStepper) {
        stepper.userStep(up: true)
    }

    /// Taps a stepper's − as the user does: `.valueChanged` is sent when the value changes (not at the minimum).
    public static func decrement(_ stepper: UIStepper) {
        stepper.userStep(up: false)
    }

    /// Drags a slider's thumb to a value (clamped to its range) and lets go: `.valueChanged` is sent.
    public static func slide(_ slider: UISlider, to value: Float) {
        slider.userSlide(to: value)
    }

    /// Spins a picker wheel to a row and lets it settle: `pickerView(_:didSelectRow:inComponent:)` is called.
    public static func spin(_ pickerView: UIPickerView, toRow row: Int, inComponent component: Int = 0) {
        pickerView.userSpin(toRow: row, inComponent: component)
    }

    /// The titles the picker would show for a wheel, from its delegate.
    public static func titles(of pickerView: UIPickerView, inComponent component: Int = 0) -> [String?] {
        let rows = pickerView.numberOfRows(inComponent: component)
        return (0..<rows).map { pickerView.delegate?.pickerView(pickerView, titleForRow: $0, forComponent: component) }
    }

    /// Spins a date picker to a date (clamped to its range): `.valueChanged` is sent.
    public static func spin(_ datePicker: UIDatePicker, to date: Date) {
        datePicker.userPick(date)
    }

    /// Taps a bar button item: runs its primary action with the item as sender.
    /// - Returns: whether an action ran (not for disabled items, spaces, or items without action).
    @discardableResult
    public static func tap(_ item: UIBarButtonItem) -> Bool {
        item.userTap()
    }

    /// Taps the centre of a view in its window; see `tap(at:in:)`.
    @discardableResult
    public static func tap(_ view: UIView) -> UIView? {
        guard let window = view.window else { return nil }
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        return tap(at: center, in: window)
    }

    /// Taps a point of the window.
    ///
    /// The hit view's and its ancestors' gesture recognizers are offered the
    /// touch (delegate `shouldReceive`, then `gestureRecognizerShouldBegin`).
    /// Unless one that recognized cancels touches in view, the hit view gets
    /// the tap: a text field or text view becomes first responder, a switch
    /// toggles, another enabled control sends `.touchUpInside` and
    /// `.primaryActionTriggered`.
    /// - Returns: the hit view.
    @discardableResult
    public static func tap(at point: CGPoint, in window: UIWindow) -> UIView? {
        let hit = window.hitTest(point, with: nil)
        let touch = UITouch(window: window, point: point, view: hit)
        var recognizers: [UIGestureRecognizer] = []
        var ancestor = hit
        while let view = ancestor {
            recognizers += view.gestureRecognizers ?? []
            ancestor = view.superview
        }
        var cancelled = false
        for recognizer in recognizers where recognizer.offerTap(touch) && recognizer.cancelsTouchesInView {
            cancelled = true
        }
        guard !cancelled, let hit else { return hit }
        switch hit {
        case let field as UITextField:
            if field.isEnabled { field.becomeFirstResponder() }
        case let textView as UITextView:
            textView.becomeFirstResponder()
        case let toggle as UISwitch:
            toggle.userToggle()
        case let control as UIControl where control.isEnabled:
            control.sendActions(for: [.touchUpInside])
            control.sendActions(for: [.primaryActionTriggered])
        default:
            break
        }
        return hit
    }
}

extension UIKitDoubleTesting {
    /// The URLs the text views opened by default (their delegate let them), since the last `reset()`.
    public internal(set) static var openedURLs: [URL] = []

    /// Taps the `index`th link (a `.link` run) of a non-editable text view as
    /// the user does: the delegate is asked; when it allows (or there is
    /// none), the text view opens the URL (recorded in ``openedURLs``).
    /// - Returns: the link's URL, nil when there is no such link or the view is not selectable.
    @discardableResult
    public static func tapLink(_ index: Int = 0, in textView: UITextView) -> URL? {
        guard textView.isSelectable, let text = textView.attributedText else { return nil }
        var links: [(URL, NSRange)] = []
        text.enumerateAttribute(.link, in: NSRange(location: 0, length: text.length)) { value, range, _ in
            if let url = value as? URL { links.append((url, range)) }
        }
        guard links.indices.contains(index) else { return nil }
        let (url, range) = links[index]
        if textView.delegate?.textView(textView, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true {
            openedURLs.append(url)
        }
        return url
    }
}
