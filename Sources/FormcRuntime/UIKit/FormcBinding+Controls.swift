#if canImport(UIKit)
import UIKit

// The bindings of the controls edited in one touch (switches, choices,
// check boxes, steppers, sliders), each made by one call from the field's key
// path: `static var plan: Self { .segmented(.plan, \.plan) }`. A change is
// reported as the end of the field's editing, so its issue shows as a text
// field's does when left.

extension FormcBinding where View == UISwitch {
    /// A switch over a `Bool`.
    public static func toggle(_ field: Model.Field, _ value: WritableKeyPath<Model, Bool>) -> Self {
        Self(field) { view, state, _ in
            view.addAction(UIAction { [weak view] _ in
                state.values[keyPath: value] = view?.isOn ?? false
                state.endedEditing(field)
            }, for: .valueChanged)
            return FormcFieldInput(control: view, owner: nil) { [weak view] in
                view?.setOn(state.values[keyPath: value], animated: false)
            }
        }
    }
}

extension FormcBinding where View == UISegmentedControl {
    /// A segmented control, a segment per option.
    public static func segmented<Option: FormcOptionList>(_ field: Model.Field, _ value: WritableKeyPath<Model, Option?>) -> Self {
        Self(field) { view, state, _ in
            let input = FormcSegmentedInput(view, options: Array(Option.allCases), title: \.label,
                                            value: { state.values[keyPath: value] }, onChange: {
                state.values[keyPath: value] = $0
                state.endedEditing(field)
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }
}

extension FormcBinding where View == UIStackView {
    /// One check row per option, the chosen one checked.
    public static func radio<Option: FormcOptionList>(_ field: Model.Field, _ value: WritableKeyPath<Model, Option?>) -> Self {
        Self(field) { view, state, _ in
            let input = FormcCheckRowsInput(view, options: Array(Option.allCases), title: \.label,
                                            value: { state.values[keyPath: value] }, onChange: {
                state.values[keyPath: value] = $0
                state.endedEditing(field)
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }

    /// One check row per option, any number checked (at most `maximum`).
    public static func multiSelect<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Set<Option>>, maximum: Int? = nil
    ) -> Self {
        Self(field) { view, state, _ in
            let input = FormcCheckRowsInput(view, options: Array(Option.allCases), title: \.label,
                                            values: { state.values[keyPath: value] }, maximum: maximum, onChange: {
                state.values[keyPath: value] = $0
                state.endedEditing(field)
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }
}

extension FormcBinding where View == UIButton {
    /// A check box: the box and the label, one tap to check.
    public static func checkbox(_ field: Model.Field, _ value: WritableKeyPath<Model, Bool>) -> Self {
        Self(field) { view, state, _ in
            let input = FormcCheckboxInput(view, value: { state.values[keyPath: value] }, onChange: {
                state.values[keyPath: value] = $0
                state.endedEditing(field)
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }

    /// A multiple choice shown as one row with the chosen labels (or
    /// `placeholder`) that opens the list, titled with the field's label.
    public static func multiSelectList<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Set<Option>>, maximum: Int? = nil
    ) -> Self {
        Self(field) { view, state, _ in
            let input = FormcSelectionListInput(
                view, listTitle: field.label, placeholder: field.placeholder, options: Array(Option.allCases), title: \.label,
                values: { state.values[keyPath: value] }, maximum: maximum, onChange: {
                    state.values[keyPath: value] = $0
                    state.endedEditing(field)
                })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }
}

extension FormcBinding where View == UIStepper {
    /// A stepper over a whole number, shown in the value label the binder is given, if any, as `display` says (`¥1,200`).
    public static func stepper(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Int>, minimum: Int, maximum: Int, step: Int = 1,
        display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field) { view, state, context in
            let input = FormcStepperInput(view, valueLabel: context.valueLabel, minimum: minimum, maximum: maximum, step: step,
                                          display: display, value: { state.values[keyPath: value] }, onChange: {
                state.values[keyPath: value] = $0
                state.endedEditing(field)
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }
}

extension FormcBinding where View == UISlider {
    /// A slider over a number, snapped to `step`, shown in the value label the binder is given, if any, as `display` says (`25%`).
    public static func slider(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Double>, minimum: Double, maximum: Double, step: Double? = nil,
        display: FormcDisplayFormat? = nil
    ) -> Self {
        Self(field) { view, state, context in
            let input = FormcSliderInput(view, valueLabel: context.valueLabel, minimum: minimum, maximum: maximum, step: step,
                                         display: display, value: { state.values[keyPath: value] }, onChange: {
                state.values[keyPath: value] = $0
                state.endedEditing(field)
            })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }
}
#endif
