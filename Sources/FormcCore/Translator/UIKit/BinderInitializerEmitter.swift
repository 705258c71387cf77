/// The binder's initializer: takes one view per field plus what the avoidance
/// strategy needs, builds one input per field (closures write the typed value
/// into the shared state), registers them in form order, and starts.
struct BinderInitializerEmitter {
    let binder: BinderEmitter
    var model: IndexedModel { binder.model }
    var formType: TypeName { binder.formType }
    var values: ValueExpressions { binder.values }
    private var state: Expression { .identifier("state") }

    /// The initializer: a view parameter per field, then what the strategy needs.
    func declaration() -> Declaration {
        let fields = model.base.fields
        // By position: a `Field` in a closure is copied whole, its properties are read in place.
        var parameters = fields.indices.flatMap { index in
            let kind = fields[index].kind
            if BinderControlEmitter.handles(kind) { return BinderControlEmitter.parameters(fields[index]) }
            return [Parameter(name: fields[index].swiftName, type: kind == .toggle ? "UISwitch" : kind == .textArea ? "UITextView" : "UITextField")]
        }
        parameters += strategyParameters()
        parameters.append(Parameter(label: "view", name: "view", type: "UIView"))
        parameters.append(Parameter(label: "form", name: "form", type: formType, defaultValue: .call(.type(formType), [])))
        var inputs = BinderInputEmitter(emitter: self)
        var body: [Statement] = [
            .binding(.let, name: "state", value: .call(.type(.generic("FormcState", [formType])), [Argument(.identifier("form"))])),
            .binding(.let, name: "controller", value: .call(.type("FormcFormController"), [
                Argument(label: "view", .identifier("view")),
                Argument(label: "avoidance", avoidance()),
                Argument(label: "options", keyboardOptions()),
            ])),
            .binding(.let, name: "inputs", value: .call(.identifier("Inputs"), fields.indices.map { index in
                Argument(label: fields[index].swiftName, inputs.input(fields[index]))
            })),
        ]
        body += fields.indices.compactMap { TextFormatExpressions.laterContentType(of: fields[$0]) }
        body.append(.groups(registrations()))
        body += toggleActions()
        body += closingStatements()
        return .documented("""
            Wires the views (yours: outlets or made in code) in the order of the spec.
            \(strategyParameterDoc())- Parameter view: the screen's root view: a tap in it outside the fields ends editing.
            - Parameter form: the values to show first.
            """, .initializer(InitializerDeclaration(access: binder.access, parameters: parameters, body: body)))
    }

    /// `controller.add(inputs.x, toolbar: …)` for each focusable field in form
    /// order, each built when printed; each toolbar's array is built once, first.
    private func registrations() -> Groups<Statement> {
        let fields = model.base.fields
        var toolbars: [String: Expression] = [:]
        for index in binder.focusable {
            guard let name = fields[index].toolbar, toolbars[name] == nil,
                  let toolbar = model.toolbar(named: name) else { continue }
            toolbars[name] = .array(toolbar.items.map(toolbarItem))
        }
        return Groups(count: binder.focusable.count) { [focusable = binder.focusable, toolbars] position in
            let index = focusable[position]
            let toolbar = fields[index].toolbar.flatMap { toolbars[$0] }
            return [.expression(.call(SharedSubtrees.addToController, [
                Argument(.member(SharedSubtrees.inputs, fields[index].swiftName)),
                Argument(label: "toolbar", toolbar ?? .nil),
            ]))]
        }
    }

    /// A toggle writes its value into the state when switched:
    /// `x.addAction(UIAction { [weak x] _ in state.value.x = x?.isOn ?? false }, for: .valueChanged)`.
    private func toggleActions() -> [Statement] {
        let fields = model.base.fields
        return fields.indices.filter { fields[$0].kind == .toggle }.map { index in
            let name = fields[index].swiftName
            let action = Closure(captures: [.weak(name)], parameters: ["_"], body: [
                .assignment(.member(.member(state, "value"), name),
                            .binary(.member(.optionalChain(.identifier(name)), "isOn"), .nilCoalescing, .bool(false))),
            ])
            return .expression(.call(.member(.identifier(name), "addAction"), [
                Argument(.call(.identifier("UIAction"), [], trailingClosure: action)),
                Argument(label: "for", .member(nil, "valueChanged")),
            ]))
        }
    }

