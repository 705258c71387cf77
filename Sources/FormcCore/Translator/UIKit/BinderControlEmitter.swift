/// The binder and ready-screen code of the choice and number controls
/// (`segmented`, `radio`, `multi_select`, `checkbox`, `stepper`, `slider`):
/// the views the binder takes, the support-file input that runs each, and the
/// ready screen's rows.
///
/// A stepper (and a slider with `show_value`) takes a second view, the label
/// showing its value, as the parameter after it, labelled `valueLabel`; its
/// name starts with `_` (`_partySizeLabel`) so that no field's name can clash.
struct BinderControlEmitter {
    let model: IndexedModel
    let formType: TypeName

    /// Whether `kind` is one of the controls this emitter handles.
    static func handles(_ kind: FieldKind) -> Bool {
        switch kind {
        case .segmented, .radio, .multiSelect, .checkbox, .stepper, .slider: true
        default: false
        }
    }

    /// The name of the value label of the field `name`.
    static func valueLabelName(_ name: String) -> String { "_\(name)Label" }

    /// Whether the field takes a value label.
    static func hasValueLabel(_ field: borrowing Field) -> Bool {
        (field.kind == .stepper || field.kind == .slider) && (field.numberControl?.showsValue ?? false)
    }

    /// Whether the field is a multi-select shown as one row that opens a list.
    static func isList(_ field: borrowing Field) -> Bool {
        field.kind == .multiSelect && field.selectionStyle == .list
    }

    /// The view the binder takes for `field`.
    static func viewType(_ field: borrowing Field) -> TypeName {
        switch field.kind {
        case .segmented: "UISegmentedControl"
        case .multiSelect where isList(field): "UIButton"
        case .radio, .multiSelect: "UIStackView"
        case .stepper: "UIStepper"
        case .slider: "UISlider"
        default: "UIButton"
        }
    }

    /// The support-file type of the input that runs `field`.
    func inputType(_ field: borrowing Field) -> TypeName {
        switch field.kind {
        case .segmented: .generic("FormcSegmentedInput", [optionType(field)])
        case .multiSelect where Self.isList(field): .generic("FormcSelectionListInput", [optionType(field)])
        case .radio, .multiSelect: .generic("FormcCheckRowsInput", [optionType(field)])
        case .stepper: "FormcStepperInput"
        case .slider: "FormcSliderInput"
        default: "FormcCheckboxInput"
        }
    }

    /// `Form.List`, the option enum of a choice field.
    private func optionType(_ field: borrowing Field) -> TypeName {
        .member(formType, field.optionList.flatMap({ model.optionList(named: $0) })?.swiftName ?? "Never")
    }

    /// The input of `field`, the argument of `Inputs(…)`.
    func input(_ field: borrowing Field) -> Expression {
        let name = field.swiftName
        let value = Argument(label: field.kind == .multiSelect ? "values" : "value",
                             .closure(Closure(body: [.expression(stateValue(name))])))
        // A control is edited in one touch: its issue shows as a field's does when left.
        let onChange = Argument(label: "onChange", .closure(Closure(body: [
            .assignment(stateValue(name), SharedSubtrees.first),
            .expression(.call(.member(.identifier("state"), "endedEditing"), [Argument(.member(nil, name))])),
        ])))
        let view = Argument(SharedSubtrees.view)
        if Self.isList(field) {
            /// `Form.Field.name.property`
            func metadata(_ property: String) -> Expression {
                .member(.member(.type(.member(formType, "Field")), name), property)
            }
            return .call(.identifier("FormcSelectionListInput"), [
                view,
                Argument(label: "listTitle", metadata("label")),
                Argument(label: "placeholder", metadata("placeholder")),
                Argument(label: "options", .member(.type(optionType(field)), "allCases")),
                Argument(label: "title", .raw("\\.label")),
                value,
                Argument(label: "maximum", field.validation.maxCount.map { .integer($0.value) } ?? .nil),
                onChange,
            ])
        }
        switch field.kind {
        case .segmented, .radio, .multiSelect:
            var arguments = [
                view,
                Argument(label: "options", .member(.type(optionType(field)), "allCases")),
                Argument(label: "title", .raw("\\.label")),
                value,
            ]
            if field.kind == .multiSelect {
                arguments.append(Argument(label: "maximum", field.validation.maxCount.map { .integer($0.value) } ?? .nil))
            }
            arguments.append(onChange)
            return .call(.identifier(field.kind == .segmented ? "FormcSegmentedInput" : "FormcCheckRowsInput"), arguments)
        case .stepper, .slider:
            let range = field.numberControl
            let isStepper = field.kind == .stepper
            func number(_ value: FieldValue?) -> Expression {
                guard let value else { return .nil }
                return isStepper ? .integer(Int(value.text) ?? 0) : .literal(.floating(Double(value.text) ?? 0))
            }
            let arguments = [
                view,
                Argument(label: "valueLabel", .member(.identifier("context"), "valueLabel")),
                Argument(label: "minimum", number(range?.minimum)),
                Argument(label: "maximum", number(range?.maximum)),
                Argument(label: "step", number(range?.step)),
                value,
                onChange,
            ]
            return .call(.identifier(isStepper ? "FormcStepperInput" : "FormcSliderInput"), arguments)
        default:
            return .call(.identifier("FormcCheckboxInput"), [view, value, onChange])
        }
    }

    /// `state.values.name`
    private func stateValue(_ name: String) -> Expression {
        .member(SharedSubtrees.stateValue, name)
    }

    // MARK: The ready screen

    /// The ready screen's control of `field` (and its value label), and the row holding them.
    static func controlAndRow(_ field: borrowing Field, fieldType: Expression) -> (controls: [Statement], row: Expression) {
        let layout = SharedSubtrees.layout
        let name = field.swiftName
        let label = Argument(label: "label", .member(.member(fieldType, name), "label"))
        let control = Argument(label: "control", .identifier(name))
        switch field.kind {
        case .segmented:
            return ([.binding(.let, name: name, value: .call(.identifier("UISegmentedControl"), []))],
                    .call(.member(layout, "row"), [label, control]))
        case .radio, .multiSelect:
            let view = isList(field) ? "listButton" : "checkRows"
            return ([.binding(.let, name: name, value: .call(.member(layout, view), []))], .call(.member(layout, "row"), [label, control]))
        case .stepper, .slider:
            let isStepper = field.kind == .stepper
            var controls: [Statement] = [.binding(.let, name: name, value: .call(.identifier(isStepper ? "UIStepper" : "UISlider"), []))]
            var value: Expression = .nil
            if hasValueLabel(field) {
                let labelName = valueLabelName(name)
                controls.append(.binding(.let, name: labelName, value: .call(.member(layout, "valueLabel"), [])))
                value = .identifier(labelName)
            }
            return (controls, .call(.member(layout, isStepper ? "stepperRow" : "sliderRow"), [label, control, Argument(label: "value", value)]))
        default:
            return ([.binding(.let, name: name, value: .call(.member(layout, "checkbox"), [
                Argument(label: "title", .member(.member(fieldType, name), "label")),
            ]))], .identifier(name))
        }
    }

}
