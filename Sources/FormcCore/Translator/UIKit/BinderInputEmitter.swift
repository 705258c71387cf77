/// The input that runs a field's view (`FormcTextFieldInput(…)`,
/// `FormcPickerInput(…)` …), made in the field's binding from its `view`
/// and the form `state`.
///
/// The text traits, a call of six arguments that few distinct values share
/// across a form, are built once per distinct value and shared.
struct BinderInputEmitter {
    let binder: BinderEmitter
    /// The binder's model, kept: read through the binder, each use would copy it.
    private let model: IndexedModel
    private let values: ValueExpressions
    private var formType: TypeName { binder.formType }
    /// Traits built so far; bounded, for a form whose fields all differ.
    private var builtTraits: [TraitsKey: (traits: TextInputTraits, expression: Expression)] = [:]
    private static let traitsKept = 256

    init(binder: BinderEmitter) {
        self.binder = binder
        model = binder.model
        values = ValueExpressions(model: model)
    }

    /// The input of `field`.
    mutating func input(_ field: borrowing Field) -> Expression {
        let name = field.swiftName
        switch field.kind {
        case .toggle:
            return SharedSubtrees.view
        case .textArea:
            var arguments = [Argument(SharedSubtrees.view), Argument(label: "traits", traits(field))]
            // Only what the spec asks for: a text area without them prints as before.
            if let placeholder = field.placeholder { arguments.append(Argument(label: "placeholder", values.text(placeholder))) }
            if field.showsCount == true {
                arguments.append(Argument(label: "showsCount", .bool(true)))
                if let limit = field.validation.maxLength?.value { arguments.append(Argument(label: "maxLength", .integer(limit))) }
            }
            arguments.append(Argument(label: "onChange", setter(name, SharedSubtrees.first)))
            return .call(.identifier("FormcTextViewInput"), arguments)
        case .picker:
            return picker(field)
        case .multiPicker:
            return multiPicker(field)
        case .segmented, .radio, .multiSelect, .checkbox, .stepper, .slider:
            return BinderControlEmitter(model: model, formType: formType).input(field)
        case .date:
            let rules = field.validation
            var bounds: [Expression] = []
            for rule in [rules.min, rules.max] {
                if let rule { bounds.append(values.value(rule.value, of: field)) } else { bounds.append(.nil) }
            }
            let mode = field.dateMode == .dateAndTime ? "dateAndTime" : (field.dateMode ?? .date).rawValue
            return .call(.identifier("FormcDateInput"), [
                Argument(SharedSubtrees.view),
                Argument(label: "mode", .member(nil, mode)),
                Argument(label: "minimum", bounds[0]),
                Argument(label: "maximum", bounds[1]),
                Argument(label: "placeholder", placeholder(field)),
                Argument(label: "value", .closure(Closure(body: [.expression(stateValue(name))]))),
                Argument(label: "onChange", setter(name, SharedSubtrees.first)),
            ] + fillOnFocus(field))
        default:
            let value: Expression = switch field.kind {
            case .number: .call(.member(.identifier("FormcNumberText"), "integer"), [Argument(label: "from", SharedSubtrees.first)])
            case .decimal: .call(.member(.identifier("FormcNumberText"), "decimal"), [Argument(label: "from", SharedSubtrees.first)])
            default: SharedSubtrees.first
            }
            var arguments = [
                Argument(SharedSubtrees.view),
                Argument(label: "traits", traits(field)),
                Argument(label: "placeholder", placeholder(field)),
            ]
            if let format = field.textFormat { arguments.append(Argument(label: "format", TextFormatExpressions.format(format))) }
            if let toggle = field.revealToggle {
                arguments.append(Argument(label: "revealToggle", TextFormatExpressions.revealLabels(toggle, values)))
            }
            arguments.append(Argument(label: "onChange", setter(name, value)))
            return .call(.identifier("FormcTextFieldInput"), arguments)
        }
    }

