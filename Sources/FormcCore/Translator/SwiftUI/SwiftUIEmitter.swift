/// The SwiftUI part of a form's file, inside `#if os(iOS) && canImport(SwiftUI)`:
/// the view's name (`<Form>View`, the runtime's generic `FormcFormView`) and the
/// form's `FormcSwiftUIForm` conformance. Each field is drawn from its one
/// description in the same file (``EntryEmitter``), which the UIKit binder reads
/// too: this part states nothing of a field of its own.
struct SwiftUIEmitter {
    let model: IndexedModel
    let options: GeneratorOptions

    /// The name of the form's SwiftUI view (`RegistrationFormView`).
    static func viewName(of model: FormModel) -> String { model.swiftNames.form + "View" }

    var access: AccessLevel { options.accessLevel }
    var formType: TypeName { .named(model.swiftNames.form) }

    /// The part; none when `ui` leaves SwiftUI out.
    func declaration() -> Declaration? {
        guard options.ui.includesSwiftUI else { return nil }
        return .conditional(.and(.os("iOS"), .canImport("SwiftUI")),
                            [.import(ImportDeclaration(module: "SwiftUI")), viewAlias(), conformance()])
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
