#if canImport(UIKit)
import UIKit

/// A view marker of ``FormcEntry`` with the UIKit view it binds: the binder's
/// `bind(_:to:)` takes an entry of a marker and a view of the marker's `View`,
/// so `binder.bind(.name, to: aSwitch)` does not compile for a text field's
/// entry ("cannot convert value of type 'UISwitch' to expected argument type
/// 'FormcTextEntry.View' (aka 'UITextField')", as Apple's SDK says it too).
public protocol FormcUIKitBindable {
    /// The view a field of this kind binds to.
    associatedtype View: UIView
}

extension FormcTextEntry: FormcUIKitBindable {
    public typealias View = UITextField
}

extension FormcTextAreaEntry: FormcUIKitBindable {
    public typealias View = UITextView
}

extension FormcToggleEntry: FormcUIKitBindable {
    public typealias View = UISwitch
}

extension FormcSegmentedEntry: FormcUIKitBindable {
    public typealias View = UISegmentedControl
}

extension FormcCheckRowsEntry: FormcUIKitBindable {
    public typealias View = UIStackView
}

extension FormcListEntry: FormcUIKitBindable {
    public typealias View = UIButton
}

extension FormcCheckboxEntry: FormcUIKitBindable {
    public typealias View = UIButton
}

extension FormcStepperEntry: FormcUIKitBindable {
    public typealias View = UIStepper
}

extension FormcSliderEntry: FormcUIKitBindable {
    public typealias View = UISlider
}


/// What a binding is given beside its view.
@MainActor
struct FormcBindingContext {
    /// The label that shows a stepper's or slider's value (`show_value`), if the app gave one.
    let valueLabel: UILabel?
}