    /// `FormcPickerInput(…)` over the field's option list (filtered by its parent's value when dependent).
    private func picker(_ field: borrowing Field) -> Expression {
        let name = field.swiftName
        guard let list = field.optionList.flatMap({ model.optionList(named: $0) }) else { return SharedSubtrees.view }
        if list.isFromApp { return appPicker(field, list: list) }
        guard !list.items.isEmpty else {
            // A list without options: its enum has no values, so any closure over
            // them would be code Swift warns "will never be executed".
            return .call(.identifier("FormcPickerInput"), [
                Argument(SharedSubtrees.view),
                Argument(label: "placeholder", placeholder(field)),
                Argument(label: "titles", .closure(Closure(body: [.expression(.array([]))]))),
                Argument(label: "selection", .closure(Closure(body: [.expression(.nil)]))),
                Argument(label: "onSelect", .closure(Closure(parameters: ["row"], body: [.assignment(stateValue(name), .nil)]))),
            ] + pickerOptions(field))
        }
        /// `Form.List.items(for: state.value.parent)`, or `Form.List.allCases`.
        let listType = Expression.type(.member(formType, list.swiftName))
        let rows: Expression = if let parent = field.parent.flatMap({ model.swiftName(ofField: $0) }) {
            .call(.member(listType, "items"), [Argument(label: "for", stateValue(parent))])
        } else {
            .member(listType, "allCases")
        }
        /// `base.method { body }`
        func chain(_ base: Expression, _ method: String, _ body: Expression) -> Expression {
            .call(.member(base, method), [], trailingClosure: Closure(body: [.expression(body)]))
        }
        let titles = chain(rows, "map", .member(.identifier("$0"), "label"))
        let selection = chain(stateValue(name), "flatMap",
                              .call(.member(rows, "firstIndex"), [Argument(label: "of", .identifier("$0"))]))
        let selected = chain(.identifier("row"), "map", .subscript(rows, [Argument(.identifier("$0"))]))
        return .call(.identifier("FormcPickerInput"), [
            Argument(SharedSubtrees.view),
            Argument(label: "placeholder", placeholder(field)),
            Argument(label: "titles", .closure(Closure(body: [.expression(titles)]))),
            Argument(label: "selection", .closure(Closure(body: [.expression(selection)]))),
            Argument(label: "onSelect", .closure(Closure(parameters: ["row"], body: [.assignment(stateValue(name), selected)]))),
        ] + pickerOptions(field))
    }

    /// `FormcPickerInput(…)` over an option list the app supplies: its rows are
    /// the state's `appOptions` of the list, whenever they arrive.
    private func appPicker(_ field: borrowing Field, list: OptionList) -> Expression {
        let name = field.swiftName
        let options = Expression.call(.member(.identifier("state"), "appOptions"), [
            Argument(.string(list.name)), Argument(label: "of", .member(.type(FormStateEmitter.valueType(list)), "self")),
        ])
        let titles = Expression.call(.member(options, "map"), [Argument(.raw("\\.label"))])
        let selection = Expression.call(.member(stateValue(name), "flatMap"), [], trailingClosure: Closure(parameters: ["value"], body: [
            .expression(.call(.member(options, "firstIndex"), [], trailingClosure: Closure(body: [
                .expression(.binary(.member(SharedSubtrees.first, "value"), .equal, .identifier("value"))),
            ]))),
        ]))
        let selected = Expression.call(.member(.identifier("row"), "map"), [], trailingClosure: Closure(body: [
            .expression(.member(.subscript(options, [Argument(SharedSubtrees.first)]), "value")),
        ]))
        return .call(.identifier("FormcPickerInput"), [
            Argument(SharedSubtrees.view),
            Argument(label: "placeholder", placeholder(field)),
            Argument(label: "titles", .closure(Closure(body: [.expression(titles)]))),
            Argument(label: "selection", .closure(Closure(body: [.expression(selection)]))),
            Argument(label: "onSelect", .closure(Closure(parameters: ["row"], body: [.assignment(stateValue(name), selected)]))),
        ] + pickerOptions(field))
    }

    /// `fillOnFocus: true` where focus fills the empty field (required fields,
    /// or `fill_on_focus: true`); nothing otherwise, the runtime's default.
    private func fillOnFocus(_ field: borrowing Field) -> [Argument] {
        field.fillsOnFocus ? [Argument(label: "fillOnFocus", .bool(true))] : []
    }

    /// A picker's `fillOnFocus` and `noneRow`, when the spec asks for them.
    private func pickerOptions(_ field: borrowing Field) -> [Argument] {
        fillOnFocus(field) + (field.noneRow.map { [Argument(label: "noneRow", values.text($0))] } ?? [])
    }

