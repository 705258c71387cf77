/// Builds the declarations of one form's SwiftUI file
/// (`<name>.form+SwiftUI.swift`), inside `#if os(iOS) && canImport(SwiftUI)`:
/// the view's name (`<Form>View`, the support file's generic `FormcFormView`),
/// the form's `FormcSwiftUIForm` conformance (its screen, and which control
/// draws each field), one control per field (`FormcControl<Form>.name`) and the
/// toolbars and text traits they share.
///
/// The views themselves are the support file's, type-checked once: what grows
/// with the form is one short declaration per field and one `case` per field,
/// so the app's compiler pays linearly and little.
struct SwiftUIFileEmitter {
    let model: IndexedModel
    let options: GeneratorOptions

    /// The comment under the header of a file left without SwiftUI by `ui: uikit`.
    static func headerNote(_ options: GeneratorOptions) -> [String] {
        options.ui.includesSwiftUI ? [] : ["No SwiftUI view: this project generates UIKit only (`ui: uikit` or `--ui uikit`)."]
    }

    /// The name of the form's SwiftUI view (`RegistrationFormView`).
    static func viewName(of model: FormModel) -> String { model.swiftNames.form + "View" }

    var access: AccessLevel { options.accessLevel }
    var formType: TypeName { .named(model.swiftNames.form) }
    /// The private enum holding the form's toolbars and shared text traits.
    var controlsType: String { model.swiftNames.form + "Controls" }

    /// The file's declarations; none when `ui` leaves SwiftUI out.
    func declarations() -> [Declaration] {
        guard options.ui.includesSwiftUI else { return [] }
        let controls = SwiftUIControlEmitter(file: self)
        var body: [Declaration] = [.import(ImportDeclaration(module: "SwiftUI")), viewAlias(), conformance()]
        body += controls.extensions()
        if let shared = controls.sharedConstants() { body.append(shared) }
        let imports = options.importedModules.map {
            Declaration.import(ImportDeclaration(module: $0))
        }
        return imports + [.conditional(.and(.os("iOS"), .canImport("SwiftUI")), body)]
    }

    // MARK: The view

    private func viewAlias() -> Declaration {
        let first = model.base.fields.first?.swiftName ?? "field"
        return .documented("""
            The form '\(model.name)' in SwiftUI: `\(Self.viewName(of: model.base))(state: state)` shows it whole (a `Form` \
            with its sections, issues at the fields as `validate_on` says, the keyboard toolbars, Return from field to \
            field, the submit button). To lay out a screen of your own, use `FormcFieldView(state, .\(first), focus: $focus)` \
            per field and `.formcKeyboard(state, focus: $focus)` once: the focus chain and validation stay the same.
            """, .typealias(TypealiasDeclaration(access: access, name: Self.viewName(of: model.base),
                                                 type: .generic("FormcFormView", [formType]))))
    }

    /// `extension Form: FormcSwiftUIForm { static var screen …; static func control(for:) … }`.
    private func conformance() -> Declaration {
        let fields = model.base.fields
        let cases = fields.map { field in
            SwitchCase([.value(.member(nil, field.swiftName))], body: [.return(.member(nil, field.swiftName))])
        }
        let control = FunctionDeclaration(
            access: access, attributes: [.mainActor], modifiers: [.static], name: "control",
            parameters: [Parameter(label: "for", name: "field", type: "Field")],
            returnType: .generic("FormcControl", [formType]),
            body: [.switch(.identifier("field"), cases)])
        let screen = VariableDeclaration(
            access: access, attributes: [.mainActor], modifiers: [.static], binding: .var, name: "screen",
            type: .generic("FormcScreen", [formType]), accessors: .computed([.return(screenExpression())]))
        var members: [Declaration] = [
            .documented("What the generated screen shows besides the fields.", .variable(screen)),
            .documented("The control that draws and edits `field`.", .function(control)),
        ]
        if model.base.hasNavigationBarButtons { members.append(navigationBarButtons()) }
        return .extension(ExtensionDeclaration(extendedType: formType, conformances: ["FormcSwiftUIForm"], members: members))
    }

    /// `static var navigationBarButtons: FormcNavigationBarButtons { … }`: the cancel and a submit placed in the bar.
    private func navigationBarButtons() -> Declaration {
        var arguments: [Argument] = []
        if model.base.submitsFromNavigationBar { arguments.append(Argument(label: "submitsFromBar", .bool(true))) }
        if let cancel = model.base.cancel {
            arguments.append(Argument(label: "cancelTitle", ValueExpressions(model: model).text(cancel.title)))
        }
        return .documented("The navigation bar's cancel and submit.", .variable(VariableDeclaration(
            access: access, attributes: [.mainActor], modifiers: [.static], binding: .var, name: "navigationBarButtons",
            type: "FormcNavigationBarButtons",
            accessors: .computed([.return(.call(.identifier("FormcNavigationBarButtons"), arguments))]))))
    }

    /// `FormcScreen(title: …, sections: […], submitTitle: …, validatesOnSubmit: …)`.
    private func screenExpression() -> Expression {
        let values = ValueExpressions(model: model)
        let base = model.base
        let sections: [Expression]
        if let specSections = base.sections, !specSections.isEmpty {
            sections = specSections.map { section in
                var arguments = [Argument(.member(nil, section.swiftName))]
                if let header = section.header { arguments.append(Argument(label: "header", values.text(header))) }
                if let intro = section.intro { arguments.append(Argument(label: "intro", values.text(intro))) }
                if let footer = section.footer { arguments.append(Argument(label: "footer", values.text(footer))) }
                // The model's own list (`Section.s.fields`): an array literal of every field would be
                // one expression the app's compiler solves whole (137 ms at 800 fields).
                arguments.append(Argument(label: "fields", .member(.member(.identifier("Section"), section.swiftName), "fields")))
                return .call(.identifier("FormcScreenSection"), arguments)
            }
        } else {
            sections = [.call(.identifier("FormcScreenSection"), [
                Argument(.nil), Argument(label: "fields", .member(.identifier("Field"), "allCases")),
            ])]
        }
        var arguments = [
            Argument(label: "title", base.title.map(values.text) ?? .nil),
            Argument(label: "sections", .array(sections)),
            Argument(label: "submitTitle", base.submit.map { values.text($0.title) } ?? .nil),
            Argument(label: "validatesOnSubmit", .bool(base.hasSubmission)),
        ]
        if !model.keyboard.dismissOnReturn { arguments.append(Argument(label: "endsEditingOnReturn", .bool(false))) }
        if !model.keyboard.dismissOnTapOutside { arguments.append(Argument(label: "endsEditingOnTap", .bool(false))) }
        if let title = DisplayTextExpressions(model: model).submitTitle(values) {
            arguments.append(Argument(label: "submitTitleShowingValues", title))
        }
        if let intro = base.intro { arguments.append(Argument(label: "intro", values.text(intro))) }
        return .call(.identifier("FormcScreen"), arguments)
    }
}
