/// A ready screen per form, for apps that want no layout work:
/// `<Form>ViewController`, a scroll view with a stack of labeled fields in
/// form order (`FormcFormLayout`), wired by the form's binder. Its locals
/// start with `_` so that no field id (which starts with a letter) can clash.
struct ViewControllerEmitter {
    let binder: BinderEmitter
    var model: IndexedModel { binder.model }
    var formType: TypeName { binder.formType }
    var binderType: TypeName { .named(model.swiftNames.binder) }
    var name: String { model.swiftNames.form + "ViewController" }

    /// The state's type, `<Form>State`.
    var stateType: TypeName { .named(model.swiftNames.form + "State") }
    /// Whether the state needs the app (a protocol of what it supplies): no default state then.
    var needsApp: Bool { FormStateEmitter(model: model, options: binder.options).needsApp }

    func declaration() -> Declaration {
        // Optional, not a default state: a default argument is not run on the main actor.
        let stateParameter = needsApp ? stateType : .optional(stateType)
        let members: [Declaration] = [
            .documented("The form's state: its values, issues and submit.", .variable(VariableDeclaration(
                access: binder.access, binding: .let, name: "state", type: stateType))),
            .documented("The binder, once the view has loaded: set its hooks (`onSubmit`, `presentIssue` …) in `onLoad`.",
                        .variable(VariableDeclaration(access: binder.access, setterAccess: .private, binding: .var, name: "binder",
                                                      type: .optional(binderType)))),
            .documented("Called once the view and its binder exist.", .variable(VariableDeclaration(
                access: binder.access, binding: .var, name: "onLoad", type: .optional(.function(FunctionType(parameters: [binderType])))))),
            .documented(needsApp ? "A screen over `state`." : "A screen over `state`, or a new state.", .initializer(InitializerDeclaration(
                access: binder.access,
                parameters: [Parameter(label: "state", name: "state", type: stateParameter, defaultValue: needsApp ? nil : .nil)],
                body: [
                    .assignment(.member(.selfReference, "state"), needsApp ? .identifier("state")
                        : .binary(.identifier("state"), .nilCoalescing, .call(.type(stateType), []))),
                    .expression(.call(.member(.superReference, "init"), [Argument(label: "nibName", .nil), Argument(label: "bundle", .nil)])),
                    // The model file's screen says it, for both UIs.
                    .assignment(.member(.selfReference, "title"), .member(.member(.type(formType), "screen"), "title")),
                ]))),
            .documented(needsApp ? "Not available: the form's state needs the app (`init(state:)`)." : "A screen over a new state.",
                        .initializer(InitializerDeclaration(
                access: binder.access, modifiers: [.required], isFailable: true,
                parameters: [Parameter(label: "coder", name: "coder", type: "NSCoder")],
                body: needsApp ? [.return(.nil)] : [
                    .assignment(.member(.selfReference, "state"), .call(.type(stateType), [])),
                    .expression(.call(.member(.superReference, "init"), [Argument(label: "coder", .identifier("coder"))])),
                ]))),
        ]
        let doc = "A ready screen for the form '\(model.name)': a scroll view with a stack of labeled fields in form order, wired by `\(model.swiftNames.binder)`. Use it as is, or copy it as a starting point."
        return .documented(doc, .type(TypeDeclaration(
            access: binder.access, attributes: [.mainActor], kind: .class(isFinal: true), name: name,
            inheritance: ["UIViewController"], members: members)
            .withDeferredMembers([{ viewDidLoad() }])))
    }

