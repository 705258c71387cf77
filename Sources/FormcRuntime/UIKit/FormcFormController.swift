#if canImport(UIKit)
import UIKit

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
    /// Called when Return in the last input ends editing (or its toolbar's
    /// done is tapped, with `submitsFromDone`).
    public var onSubmit: (() -> Void)?
    /// Whether the toolbar's done in the last input submits too: binders
    /// with `submit()` set it (a text area last has no Return that could).
    /// Off for the others, whose `onSubmit` runs without validating: a
    /// picker's done means "chosen", not "send".
    public var submitsFromDone = false
    /// Called with the index of the input whose toolbar's `lookup` button was tapped.
    public var onLookUp: ((_ index: Int) -> Void)?
    /// Called with an input's index, in form order, after the user typed into it.
    public var onInputChange: ((_ index: Int) -> Void)?
    /// Called with an input's index, in form order, when it ended editing.
    public var onEndEditing: ((_ index: Int) -> Void)?
    /// Asked, with the index of the input and the text it would show, before
    /// an edit of a text input is applied; `false` refuses the edit.
    public var shouldChangeText: ((_ index: Int, _ text: String) -> Bool)?
    /// Called when an input, by its index, starts being edited (the app's hook).
    public var onEditingBegan: ((_ index: Int) -> Void)?
    /// Called when an input, by its index, stops being edited (the app's hook).
    public var onEditingEnded: ((_ index: Int) -> Void)?

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
        insert(input, at: inputs.count, toolbar: items)
    }

    /// Inserts an input at `index` of the form order and wires its toolbar.
    public func insert(_ input: FormcInput, at index: Int, toolbar items: [FormcToolbarItem]?) {
        input.controller = self
        inputs.insert(input, at: index)
        renumber()
        if let items { input.setAccessory(makeToolbar(items, for: input)) }
    }

    /// Removes an input from the form order.
    public func remove(_ input: FormcInput) {
        inputs.removeAll { $0 === input }
        input.controller = nil
        renumber()
    }

    private func renumber() {
        for (index, input) in inputs.enumerated() { input.index = index }
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

    /// A toolbar's done: ends editing; on the last input (with
    /// `submitsFromDone`), the user is done with the form, as with Return there.
    func donePressed(in input: FormcInput) {
        endEditing()
        if submitsFromDone, nextIndex(after: input.index) == nil { onSubmit?() }
    }

    /// The user typed into `input`.
    func inputDidChange(_ input: FormcInput) {
        onInputChange?(input.index)
    }

    /// `input` ended editing.
    func inputDidEndEditing(_ input: FormcInput) {
        onEndEditing?(input.index)
    }

    /// Rows appeared or disappeared (a condition changed): lays the form out
    /// again, updates the toolbar of the input being edited and keeps it clear
    /// of the keyboard, with the insets and offset computed anew.
    public func layoutDidChange() {
        view.layoutIfNeeded()
        if let activeInput { refreshToolbar(of: activeInput) }
        avoider.revealActiveView()
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

    /// A toolbar's `title`: a text, not a button (no action, not enabled, so
    /// drawn as text in the secondary colour and never taken for a button).
    private static func titleItem(_ title: String) -> UIBarButtonItem {
        let item = UIBarButtonItem(title: title, image: nil, primaryAction: nil, menu: nil)
        item.isEnabled = false
        return item
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
                let action = UIAction { [weak self, weak input] _ in
                    guard let self, let input else { return }
                    input.commitShownValue()
                    self.donePressed(in: input)
                }
                return title.map { UIBarButtonItem(title: $0, image: nil, primaryAction: action, menu: nil) }
                    ?? UIBarButtonItem(systemItem: .done, primaryAction: action, menu: nil)
            case .custom(let title, let name):
                let action = UIAction { [weak self, weak input] _ in
                    guard let self, let input else { return }
                    self.onAction?(name, input.index)
                }
                return UIBarButtonItem(title: title, image: nil, primaryAction: action, menu: nil)
            case .lookup(let title):
                let action = UIAction { [weak self, weak input] _ in
                    guard let self, let input else { return }
                    input.commitShownValue()
                    self.onLookUp?(input.index)
                }
                return UIBarButtonItem(title: title, image: title == nil ? UIImage(systemName: "magnifyingglass") : nil,
                                       primaryAction: action, menu: nil)
            case .clear(let title):
                let action = UIAction { [weak input] _ in input?.clear() }
                return UIBarButtonItem(title: title, image: title == nil ? UIImage(systemName: "xmark.circle") : nil,
                                       primaryAction: action, menu: nil)
            case .title(let title):
                return Self.titleItem(title ?? input.fieldTitle ?? "")
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
    /// The field's label, shown by a toolbar's `title` item.
    var fieldTitle: String?

    init(responder: UIView) {
        self.responder = responder
    }

    /// Whether focus can move here now (enabled, not hidden).
    var canFocus: Bool {
        guard responder.isUserInteractionEnabled else { return false }
        // Hidden itself or in a hidden row (up to the form's view).
        var view: UIView? = responder
        while let current = view, current !== controller?.view {
            if current.isHidden { return false }
            view = current.superview
        }
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
        controller?.onEditingBegan?(index)
    }

    /// Whether the app lets the input show `text` (``FormcFormController/shouldChangeText``).
    func allowsChange(to text: String) -> Bool {
        controller?.shouldChangeText?(index, text) ?? true
    }

    func didChange() {
        controller?.inputDidChange(self)
    }

    func didEndEditing() {
        controller?.inputDidEndEditing(self)
        controller?.onEditingEnded?(index)
    }

    /// The toolbar's `done`: an input that shows a value it has not taken yet
    /// (an empty picker's wheel) takes it. Most inputs show what they hold.
    func commitShownValue() {}

    /// The toolbar's `clear`: empties the input and its value.
    func clear() {}
}
#endif
