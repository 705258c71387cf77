/// The UIKit part of a form's model file: names, nothing of a field of its own.
/// `<Form>Binder` is the runtime's `FormcFormBinder` over the form, whose one
/// initializer reads the spec's keyboard settings from the form's screen
/// (``EntryEmitter``), so a spec change never changes the app's call; the app
/// binds its own views with one short statement each, `binder.bind(.name, to:
/// nameField)`, from the field's one description, whose view marker says the
/// view it takes. `<Form>ViewController` is the runtime's ready screen over the
/// form and its state, laid out from the same screen and descriptions. No
/// `init()` per form: initializers in extensions of the one generic class
/// (`where State == XFormState`) made an app's compiler compare each form's with
/// every other form's (80 forms in one module: 3 min instead of 12 s).
struct BinderEmitter {
    let model: IndexedModel
    let options: GeneratorOptions

    var access: AccessLevel { options.accessLevel }
    var formType: TypeName { .named(model.swiftNames.form) }
    /// The state's type, `<Form>State`.
    var stateType: TypeName { .named(model.swiftNames.form + "State") }
    var viewControllerName: String { model.swiftNames.form + "ViewController" }
    func declarations() -> [Declaration] {
        [binderAlias(), viewControllerAlias()]
    }

    private func binderAlias() -> Declaration {
        .documented("""
            Binds the app's own views to the form '\(model.name)', one field at a time \
            (`binder.bind(.\(model.base.fields.first?.swiftName ?? "field"), to: view)`): pickers and date pickers as \
            input views, accessory toolbars, Return / next / previous in form order, tap-outside dismissal, keyboard \
            avoidance (\(model.keyboard.avoidance.rawValue)), and the state's values, conditions and issues shown in \
            the views. Make it with `\(model.swiftNames.binder)(state: state, scrollView: scrollView, view: view)`; \
            it becomes the delegate of the text fields and text views it is given.
            """, .typealias(TypealiasDeclaration(access: access, name: model.swiftNames.binder,
                                                 type: .generic("FormcFormBinder", [formType]))))
    }

    private func viewControllerAlias() -> Declaration {
        .documented("""
            A ready screen for the form '\(model.name)': a scroll view with a stack of labeled fields in form order, \
            wired by `\(model.swiftNames.binder)`. Use it as is, or lay out your own screen with the binder.
            """, .typealias(TypealiasDeclaration(access: access, name: viewControllerName,
                                                 type: .generic("FormcFormViewController", [formType, stateType]))))
    }
}
