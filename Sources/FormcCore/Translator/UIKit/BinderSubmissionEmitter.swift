/// The binder's submission members, for forms with `submit:` or a
/// `validate_on:` (v1 specs without them keep their binder as it was):
/// `isValid`, `onValidityChange`, `presentIssue`, `issue(for:)`, `submit()`, `hideIssues()`,
/// and the wiring that shows each field's issue when its timing says so
/// (the support file's `FormcIssueDisplay`).
struct BinderSubmissionEmitter {
    let binder: BinderEmitter
    var model: IndexedModel { binder.model }
    var formType: TypeName { binder.formType }
    var fieldType: TypeName { .member(formType, "Field") }
    var issueType: TypeName { .member(formType, "Issue") }
    private var display: Expression { .member(.selfReference, "display") }

    // MARK: Members

    /// The public hooks and `isValid`, after the binder's other hooks.
    func publicProperties() -> [Declaration] {
        [
            .documented("""
                Shows a field's issue in your UI (nil: hide it), when the spec's `validate_on` says: on submit, when the \
                field ends editing, or as it is typed into; a shown issue follows the values and clears once fixed.
                """, forwarding("presentIssue", .optional(.function(FunctionType(parameters: [fieldType, .optional(issueType)]))),
                                to: "present")),
            .documented("Called with `isValid` when it changes, and once when set: bind a button's `isEnabled` to it.",
                        forwarding("onValidityChange", .optional(.function(FunctionType(parameters: ["Bool"]))), to: "onValidityChange")),
            .documented("Whether the values break no rule (number fields' text included).", .variable(VariableDeclaration(
                access: binder.access, binding: .var, name: "isValid", type: "Bool",
                accessors: .computed([.return(.member(display, "isValid"))])))),
        ]
    }

    /// `var name: T { get { self.display.member } set { self.display.member = newValue } }`.
    private func forwarding(_ name: String, _ type: TypeName, to member: String) -> Declaration {
        .variable(VariableDeclaration(
            access: binder.access, binding: .var, name: name, type: type,
            accessors: .getSet(get: [.return(.member(display, member))],
                               set: [.assignment(.member(display, member), .identifier("newValue"))])))
    }

    /// The stored display and the order of the focusable fields.
    func storedProperties() -> [Declaration] {
        let fields = model.base.fields
        return [
            .variable(VariableDeclaration(access: .private, binding: .let, name: "display",
                                          type: .generic("FormcIssueDisplay", [fieldType]))),
            .documented("The fields that take focus, in form order: the controller's input indexes.", .variable(VariableDeclaration(
                access: .private, modifiers: [.static], binding: .let, name: "focusOrder", type: .array(fieldType),
                value: .array(binder.focusable.map { .member(nil, fields[$0].swiftName) })))),
        ]
    }

    /// `issue(for:)`, `submit()`, `hideIssues()` and `checkedIssues()`.
    func functions(numberChecks: [Statement]) -> [Declaration] {
        [issueFunction(), submitFunction(), hideIssuesFunction(), checkedIssuesFunction(numberChecks)]
    }

    private func hideIssuesFunction() -> Declaration {
        .documented("Hides every issue shown (after the app resets the form), until the timing shows them again.",
                    .function(FunctionDeclaration(access: binder.access, name: "hideIssues", body: [
                        .expression(.call(.member(display, "hideAll"), [])),
                    ])))
    }

    private func issueFunction() -> Declaration {
        .documented("The issue shown now at `field`, if any.", .function(FunctionDeclaration(
            access: binder.access, name: "issue", parameters: [Parameter(label: "for", name: "field", type: fieldType)],
            returnType: .optional(issueType),
            body: [.return(.call(.member(display, "issue"), [Argument(label: "for", .identifier("field"))]))])))
    }

    private func submitFunction() -> Declaration {
        let controller = Expression.member(.selfReference, "controller")
        let endEditing = Statement.expression(.call(.member(controller, "endEditing"), []))
        let focusesOne = Expression.call(.member(.identifier("invalid"), "contains"), [Argument(label: "where", .closure(Closure(body: [
            .expression(.call(.member(.selfReference, "focus"), [Argument(SharedSubtrees.first)])),
        ])))])
        return .documented("""
            Submits: shows every issue at its field (and passes them to `presentIssues`) and focuses the first invalid \
            field that can take focus; when the values are valid, ends editing and calls `onSubmit`. Return in the last \
            field, its toolbar's done and the ready screen's button call it.
            - Returns: whether the values were valid (and `onSubmit` called).
            """, .function(FunctionDeclaration(
                access: binder.access, attributes: [.discardableResult], name: "submit", returnType: "Bool", body: [
                    .binding(.let, name: "issues", value: .call(.member(.selfReference, "checkedIssues"), [])),
                    .expression(.call(.member(display, "update"), [Argument(.identifier("issues"))])),
                    .expression(.call(.optionalChain(.member(.selfReference, "presentIssues")), [Argument(.identifier("issues"))])),
                    .binding(.let, name: "invalid", value: .call(.member(display, "showAll"), [])),
                    .guard([.expression(.member(.identifier("invalid"), "isEmpty"))], otherwise: [
                        // Focuses the first invalid field that can take focus; a switch cannot: the keyboard goes away so its row shows.
                        .if([ConditionalBranch([.expression(.prefix(.not, focusesOne))], body: [endEditing])]),
                        .return(SharedSubtrees.false),
                    ]),
                    endEditing,
                    .expression(.call(.optionalChain(.member(.selfReference, "onSubmit")), [Argument(.member(.selfReference, "form"))])),
                    .return(.bool(true)),
                ])))
    }

