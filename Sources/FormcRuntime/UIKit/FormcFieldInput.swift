#if canImport(UIKit)
import UIKit

/// One field's input as a binder keeps it: the view, how it shows the
/// state's value, and (for the fields that take focus) the input the form
/// controller moves focus through. Made from a field's ``FormcAnyEntry``.
@MainActor
public struct FormcFieldInput {
    /// The input focus moves through (text fields, text views, pickers, dates), if the field takes focus.
    let focusable: FormcInput?
    /// The field's own view, as the app gave it.
    let view: UIView
    /// Shows the state's value in the view.
    let refresh: () -> Void
    /// For a number field: whether its text is not a number now.
    let isUnparsable: (() -> Bool)?
    /// Keeps the object that runs the view alive as long as the binder.
    let owner: AnyObject?

    /// A field that takes focus, run by `input`; `refresh` shows the state's value.
    /// `isUnparsable` (number fields) says whether the text shown is not a number.
    public init(_ input: FormcInput, isUnparsable: (() -> Bool)? = nil, refresh: @escaping () -> Void) {
        focusable = input
        view = input.responder
        owner = input
        self.isUnparsable = isUnparsable
        self.refresh = refresh
    }

    /// A control (a switch, a segmented control …) that does not take focus,
    /// run by `owner` when it needs one; `refresh` shows the state's value.
    public init(control: UIView, owner: AnyObject?, refresh: @escaping () -> Void) {
        focusable = nil
        view = control
        self.owner = owner
        isUnparsable = nil
        self.refresh = refresh
    }
}
#endif
