#if canImport(UIKit)
import UIKit

extension FormcIssue {
    /// `issues` with `field`'s text reported as not a number: in place of
    /// its `required` issue (the field is not empty, its text does not
    /// parse), else at the end.
    public static func notANumber(_ field: Field, in issues: [FormcIssue]) -> [FormcIssue] {
        var result = issues
        let issue = FormcIssue(field: field, rule: .notANumber)
        if let index = result.firstIndex(where: { $0.field == field && $0.rule == .required }) {
            result[index] = issue
        } else {
            result.append(issue)
        }
        return result
    }
}

/// Runs one form's inputs: focus moves in form order (not view order),
/// toolbars, Return, tap-outside dismissal, and keyboard avoidance.
@MainActor
public final class FormcFormController: NSObject {
    /// The view a tap in ends editing (the screen's root view).
    public let view: UIView
    /// The spec's keyboard settings.
    public let options: FormcKeyboardOptions
    /// Called with a custom toolbar button's action and the index, in form
    /// order, of the input it belongs to.
    public var onAction: ((_ action: String, _ index: Int) -> Void)?
    /// Called when Return in the last input ends editing.
    public var onSubmit: (() -> Void)?

    private var inputs: [FormcInput] = []
    private let avoider: FormcKeyboardAvoider
    private var tapRecognizer: UITapGestureRecognizer?
    private var isStarted = false

    /// A controller for the inputs inside `view`.
    public init(view: UIView, avoidance: FormcAvoidance, options: FormcKeyboardOptions) {
        self.view = view
        self.options = options
        avoider = FormcKeyboardAvoider(avoidance: avoidance, distance: options.distance)
        super.init()
        avoider.activeView = { [weak self] in self?.activeInput?.responder }
    }

    /// The input being edited, if any.
    public var activeInput: FormcInput? { inputs.first { $0.responder.isFirstResponder } }

    /// Adds an input at the end of the form order and wires its toolbar.
    public func add(_ input: FormcInput, toolbar items: [FormcToolbarItem]?) {
        input.index = inputs.count
        input.controller = self
        inputs.append(input)
        if let items { input.setAccessory(makeToolbar(items, for: input)) }
    }

