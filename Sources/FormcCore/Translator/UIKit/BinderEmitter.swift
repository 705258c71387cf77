/// The UIKit binder of a form: the support file's `FormcFormBinder` over the
/// form's state, named `<Form>Binder`, with an initializer that takes what the
/// spec's keyboard avoidance needs, and the ready screen. The app binds its
/// own views with one short statement each, `binder.bind(.name, to: nameField)`,
/// from the field's one description (``EntryEmitter``), whose view marker
/// says the view it takes: this part states nothing of a field of its own.
struct BinderEmitter {
    let model: IndexedModel
    let options: GeneratorOptions

    var access: AccessLevel { options.accessLevel }
    var values: ValueExpressions { ValueExpressions(model: model) }
    var formType: TypeName { .named(model.swiftNames.form) }
    var binderType: TypeName { .named(model.swiftNames.binder) }
    var settings: BinderSettings { BinderSettings(model: model) }
    /// Whether submit validates (`submit:` or `validate_on:`); v1 forms keep Return in the last field as `onSubmit`.
    var validatesOnSubmit: Bool { model.base.hasSubmission }
    /// The binder's declarations; the ready screen, the size of the form, is built only when printed.
    func declarations() -> [Declaration] {
        [binderAlias(), initializerExtension(), .deferred { [self] in [ViewControllerEmitter(binder: self).declaration()] }]
    }

    // MARK: The binder

    private func binderAlias() -> Declaration {
        .documented("""
            Binds the app's own views to the form '\(model.name)', one field at a time \
            (`binder.bind(.\(model.base.fields.first?.swiftName ?? "field"), to: view)`): pickers and date pickers as \
            input views, accessory toolbars, Return / next / previous in form order, tap-outside dismissal, keyboard \
            avoidance (\(model.keyboard.avoidance.rawValue)), and the state's values, conditions and issues shown in \
            the views. It becomes the delegate of the text fields and text views it is given.
            """, .typealias(TypealiasDeclaration(access: access, name: model.swiftNames.binder,
                                                 type: .generic("FormcFormBinder", [formType]))))
    }

    /// `extension FormcFormBinder where Form == X { convenience init(state:scrollView:view:) }`.
    private func initializerExtension() -> Declaration {
        var parameters = [Parameter(label: "state", name: "state", type: .generic("FormcFormState", [formType]))]
        parameters += settings.strategyParameters()
        parameters.append(Parameter(label: "view", name: "view", type: "UIView"))
        let initializer = InitializerDeclaration(access: access, modifiers: [.convenience], parameters: parameters, body: [
            .expression(.call(.member(.selfReference, "init"), [
                Argument(label: "state", .identifier("state")),
                Argument(label: "avoidance", settings.avoidance()),
                Argument(label: "view", .identifier("view")),
                Argument(label: "keyboard", settings.keyboardOptions()),
                Argument(label: "validatesOnSubmit", .bool(validatesOnSubmit)),
            ])),
        ])
        let doc = """
            A binder over `state`; bind the views with `bind(_:to:)`.
            - Parameter state: the form's state, which the views show and edit.
            \(settings.strategyParameterDoc())- Parameter view: the screen's root view: a tap in it outside the fields ends editing.
            """
        return .extension(ExtensionDeclaration(
            extendedType: "FormcFormBinder", sameTypes: [("Model", formType)],
            members: [.documented(doc, .initializer(initializer))]))
    }
}