extension FormcAnyEntry {
    /// UIKit's reading of the description: the input that runs `view` over
    /// `state`, one case per kind. `view` is of the entry's kind (the typed
    /// `bind(_:to:)` and the ready screen's rows make sure of it).
    func makeInput(_ view: UIView, state: FormcFormState<Model>, context: FormcBindingContext) -> FormcFieldInput {
        let field = self.field
        /// A change made in one touch is the end of the field's editing, so its issue shows as a text field's does when left.
        let edited: @MainActor () -> Void = { state.endedEditing(field) }
        switch kind {
        case .text(let text):
            let input = FormcTextFieldInput(
                view as! UITextField, traits: text.traits, placeholder: text.placeholder, format: text.format,
                revealToggle: text.revealToggle, display: text.display, onChange: { text.set(&state.values, $0) })
            let isUnparsable: (() -> Bool)? = text.numberKind.map { kind in { FormcNumberText.isInvalid(input.text, kind: kind) } }
            return FormcFieldInput(input, isUnparsable: isUnparsable) {
                if text.chooseFormat != nil { input.format = text.format(for: state.values) }
                if !text.shows(input.text, of: state.values) { input.show(text.read(state.values)) }
            }
        case .textArea(let text, let limit):
            let input = FormcTextViewInput(view as! UITextView, traits: text.traits, placeholder: text.placeholder,
                                           showsCount: text.showsCount, maxLength: limit,
                                           onChange: { text.set(&state.values, $0) })
            return FormcFieldInput(input) { input.show(text.read(state.values)) }
        case .choice(let choice):
            return choiceInput(choice, view, state: state, edited: edited)
        case .multiSelect(let choice):
            let options = Array(choice.titles.indices)
            let chosen = { choice.chosen(state.values) }
            let onChange: (Set<Int>) -> Void = {
                choice.choose(&state.values, $0)
                edited()
            }
            if choice.isList {
                let input = FormcSelectionListInput(
                    view as! UIButton, listTitle: field.label, placeholder: choice.placeholder, options: options,
                    title: { choice.titles[$0] }, values: chosen, maximum: choice.maximum, onChange: onChange)
                return FormcFieldInput(control: view, owner: input) { input.refresh() }
            }
            let input = FormcCheckRowsInput(view as! UIStackView, options: options, title: { choice.titles[$0] },
                                            values: chosen, maximum: choice.maximum, onChange: onChange)
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .date(let date):
            let input = FormcDateInput(
                view as! UITextField, mode: date.mode.uikit, bounds: { date.bounds(dateOnly: $0) },
                placeholder: date.placeholder, display: date.display,
                value: { state.values[keyPath: date.value] }, onChange: { state.values[keyPath: date.value] = $0 },
                fillOnFocus: date.fillOnFocus, dateOnly: { state.isDateOnly(field) })
            return FormcFieldInput(input) { input.refresh() }
        case .multiPicker(let picker):
            let input = FormcMultiPickerInput(
                view as! UITextField, placeholder: picker.placeholder, separator: picker.separator, labels: picker.labels,
                rows: picker.rows, selection: { picker.selection(state.values) },
                onSelect: { picker.select(&state.values, $0) }, fillOnFocus: picker.fillOnFocus)
            return FormcFieldInput(input) { input.refresh() }
        case .toggle(let value, isCheckbox: true):
            let input = FormcCheckboxInput(view as! UIButton, value: { state.values[keyPath: value] }, onChange: {
                state.values[keyPath: value] = $0
                edited()
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .toggle(let value, isCheckbox: false):
            let control = view as! UISwitch
            control.addAction(UIAction { [weak control] _ in
                state.values[keyPath: value] = control?.isOn ?? false
                edited()
            }, for: .valueChanged)
            return FormcFieldInput(control: view, owner: nil) { [weak control] in
                control?.setOn(state.values[keyPath: value], animated: false)
            }
        case .stepper(let number):
            let input = FormcStepperInput(
                view as! UIStepper, valueLabel: context.valueLabel, minimum: number.minimum, maximum: number.maximum,
                step: number.step ?? 1, display: number.display, value: { state.values[keyPath: number.value] },
                onChange: {
                    state.values[keyPath: number.value] = $0
                    edited()
                })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .slider(let number):
            let input = FormcSliderInput(
                view as! UISlider, valueLabel: context.valueLabel, minimum: number.minimum, maximum: number.maximum,
                step: number.step, display: number.display, value: { state.values[keyPath: number.value] },
                onChange: {
                    state.values[keyPath: number.value] = $0
                    edited()
                })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }

    /// A single choice: a picker wheel in a text field, a row that pushes the
    /// list, a segmented control or check rows, as its style and view say.
    private func choiceInput(
        _ choice: FormcChoiceControl<Model>, _ view: UIView, state: FormcFormState<Model>, edited: @escaping @MainActor () -> Void
    ) -> FormcFieldInput {
        switch choice.style {
        case .list:
            let input = FormcChoiceListInput(
                view as! UIButton, listTitle: field.label, placeholder: choice.placeholder, noneRow: choice.noneRow,
                titles: { choice.titles(state) }, selection: { choice.selected(state) },
                onSelect: {
                    choice.select(state, $0)
                    edited()
                })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .segmented:
            let titles = choice.titles(state)
            let input = FormcSegmentedInput(view as! UISegmentedControl, options: Array(titles.indices),
                                            title: { titles[$0] }, value: { choice.selected(state) }, onChange: {
                choice.select(state, $0)
                edited()
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .radio:
            let titles = choice.titles(state)
            let input = FormcCheckRowsInput(view as! UIStackView, options: Array(titles.indices),
                                            title: { titles[$0] }, value: { choice.selected(state) }, onChange: {
                choice.select(state, $0)
                edited()
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        case .menu, .wheel:
            let input = FormcPickerInput(
                view as! UITextField, placeholder: choice.placeholder, titles: { choice.titles(state) },
                selection: { choice.selected(state) }, onSelect: { choice.select(state, $0) },
                fillOnFocus: choice.fillOnFocus, noneRow: choice.noneRow)
            return FormcFieldInput(input) { input.refresh() }
        }
    }
}

extension FormcDateMode {
    /// UIKit's date picker mode.
    var uikit: UIDatePicker.Mode {
        switch self {
        case .date: .date
        case .time: .time
        case .dateAndTime: .dateAndTime
        }
    }
}
#endif