    /// Starts observing the keyboard and taps; the binder calls it once all inputs are added.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        avoider.start()
        if options.dismissOnTapOutside {
            let recognizer = UITapGestureRecognizer(target: nil, action: nil)
            recognizer.cancelsTouchesInView = false
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
            tapRecognizer = recognizer
        }
    }

    /// Stops observing; restores what keyboard avoidance changed.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        avoider.stop()
        if let tapRecognizer { view.removeGestureRecognizer(tapRecognizer) }
        tapRecognizer = nil
    }

    /// Ends editing in the form (the keyboard or picker goes away).
    public func endEditing() {
        view.endEditing(true)
        activeInput?.responder.resignFirstResponder()
    }

    /// Focuses the input at `index`; false when it cannot take focus.
    @discardableResult
    public func focus(index: Int) -> Bool {
        guard inputs.indices.contains(index) else { return false }
        return inputs[index].responder.becomeFirstResponder()
    }

    /// The input after `index` that can take focus now.
    public func nextIndex(after index: Int) -> Int? {
        inputs.indices.first { $0 > index && inputs[$0].canFocus }
    }

    /// The input before `index` that can take focus now.
    public func previousIndex(before index: Int) -> Int? {
        inputs.indices.last { $0 < index && inputs[$0].canFocus }
    }

    /// Return in a single-line input: the next input, or on the last one end
    /// editing (when the spec says so) and submit.
    func returnPressed(in input: FormcInput) {
        if let next = nextIndex(after: input.index) {
            focus(index: next)
        } else {
            if options.dismissOnReturn { endEditing() }
            onSubmit?()
        }
    }

    /// Focus arrived in `input`: updates its toolbar and brings it into view.
    func inputDidBeginEditing(_ input: FormcInput) {
        refreshToolbar(of: input)
        // Focus can move between inputs with the same keyboard: no
        // keyboard notification then, so the new input is revealed here.
        avoider.revealActiveView()
    }

    /// Updates the previous/next buttons of `input`'s toolbar (focus can
    /// change which inputs are enabled).
    func refreshToolbar(of input: FormcInput) {
        guard let toolbar = input.accessoryToolbar else { return }
        for (item, kind) in zip(toolbar.items ?? [], input.toolbarKinds) {
            switch kind {
            case .previous: item.isEnabled = previousIndex(before: input.index) != nil
            case .next: item.isEnabled = nextIndex(after: input.index) != nil
            default: break
            }
        }
    }

    /// A previous/next button: the title, or the SF Symbol when there is none.
    private func moveButton(title: String?, symbol: String, from input: FormcInput,
                            target: @escaping (FormcFormController, Int) -> Int?) -> UIBarButtonItem {
        let action = UIAction { [weak self, weak input] _ in
            guard let self, let input, let index = target(self, input.index) else { return }
            self.focus(index: index)
        }
        return title.map { UIBarButtonItem(title: $0, image: nil, primaryAction: action, menu: nil) }
            ?? UIBarButtonItem(title: nil, image: UIImage(systemName: symbol), primaryAction: action, menu: nil)
    }

    private func makeToolbar(_ items: [FormcToolbarItem], for input: FormcInput) -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        input.toolbarKinds = items
        toolbar.items = items.map { item in
            switch item {
            case .flexibleSpace:
                return UIBarButtonItem.flexibleSpace()
            case .fixedSpace(let width):
                return UIBarButtonItem.fixedSpace(width ?? 8)
            case .previous(let title):
                return moveButton(title: title, symbol: "chevron.up", from: input) { controller, index in
                    controller.previousIndex(before: index)
                }
            case .next(let title):
                return moveButton(title: title, symbol: "chevron.down", from: input) { controller, index in
                    controller.nextIndex(after: index)
                }
            case .done(let title):
                let action = UIAction { [weak self] _ in self?.endEditing() }
                return title.map { UIBarButtonItem(title: $0, image: nil, primaryAction: action, menu: nil) }
                    ?? UIBarButtonItem(systemItem: .done, primaryAction: action, menu: nil)
            case .custom(let title, let name):
                let action = UIAction { [weak self, weak input] _ in
                    guard let self, let input else { return }
                    self.onAction?(name, input.index)
                }
                return UIBarButtonItem(title: title, image: nil, primaryAction: action, menu: nil)
            }
        }
        toolbar.sizeToFit()
        return toolbar
    }
}

extension FormcFormController: UIGestureRecognizerDelegate {
    // Tap-outside dismissal without selectors: the recognizer has no target;
    // the moment it would recognize a tap, editing ends. Taps on inputs and
    // controls are theirs, not "outside".
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UITextField || touch.view is UITextView || touch.view is UIControl)
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        endEditing()
        return false
    }
}

/// One focusable field of a form (text, picker, date), in form order.
@MainActor
public class FormcInput: NSObject {
    /// The view that becomes first responder.
    public let responder: UIView
    /// The position in form order.
    public fileprivate(set) var index = 0
    weak var controller: FormcFormController?
    var toolbarKinds: [FormcToolbarItem] = []

    init(responder: UIView) {
        self.responder = responder
    }

    /// Whether focus can move here now (enabled, not hidden).
    var canFocus: Bool {
        guard !responder.isHidden, responder.isUserInteractionEnabled else { return false }
        if let control = responder as? UIControl { return control.isEnabled }
        if let textView = responder as? UITextView { return textView.isEditable }
        return true
    }

    var accessoryToolbar: UIToolbar? {
        (responder as? UITextField)?.inputAccessoryView as? UIToolbar
            ?? (responder as? UITextView)?.inputAccessoryView as? UIToolbar
    }

    func setAccessory(_ toolbar: UIToolbar) {
        (responder as? UITextField)?.inputAccessoryView = toolbar
        (responder as? UITextView)?.inputAccessoryView = toolbar
    }

