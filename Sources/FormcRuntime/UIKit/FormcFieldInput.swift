#if canImport(UIKit)
import UIKit

/// One field's input as a binder keeps it: the view, how it shows the
/// state's value, and (for the fields that take focus) the input the form
/// controller moves focus through. Made by a ``FormcBinding``.
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

/// What a binding is given beside its view.
@MainActor
public struct FormcBindingContext {
    /// The label that shows a stepper's or slider's value (`show_value`), if the app gave one.
    public let valueLabel: UILabel?
}

/// How a field of `Model` is bound to a view of type `View`: formc generates
/// one per field, as a static member of `FormcBinding` constrained to the
/// field's form and view type, so `binder.bind(.name, to: nameField)` only
/// compiles with a view of the right kind.
@MainActor
public struct FormcBinding<Model: FormcFormModel, View: UIView> {
    /// The field bound.
    public let field: Model.Field
    /// The field whose value decides this one's options (a dependent picker's parent).
    let parent: Model.Field?
    /// Whether its options come from the app (they reload when the app's lists arrive).
    let usesAppOptions: Bool
    /// Makes the input that runs `view` over `state`.
    let make: (View, FormcFormState<Model>, FormcBindingContext) -> FormcFieldInput

    /// A binding of `field`: `make` wires the view to the state.
    public init(_ field: Model.Field, parent: Model.Field? = nil, usesAppOptions: Bool = false,
                make: @escaping (View, FormcFormState<Model>, FormcBindingContext) -> FormcFieldInput) {
        self.field = field
        self.parent = parent
        self.usesAppOptions = usesAppOptions
        self.make = make
    }
}
#endif
