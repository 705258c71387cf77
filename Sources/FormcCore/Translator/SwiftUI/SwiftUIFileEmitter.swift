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

    /// `extension Form: FormcSwiftUIForm {}`: the screen's texts, its navigation bar's buttons and each field
    /// are the model file's (``EntryEmitter``), which the UIKit ready screen reads too.
    private func conformance() -> Declaration {
        .extension(ExtensionDeclaration(extendedType: formType, conformances: ["FormcSwiftUIForm"], members: []))
    }
}