    /// Keeping the state, controller and inputs; the callbacks; showing the values; starting.
    private func closingStatements() -> [Statement] {
        let submission = binder.submission
        var body: [Statement] = [
            .assignment(.member(.selfReference, "state"), state),
            .assignment(.member(.selfReference, "controller"), .identifier("controller")),
            .assignment(.member(.selfReference, "inputs"), .identifier("inputs")),
        ]
        if let submission { body.append(submission.displayAssignment()) }
        body += [
            .assignment(.member(state, "onChange"), .closure(Closure(captures: [.weak("self")], parameters: ["old", "new"], body: [
                .expression(.call(.member(.optionalChain(.identifier("self")), "stateChanged"), [
                    Argument(label: "from", .identifier("old")), Argument(label: "to", .identifier("new")),
                ])),
            ]))),
        ]
        if let submission {
            body += submission.controllerHooks()
        } else {
            body.append(.assignment(.member(.identifier("controller"), "onSubmit"), .closure(Closure(captures: [.weak("self")], body: [
                .guard([.optionalBinding(.let, name: "self", value: nil)], otherwise: [.return(nil)]),
                .expression(.call(.optionalChain(.member(.selfReference, "onSubmit")), [Argument(.member(.selfReference, "form"))])),
            ]))))
        }
        body += binder.hookWiring()
        if !binder.actions.isEmpty { body.append(onActionAssignment()) }
        body.append(.expression(.call(.member(.selfReference, "refresh"), [])))
        if let submission { body.append(submission.initialUpdate()) }
        body.append(.expression(.call(.member(.identifier("controller"), "start"), [])))
        return body
    }

    // MARK: Strategy

    private func strategyParameters() -> [Parameter] {
        switch model.keyboard.avoidance {
        case .scroll: [Parameter(label: "scrollView", name: "scrollView", type: "UIScrollView")]
        case .constraint: [Parameter(label: "bottomConstraint", name: "bottomConstraint", type: "NSLayoutConstraint")]
        case .layoutGuide: [Parameter(label: "contentView", name: "contentView", type: "UIView")]
        case .none: []
        }
    }

    private func strategyParameterDoc() -> String {
        switch model.keyboard.avoidance {
        case .scroll: "- Parameter scrollView: the scroll view holding the fields; its bottom insets follow the keyboard.\n"
        case .constraint: "- Parameter bottomConstraint: the constraint between the content's bottom and its container's (or safe area's); its constant follows the keyboard.\n"
        case .layoutGuide: "- Parameter contentView: the view whose bottom is pinned to the keyboard layout guide (give it no other bottom constraint).\n"
        case .none: ""
        }
    }

    private func avoidance() -> Expression {
        switch model.keyboard.avoidance {
        case .scroll: .call(.member(nil, "scroll"), [Argument(.identifier("scrollView"))])
        case .constraint: .call(.member(nil, "constraint"), [Argument(.identifier("bottomConstraint"))])
        case .layoutGuide: .call(.member(nil, "layoutGuide"), [Argument(.identifier("contentView"))])
        case .none: .member(nil, "none")
        }
    }

    private func keyboardOptions() -> Expression {
        .call(.type("FormcKeyboardOptions"), [
            Argument(label: "distance", .literal(.floating(model.keyboard.distance))),
            Argument(label: "dismissOnTapOutside", .bool(model.keyboard.dismissOnTapOutside)),
            Argument(label: "dismissOnReturn", .bool(model.keyboard.dismissOnReturn)),
        ])
    }

    // MARK: Inputs

