/// The binder initializer's input per field (`FormcTextFieldInput(…)`,
/// `FormcPickerInput(…)` …): the argument of `Inputs(…)`.
///
/// The text traits, a call of six arguments that few distinct values share
/// across a form, are built once per distinct value and shared.
struct BinderInputEmitter {
    let emitter: BinderInitializerEmitter
    /// The emitter's model, kept: read through the emitter, each use would copy it.
    private let model: IndexedModel
    private let values: ValueExpressions
    private var formType: TypeName { emitter.formType }
    /// Traits built so far; bounded, for a form whose fields all differ.
    private var builtTraits: [TraitsKey: (traits: TextInputTraits, expression: Expression)] = [:]
    private static let traitsKept = 256

    init(emitter: BinderInitializerEmitter) {
        self.emitter = emitter
        model = emitter.model
        values = ValueExpressions(model: model)
    }

    /// The input of `field`.
    mutating func input(_ field: borrowing Field) -> Expression {
        let name = field.swiftName
        switch field.kind {
        case .toggle:
            return .identifier(name)
        case .textArea:
            return .call(.identifier("FormcTextViewInput"), [
                Argument(.identifier(name)),
                Argument(label: "traits", traits(field)),
                Argument(label: "onChange", setter(name, SharedSubtrees.first)),
            ])
        case .picker:
            return picker(field)
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
                Argument(.identifier(name)),
                Argument(label: "mode", .member(nil, mode)),
                Argument(label: "minimum", bounds[0]),
                Argument(label: "maximum", bounds[1]),
                Argument(label: "placeholder", placeholder(field)),
                Argument(label: "value", .closure(Closure(body: [.expression(stateValue(name))]))),
                Argument(label: "onChange", setter(name, SharedSubtrees.first)),
            ])
        default:
            let value: Expression = switch field.kind {
            case .number: .call(.member(.identifier("FormcNumberText"), "integer"), [Argument(label: "from", SharedSubtrees.first)])
            case .decimal: .call(.member(.identifier("FormcNumberText"), "decimal"), [Argument(label: "from", SharedSubtrees.first)])
            default: SharedSubtrees.first
            }
            return .call(.identifier("FormcTextFieldInput"), [
                Argument(.identifier(name)),
                Argument(label: "traits", traits(field)),
                Argument(label: "placeholder", placeholder(field)),
                Argument(label: "onChange", setter(name, value)),
            ])
        }
    }

    /// `FormcPickerInput(…)` over the field's option list (filtered by its parent's value when dependent).
    private func picker(_ field: borrowing Field) -> Expression {
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

    /// The traits' call, built once per distinct traits.
    private mutating func traits(_ field: borrowing Field) -> Expression {
        let traits = BinderInitializerEmitter.traits(of: field)
        let key = TraitsKey(traits)
        // Compared whole too: the key has the properties the traits have today.
        if let known = builtTraits[key], known.traits == traits { return known.expression }
        let expression = emitter.traits(traits)
        if builtTraits.count < Self.traitsKept { builtTraits[key] = (traits, expression) }
        return expression
    }

    /// The placeholder's text, or `nil`.
    private func placeholder(_ field: borrowing Field) -> Expression {
        field.placeholder.map(values.text) ?? .nil
    }

    /// `state.value.name`
    private func stateValue(_ name: String) -> Expression {
        .member(SharedSubtrees.stateValue, name)
    }

    /// `{ state.value.name = value }`
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
