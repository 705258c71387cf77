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

    func declaration() -> Declaration {
        let members: [Declaration] = [
            .documented("The binder, once the view has loaded: set its hooks (`onSubmit`, `presentIssues` …) in `onLoad`.",
                        .variable(VariableDeclaration(access: binder.access, setterAccess: .private, binding: .var, name: "binder",
                                                      type: .optional(binderType)))),
            .documented("Called once the view and its binder exist.", .variable(VariableDeclaration(
                access: binder.access, binding: .var, name: "onLoad", type: .optional(.function(FunctionType(parameters: [binderType])))))),
            .variable(VariableDeclaration(access: .private, binding: .let, name: "initialForm", type: formType)),
            .documented("A screen showing `form` first.", .initializer(InitializerDeclaration(
                access: binder.access, parameters: [Parameter(label: "form", name: "form", type: formType, defaultValue: .call(.type(formType), []))],
                body: [
                    .assignment(.member(.selfReference, "initialForm"), .identifier("form")),
                    .expression(.call(.member(.superReference, "init"), [Argument(label: "nibName", .nil), Argument(label: "bundle", .nil)])),
                    .assignment(.member(.selfReference, "title"), model.title.map(binder.values.text) ?? .nil),
                ]))),
            .initializer(InitializerDeclaration(
                access: binder.access, modifiers: [.required], isFailable: true,
                parameters: [Parameter(label: "coder", name: "coder", type: "NSCoder")],
                body: [
                    .assignment(.member(.selfReference, "initialForm"), .call(.type(formType), [])),
                    .expression(.call(.member(.superReference, "init"), [Argument(label: "coder", .identifier("coder"))])),
                ])),
        ]
        let doc = "A ready screen for the form '\(model.name)': a scroll view with a stack of labeled fields in form order, wired by `\(model.swiftNames.binder)`. Use it as is, or copy it as a starting point."
        return .documented(doc, .type(TypeDeclaration(
            access: binder.access, attributes: [.mainActor], kind: .class(isFinal: true), name: name,
            inheritance: ["UIViewController"], members: members)
            .withDeferredMembers([.printed { printer, writer in printViewDidLoad(with: printer, into: &writer) }])))
    }

    /// `viewDidLoad()`, printed as it is built: a label and a control per
    /// field, then the binder made with every control, one field at a time.
    private func printViewDidLoad(with printer: SwiftPrinter, into writer: inout CodeWriter) {
        let layout = Expression.identifier("FormcFormLayout")
        let header = FunctionDeclaration(access: binder.access, modifiers: [.override], name: "viewDidLoad", body: [])
        printer.function(header, into: &writer) { body in
            printer.statements([
                .expression(.call(.member(.superReference, "viewDidLoad"), [])),
                .assignment(.member(.identifier("view"), "backgroundColor"), .member(nil, "systemBackground")),
                .binding(.let, name: "_screen", value: .call(.member(layout, "makeScreen"), [Argument(label: "in", .identifier("view"))])),
            ], into: &body)
            printRows(with: printer, into: &body)
            var strategy: [Argument] = []
            switch model.keyboard.avoidance {
            case .scroll:
                printer.statement(.assignment(.member(.member(.identifier("_screen"), "bottom"), "isActive"), .bool(true)), into: &body)
                strategy.append(Argument(label: "scrollView", .member(.identifier("_screen"), "scrollView")))
            case .constraint:
                printer.statement(.assignment(.member(.member(.identifier("_screen"), "bottom"), "isActive"), .bool(true)), into: &body)
                strategy.append(Argument(label: "bottomConstraint", .member(.identifier("_screen"), "bottom")))
            case .layoutGuide:
                // The binder pins the scroll view to the keyboard layout guide instead.
                strategy.append(Argument(label: "contentView", .member(.identifier("_screen"), "scrollView")))
            case .none:
                printer.statement(.assignment(.member(.member(.identifier("_screen"), "bottom"), "isActive"), .bool(true)), into: &body)
            }
            // `let _binder = Binder(…)`, as `.binding(.let, name: "_binder", value: .call(…))` prints,
            // written as text: an argument per field, then the others.
            let fields = model.base.fields
            let names = model.printedNames
            let others = strategy + [
                Argument(label: "view", .identifier("view")),
                Argument(label: "form", .member(.selfReference, "initialForm")),
            ]
            body.text { text in
                text.add("let _binder = ")
                text.add(printer.typeAsValue(binderType))
                var call = text.openCall()
                for index in fields.indices {
                    text.argument(&call, labeledBy: fields[index].swiftName)
                    text.name(printed: names[index])
                }
                for argument in others {
                    text.argument(&call)
                    text.fragment(printer.argument(argument))
                }
                text.closeCall(call)
            }
            printer.statements([
                .assignment(.member(.selfReference, "binder"), .identifier("_binder")),
                .expression(.call(.optionalChain(.member(.selfReference, "onLoad")), [Argument(.identifier("_binder"))])),
            ], into: &body)
        }
    }

    /// Each field's control, and its row added to the stack, written as text:
    /// `let x = FormcFormLayout.textField()`,
    /// `_screen.stack.addArrangedSubview(FormcFormLayout.row(label: Form.Field.x.label, control: x))`.
    private func printRows(with printer: SwiftPrinter, into writer: inout CodeWriter) {
        let fields = model.base.fields
        let names = model.printedNames
        let fieldType = printer.typeAsValue(.member(formType, "Field"))
        for index in fields.indices {
            writer.text { text in
                let name = names[index]
                let kind = fields[index].kind
                text.add("let ")
                text.name(printed: name)
                switch kind {
                case .toggle: text.add(" = UISwitch()")
                case .textArea: text.add(" = FormcFormLayout.textView()")
                default: text.add(" = FormcFormLayout.textField()")
                }
                text.newLine()
                text.add(kind == .toggle ? "_screen.stack.addArrangedSubview(FormcFormLayout.switchRow" : "_screen.stack.addArrangedSubview(FormcFormLayout.row")
                var row = text.openCall()
                text.argument(&row, label: "label")
                text.add(fieldType)
                text.member(printed: name)
                text.add(".label")
                text.argument(&row, label: "control")
                text.name(printed: name)
                text.closeCall(row)
                text.add(")")
            }
        }
    }
}