    /// The traits a text field or text view gets: the spec's, or UIKit's defaults.
    static func traits(of field: borrowing Field) -> TextInputTraits {
        guard var traits = field.textInput else {
            return TextInputTraits(keyboardType: "default", contentType: nil, autocapitalization: "sentences",
                                   autocorrection: nil, secure: false, returnKey: nil)
        }
        // A content type newer than iOS 15 is set behind `if #available` (``TextFormatExpressions``).
        if let word = traits.contentType, SpecVocabulary.laterContentType(word) != nil { traits.contentType = nil }
        return traits
    }

    /// `FormcTextTraits(keyboardType:contentType:autocapitalization:autocorrection:isSecure:returnKey:)`.
    func traits(_ traits: TextInputTraits) -> Expression {
        func uikit(_ word: String, _ list: [(word: String, uikit: String)]) -> Expression {
            .member(nil, SpecVocabulary.uikitName(of: word, in: list) ?? word)
        }
        let correction = traits.autocorrection.map { $0 ? "yes" : "no" } ?? "default"
        return .call(.type("FormcTextTraits"), [
            Argument(label: "keyboardType", uikit(traits.keyboardType, SpecVocabulary.keyboardTypes)),
            Argument(label: "contentType", traits.contentType.map { uikit($0, SpecVocabulary.contentTypes) } ?? .nil),
            Argument(label: "autocapitalization", uikit(traits.autocapitalization, SpecVocabulary.autocapitalizations)),
            Argument(label: "autocorrection", .member(nil, correction)),
            Argument(label: "isSecure", .bool(traits.secure)),
            Argument(label: "returnKey", uikit(traits.returnKey ?? "default", SpecVocabulary.returnKeys)),
        ])
    }

    func toolbarItem(_ item: ToolbarItem) -> Expression {
        let title = item.title.map(values.text) ?? .nil
        switch item.kind {
        case .flexibleSpace: return .member(nil, "flexibleSpace")
        case .fixedSpace: return .call(.member(nil, "fixedSpace"), [Argument(item.width.map { .literal(.floating($0)) } ?? .nil)])
        case .previous: return .call(.member(nil, "previous"), [Argument(title)])
        case .next: return .call(.member(nil, "next"), [Argument(title)])
        case .done: return .call(.member(nil, "done"), [Argument(title)])
        case .clear: return .call(.member(nil, "clear"), [Argument(title)])
        // Placeholder so the package compiles with the new case (branch applang): the look-up
        // item reaches the app as the custom action "lookup" until the binder renders look-ups.
        case .lookup:
            return .call(.member(nil, "custom"), [Argument(label: "title", item.title.map(values.text) ?? .string("Look up")),
                                                  Argument(label: "action", .string("lookup"))])
        case .custom:
            return .call(.member(nil, "custom"), [Argument(label: "title", title), Argument(label: "action", .string(item.action ?? ""))])
        }
    }

    // MARK: Actions

    private func onActionAssignment() -> Statement {
        let fields = model.base.fields
        let order = Expression.array(binder.focusable.map { .member(nil, fields[$0].swiftName) })
        return .assignment(.member(.identifier("controller"), "onAction"), .closure(Closure(
            captures: [.weak("self")], parameters: ["name", "index"], body: [
                .binding(.let, name: "order", type: .array(.member(formType, "Field")), value: order),
                .guard([
                    .optionalBinding(.let, name: "self", value: nil),
                    .optionalBinding(.let, name: "action", value: .call(.type("Action"), [Argument(label: "rawValue", .identifier("name"))])),
                    .expression(.call(.member(.member(.identifier("order"), "indices"), "contains"), [Argument(.identifier("index"))])),
                ], otherwise: [.return(nil)]),
                .expression(.call(.optionalChain(.member(.selfReference, "onAction")), [
                    Argument(.identifier("action")), Argument(.subscript(.identifier("order"), [Argument(.identifier("index"))])),
                ])),
            ])))
    }
}