    func didBeginEditing() {
        controller?.inputDidBeginEditing(self)
    }
}

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
    }
}

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
    }
}

/// A text field whose input view is a picker (seed 001, without tags): typing
/// is refused, focusing an empty field takes the picker's current row,
/// choosing a row shows its title and reports its index. Every index is
/// checked against the rows, so an empty or shrunken list never traps.
@MainActor
public final class FormcPickerInput: FormcInput, UITextFieldDelegate, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIPickerView()
    private let titles: () -> [String]
    private let selection: () -> Int?
    private let onSelect: (Int?) -> Void

    /// Wires `field`: `titles` are the rows now, `selection` the model's row,
    /// `onSelect` receives the chosen row (nil: cleared).
    public init(_ field: UITextField, placeholder: String?, titles: @escaping () -> [String],
                   selection: @escaping () -> Int?, onSelect: @escaping (Int?) -> Void) {
        self.titles = titles
        self.selection = selection
        self.onSelect = onSelect
        super.init(responder: field)
        picker.dataSource = self
        picker.delegate = self
        field.inputView = picker
        field.delegate = self
        if let placeholder { field.placeholder = placeholder }
        refresh()
    }

    /// Reloads the rows and shows the model's value (after the model or a parent changed).
    public func refresh() {
        picker.reloadAllComponents()
        let rows = titles()
        if let row = selection(), rows.indices.contains(row) {
            picker.selectRow(row, inComponent: 0, animated: false)
            (responder as? UITextField)?.text = rows[row]
        } else {
            if !rows.isEmpty { picker.selectRow(0, inComponent: 0, animated: false) }
            (responder as? UITextField)?.text = ""
        }
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        didBeginEditing()
        // An empty field takes the row the picker shows, so "done" never leaves it blank.
        guard selection() == nil else { return }
        let rows = titles()
        let row = picker.selectedRow(inComponent: 0)
        guard rows.indices.contains(row) else { return }
        textField.text = rows[row]
        onSelect(row)
    }

    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                             replacementString string: String) -> Bool {
        false
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        controller?.returnPressed(in: self)
        return false
    }

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        titles().count
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let rows = titles()
        return rows.indices.contains(row) ? rows[row] : nil
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let rows = titles()
        guard rows.indices.contains(row) else { return }
        (responder as? UITextField)?.text = rows[row]
        onSelect(row)
    }
}

/// A text field whose input view is a date picker (wheels).
@MainActor
public final class FormcDateInput: FormcInput, UITextFieldDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIDatePicker()
    private let formatter = DateFormatter()
    private let value: () -> Date?
    private let onChange: (Date?) -> Void

    /// Wires `field` for `mode` between `minimum` and `maximum`.
    public init(_ field: UITextField, mode: UIDatePicker.Mode, minimum: Date?, maximum: Date?, placeholder: String?,
                   value: @escaping () -> Date?, onChange: @escaping (Date?) -> Void) {
        self.value = value
        self.onChange = onChange
        super.init(responder: field)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = .wheels
        picker.minimumDate = minimum
        picker.maximumDate = maximum
        formatter.dateStyle = mode == .time ? .none : .medium
        formatter.timeStyle = mode == .date ? .none : .short
        field.inputView = picker
        field.delegate = self
        if let placeholder { field.placeholder = placeholder }
        picker.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.show(self.picker.date)
            self.onChange(self.picker.date)
        }, for: .valueChanged)
        refresh()
    }

    /// Shows the model's value.
    public func refresh() {
        if let date = value() { picker.date = date }
        show(value())
    }

    private func show(_ date: Date?) {
        (responder as? UITextField)?.text = date.map(formatter.string(from:)) ?? ""
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        didBeginEditing()
        guard value() == nil else { return }
        show(picker.date)
        onChange(picker.date)
    }

    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                             replacementString string: String) -> Bool {
        false
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        controller?.returnPressed(in: self)
        return false
    }
}
#endif
