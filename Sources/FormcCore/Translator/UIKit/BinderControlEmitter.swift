/// The binder code of the choice and number controls (`segmented`, `radio`,
/// `multi_select`, `checkbox`, `stepper`, `slider`): the views the binder
/// takes and the support-file factory that binds each.
///
/// A stepper (and a slider with `show_value`) shows its value in a second
/// view, the label the app passes to `bind(_:to:valueLabel:)`.
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

    /// Whether the field takes a value label.
    static func hasValueLabel(_ field: borrowing Field) -> Bool {
        (field.kind == .stepper || field.kind == .slider) && (field.numberControl?.showsValue ?? false)
    }

    /// Whether the field is a multi-select shown as one row that opens a list.
    static func isList(_ field: borrowing Field) -> Bool {
        field.kind == .multiSelect && field.selectionStyle == .list
    }

    /// Whether the field is a single choice (picker, radio) shown as one row that pushes its list.
    static func isChoiceList(_ field: borrowing Field) -> Bool {
        (field.kind == .picker || field.kind == .radio) && field.selectionStyle == .list
    }

    /// The view the binder takes for `field`.
    static func viewType(_ field: borrowing Field) -> TypeName {
        switch field.kind {
        case .segmented: "UISegmentedControl"
        case .multiSelect where isList(field), .radio where isChoiceList(field): "UIButton"
        case .radio, .multiSelect: "UIStackView"
        case .stepper: "UIStepper"
        case .slider: "UISlider"
        default: "UIButton"
        }
    }

    /// The factory call that makes `field`'s binding: `.segmented(.plan, \\.plan)`,
    /// `.stepper(.guests, \\.guests, minimum: 1, maximum: 8, step: 1)`, its `format:` as `display:` …
    func binding(_ field: borrowing Field, values: ValueExpressions) -> Expression {
        if Self.isChoiceList(field) { return choiceList(field, values: values) }
        let name = field.swiftName
        var arguments = [Argument(.member(nil, name)), Argument(.keyPath([name]))]
        let factory: String
        switch field.kind {
        case .segmented: factory = "segmented"
        case .radio: factory = "radio"
        case .multiSelect:
            factory = Self.isList(field) ? "multiSelectList" : "multiSelect"
            if let maximum = field.validation.maxCount { arguments.append(Argument(label: "maximum", .integer(maximum.value))) }
        case .stepper, .slider:
            let range = field.numberControl
            let isStepper = field.kind == .stepper
            factory = isStepper ? "stepper" : "slider"
            func number(_ value: FieldValue) -> Expression {
                isStepper ? .integer(Int(value.text) ?? 0) : .literal(.floating(Double(value.text) ?? 0))
            }
            for (label, value) in [("minimum", range?.minimum), ("maximum", range?.maximum), ("step", range?.step)] {
                if let value { arguments.append(Argument(label: label, number(value))) }
            }
            if let display = DisplayFormatExpressions.format(of: field, language: model.language) {
                arguments.append(Argument(label: "display", display))
            }
        default: factory = "checkbox"
        }
        return .call(.member(nil, factory), arguments)
    }

    /// `.choiceList(.plan, \\.plan)`: a picker's or radio's row that pushes its
    /// list; the app's list it shows, or its parent and the items the parent's value offers.
    func choiceList(_ field: borrowing Field, values: ValueExpressions) -> Expression {
        let name = field.swiftName
        var arguments = [Argument(.member(nil, name)), Argument(.keyPath([name]))]
        let list = field.optionList.flatMap { model.optionList(named: $0) }
        if let list, list.isFromApp { arguments.append(Argument(label: "appList", .string(list.name))) }
        if let noneRow = field.noneRow { arguments.append(Argument(label: "noneRow", values.text(noneRow))) }
        if let list, !list.isFromApp, let parent = field.parent.flatMap({ model.swiftName(ofField: $0) }) {
            arguments.append(Argument(label: "parent", .member(nil, parent)))
            let items = Expression.call(.member(.type(.member(formType, list.swiftName)), "items"), [
                Argument(label: "for", .member(.identifier("$0"), parent)),
            ])
            arguments.append(Argument(label: "options", .closure(Closure(body: [.expression(items)]))))
        }
        return .call(.member(nil, "choiceList"), arguments)
    }
}
