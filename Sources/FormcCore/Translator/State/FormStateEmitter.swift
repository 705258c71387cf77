/// The form's state: `final class <Form>State: FormcFormState<<Form>>`, the
/// one observable object the UIs show and edit (the support file's
/// `FormcFormState` holds the behaviour), and, when the spec needs something
/// from the app, `protocol <Form>App` — what the app supplies, so that a
/// missing piece is a compile error, not a screen that silently does nothing.
struct FormStateEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }
    var formType: TypeName { .named(model.swiftNames.form) }
    var stateName: String { model.swiftNames.form + "State" }
    var appName: String { model.swiftNames.form + "App" }

    /// Whether the app must supply something: a submit handler (`submit:`).
    var needsApp: Bool { model.base.submit != nil }

    func declarations() -> [Declaration] {
        (needsApp ? [appProtocol()] : []) + [stateClass()]
    }

    private func appProtocol() -> Declaration {
        let submit = FunctionDeclaration(
            name: "submit", parameters: [Parameter(label: "_", name: "form", type: formType)], effects: Effects(isAsync: true),
            returnType: .array(.member(formType, "Issue")), body: nil)
        return .documented("What the app supplies to the form '\(model.name)'.", .type(TypeDeclaration(
            access: access, attributes: [.mainActor], kind: .protocol, name: appName, members: [
                .documented("""
                    Sends values the user submitted, valid by the spec's rules; returns the issues the app or its \
                    server found (`.app(.field, "message")`), shown at their fields, or none when it accepted them. \
                    The state runs one submit at a time.
                    """, .function(submit)),
            ])))
    }

    private func stateClass() -> Declaration {
        var parameters = [Parameter(name: "values", type: formType, defaultValue: .call(.type(formType), []))]
        parameters[0].label = "_"
        var body: [Statement] = [.expression(.call(.member(.superReference, "init"), [Argument(.identifier("values"))]))]
        if needsApp {
            parameters.append(Parameter(label: "app", name: "app", type: .opaque(.named(appName))))
            body.append(.expression(.call(.member(.selfReference, "setSubmitHandler"), [], trailingClosure: Closure(body: [
                .expression(.await(.call(.member(.identifier("app"), "submit"), [Argument(SharedSubtrees.first)]))),
            ]))))
        }
        let doc = needsApp
            ? "A state showing `values` first, whose submit and look-ups ask `app`."
            : "A state showing `values` first."
        // Without the app, the same signature as the superclass's initializer.
        let initializer = Declaration.documented(doc, .initializer(InitializerDeclaration(
            access: access, modifiers: needsApp ? [] : [.override], parameters: parameters, body: body)))
        return .documented("""
            The state of the form '\(model.name)': its values and what follows from them — visibility, issues shown \
            at their fields as `validate_on` says, the app's issues, submit — observed by the UIs (an \
            `ObservableObject` for SwiftUI). Every behaviour of the form lives here and is tested without a view.
            """, .type(TypeDeclaration(
                access: access, attributes: [.mainActor], kind: .class(isFinal: true), name: stateName,
                inheritance: [Conformance(.generic("FormcFormState", [formType]))], members: [initializer])))
    }
}
