#if canImport(UIKit)
import UIKit

/// Shows, hides, enables and disables a form's views as its conditions
/// (`visible_when`, `enabled_when`, `read_only`) say; the binder applies every
/// field's answer after each change, then calls ``commit()`` once.
///
/// A field is hidden by hiding its row: the view given with ``setRow(_:for:)``,
/// else the nearest view, from the control up, that is an arranged subview of
/// a `UIStackView` (the stack then closes the gap), else the control itself.
/// A disabled text field or control has `isEnabled` false; a disabled text
/// view is not editable. A hidden field keeps its value.
@MainActor
public final class FormcConditionalViews {
    private let controller: FormcFormController
    private var rows: [ObjectIdentifier: UIView] = [:]
    /// The views this object hid (and not the app): only those it shows again or hands over.
    private var hiddenViews = Set<ObjectIdentifier>()
    /// Whether a view was shown or hidden since the last ``commit()``.
    private var layoutChanged = false

    /// Conditional views of the form `controller` runs.
    public init(controller: FormcFormController) {
        self.controller = controller
    }

    /// Makes `row` the view hidden with `control` (a row of a label and the control, say).
    /// A row hidden already is handed over: the view hidden before is shown, `row` hidden.
    public func setRow(_ row: UIView, for control: UIView) {
        let previous = self.row(of: control)
        rows[ObjectIdentifier(control)] = row
        guard previous !== row, hiddenViews.contains(ObjectIdentifier(previous)) else { return }
        setHidden(false, previous)
        setHidden(true, row)
    }

    /// The view hidden with `control`.
    public func row(of control: UIView) -> UIView {
        if let row = rows[ObjectIdentifier(control)] { return row }
        var current = control
        while let parent = current.superview {
            if let stack = parent as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === current }) { return current }
            current = parent
        }
        return control
    }

    /// Shows or hides `control`'s row and enables or disables `control`.
    public func update(_ control: UIView, visible: Bool, enabled: Bool) {
        setHidden(!visible, row(of: control))
        setEnabled(control, enabled)
    }

    /// Enables or disables `control` (a text view: editable or not), its row left as it is.
    public func setEnabled(_ control: UIView, _ enabled: Bool) {
        switch control {
        case let textView as UITextView: textView.isEditable = enabled
        case let control as UIControl: control.isEnabled = enabled
        default: control.isUserInteractionEnabled = enabled
        }
    }

    /// Whether `control` takes edits now, as ``setEnabled(_:_:)`` sets it.
    public func isEnabled(_ control: UIView) -> Bool {
        switch control {
        case let textView as UITextView: textView.isEditable
        case let control as UIControl: control.isEnabled
        default: control.isUserInteractionEnabled
        }
    }

    /// Shows or hides a section's own views (its header and footer).
    public func update(sectionViews views: [UIView], visible: Bool) {
        for view in views { setHidden(!visible, view) }
    }

    /// Ends the round of updates: a field being edited that is now hidden or
    /// disabled ends editing (its keyboard goes away; focus does not jump to a
    /// field the user did not choose); rows that appeared or disappeared are
    /// laid out and the field being edited is kept clear of the keyboard.
    public func commit() {
        if let active = controller.activeInput, !active.canFocus { controller.endEditing() }
        guard layoutChanged else { return }
        layoutChanged = false
        controller.layoutDidChange()
    }

    private func setHidden(_ hidden: Bool, _ view: UIView) {
        if hidden { hiddenViews.insert(ObjectIdentifier(view)) } else { hiddenViews.remove(ObjectIdentifier(view)) }
        guard view.isHidden != hidden else { return }
        view.isHidden = hidden
        // A stack view re-lays out its arranged views when one is hidden.
        view.superview?.setNeedsLayout()
        layoutChanged = true
    }
}
#endif
