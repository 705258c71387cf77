/// Builds the declarations of one form's SwiftUI file
/// (`<name>.form+SwiftUI.swift`), inside `#if os(iOS) && canImport(SwiftUI)`:
/// the view's name (`<Form>View`, the support file's generic `FormcFormView`),
/// the form's `FormcSwiftUIForm` conformance (its screen). Each field is drawn
/// from its one description in the model file (``EntryEmitter``), which the
/// UIKit binder reads too: this file states nothing of a field of its own.
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

    /// The file's declarations; none when `ui` leaves SwiftUI out.
    func declarations() -> [Declaration] {
        guard options.ui.includesSwiftUI else { return [] }
        let body: [Declaration] = [.import(ImportDeclaration(module: "SwiftUI")), viewAlias(), conformance()]
        let imports = (["Foundation"] + options.imports.filter { $0 != "Foundation" }).map {
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

    /// `extension Form: FormcSwiftUIForm { static var screen … }`.
    private func conformance() -> Declaration {
        let screen = VariableDeclaration(
            access: access, attributes: [.mainActor], modifiers: [.static], binding: .var, name: "screen",
            type: .generic("FormcScreen", [formType]), accessors: .computed([.return(screenExpression())]))
        var members: [Declaration] = [
            .documented("What the generated screen shows besides the fields.", .variable(screen)),
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