    /// `viewDidLoad()`: the binder, then a label, a control and its binding per
    /// field; and for a large form, the helpers that add runs of rows.
    private func viewDidLoad() -> [Declaration] {
        var rowHelpers: [Declaration] = []
        let layout = Expression.identifier("FormcFormLayout")
        var strategy: [Argument] = []
        var activatesBottom = true
        switch model.keyboard.avoidance {
        case .scroll: strategy.append(Argument(label: "scrollView", .member(.identifier("_screen"), "scrollView")))
        case .constraint: strategy.append(Argument(label: "bottomConstraint", .member(.identifier("_screen"), "bottom")))
        case .layoutGuide:
            // The binder pins the scroll view to the keyboard layout guide instead.
            strategy.append(Argument(label: "contentView", .member(.identifier("_screen"), "scrollView")))
            activatesBottom = false
        case .none: break
        }
        var body: [Statement] = [
            .expression(.call(.member(.superReference, "viewDidLoad"), [])),
            .assignment(.member(.identifier("view"), "backgroundColor"), .member(nil, "systemBackground")),
            .binding(.let, name: "_screen", value: .call(.member(layout, "makeScreen"), [Argument(label: "in", .identifier("view"))])),
        ]
        if activatesBottom { body.append(.assignment(.member(.member(.identifier("_screen"), "bottom"), "isActive"), .bool(true))) }
        body.append(.binding(.let, name: "_binder", value: .call(.type(binderType), [
            Argument(label: "state", .member(.selfReference, "state")),
        ] + strategy + [Argument(label: "view", .identifier("view"))])))
        let withIssues = binder.validatesOnSubmit
        let issuesType = TypeName.generic("FormcIssueLabels", [.member(formType, "Field")])
        var rowsArguments = [
            Argument(label: "stack", .member(.identifier("_screen"), "stack")), Argument(label: "binder", .identifier("_binder")),
        ]
        if withIssues {
            body.append(.binding(.let, name: "_issues", value: .call(.type(issuesType), [])))
            rowsArguments.append(Argument(label: "issues", .identifier("_issues")))
        }
        body.append(.binding(.let, name: "_rows", value: .call(.identifier("FormcFormRows"), rowsArguments)))
        // The form's intro, then the marks' legend, above the first row.
        if model.base.intro != nil {
            body.append(.expression(.call(.member(.identifier("_rows"), "intro"), [
                Argument(.member(.member(.type(formType), "screen"), "intro")),
            ])))
        }
        if model.base.requiredMarks?.showsLegend == true {
            body.append(.expression(.call(.member(.identifier("_rows"), "legend"), [])))
        }
        // A group per field; a large form's in helpers of `FieldChunks.size` fields each.
        let fields = model.base.fields
        let sectionGroups = ConditionExpressions.applies(to: model.base)
            ? ViewControllerSectionsEmitter(binder: binder).rowGroups() : nil
        func rows(_ range: Range<Int>) -> Statement {
            .groups(Groups(count: range.count) { [self] offset in
                sectionGroups?[range.lowerBound + offset]
                    ?? fieldRow(range.lowerBound + offset, bound: false)
            })
        }
        let ranges = FieldChunks.ranges(count: fields.count)
        if ranges.count == 1 {
            body.append(rows(ranges[0]))
        } else {
            let arguments = [Argument(.identifier("_rows"))]
            let parameters = [Parameter(label: "_", name: "_rows", type: .generic("FormcFormRows", [formType]))]
            for range in ranges {
                let name = FieldChunks.name("addRows", range)
                body.append(.expression(.call(.member(.selfReference, name), arguments)))
                rowHelpers.append(.documented("The rows of fields \(range.lowerBound + 1) to \(range.upperBound).", .function(
                    FunctionDeclaration(access: .private, name: name, parameters: parameters, body: [rows(range)]))))
            }
        }
        if model.base.submit != nil, !model.base.submitsFromNavigationBar { body += submitButton() }
        if model.base.hasNavigationBarButtons { body.append(navigationButtons()) }
        if model.base.confirmation != nil {
            // A valid submit shows the summary (`confirm:`): pushed, or presented without a navigation controller.
            body.append(.expression(.call(.member(.identifier("_binder"), "presentsConfirmation"),
                                          [Argument(label: "from", .selfReference)])))
        }
        if withIssues {
            // Under each row; an app that sets `presentIssue` in `onLoad` shows them its own way instead.
            body.append(.assignment(.member(.identifier("_binder"), "presentIssue"), .closure(Closure(body: [
                .expression(.call(.member(.identifier("_issues"), "show"), [
                    Argument(.member(.optionalChain(.identifier("$1")), "message")), Argument(label: "at", SharedSubtrees.first),
                ])),
            ]))))
        }
        body += [
            .assignment(.member(.selfReference, "binder"), .identifier("_binder")),
            .expression(.call(.optionalChain(.member(.selfReference, "onLoad")), [Argument(.identifier("_binder"))])),
        ]
        return [.function(FunctionDeclaration(access: binder.access, modifiers: [.override], name: "viewDidLoad", body: body))]
            + rowHelpers
    }

    /// A field's control and its row added to the stack and bound, one call,
    /// the control the field's description asks for: `_rows.field(.name)`; `bound`:
    /// the binder hides and shows the row with the field (`hides: true`).
    func fieldRow(_ index: Int, bound: Bool) -> [Statement] {
        var arguments = [Argument(.member(nil, model.base.fields[index].swiftName))]
        if bound { arguments.append(Argument(label: "hides", .bool(true))) }
        return [.expression(.call(.member(.identifier("_rows"), "field"), arguments))]
    }

    /// `FormcNavigationButtons.install(on: self, binder: _binder, submit: …, cancel: …)`: the
    /// navigation bar's cancel and submit (`submit: { placement: navigation_bar }`).
    private func navigationButtons() -> Statement {
        // The submit's title is the model file's screen's, for both UIs.
        let submit: Expression = model.base.submitsFromNavigationBar && model.base.submit != nil
            ? .member(.member(.type(formType), "screen"), "submitTitle") : .literal(.nil)
        let title = { (text: LocalizableText?) in text.map(binder.values.text) ?? .literal(.nil) }
        return .expression(.call(.member(.identifier("FormcNavigationButtons"), "install"), [
            Argument(label: "on", .selfReference), Argument(label: "binder", .identifier("_binder")),
            Argument(label: "submit", submit), Argument(label: "cancel", title(model.base.cancel?.title)),
        ]))
    }

    /// The submit button at the end of the stack: it submits, and is disabled while a submit runs.
    /// The submit button, titled as the model file's screen says (for both UIs).
    private func submitButton() -> [Statement] {
        let submit = Expression.identifier("_submit")
        let screen = Expression.member(.type(formType), "screen")
        var bind = [Argument(submit)]
        if DisplayTextExpressions(model: model).submitTitle(binder.values) != nil {
            bind.append(Argument(label: "title", .member(screen, "submitTitleShowingValues")))
        }
        return [
            .binding(.let, name: "_submit", value: .call(.member(SharedSubtrees.layout, "submitButton"), [
                Argument(label: "title", .binary(.member(screen, "submitTitle"), .nilCoalescing, .string(""))),
            ])),
            .expression(.call(.member(.member(.identifier("_screen"), "stack"), "addArrangedSubview"), [Argument(submit)])),
            .expression(.call(.member(.identifier("_binder"), "bindSubmitButton"), bind)),
        ]
    }
}
