import Foundation

/// One field of a form as formc describes it once, for both UIs: its kind and
/// key path and what its input needs (text traits, format, options, bounds …);
/// the label, placeholder, help and toolbar are the `Field` enum's. formc
/// generates one per field, as a static member constrained to the form and to
/// `Kind`, the marker of the view it binds in UIKit (``FormcTextEntry``,
/// ``FormcToggleEntry`` …):
///
///     extension FormcEntry where Model == SignupForm, Kind == FormcTextEntry {
///         static var email: Self { .text(.email, \.email, traits: SignupFormTraits.traits1) }
///     }
///
/// UIKit binds it to a view of its kind (`binder.bind(.email, to: emailField)`:
/// another view does not compile); SwiftUI draws it (`FormcFieldView`). Each UI
/// reads the one untyped description, ``erased``, with one `switch`.
@MainActor
public struct FormcEntry<Model: FormcFormModel, Kind> {
    /// The description, without its view marker.
    public let erased: FormcAnyEntry<Model>

    init(_ field: Model.Field, _ kind: FormcAnyEntry<Model>.Kind, parent: Model.Field? = nil,
         usesAppOptions: Bool = false) {
        erased = FormcAnyEntry(field: field, kind: kind, parent: parent, usesAppOptions: usesAppOptions)
    }

    /// The field described.
    public var field: Model.Field { erased.field }
}

/// A field's description with its view marker erased: what
/// `<Form>.entry(for:)` answers, and what each UI interprets.
@MainActor
public struct FormcAnyEntry<Model: FormcFormModel> {
    /// The field described.
    public let field: Model.Field
    /// Its input and how it reads and writes the values.
    let kind: Kind
    /// The field whose value decides this one's options or format (a dependent
    /// picker's parent, the field choosing a mask): its every change refreshes this one.
    let parent: Model.Field?
    /// Whether its options come from the app (they reload when the app's lists arrive).
    let usesAppOptions: Bool

    /// The inputs there are, each over what it reads and writes.
    enum Kind {
        case text(FormcTextControl<Model>)
        case textArea(FormcTextControl<Model>, limit: Int?)
        case choice(FormcChoiceControl<Model>)
        case multiSelect(FormcMultiSelectControl<Model>)
        case date(FormcDateControl<Model>)
        case toggle(WritableKeyPath<Model, Bool>, isCheckbox: Bool)
        case stepper(FormcNumberControl<Model, Int>)
        case slider(FormcNumberControl<Model, Double>)
        case multiPicker(FormcMultiPickerControl<Model>)
    }

    /// The keyboard toolbar's items while the field is focused.
    public var toolbar: [FormcToolbarItem] { field.toolbar ?? [] }

    /// Whether the field takes the keyboard's focus in SwiftUI (a text input):
    /// only these are in its focus chain; the other controls are edited in place.
    public var takesFocus: Bool {
        switch kind {
        case .text, .textArea: true
        default: false
        }
    }

    /// Empties the field (a toolbar's clear button).
    func clear(_ values: inout Model) {
        if case .text(let text) = kind { text.write(&values, "") }
        if case .textArea(let text, _) = kind { text.write(&values, "") }
    }
}

/// A form whose fields formc describes: the description of each field, the one
/// `switch` both UIs read (generated in the form's model file).
public protocol FormcDescribedModel: FormcFormModel {
    /// The description of `field`.
    @MainActor static func entry(for field: Field) -> FormcAnyEntry<Self>
    /// The generated screens' title, sections and submit button, which both UIs read.
    @MainActor static var screen: FormcScreen<Self> { get }
}

// The view markers: what `Kind` of `FormcEntry` a field is, so that UIKit binds
// it only to its own kind of view (each gains its view type in the UIKit part).

/// A text field: text, number, picker, date, multi-column picker (`UITextField`).
public enum FormcTextEntry {}
/// A multi-line text area (`UITextView`).
public enum FormcTextAreaEntry {}
/// A switch (`UISwitch`).
public enum FormcToggleEntry {}
/// A segmented control (`UISegmentedControl`).
public enum FormcSegmentedEntry {}
/// A check row per option, one or several chosen (`UIStackView`).
public enum FormcCheckRowsEntry {}
/// A row that pushes the options' list, one or several chosen (`UIButton`).
public enum FormcListEntry {}
/// A check box (`UIButton`).
public enum FormcCheckboxEntry {}
/// A stepper (`UIStepper`).
public enum FormcStepperEntry {}
/// A slider (`UISlider`).
public enum FormcSliderEntry {}
