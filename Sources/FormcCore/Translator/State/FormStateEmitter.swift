/// The form's state: `final class <Form>State: FormcFormState<<Form>>`, the
/// one observable object the UIs show and edit (the support file's
/// `FormcFormState` holds the behaviour), and, when the spec needs something
/// from the app, `protocol <Form>App` — what the app supplies, so that a
/// missing piece is a compile error, not a screen that silently does nothing:
/// the submit handler (`submit:`), a function per look-up (`lookup:`) and per
/// option list from the app (`{ from: app }`). A year list (`{ from: this_year }`)
/// is made by the state itself, from the clock, when it is made.
struct FormStateEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }
    var formType: TypeName { .named(model.swiftNames.form) }
    var stateName: String { model.swiftNames.form + "State" }
    var appName: String { model.swiftNames.form + "App" }
    var values: ValueExpressions { ValueExpressions(model: model) }

    /// The positions of the fields with a look-up.
    var lookups: [Int] { model.base.fields.indices.filter { model.base.fields[$0].lookup != nil } }
    /// The option lists the app supplies.
    var appLists: [OptionList] {
        model.base.optionLists.filter { if case .app = $0.source { true } else { false } }
    }
    /// The option lists known at run time only: the app's and the year lists.
    var runtimeLists: [OptionList] { model.base.optionLists.filter(\.isFromApp) }

    /// Whether the app must supply something.
    var needsApp: Bool { model.base.submit != nil || model.base.cancel != nil || !lookups.isEmpty || !appLists.isEmpty }

    func declarations() -> [Declaration] {
        (needsApp ? [appProtocol()] : []) + [stateClass()]
    }

    // MARK: Names

    /// `lookUpPostalCode`
    static func lookUpName(_ field: borrowing Field) -> String { SwiftNamer.lookupMethodName(forField: field.id) }
    /// `bankOptions`
    static func optionsName(_ list: OptionList) -> String { SwiftNamer.lowerCamelCase(list.name) + "Options" }
    /// `String` or `Int`: the values of an app list.
    static func valueType(_ list: OptionList) -> TypeName {
        list.runtimeValueType == .integer ? "Int" : "String"
    }

    /// The type of a field's value without its optional: what a look-up is asked with.
    private func lookupValueType(_ field: borrowing Field) -> (type: TypeName, isOptional: Bool) {
        let type = FormStructEmitter(model: model, options: options)
            .valueType(field.kind, optionList: field.optionList, multiPicker: field.multiPicker?.swiftName)
        if case .optional(let wrapped) = type { return (wrapped, true) }
        return (type, false)
    }

    // MARK: The app's protocol

    private func appProtocol() -> Declaration {
        var members: [Declaration] = []
        if model.base.submit != nil {
            members.append(.documented("""
                Sends values the user submitted, valid by the spec's rules; returns the issues the app or its \
                server found (`.app(.field, "message")`), shown at their fields, or none when it accepted them. \
                An error thrown is a failure of the whole form (no connection, the server down): its \
                `localizedDescription` is shown as the form's issue. The state runs one submit at a time.
                """, .function(FunctionDeclaration(
                    name: "submit", parameters: [Parameter(label: "_", name: "form", type: formType)],
                    effects: Effects(isAsync: true, isThrowing: true), returnType: .array(.member(formType, "Issue")),
                    body: nil))))
        }
        if model.base.cancel != nil {
            members.append(.documented("""
                Hears that the user cancelled the form, with the values as they are (not validated): keep a \
                draft, or forget them. The ready screens close after.
                """, .function(FunctionDeclaration(
                    name: "cancel", parameters: [Parameter(label: "_", name: "form", type: formType)], body: nil))))
        }
        let fields = model.base.fields
        for index in lookups {
            let field = fields[index]
            let filled = (field.lookup?.fills ?? []).compactMap(model.field(id:)).map(\.label.text).joined(separator: ", ")
            let parameterType = qualified(lookupValueType(field).type)
            members.append(.documented("""
                Looks up '\(field.label.text)': what it fills (\(filled)) for `\(field.swiftName)`, or nil when \
                nothing is found (the field then shows its not-found issue).
                """, .function(FunctionDeclaration(
                    name: Self.lookUpName(field), parameters: [Parameter(label: "_", name: field.swiftName, type: parameterType)],
                    effects: Effects(isAsync: true),
                    returnType: .optional(.member(formType, LookupStructEmitter.typeName(field))), body: nil))))
        }
        for list in appLists {
            members.append(.documented("The items of the option list '\(list.name)', in the order shown.", .function(FunctionDeclaration(
                name: Self.optionsName(list), effects: Effects(isAsync: true),
                returnType: .array(.generic("FormcOption", [Self.valueType(list)])), body: nil))))
        }
        return .documented("What the app supplies to the form '\(model.name)'.", .type(TypeDeclaration(
            access: access, attributes: [.mainActor], kind: .protocol, name: appName, members: members)))
    }

    /// A type of the form's own (`Area`) named from outside it (`RegistrationForm.Area`).
    private func qualified(_ type: TypeName) -> TypeName {
        guard case .named(let name) = type, model.base.optionLists.contains(where: { $0.swiftName == name })
                || model.base.fields.contains(where: { $0.multiPicker?.swiftName == name }) else { return type }
        return .member(formType, name)
    }

    // MARK: The state

    private func stateClass() -> Declaration {
        var parameters = [Parameter(label: "_", name: "values", type: formType, defaultValue: .call(.type(formType), []))]
        var body: [Statement] = [.expression(.call(.member(.superReference, "init"), [Argument(.identifier("values"))]))]
        if needsApp {
            parameters.append(Parameter(label: "app", name: "app", type: .opaque(.named(appName))))
            if model.base.submit != nil {
                body.append(.expression(.call(.member(.selfReference, "setSubmitHandler"), [], trailingClosure: Closure(body: [
                    .expression(.try(.await(.call(.member(.identifier("app"), "submit"), [Argument(SharedSubtrees.first)])))),
                ]))))
            }
            if model.base.cancel != nil {
                body.append(.expression(.call(.member(.selfReference, "setCancelHandler"), [], trailingClosure: Closure(body: [
                    .expression(.call(.member(.identifier("app"), "cancel"), [Argument(SharedSubtrees.first)])),
                ]))))
            }
            body += lookups.map(lookupRegistration)
            body += appLists.map(optionLoader)
            if !appLists.isEmpty { body.append(.expression(.call(.member(.selfReference, "reloadOptions"), []))) }
        }
        for list in model.base.optionLists {
            guard case .yearsFromThisYear(let count) = list.source else { continue }
            let years = Expression.call(.member(.type(.generic("FormcOption", ["Int"])), "years"), [Argument(label: "count", .integer(count))])
            body.append(.expression(.call(.member(.selfReference, "setAppOptions"), [Argument(years), Argument(label: "for", .string(list.name))])))
        }
        let doc = needsApp ? "A state showing `values` first, which asks `app` for what the spec leaves to it." : "A state showing `values` first."
        // Without the app, the same signature as the superclass's initializer.
        var members: [Declaration] = [.documented(doc, .initializer(InitializerDeclaration(
            access: access, modifiers: needsApp ? [] : [.override], parameters: parameters, body: body)))]
        for list in runtimeLists {
            let doc = if case .yearsFromThisYear(let count) = list.source {
                "The items of the option list '\(list.name)': \(count) years from this year on, made when the state was."
            } else {
                "The items of the option list '\(list.name)' the app supplied (none until it did)."
            }
            members.append(.documented(doc,
                .variable(VariableDeclaration(
                    access: access, binding: .var, name: Self.optionsName(list),
                    type: .array(.generic("FormcOption", [Self.valueType(list)])),
                    accessors: .computed([.return(.call(.member(.selfReference, "appOptions"), [
                        Argument(.string(list.name)), Argument(label: "of", .member(.type(Self.valueType(list)), "self")),
                    ]))])))))
        }
        return .documented("""
            The state of the form '\(model.name)': its values and what follows from them — visibility, issues shown \
            at their fields as `validate_on` says, the app's issues, submit — observed by the UIs (an \
            `ObservableObject` for SwiftUI). Every behaviour of the form lives here and is tested without a view.
            """, .type(TypeDeclaration(
                access: access, attributes: [.mainActor], kind: .class(isFinal: true), name: stateName,
                inheritance: [Conformance(.generic("FormcFormState", [formType]))], members: members)))
    }

    /// `self.addLookUp(FormcLookup(field: .x, trigger: …, notFound: …, hasValue: …) { values in … })`.
    private func lookupRegistration(_ index: Int) -> Statement {
        let field = model.base.fields[index]
        let lookup = field.lookup ?? FieldLookup(fills: [])
        let name = field.swiftName
        let fieldValue = Expression.member(.identifier("values"), name)
        let (_, isOptional) = lookupValueType(field)
        let isText = field.kind.isTextual && !field.kind.isNumeric
        let hasValue: Expression = isText
            ? .prefix(.not, .call(.member(.identifier("FormcValidation"), "isBlank"), [Argument(.member(SharedSubtrees.first, name))]))
            : .binary(.member(SharedSubtrees.first, name), .notEqual, .nil)
        let notFound = lookup.notFound.map(values.text) ?? .call(.member(.member(.type(formType), "messages"), "notFound"), [
            Argument(label: "label", .member(.member(.member(.type(formType), "Field"), name), "label")),
        ])
        let ask = Expression.await(.call(.member(.identifier("app"), Self.lookUpName(field)), [
            Argument(isOptional ? .identifier("value") : fieldValue),
        ]))
        var conditions: [Condition] = []
        if isOptional { conditions.append(.optionalBinding(.let, name: "value", value: fieldValue)) }
        conditions.append(.optionalBinding(.let, name: "found", value: ask))
        // A field changed since the look-up started (the user typed there) keeps its value.
        let fills: [Statement] = lookup.fills.compactMap(model.swiftName(ofField:)).map { filled in
            .if([ConditionalBranch([
                .optionalBinding(.let, name: "value", value: .member(.identifier("found"), filled)),
                .expression(.prefix(.not, .call(.member(.identifier("changed"), "contains"), [Argument(.member(nil, filled))]))),
            ], body: [
                .assignment(.member(.identifier("values"), filled), .identifier("value")),
            ])])
        }
        let run = Closure(parameters: ["values"], body: [
            .guard(conditions, otherwise: [.return(.nil)]),
            .return(.closure(Closure(parameters: ["values", "changed"], body: fills))),
        ])
        let made = Expression.call(.identifier("FormcLookup"), [
            Argument(label: "field", .member(nil, name)),
            Argument(label: "trigger", .member(nil, lookup.trigger == .action ? "action" : "endEditing")),
            Argument(label: "notFound", notFound),
            Argument(label: "hasValue", .closure(Closure(body: [.expression(hasValue)]))),
        ], trailingClosure: run)
        return .expression(.call(.member(.selfReference, "addLookUp"), [Argument(made)]))
    }

    /// `self.addOptionLoader("list", load: { await app.listOptions() }) { values, options in … }`:
    /// asks the app for a list (the state shows the newest answer) and clears a
    /// choice the new list no longer has.
    private func optionLoader(_ list: OptionList) -> Statement {
        let options = Expression.identifier("options")
        var body: [Statement] = []
        for field in model.base.fields where field.optionList == list.name {
            let value = Expression.member(.identifier("values"), field.swiftName)
            let offered = Expression.call(.member(options, "contains"), [], trailingClosure: Closure(body: [
                .expression(.binary(.member(SharedSubtrees.first, "value"), .equal, .identifier("chosen"))),
            ]))
            body.append(.if([ConditionalBranch([
                .optionalBinding(.let, name: "chosen", value: value), .expression(.prefix(.not, offered)),
            ], body: [.assignment(value, .nil)])]))
        }
        let load = Closure(body: [.expression(.await(.call(.member(.identifier("app"), Self.optionsName(list)), [])))])
        return .expression(.call(.member(.selfReference, "addOptionLoader"), [
            Argument(.string(list.name)), Argument(label: "load", .closure(load)),
        ], trailingClosure: Closure(parameters: body.isEmpty ? ["_", "_"] : ["values", "options"], body: body)))
    }
}
