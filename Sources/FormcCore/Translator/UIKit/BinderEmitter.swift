/// The UIKit binder of a form: `@MainActor final class <Form>Binder` that takes
/// the app's own views and wires them through the support file's
/// `FormcFormController`, one typed input per field, in form order.
struct BinderEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    /// The positions in `model.fields` of the fields that take focus, in form
    /// order (everything but toggles): positions, so that no `Field` is copied.
    let focusable: [Int]
    /// Custom toolbar actions used by some field, in first-use order.
    let actions: [(name: String, swiftName: String)]

    var access: AccessLevel { options.accessLevel }
    var values: ValueExpressions { ValueExpressions(model: model) }
    var formType: TypeName { .named(model.swiftNames.form) }
    /// The submission members, when the spec opts in (`submit:` or `validate_on:`).
    var submission: BinderSubmissionEmitter? { model.base.hasSubmission ? BinderSubmissionEmitter(binder: self) : nil }

    init(model: IndexedModel, options: GeneratorOptions) {
        self.model = model
        self.options = options
        let fields = model.base.fields
        focusable = fields.indices.filter { fields[$0].kind.takesFocus }
        var actions: [(name: String, swiftName: String)] = []
        var seen = Set<String>(), visitedToolbars = Set<String>()
        for toolbarName in model.fields.compactMap(\.toolbar) where visitedToolbars.insert(toolbarName).inserted {
            for item in model.toolbar(named: toolbarName)?.items ?? [] {
                if let name = item.action, let swiftName = item.actionSwiftName, seen.insert(name).inserted {
                    actions.append((name, swiftName))
                }
            }
        }
        self.actions = actions
    }

    func declarations() -> [Declaration]? {
        // Deferred: each member is built as it is printed, so only one member's tree is alive at a time.
        var members: [@Sendable () -> [Declaration]] = []
        if !actions.isEmpty { members.append { [actionEnum()] } }
        let submission = submission
        members += [
            { publicProperties() + (submission?.publicProperties() ?? []) },
            { hookProperties() },
            { [inputsStruct()] },
            { [stored("state", .generic("FormcState", [formType]))] },
            { [stored("controller", "FormcFormController")] },
            { [stored("inputs", "Inputs")] + (submission?.storedProperties() ?? []) },
            { [BinderInitializerEmitter(binder: self).declaration()] },
            { [stopFunction()] },
            { [focusFunction()] },
            { [viewFunction()] },
            { [validateFunction()] + (submission?.functions(numberChecks: numberChecks()) ?? []) },
            { [stateChangedFunction()] },
            { [refreshFunction()] },
        ]
        if BinderConditionsEmitter(binder: self).isNeeded {
            members.append { BinderConditionsEmitter(binder: self).declarations() }
        }
        let doc = """
            Wires the app's own views to the form '\(model.name)': pickers and date pickers as input views, \
            accessory toolbars, Return / next / previous in form order, tap-outside dismissal and keyboard \
            avoidance (\(model.keyboard.avoidance.rawValue)). It becomes the delegate of the text fields and \
            text views it is given.
            """
        return [
            .documented(doc, .type(TypeDeclaration(
                access: access, attributes: [.mainActor], kind: .class(isFinal: true), name: model.swiftNames.binder,
                deferredMembers: members))),
            ViewControllerEmitter(binder: self).declaration(),
        ]
    }

    // MARK: Members

    private func actionEnum() -> Declaration {
        .documented("The custom toolbar buttons' actions.", .type(TypeDeclaration(
            access: access, kind: .enum(rawType: "String"), name: "Action", inheritance: ["CaseIterable", "Sendable"],
            members: actions.map { .enumCase(.stringCase($0.swiftName, rawValue: $0.name)) })))
    }

    private func publicProperties() -> [Declaration] {
        var properties: [Declaration] = [
            .documented("The values as the user has edited them; set it to show other values.", .variable(VariableDeclaration(
                access: access, binding: .var, name: "form", type: formType,
                accessors: .getSet(
                    get: [.return(.member(.member(.selfReference, "state"), "value"))],
                    set: [.assignment(.member(.member(.selfReference, "state"), "value"), .identifier("newValue")),
                          .expression(.call(.member(.selfReference, "refresh"), []))])))),
            callback("onChange", "Called after every edit, with the new values.", [formType]),
            submission == nil ? callback("onSubmit", "Called when Return in the last field ends editing.", [formType])
                : callback("onSubmit", "Called by `submit()` when the values are valid, with them.", [formType]),
            callback("presentIssues", "Shows validation issues in your UI; `validate()` calls it.", [.array(.member(formType, "Issue"))]),
        ]
        if !actions.isEmpty {
            properties.append(callback("onAction", "Called when a custom toolbar button is tapped, with the field it was tapped in.",
                                       [.named("Action"), .member(formType, "Field")]))
        }
        return properties
    }

    private func callback(_ name: String, _ doc: String, _ parameters: [TypeName]) -> Declaration {
        .documented(doc, .variable(VariableDeclaration(
            access: access, binding: .var, name: name, type: .optional(.function(FunctionType(parameters: parameters))))))
    }

    private func stored(_ name: String, _ type: TypeName) -> Declaration {
        .variable(VariableDeclaration(access: .private, binding: .let, name: name, type: type))
    }

    private func stopFunction() -> Declaration {
        .documented("""
                    Stops keyboard avoidance and tap dismissal, putting back what they changed. A binder that goes away \
                    stops observing the keyboard too, but cannot put back insets changed while the keyboard is up: call \
                    this first.
                    """,
                    .function(FunctionDeclaration(access: access, name: "stop", body: [
                        .expression(.call(.member(.member(.selfReference, "controller"), "stop"), [])),
                    ])))
    }

    /// `struct Inputs { let field: InputType … }`: one stored property per field.
    private func inputsStruct() -> Declaration {
        let members: [Declaration] = model.base.fields.map { field in
            .variable(VariableDeclaration(binding: .let, name: field.swiftName, type: BinderControlEmitter.handles(field.kind)
                ? BinderControlEmitter(model: model, formType: formType).inputType(field) : inputType(field.kind)))
        }
        return .documented("The inputs, one per field.", .type(TypeDeclaration(
            access: .private, kind: .struct, name: "Inputs", members: members)))
    }

    /// `focus(_:)`: a case per field, each built when printed.
    private func focusFunction() -> Declaration {
        // A field's place among the focusable ones, known before its case is built.
        var focusIndexes = [Int?](repeating: nil, count: model.base.fields.count)
        for (focusIndex, index) in focusable.enumerated() { focusIndexes[index] = focusIndex }
        let cases = Groups(count: focusIndexes.count) { [model, focusIndexes] index in
            let returned = focusIndexes[index].map { Expression.call(SharedSubtrees.focus, [Argument(label: "index", .integer($0))]) }
            return [SwitchCase([.value(.member(nil, model.base.fields[index].swiftName))], body: [.return(returned ?? SharedSubtrees.false)])]
        }
        return .documented("Focuses `field`; false when it cannot take focus (a toggle, a hidden or disabled view).", .function(FunctionDeclaration(
            access: access, attributes: [.discardableResult], name: "focus",
            parameters: [Parameter(label: "_", name: "field", type: .member(formType, "Field"))], returnType: "Bool",
            body: [.switch(.identifier("field"), [], built: cases)])))
    }

    /// `validate()`: the form's issues, and a check per number field of its text
    /// (in `checkedIssues()` when the binder has submission members).
    private func validateFunction() -> Declaration {
        let checks = submission == nil ? numberChecks() : []
        var body: [Statement] = [
            .binding(checks.isEmpty ? .let : .var, name: "issues", value: submission == nil
                ? .call(.member(.member(.selfReference, "form"), "validate"), [])
                : .call(.member(.selfReference, "checkedIssues"), [])),
        ]
        body += checks
        body += [
            .expression(.call(.optionalChain(.member(.selfReference, "presentIssues")), [Argument(.identifier("issues"))])),
            .return(.identifier("issues")),
        ]
        return .documented("Checks the values (and number fields whose text is not a number), passes the issues to `presentIssues` and returns them.",
                           .function(FunctionDeclaration(access: access, attributes: [.discardableResult], name: "validate",
                                                         returnType: .array(.member(formType, "Issue")), body: body)))
    }

    /// A check per number field of its text, adding to the variable `issues`.
    func numberChecks() -> [Statement] {
        let fields = model.base.fields
        // By position: a `Field` in a closure is copied whole, its properties are read in place.
        let numbers = fields.indices.filter { fields[$0].kind.isNumeric }
        var body: [Statement] = []
        for index in numbers {
            let name = fields[index].swiftName
            // Text that does not parse leaves the value nil: the issue is the text, not a missing value.
            let text = Expression.member(.member(SharedSubtrees.selfInputs, name), "text")
            let isInvalid = Expression.call(.member(.identifier("FormcNumberText"), "isInvalid"),
                                            [Argument(text), Argument(label: "kind", .member(nil, fields[index].kind.rawValue))])
            var arguments = [Argument(.member(nil, name)), Argument(label: "in", .identifier("issues"))]
            // In the spec's `language`, as the model's own messages.
            if model.language != nil {
                arguments.append(Argument(label: "message", .call(.member(.member(.type(formType), "messages"), "text"), [
                    Argument(.member(nil, "notANumber")),
                    Argument(label: "label", .member(.member(.member(.type(formType), "Field"), name), "label")),
                ])))
            }
            let issues = Expression.call(.member(.type(.member(formType, "Issue")), "notANumber"), arguments)
            body.append(.if([ConditionalBranch([.expression(isInvalid)], body: [.assignment(.identifier("issues"), issues)])]))
        }
        return body
    }

    /// `stateChanged(from:to:)`: dependent pickers follow their parent (a
    /// check per dependent picker); then `onChange`.
    private func stateChangedFunction() -> Declaration {
        var body: [Statement] = []
        for field in model.base.fields {
            guard let parent = field.parent.flatMap({ model.swiftName(ofField: $0) }),
                  let list = field.optionList.flatMap({ model.optionList(named: $0) }) else { continue }
            let child = field.swiftName
            let offered = Expression.call(.member(.type(.member(formType, list.swiftName)), "items"),
                                          [Argument(label: "for", .member(.identifier("new"), parent))])
            body.append(.if([ConditionalBranch([
                .expression(.binary(.member(.identifier("old"), parent), .notEqual, .member(.identifier("new"), parent))),
            ], body: [
                .if([ConditionalBranch([
                    .optionalBinding(.let, name: "child", value: .member(.identifier("new"), child)),
                    .expression(.prefix(.not, .call(.member(offered, "contains"), [Argument(.identifier("child"))]))),
                ], body: [.assignment(.member(.member(.member(.selfReference, "state"), "value"), child), .nil)])]),
                .expression(.call(.member(.member(.member(.selfReference, "inputs"), child), "refresh"), [])),
            ])]))
        }
        body += submission?.stateChangedStatements() ?? []
        if BinderConditionsEmitter(binder: self).isNeeded { body.append(BinderConditionsEmitter.apply) }
        // A child cleared above re-enters here; the outer call reports the whole edit once.
        body.append(.if([ConditionalBranch([.expression(.prefix(.not, .member(.member(.selfReference, "state"), "isNestedChange")))], body: [
            fieldChangeReport(),
            .expression(.call(.optionalChain(.member(.selfReference, "onChange")),
                              [Argument(.member(.member(.selfReference, "state"), "value"))])),
        ])]))
        return .function(FunctionDeclaration(access: .private, name: "stateChanged", parameters: [
            Parameter(label: "from", name: "old", type: formType), Parameter(label: "to", name: "new", type: formType),
        ], body: body))
    }

    /// `refresh()`: shows the model's values in every view, a line per field,
    /// each built when printed.
    private func refreshFunction() -> Declaration {
        let body = Groups<Statement>(count: model.base.fields.count) { [model] index in
            [Self.refresh(name: model.base.fields[index].swiftName, kind: model.base.fields[index].kind)]
        }
        let conditions: [Statement] = BinderConditionsEmitter(binder: self).isNeeded ? [BinderConditionsEmitter.apply] : []
        return .function(FunctionDeclaration(access: .private, name: "refresh", body: [.groups(body)] + conditions))
    }

    /// The line of `refresh()` that shows the value of the field `name` of `kind` in its view
    /// (given its properties: a `Field` passed on is copied whole).
    private static func refresh(name: String, kind: FieldKind) -> Statement {
        let input = Expression.member(SharedSubtrees.selfInputs, name)
        /// `self.state.value.name`
        let value = Expression.member(SharedSubtrees.selfStateValue, name)
        func show(_ text: Expression) -> Statement {
            .expression(.call(.member(input, "show"), [Argument(text)]))
        }
        switch kind {
        case .picker, .date, .multiPicker, .segmented, .radio, .multiSelect, .checkbox, .stepper, .slider:
            return .expression(.call(.member(input, "refresh"), []))
        case .toggle:
            return .expression(.call(.member(input, "setOn"), [Argument(value), Argument(label: "animated", SharedSubtrees.false)]))
        case .number:
            return show(.binary(.call(.member(value, "map"), [Argument(.member(.type("String"), "init"))]), .nilCoalescing, .string("")))
        case .decimal:
            let text = Expression.member(.identifier("FormcNumberText"), "text")
            return show(.binary(.call(.member(value, "map"), [Argument(text)]), .nilCoalescing, .string("")))
        default:
            return show(value)
        }
    }

    /// The support-file input class that runs a field.
    func inputType(_ kind: FieldKind) -> TypeName {
        switch kind {
        case .picker: "FormcPickerInput"
        case .date: "FormcDateInput"
        case .multiPicker: "FormcMultiPickerInput"
        case .toggle: "UISwitch"
        case .textArea: "FormcTextViewInput"
        default: "FormcTextFieldInput"
        }
    }
}