    private func checkedIssuesFunction(_ numberChecks: [Statement]) -> Declaration {
        let validate = Expression.call(.member(.member(.selfReference, "form"), "validate"), [])
        let body: [Statement] = numberChecks.isEmpty ? [.return(validate)]
            : [.binding(.var, name: "issues", value: validate)] + numberChecks + [.return(.identifier("issues"))]
        return .documented("The values' issues, and one per number field whose text is not a number.", .function(FunctionDeclaration(
            access: .private, name: "checkedIssues", returnType: .array(issueType), body: body)))
    }

    // MARK: Wiring

    /// `self.display = FormcIssueDisplay<Form.Field>(timing: …)`, among the initializer's stored properties.
    func displayAssignment() -> Statement {
        let base = model.base
        var groups: [(timing: ValidationTiming, fields: [String])] = ValidationTiming.allCases.map { ($0, []) }
        for field in base.fields {
            let timing = base.validationTiming(of: field)
            if let index = groups.firstIndex(where: { $0.timing == timing }) { groups[index].fields.append(field.swiftName) }
        }
        groups.removeAll { $0.fields.isEmpty }
        let timing: Closure
        if groups.count == 1, let only = groups.first {
            timing = Closure(parameters: ["_"], body: [.expression(Self.timing(only.timing))])
        } else {
            timing = Closure(parameters: ["field"], body: [.switch(.identifier("field"), groups.map { group in
                SwitchCase(group.fields.map { .value(.member(nil, $0)) }, body: [.return(Self.timing(group.timing))])
            })])
        }
        return .assignment(display, .call(.type(.generic("FormcIssueDisplay", [fieldType])), [Argument(label: "timing", .closure(timing))]))
    }

    private static func timing(_ timing: ValidationTiming) -> Expression {
        switch timing {
        case .submit: .member(nil, "submit")
        case .endEditing: .member(nil, "endEditing")
        case .typing: .member(nil, "typing")
        }
    }

    /// `controller.submitsFromDone`, `onSubmit`, `onInputChange` and `onEndEditing`, after the stored properties are set.
    func controllerHooks() -> [Statement] {
        let controller = Expression.identifier("controller")
        func hook(_ name: String, _ method: String) -> Statement {
            let order = Expression.member(.type(.named(model.swiftNames.binder)), "focusOrder")
            return .assignment(.member(controller, name), .closure(Closure(captures: [.weak("self")], parameters: ["index"], body: [
                .guard([
                    .optionalBinding(.let, name: "self", value: nil),
                    .expression(.call(.member(.member(order, "indices"), "contains"), [Argument(.identifier("index"))])),
                ], otherwise: [.return(nil)]),
                .expression(.call(.member(display, method), [Argument(.subscript(order, [Argument(.identifier("index"))]))])),
            ])))
        }
        return [
            .assignment(.member(controller, "submitsFromDone"), .bool(true)),
            .assignment(.member(controller, "onSubmit"), .closure(Closure(captures: [.weak("self")], body: [
                .expression(.call(.member(.optionalChain(.identifier("self")), "submit"), [])),
            ]))),
            hook("onInputChange", "edited"),
            hook("onEndEditing", "endedEditing"),
        ]
    }

    /// The issues of the values shown first, once the views show them.
    func initialUpdate() -> Statement {
        .expression(.call(.member(display, "update"), [Argument(.call(.member(.selfReference, "checkedIssues"), []))]))
    }

    /// In `stateChanged`: the issues follow the values; a switch switched has ended its editing.
    func stateChangedStatements() -> [Statement] {
        var body = [initialUpdate()]
        for field in model.base.fields where field.kind == .toggle {
            body.append(.if([ConditionalBranch([
                .expression(.binary(.member(.identifier("old"), field.swiftName), .notEqual, .member(.identifier("new"), field.swiftName))),
            ], body: [.expression(.call(.member(display, "endedEditing"), [Argument(.member(nil, field.swiftName))]))])]))
        }
        return body
    }
}
