/// The binder initializer's input per field (`FormcTextFieldInput(…)`,
/// `FormcPickerInput(…)` …): the argument of `Inputs(…)`.
struct BinderInputEmitter {
    let emitter: BinderInitializerEmitter
    /// The emitter's model, kept: read through the emitter, each use would copy it.
    private let model: IndexedModel
    private let values: ValueExpressions
    private var formType: TypeName { emitter.formType }

    init(emitter: BinderInitializerEmitter) {
        self.emitter = emitter
        model = emitter.model
        values = ValueExpressions(model: model)
    }

    /// The input of `field`.
    func input(_ field: Field) -> Expression {
        let name = field.swiftName
        switch field.kind {
        case .toggle:
            return .identifier(name)
        case .textArea:
            return .call(.identifier("FormcTextViewInput"), [
                Argument(.identifier(name)),
                Argument(label: "traits", emitter.traits(BinderInitializerEmitter.traits(of: field))),
                Argument(label: "onChange", setter(name, .identifier("$0"))),
            ])
        case .picker:
            return picker(field)
        case .date:
            let rules = field.validation
            let mode = field.dateMode == .dateAndTime ? "dateAndTime" : (field.dateMode ?? .date).rawValue
            return .call(.identifier("FormcDateInput"), [
                Argument(.identifier(name)),
                Argument(label: "mode", .member(nil, mode)),
                Argument(label: "minimum", rules.min.map { values.value($0.value, of: field) } ?? .nil),
                Argument(label: "maximum", rules.max.map { values.value($0.value, of: field) } ?? .nil),
                Argument(label: "placeholder", placeholder(field)),
                Argument(label: "value", .closure(Closure(body: [.expression(stateValue(name))]))),
                Argument(label: "onChange", setter(name, .identifier("$0"))),
            ])
        default:
            let value: Expression = switch field.kind {
            case .number: .call(.member(.identifier("FormcNumberText"), "integer"), [Argument(label: "from", .identifier("$0"))])
            case .decimal: .call(.member(.identifier("FormcNumberText"), "decimal"), [Argument(label: "from", .identifier("$0"))])
            default: .identifier("$0")
            }
            return .call(.identifier("FormcTextFieldInput"), [
                Argument(.identifier(name)),
                Argument(label: "traits", emitter.traits(BinderInitializerEmitter.traits(of: field))),
                Argument(label: "placeholder", placeholder(field)),
                Argument(label: "onChange", setter(name, value)),
            ])
        }
    }

    /// `FormcPickerInput(…)` over the field's option list (filtered by its parent's value when dependent).
    private func picker(_ field: Field) -> Expression {
        let name = field.swiftName
        guard let list = field.optionList.flatMap({ model.optionList(named: $0) }) else { return .identifier(name) }
        guard !list.items.isEmpty else {
            // A list without options: its enum has no values, so any closure over
            // them would be code Swift warns "will never be executed".
            return .call(.identifier("FormcPickerInput"), [
                Argument(.identifier(name)),
                Argument(label: "placeholder", placeholder(field)),
                Argument(label: "titles", .closure(Closure(body: [.expression(.array([]))]))),
                Argument(label: "selection", .closure(Closure(body: [.expression(.nil)]))),
                Argument(label: "onSelect", .closure(Closure(parameters: ["row"], body: [.assignment(stateValue(name), .nil)]))),
            ])
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
            Argument(.identifier(name)),
            Argument(label: "placeholder", placeholder(field)),
            Argument(label: "titles", .closure(Closure(body: [.expression(titles)]))),
            Argument(label: "selection", .closure(Closure(body: [.expression(selection)]))),
            Argument(label: "onSelect", .closure(Closure(parameters: ["row"], body: [.assignment(stateValue(name), selected)]))),
        ])
    }

    /// The placeholder's text, or `nil`.
    private func placeholder(_ field: Field) -> Expression {
        field.placeholder.map(values.text) ?? .nil
    }

    /// `state.value.name`
    private func stateValue(_ name: String) -> Expression {
        .member(.member(.identifier("state"), "value"), name)
    }

    /// `{ state.value.name = value }`
    private func setter(_ name: String, _ value: Expression) -> Expression {
        .closure(Closure(body: [.assignment(stateValue(name), value)]))
    }
}
