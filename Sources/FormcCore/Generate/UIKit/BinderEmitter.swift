/// The UIKit binder of a form: `@MainActor final class <Form>Binder` that takes
/// the app's own views and wires them through the support file's
/// `FormcFormController`, one typed input per field, in form order.
struct BinderEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    /// The fields that take focus, in form order (everything but toggles).
    let focusable: [Field]
    /// Each focusable field's position in form order, by id.
    let focusIndex: [String: Int]
    /// Custom toolbar actions used by some field, in first-use order.
    let actions: [(name: String, swiftName: String)]

    var access: AccessLevel { options.accessLevel }
    var values: ValueExpressions { ValueExpressions(model: model) }
    var formType: TypeName { .named(model.swiftNames.form) }

    init(model: IndexedModel, options: GeneratorOptions) {
        self.model = model
        self.options = options
        focusable = model.fields.filter { $0.kind.takesFocus }
        var focusIndex: [String: Int] = [:]
        for (index, field) in focusable.enumerated() where focusIndex[field.id] == nil { focusIndex[field.id] = index }
        self.focusIndex = focusIndex
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
        var members: [TypeDeclaration.DeferredMember] = []
        if !actions.isEmpty { members.append(.declaration { actionEnum() }) }
        members += publicProperties().map { property in .declaration { property } }
        members += [
            .declaration {
                .documented("The inputs, one per field.", .type(TypeDeclaration(
                    access: .private, kind: .struct, name: "Inputs", members: model.fields.map {
                        .variable(VariableDeclaration(binding: .let, name: $0.swiftName, type: inputType($0)))
                    })))
            },
            .declaration { stored("state", .generic("FormcState", [formType])) },
            .declaration { stored("controller", "FormcFormController") },
            .declaration { stored("inputs", "Inputs") },
            // Printed as it is built: one input per field, each spanning lines, in one call.
            .printed { printer, writer in BinderInitializerEmitter(binder: self).print(with: printer, into: &writer) },
            .declaration { stopFunction() },
            .declaration { focusFunction() },
            .declaration { validateFunction() },
            .declaration { stateChangedFunction() },
            .declaration { refreshFunction() },
        ]
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
            callback("onSubmit", "Called when Return in the last field ends editing.", [formType]),
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

    private func focusFunction() -> Declaration {
        let cases = model.fields.map { field -> SwitchCase in
            guard let index = focusIndex[field.id] else {
                return SwitchCase([.value(.member(nil, field.swiftName))], body: [.return(.bool(false))])
            }
            return SwitchCase([.value(.member(nil, field.swiftName))], body: [
                .return(.call(.member(.member(.selfReference, "controller"), "focus"), [Argument(label: "index", .integer(index))])),
            ])
        }
        return .documented("Focuses `field`; false when it cannot take focus (a toggle, a hidden or disabled view).",
                           .function(FunctionDeclaration(
                            access: access, attributes: [.discardableResult], name: "focus",
                            parameters: [Parameter(label: "_", name: "field", type: .member(formType, "Field"))],
                            returnType: "Bool", body: [.switch(.identifier("field"), cases)])))
    }

    private func validateFunction() -> Declaration {
        let hasNumbers = model.fields.contains { $0.kind.isNumeric }
        var body: [Statement] = [.binding(hasNumbers ? .var : .let, name: "issues",
                                          value: .call(.member(.member(.selfReference, "form"), "validate"), []))]
        for field in model.fields where field.kind.isNumeric {
            let text = Expression.member(.member(.member(.selfReference, "inputs"), field.swiftName), "text")
            let invalid = Expression.call(.member(.identifier("FormcNumberText"), "isInvalid"),
                                          [Argument(text), Argument(label: "kind", .member(nil, field.kind.rawValue))])
            // Text that does not parse leaves the value nil: the issue is the text, not a missing value.
            body.append(.if([ConditionalBranch([.expression(invalid)], body: [
                .assignment(.identifier("issues"), .call(.member(.type(.member(formType, "Issue")), "notANumber"), [
                    Argument(.member(nil, field.swiftName)), Argument(label: "in", .identifier("issues")),
                ])),
            ])]))
        }
        body += [
            .expression(.call(.optionalChain(.member(.selfReference, "presentIssues")), [Argument(.identifier("issues"))])),
            .return(.identifier("issues")),
        ]
        return .documented("Checks the values (and number fields whose text is not a number), passes the issues to `presentIssues` and returns them.",
                           .function(FunctionDeclaration(access: access, attributes: [.discardableResult], name: "validate",
                                                         returnType: .array(.member(formType, "Issue")), body: body)))
    }

    /// Dependent pickers follow their parent; then `onChange`.
    private func stateChangedFunction() -> Declaration {
        var body: [Statement] = []
        for child in model.fields {
            guard let parent = child.parent.flatMap(model.field(id:)),
                  let list = child.optionList.flatMap(model.optionList(named:)) else { continue }
            let offered = Expression.call(.member(.type(.member(formType, list.swiftName)), "items"),
                                          [Argument(label: "for", .member(.identifier("new"), parent.swiftName))])
            body.append(.if([ConditionalBranch([.expression(.binary(.member(.identifier("old"), parent.swiftName), .notEqual,
                                                                    .member(.identifier("new"), parent.swiftName)))], body: [
                .if([ConditionalBranch([
                    .optionalBinding(.let, name: "child", value: .member(.identifier("new"), child.swiftName)),
                    .expression(.prefix(.not, .call(.member(offered, "contains"), [Argument(.identifier("child"))]))),
                ], body: [.assignment(.member(.member(.member(.selfReference, "state"), "value"), child.swiftName), .nil)])]),
                .expression(.call(.member(.member(.member(.selfReference, "inputs"), child.swiftName), "refresh"), [])),
            ])]))
        }
        // A child cleared above re-enters here; the outer call reports the whole edit once.
        body.append(.if([ConditionalBranch([.expression(.prefix(.not, .member(.member(.selfReference, "state"), "isNestedChange")))], body: [
            .expression(.call(.optionalChain(.member(.selfReference, "onChange")),
                              [Argument(.member(.member(.selfReference, "state"), "value"))])),
        ])]))
        return .function(FunctionDeclaration(access: .private, name: "stateChanged", parameters: [
            Parameter(label: "from", name: "old", type: formType), Parameter(label: "to", name: "new", type: formType),
        ], body: body))
    }

    /// Shows the model's values in every view.
    private func refreshFunction() -> Declaration {
        let body = model.fields.map { field -> Statement in
            let input = Expression.member(.member(.selfReference, "inputs"), field.swiftName)
            let value = Expression.member(.member(.member(.selfReference, "state"), "value"), field.swiftName)
            switch field.kind {
            case .picker, .date:
                return .expression(.call(.member(input, "refresh"), []))
            case .toggle:
                return .expression(.call(.member(input, "setOn"), [Argument(value), Argument(label: "animated", .bool(false))]))
            case .number:
                return .expression(.call(.member(input, "show"), [Argument(numberText(value, kind: .number))]))
            case .decimal:
                return .expression(.call(.member(input, "show"), [Argument(numberText(value, kind: .decimal))]))
            default:
                return .expression(.call(.member(input, "show"), [Argument(value)]))
            }
        }
        return .function(FunctionDeclaration(access: .private, name: "refresh", body: body))
    }

    /// `value.map(String.init) ?? ""` for numbers; `FormcNumberText.text` for decimals.
    func numberText(_ value: Expression, kind: FieldKind) -> Expression {
        let convert: Expression = kind == .number ? .member(.type("String"), "init") : .member(.identifier("FormcNumberText"), "text")
        return .binary(.call(.member(value, "map"), [Argument(convert)]), .nilCoalescing, .string(""))
    }

    /// The support-file input class that runs a field.
    func inputType(_ field: Field) -> TypeName {
        switch field.kind {
        case .picker: "FormcPickerInput"
        case .date: "FormcDateInput"
        case .toggle: "UISwitch"
        case .textArea: "FormcTextViewInput"
        default: "FormcTextFieldInput"
        }
    }
}
