#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// One field of a form in SwiftUI, as the state says: its control with its
/// label, the issue shown at it, busy while its look-up runs, hidden or
/// disabled by its conditions. A screen laid out by the app uses it per field
/// and keeps the focus chain and validation of the generated one:
///
///     @FocusState private var focus: SignupForm.Field?
///     FormcFieldView(state, .email, focus: $focus)
@MainActor
public struct FormcFieldView<Model: FormcSwiftUIForm>: View {
    @ObservedObject private var state: FormcFormState<Model>
    private let field: Model.Field
    private let focus: FocusState<Model.Field?>.Binding
    private let onSubmit: (() -> Void)?

    /// The view of `field`; Return in the last field of the focus chain calls
    /// `onSubmit` (nil: it ends editing).
    public init(_ state: FormcFormState<Model>, _ field: Model.Field, focus: FocusState<Model.Field?>.Binding,
                onSubmit: (() -> Void)? = nil) {
        self.state = state
        self.field = field
        self.focus = focus
        self.onSubmit = onSubmit
    }

    public var body: some View {
        if state.isVisible(field) {
            control
                .environment(\.formcFieldPresentation,
                             FormcFieldPresentation(help: field.help, mark: Model.mark(of: field), hidesLabel: field.hidesLabel))
                .disabled(!state.isEnabled(field) || state.isSubmitting)  // read-only while the values are sent
                .onChange(of: state.issue(for: field)?.message) { message in
                    guard let message else { return }
                    UIAccessibility.post(notification: UIAccessibility.Notification(rawValue: 1008),
                                         argument: "\(field.label): \(message)")
                }
        }
    }

    @ViewBuilder private var control: some View {
        let row = FormcRowContext(state: state, field: field, focus: focus, onReturn: returnPressed)
        switch Model.entry(for: field).kind {
        case .text(let text):
            FormcTextInputView(row, text, limit: nil, isMultiline: false)
        case .textArea(let text, let limit):
            FormcTextInputView(row, text, limit: limit, isMultiline: true)
        case .choice(let choice):
            FormcChoiceView(row, choice)
        case .multiSelect(let choice):
            FormcMultiSelectView(row, choice)
        case .multiPicker(let picker):
            FormcMultiPickerView(row, picker)
        case .date(let date):
            FormcDateView(row, date)
        case .toggle(let value, let isCheckbox):
            FormcToggleView(row, value, isCheckbox: isCheckbox)
        case .stepper(let number):
            FormcStepperView(row, number)
        case .slider(let number):
            FormcSliderView(row, number)
        }
    }

    /// Return moves to the next field of the chain; in the last one it ends
    /// editing and submits, unless the spec's `dismiss_on_return` is false.
    private func returnPressed() {
        if let next = state.field(after: field, where: { Model.entry(for: $0).takesFocus }) {
            focus.wrappedValue = next
        } else if Model.screen.endsEditingOnReturn {
            focus.wrappedValue = nil
            onSubmit?()
        }
    }
}

/// What every row of a field needs: the state, the field, the focus, Return.
@MainActor
struct FormcRowContext<Model: FormcSwiftUIForm> {
    let state: FormcFormState<Model>
    let field: Model.Field
    let focus: FocusState<Model.Field?>.Binding
    let onReturn: () -> Void

    var label: String { field.label }
    /// The form's mark for the field (`※`, a `必須` badge …), drawn after its label and never spoken.
    var mark: FormcFieldMark? { Model.mark(of: field) }
    var issue: String? { state.issue(for: field)?.message }
    /// The label with its links tappable and the mark's glyph after it (a toggle's or checkbox's
    /// label written with `[text](url)`); nil without links.
    var linkedCaption: AttributedString? {
        guard let written = field.linkedLabel else { return nil }
        let linked = FormcLinkedText(mark?.caption(written) ?? written)
        return linked.hasLinks ? linked.attributedString : nil
    }

    /// The spoken hint: the help text, "required" and the issue shown.
    var hint: String {
        [field.help, field.isRequired ? Model.messages.requiredHint : nil, issue].compactMap { $0 }.joined(separator: ", ")
    }

    /// A binding to one value of the form; a change is an edit that ends at once (a switch, a choice).
    func binding<Value>(_ keyPath: WritableKeyPath<Model, Value>) -> Binding<Value> {
        Binding(get: { state.values[keyPath: keyPath] }, set: { value in
            state.values[keyPath: keyPath] = value
            state.endedEditing(field)
        })
    }

    /// Ends editing (a tap on a row that is not a text input), unless the
    /// spec's `dismiss_on_tap_outside` is false.
    func endEditing() {
        if Model.screen.endsEditingOnTap { focus.wrappedValue = nil }
    }
}
#endif
