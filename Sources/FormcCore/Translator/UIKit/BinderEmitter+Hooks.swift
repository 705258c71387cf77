/// What the binder opens to the app (issue 14, item 7): typed hooks for text
/// changes and editing events, the view of a field, and which field changed.
///
/// Decided: typed closures on the binder, not a forwarding delegate. The
/// binder stays every text input's delegate (its formatting, Return and focus
/// work cannot be broken by an app delegate that forgets to forward), and the
/// hooks speak the form's `Field`, which a delegate's `UITextField` does not.
extension BinderEmitter {
    private var field: TypeName { .member(formType, "Field") }

    /// The hook properties, after `onChange` … in the binder.
    func hookProperties() -> [Declaration] {
        [
            hook("shouldChangeText", """
                Asked before an edit changes a text field's or text view's text, with the field and the text it \
                would show (normalised and masked); return false to refuse the edit.
                """, [field, "String"], result: "Bool"),
            hook("onBeginEditing", "Called when a field starts being edited (it became first responder).", [field]),
            hook("onEndEditing", "Called when a field stops being edited.", [field]),
            hook("onFieldChange", """
                Called after every edit with each field it changed and the new values, before `onChange` \
                (a parent picker's change reports the child it cleared too).
                """, [field, formType]),
        ]
    }

    private func hook(_ name: String, _ doc: String, _ parameters: [TypeName], result: TypeName = .void) -> Declaration {
        .documented(doc, .variable(VariableDeclaration(
            access: access, binding: .var, name: name,
            type: .optional(.function(FunctionType(parameters: parameters, result: result))))))
    }

    /// The view the app gave for `field`, read from its input (`self.inputs.x.responder`,
    /// a control's own view): the one place that knows where each kind keeps it.
    static func view(of field: Field) -> Expression {
        let input = Expression.member(SharedSubtrees.selfInputs, field.swiftName)
        return switch field.kind {
        case .toggle: input
        case .segmented: .member(input, "control")
        case .radio: .member(input, "stack")
        case .multiSelect: .member(input, field.selectionStyle == .list ? "button" : "stack")
        case .checkbox: .member(input, "button")
        case .stepper: .member(input, "stepper")
        case .slider: .member(input, "slider")
        default: .member(input, "responder")
        }
    }

    /// `view(for:)`: the view the app gave for a field (to highlight it, to scroll to it).
    func viewFunction() -> Declaration {
        let cases = Groups(count: model.base.fields.count) { [model] index in
            let field = model.base.fields[index]
            return [SwitchCase([.value(.member(nil, field.swiftName))], body: [.return(Self.view(of: field))])]
        }
        return .documented("The view you gave for `field` (to highlight it, or scroll it into view).", .function(FunctionDeclaration(
            access: access, name: "view",
            parameters: [Parameter(label: "for", name: "field", type: field)], returnType: "UIView",
            body: [.switch(.identifier("field"), [], built: cases)])))
    }

    /// In `stateChanged(from:to:)`: `onFieldChange` for each field whose value
    /// differs from `old` (the final values, after nested changes).
    func fieldChangeReport() -> Statement {
        let fields = model.base.fields
        let checks = Groups<Statement>(count: fields.count) { [model] index in
            let name = model.base.fields[index].swiftName
            return [.if([ConditionalBranch([
                .expression(.binary(.member(.identifier("old"), name), .notEqual, .member(.identifier("value"), name))),
            ], body: [
                .expression(.call(.identifier("onFieldChange"), [Argument(.member(nil, name)), Argument(.identifier("value"))])),
            ])])]
        }
        return .if([ConditionalBranch([.optionalBinding(.let, name: "onFieldChange", value: .member(.selfReference, "onFieldChange"))], body: [
            .binding(.let, name: "value", value: .member(.member(.selfReference, "state"), "value")),
            .groups(checks),
        ])])
    }

    /// In the initializer: the controller's editing events, by input index,
    /// reach the hooks as fields.
    func hookWiring() -> [Statement] {
        let fields = model.base.fields
        let order = Expression.array(focusable.map { .member(nil, fields[$0].swiftName) })
        /// `controller.name = { [weak self] parameters in body }`
        func forward(_ name: String, _ parameters: [ClosureParameter], _ body: Expression) -> Statement {
            .assignment(.member(.identifier("controller"), name),
                        .closure(Closure(captures: [.weak("self")], parameters: parameters, body: [.expression(body)])))
        }
        /// `self?.hook?(order[index], …)`
        func call(_ hook: String, _ extra: [Argument] = []) -> Expression {
            .call(.optionalChain(.member(.optionalChain(.identifier("self")), hook)),
                  [Argument(.subscript(.identifier("fieldOrder"), [Argument(.identifier("index"))]))] + extra)
        }
        return [
            .binding(.let, name: "fieldOrder", type: .array(field), value: order),
            forward("shouldChangeText", ["index", "text"],
                    .binary(call("shouldChangeText", [Argument(.identifier("text"))]), .nilCoalescing, .bool(true))),
            forward("onEditingBegan", ["index"], call("onBeginEditing")),
            forward("onEditingEnded", ["index"], call("onEndEditing")),
        ]
    }
}