    /// `FormcMultiPickerInput(…)`: a wheel per component, the model's struct
    /// read and written as codes (`state.value.expiry.month?.rawValue` …).
    private func multiPicker(_ field: borrowing Field) -> Expression {
        let name = field.swiftName
        guard let picker = field.multiPicker else { return SharedSubtrees.view }
        let components = picker.components
        let structType = Expression.type(.member(formType, picker.swiftName))
        func listType(_ component: PickerComponent) -> Expression {
            .type(.member(formType, model.optionList(named: component.optionList)?.swiftName ?? "String"))
        }
        /// `values[i].flatMap { Form.List(rawValue: $0) }`
        func decoded(_ index: Int) -> Expression {
            .call(.member(.subscript(.identifier("values"), [Argument(.integer(index))]), "flatMap"), [],
                  trailingClosure: Closure(body: [.expression(.call(listType(components[index]),
                                                                    [Argument(label: "rawValue", .identifier("$0"))]))]))
        }
        let rows: [Expression] = components.map { component in
            let list = listType(component)
            let parentIndex = component.parent.flatMap { parent in components.firstIndex { $0.id == parent } }
            let items: Expression = parentIndex.map { .call(.member(list, "items"), [Argument(label: "for", decoded($0))]) }
                ?? .member(list, "allCases")
            let row = Expression.call(.identifier("FormcPickerRow"), [
                Argument(label: "value", .member(.identifier("$0"), "rawValue")),
                Argument(label: "title", .member(.identifier("$0"), "label")),
            ])
            let mapped = Expression.call(.member(items, "map"), [], trailingClosure: Closure(body: [.expression(row)]))
            return .closure(Closure(parameters: [parentIndex == nil ? "_" : "values"], body: [.expression(mapped)]))
        }
        let value = stateValue(name)
        let selection = Expression.array(components.map {
            .member(.optionalChain(.member(value, $0.swiftName)), "rawValue")
        })
        let built = Expression.call(structType, components.indices.map { Argument(label: components[$0].swiftName, decoded($0)) })
        return .call(.identifier("FormcMultiPickerInput"), [
            Argument(SharedSubtrees.view),
            Argument(label: "placeholder", placeholder(field)),
            Argument(label: "separator", .string(picker.separator)),
            Argument(label: "labels", .array(components.map { $0.label.map(values.text) ?? .nil })),
            Argument(label: "rows", .array(rows)),
            Argument(label: "selection", .closure(Closure(body: [.expression(selection)]))),
            Argument(label: "onSelect", .closure(Closure(parameters: ["values"], body: [.assignment(value, built)]))),
        ] + fillOnFocus(field))
    }

    /// The traits: the shared constant of the form's inputs enum (`<Form>Inputs.traits0`),
    /// else the call, built once per distinct traits.
    private mutating func traits(_ field: borrowing Field) -> Expression {
        let traits = BinderSettings.traits(of: field)
        if let index = binder.sharedTraits.firstIndex(of: traits) {
            return .member(.identifier(binder.inputsType), "traits\(index)")
        }
        let key = TraitsKey(traits)
        // Compared whole too: the key has the properties the traits have today.
        if let known = builtTraits[key], known.traits == traits { return known.expression }
        let expression = BinderSettings.traits(traits)
        if builtTraits.count < Self.traitsKept { builtTraits[key] = (traits, expression) }
        return expression
    }

    /// The placeholder's text, or `nil`.
    private func placeholder(_ field: borrowing Field) -> Expression {
        field.placeholder.map(values.text) ?? .nil
    }

    /// `state.values.name`
    private func stateValue(_ name: String) -> Expression {
        .member(SharedSubtrees.stateValue, name)
    }

    /// `{ state.values.name = value }`
    private func setter(_ name: String, _ value: Expression) -> Expression {
        .closure(Closure(body: [.assignment(stateValue(name), value)]))
    }
}

/// ``TextInputTraits`` as a dictionary key (the model type is only `Equatable`;
/// a hit is confirmed with `==`, so a property added there costs only the cache).
private struct TraitsKey: Hashable {
    let keyboardType: String
    let contentType: String?
    let autocapitalization: String
    let autocorrection: Bool?
    let secure: Bool
    let returnKey: String?

    init(_ traits: TextInputTraits) {
        keyboardType = traits.keyboardType
        contentType = traits.contentType
        autocapitalization = traits.autocapitalization
        autocorrection = traits.autocorrection
        secure = traits.secure
        returnKey = traits.returnKey
    }
}
