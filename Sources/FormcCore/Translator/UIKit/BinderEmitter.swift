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
        var members: [TypeDeclaration.DeferredMember] = []
        if !actions.isEmpty { members.append(.declaration { actionEnum() }) }
        members += publicProperties().map { property in .declaration { property } }
        members += [
            .declaration { inputsStruct() },
            .declaration { stored("state", .generic("FormcState", [formType])) },
            .declaration { stored("controller", "FormcFormController") },
            .declaration { stored("inputs", "Inputs") },
            // Printed as it is built: one input per field, each spanning lines, in one call.
            .printed { printer, writer in BinderInitializerEmitter(binder: self).print(with: printer, into: &writer) },
            .declaration { stopFunction() },
            .printed { printer, writer in printFocusFunction(with: printer, into: &writer) },
            .printed { printer, writer in printValidateFunction(with: printer, into: &writer) },
            .printed { printer, writer in printStateChangedFunction(with: printer, into: &writer) },
            .printed { printer, writer in printRefreshFunction(with: printer, into: &writer) },
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

    /// `struct Inputs { let field: InputType … }`: one stored property per
    /// field, consecutive one-line declarations as the printer keeps them, written as text.
    private func inputsStruct() -> Declaration {
        let fields = model.base.fields
        let names = model.printedNames
        let members: [TypeDeclaration.DeferredMember] = fields.isEmpty ? [] : [.printed { printer, writer in
            for index in fields.indices {
                writer.text { text in
                    text.add("let ")
                    text.name(printed: names[index])
                    text.add(": ")
                    text.add(printer.type(inputType(fields[index].kind)))
                }
            }
        }]
        return .documented("The inputs, one per field.", .type(TypeDeclaration(
            access: .private, kind: .struct, name: "Inputs", deferredMembers: members)))
    }

    /// `focus(_:)`: a case per field, written as text.
    private func printFocusFunction(with printer: SwiftPrinter, into writer: inout CodeWriter) {
        printer.documentation("Focuses `field`; false when it cannot take focus (a toggle, a hidden or disabled view).", into: &writer)
        let header = FunctionDeclaration(
            access: access, attributes: [.discardableResult], name: "focus",
            parameters: [Parameter(label: "_", name: "field", type: .member(formType, "Field"))], returnType: "Bool", body: [])
        let fields = model.base.fields
        let names = model.printedNames
        printer.function(header, into: &writer) { body in
            body.write("switch field {")
            var focusIndex = 0
            for index in fields.indices {
                body.text { text in
                    text.add("case ")
                    text.member(printed: names[index])
                    text.add(":")
                    text.newLine(indentedBy: 1)
                    if fields[index].kind.takesFocus {
                        text.add("return self.controller.focus(index: ")
                        text.integer(focusIndex)
                        text.add(")")
                        focusIndex += 1
                    } else {
                        text.add("return false")
                    }
                }
            }
            body.write("}")
        }
    }

    /// `validate()`: the form's issues, and a check per number field of its text, written as text.
    private func printValidateFunction(with printer: SwiftPrinter, into writer: inout CodeWriter) {
        printer.documentation("Checks the values (and number fields whose text is not a number), passes the issues to `presentIssues` and returns them.", into: &writer)
        let header = FunctionDeclaration(access: access, attributes: [.discardableResult], name: "validate",
                                         returnType: .array(.member(formType, "Issue")), body: [])
        let fields = model.base.fields
        let names = model.printedNames
        let hasNumbers = fields.contains { $0.kind.isNumeric }
        let issueType = printer.typeAsValue(.member(formType, "Issue"))
        printer.function(header, into: &writer) { body in
            body.write((hasNumbers ? "var" : "let") + " issues = self.form.validate()")
            for index in fields.indices where fields[index].kind.isNumeric {
                // Text that does not parse leaves the value nil: the issue is the text, not a missing value.
                body.text { text in
                    let depth = text.depth
                    text.add("if FormcNumberText.isInvalid")
                    var check = text.openCall()
                    text.argument(&check)
                    text.add("self.inputs")
                    text.member(printed: names[index])
                    text.add(".text")
                    text.argument(&check, label: "kind")
                    text.member(fields[index].kind.rawValue)
                    text.closeCall(check)
                    text.add(" {")
                    text.newLine(depth: depth + 1)
                    text.add("issues = ")
                    text.add(issueType)
                    text.add(".notANumber")
                    var issue = text.openCall()
                    text.argument(&issue)
                    text.member(printed: names[index])
                    text.argument(&issue, label: "in")
                    text.add("issues")
                    text.closeCall(issue)
                    text.newLine(depth: depth)
                    text.add("}")
                }
            }
            body.write("self.presentIssues?(issues)")
            body.write("return issues")
        }
    }

    /// `stateChanged(from:to:)`: dependent pickers follow their parent (a
    /// check per dependent picker, written as text); then `onChange`.
    private func printStateChangedFunction(with printer: SwiftPrinter, into writer: inout CodeWriter) {
        let header = FunctionDeclaration(access: .private, name: "stateChanged", parameters: [
            Parameter(label: "from", name: "old", type: formType), Parameter(label: "to", name: "new", type: formType),
        ], body: [])
        let fields = model.base.fields
        let names = model.printedNames
        let formPrefix = printer.typeAsValue(formType) + "."
        printer.function(header, into: &writer) { body in
            for index in fields.indices {
                guard let parent = fields[index].parent.flatMap({ model.swiftName(ofField: $0) }).map({ printer.name($0) }),
                      let list = fields[index].optionList.flatMap({ model.optionList(named: $0) }) else { continue }
                let child = names[index]
                body.text { text in
                    let depth = text.depth
                    text.add("if old")
                    text.member(printed: parent)
                    text.add(" != new")
                    text.member(printed: parent)
                    text.add(" {")
                    text.newLine(depth: depth + 1)
                    text.add("if let child = new")
                    text.member(printed: child)
                    text.add(", !")
                    text.add(formPrefix)
                    text.add(list.swiftName)
                    text.add(".items(for: new")
                    text.member(printed: parent)
                    text.add(").contains(child) {")
                    text.newLine(depth: depth + 2)
                    text.add("self.state.value")
                    text.member(printed: child)
                    text.add(" = nil")
                    text.newLine(depth: depth + 1)
                    text.add("}")
                    text.newLine(depth: depth + 1)
                    text.add("self.inputs")
                    text.member(printed: child)
                    text.add(".refresh()")
                    text.newLine(depth: depth)
                    text.add("}")
                }
            }
            // A child cleared above re-enters here; the outer call reports the whole edit once.
            printer.statement(.if([ConditionalBranch([.expression(.prefix(.not, .member(.member(.selfReference, "state"), "isNestedChange")))], body: [
                .expression(.call(.optionalChain(.member(.selfReference, "onChange")),
                                  [Argument(.member(.member(.selfReference, "state"), "value"))])),
            ])]), into: &body)
        }
    }

    /// `refresh()`: shows the model's values in every view, a line per field written as text.
    private func printRefreshFunction(with printer: SwiftPrinter, into writer: inout CodeWriter) {
        let fields = model.base.fields
        let names = model.printedNames
        printer.function(FunctionDeclaration(access: .private, name: "refresh", body: []), into: &writer) { body in
            for index in fields.indices {
                body.text { text in
                    let name = names[index]
                    text.add("self.inputs")
                    text.member(printed: name)
                    /// `self.state.value.name`
                    func value(_ text: inout SourceText) {
                        text.add("self.state.value")
                        text.member(printed: name)
                    }
                    switch fields[index].kind {
                    case .picker, .date:
                        text.add(".refresh()")
                    case .toggle:
                        text.add(".setOn")
                        var call = text.openCall()
                        text.argument(&call)
                        value(&text)
                        text.argument(&call, label: "animated")
                        text.add("false")
                        text.closeCall(call)
                    case .number:
                        text.add(".show(")
                        value(&text)
                        text.add(".map(String.init) ?? \"\")")
                    case .decimal:
                        text.add(".show(")
                        value(&text)
                        text.add(".map(FormcNumberText.text) ?? \"\")")
                    default:
                        text.add(".show(")
                        value(&text)
                        text.add(")")
                    }
                }
            }
        }
    }

    /// The support-file input class that runs a field.
    func inputType(_ kind: FieldKind) -> TypeName {
        switch kind {
        case .picker: "FormcPickerInput"
        case .date: "FormcDateInput"
        case .toggle: "UISwitch"
        case .textArea: "FormcTextViewInput"
        default: "FormcTextFieldInput"
        }
    }
}
