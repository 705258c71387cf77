/// The UIKit binder of a form: the support file's `FormcFormBinder` over the
/// form's state, named `<Form>Binder`, with an initializer that takes what the
/// spec's keyboard avoidance needs, and one typed binding per field
/// (`static var name: FormcBinding<Form, UITextField>`), so the app binds its
/// own views with one short statement each: `binder.bind(.name, to: nameField)`.
///
/// Nothing here grows with the form but the bindings, each its own small
/// function: the app's compiler pays linearly in fields.
struct BinderEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    /// The text traits the bindings share, each a constant of the inputs enum
    /// (``BinderSettings/sharedTraits(of:)``).
    let sharedTraits: [TextInputTraits]

    init(model: IndexedModel, options: GeneratorOptions) {
        self.model = model
        self.options = options
        sharedTraits = BinderSettings.sharedTraits(of: model)
    }

    var access: AccessLevel { options.accessLevel }
    var values: ValueExpressions { ValueExpressions(model: model) }
    var formType: TypeName { .named(model.swiftNames.form) }
    var binderType: TypeName { .named(model.swiftNames.binder) }
    var settings: BinderSettings { BinderSettings(model: model) }
    /// Whether submit validates (`submit:` or `validate_on:`); v1 forms keep Return in the last field as `onSubmit`.
    var validatesOnSubmit: Bool { model.base.hasSubmission }
    /// The private enum holding the text traits the form's fields share.
    var inputsType: String { model.swiftNames.form + "Inputs" }

    /// The binder's declarations; the bindings and the ready screen, each
    /// the size of the form, are built only when printed, one at a time.
    func declarations() -> [Declaration] {
        var declarations: [Declaration] = [binderAlias(), initializerExtension()]
        declarations += bindingExtensions()
        if let inputs = inputsEnum() { declarations.append(inputs) }
        declarations.append(.deferred { [self] in [ViewControllerEmitter(binder: self).declaration()] })
        return declarations
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

    // MARK: Bindings

    /// One extension per view type, in the order the types first appear, with
    /// its fields in form order (a long one in several of `FieldChunks.size`:
    /// the printer hands on whole declarations). An extension per run of
    /// fields would cost the app's compiler a generic signature each.
    private func bindingExtensions() -> [Declaration] {
        let fields = model.base.fields
        var viewTypes: [TypeName] = []
        var fieldsByType: [[Int]] = []
        for index in fields.indices {
            let viewType = Self.viewType(fields[index])
            if let group = viewTypes.firstIndex(of: viewType) {
                fieldsByType[group].append(index)
            } else {
                viewTypes.append(viewType)
                fieldsByType.append([index])
            }
        }
        var extensions: [Declaration] = []
        for (viewType, indices) in zip(viewTypes, fieldsByType) {
            for chunk in FieldChunks.ranges(count: indices.count) {
                extensions.append(.deferred { [self, formType] in
                    var inputs = BinderInputEmitter(binder: self)
                    let members = indices[chunk].map { binding(at: $0, inputs: &inputs) }
                    return [.extension(ExtensionDeclaration(
                        access: .internal, extendedType: "FormcBinding", sameTypes: [("Model", formType), ("View", viewType)],
                        members: members))]
                })
            }
        }
        return extensions
    }

    /// The view type a field binds to.
    static func viewType(_ field: borrowing Field) -> TypeName {
        if BinderControlEmitter.isChoiceList(field) { return "UIButton" }
        if BinderControlEmitter.handles(field.kind) { return BinderControlEmitter.viewType(field) }
        switch field.kind {
        case .toggle: return "UISwitch"
        case .textArea: return "UITextView"
        default: return "UITextField"
        }
    }

    /// `static var name: Self { .text(.name, \\.name, traits: …) }`: one call of the support file's factory.
    private func binding(at index: Int, inputs: inout BinderInputEmitter) -> Declaration {
        let field = model.base.fields[index]
        return .documented(field.label.text, .variable(VariableDeclaration(
            access: access, modifiers: [.static], binding: .var, name: field.swiftName, type: "Self",
            accessors: .computed([.return(inputs.binding(field))]))))
    }

    // MARK: Shared traits

    /// `private enum <Form>Inputs { static let traits0 = … }`: the text traits
    /// the fields share, each built once. (A field's toolbar is its own, in the
    /// `Field` enum, which both UIs read.)
    private func inputsEnum() -> Declaration? {
        let members: [Declaration] = sharedTraits.enumerated().map { index, traits in
            .variable(VariableDeclaration(modifiers: [.static], binding: .let, name: "traits\(index)",
                                          value: BinderSettings.traits(traits)))
        }
        guard !members.isEmpty else { return nil }
        return .documented("The text traits the form's fields share.", .type(TypeDeclaration(
            access: .private, attributes: [.mainActor], kind: .enum(rawType: nil), name: inputsType, members: members)))
    }
}
