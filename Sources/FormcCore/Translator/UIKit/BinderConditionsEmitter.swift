/// The binder's part of sections and conditions: after every change it asks
/// the model which fields and sections are shown and enabled and applies the
/// answers to the views through `FormcConditionalViews` (rows hidden, inputs
/// disabled, focus and keyboard avoidance kept right). Only for forms that
/// ``ConditionExpressions/applies(to:)``.
struct BinderConditionsEmitter {
    let binder: BinderEmitter
    var model: IndexedModel { binder.model }
    var formType: TypeName { binder.formType }
    var access: AccessLevel { binder.access }
    var conditions: ConditionExpressions { ConditionExpressions(model: model) }

    /// `self.applyConditions()`, the call `refresh()` and `stateChanged` end with.
    static let apply = Statement.expression(.call(.member(.selfReference, "applyConditions"), []))

    /// The positions of the fields whose visibility or enabling can change.
    var conditionalFields: [Int] {
        let fields = model.base.fields
        return fields.indices.filter { index in
            let field = fields[index]
            return conditions.canHide(field) || field.enabledWhen != nil || field.readOnly == true
                || conditions.section(of: field)?.enabledWhen != nil
        }
    }

    /// The positions of the fields a condition can hide: those with a row to show and hide.
    var hidableFields: [Int] {
        let fields = model.base.fields
        return fields.indices.filter { conditions.canHide(fields[$0]) }
    }

    /// The sections that can be hidden.
    var hidableSections: [FormSection] { (model.sections ?? []).filter { $0.visibleWhen != nil } }

    /// Whether any view can change: a form whose sections have no conditions needs no wiring.
    var isNeeded: Bool {
        ConditionExpressions.applies(to: model.base) && (!conditionalFields.isEmpty || !hidableSections.isEmpty)
    }

    func declarations() -> [Declaration] {
        var declarations: [Declaration] = [
            .variable(VariableDeclaration(access: .private, modifiers: [.lazy], binding: .var, name: "conditionalViews",
                                          value: .call(.type("FormcConditionalViews"),
                                                       [Argument(label: "controller", .member(.selfReference, "controller"))]))),
        ]
        if !hidableSections.isEmpty {
            declarations.append(.variable(VariableDeclaration(
                access: .private, binding: .var, name: "sectionViews",
                type: .dictionary(key: .member(formType, "Section"), value: .array("UIView")), value: .dictionary([]))))
        }
        if !hidableFields.isEmpty { declarations.append(setRowFunction()) }
        if !hidableSections.isEmpty { declarations.append(setViewsFunction()) }
        declarations.append(applyFunction())
        return declarations
    }

    /// The view a field's row is found from: its control.
    private func control(_ index: Int) -> Expression {
        BinderEmitter.view(of: model.base.fields[index])
    }

    private func setRowFunction() -> Declaration {
        let cases = hidableFields.map { index in
            SwitchCase([.value(.member(nil, model.base.fields[index].swiftName))], body: [
                .expression(.call(.member(.member(.selfReference, "conditionalViews"), "setRow"),
                                  [Argument(.identifier("row")), Argument(label: "for", control(index))])),
            ])
        }
        let body: [Statement] = cases.count == model.base.fields.count
            ? [.switch(.identifier("field"), cases)]
            : [.switch(.identifier("field"), cases + [SwitchCase(label: .default, body: [.break])])]
        return .documented("""
            Makes `row` the view hidden and shown with `field` (a row of its label and control, say); without one, \
            the binder hides the nearest view around the control that is arranged in a stack view. Only fields that \
            a condition can hide have a row.
            """, .function(FunctionDeclaration(
                access: access, name: "setRow",
                parameters: [Parameter(label: "_", name: "row", type: "UIView"),
                             Parameter(label: "for", name: "field", type: .member(formType, "Field"))],
                body: body)))
    }

    private func setViewsFunction() -> Declaration {
        .documented("Makes `views` (the section's header and footer, say) shown and hidden with `section`.", .function(FunctionDeclaration(
            access: access, name: "setViews",
            parameters: [Parameter(label: "_", name: "views", type: .array("UIView")),
                         Parameter(label: "for", name: "section", type: .member(formType, "Section"))],
            body: [
                .assignment(.subscript(.member(.selfReference, "sectionViews"), [Argument(.identifier("section"))]), .identifier("views")),
                // This section only: a screen registering every section stays linear.
                .expression(.call(.member(.member(.selfReference, "conditionalViews"), "update"), [
                    Argument(label: "sectionViews", .identifier("views")),
                    Argument(label: "visible", .call(.member(SharedSubtrees.selfStateValue, "isVisible"), [Argument(.identifier("section"))])),
                ])),
            ])))
    }

    /// `applyConditions()`: each conditional field's row and input, each hidable section's views, then commit.
    private func applyFunction() -> Declaration {
        let form = Expression.identifier("form")
        let views = Expression.member(.selfReference, "conditionalViews")
        var body: [Statement] = [.binding(.let, name: "form", value: SharedSubtrees.selfStateValue)]
        for index in conditionalFields {
            let reference = conditions.fieldReference(model.base.fields[index].swiftName, qualifier: .member(formType, "Field"))
            body.append(.expression(.call(.member(views, "update"), [
                Argument(control(index)),
                Argument(label: "visible", .call(.member(form, "isVisible"), [Argument(reference)])),
                Argument(label: "enabled", .call(.member(form, "isEnabled"), [Argument(reference)])),
            ])))
        }
        if !hidableSections.isEmpty {
            body.append(.forIn(.tuple(["section", "views"]), in: .member(.selfReference, "sectionViews"), body: [
                .expression(.call(.member(views, "update"), [
                    Argument(label: "sectionViews", .identifier("views")),
                    Argument(label: "visible", .call(.member(form, "isVisible"), [Argument(.identifier("section"))])),
                ])),
            ]))
        }
        body.append(.expression(.call(.member(views, "commit"), [])))
        return .documented("Shows, hides, enables and disables the views as the form's conditions say now.",
                           .function(FunctionDeclaration(access: .private, name: "applyConditions", body: body)))
    }
}
