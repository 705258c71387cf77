/// Builds the declarations of one form's file: the model, its state and the
/// one description of each field that both UIs read (every platform), then
/// as `ui` says the UIKit part (`#if canImport(UIKit)`: the binder's and ready
/// screen's names) and the SwiftUI part (`#if os(iOS) && canImport(SwiftUI)`:
/// the view's name, ``SwiftUIEmitter``).
struct FormFileEmitter {
    let model: IndexedModel
    let options: GeneratorOptions

    /// The file's declarations up to the UIKit part, each built only when the
    /// sequence reaches it: a printer that takes them one at a time holds one
    /// form struct's or one state's tree at a time, not both (for a large form,
    /// hundreds of megabytes each).
    func declarations() -> some Sequence<Declaration> {
        let imports: [() -> Declaration?] = options.importedModules.map { module in { .import(ImportDeclaration(module: module)) } }
        let model = model, options = options
        var makers: [() -> Declaration?] = imports
        makers.append { RuleMembersEmitter(model: model, options: options, features: model.ruleFeatures).rulesProtocol() }
        makers.append { FormStructEmitter(model: model, options: options).declaration() }
        makers.append { FormModelConformanceEmitter(model: model, options: options).declaration() }
        for declaration in FormStateEmitter(model: model, options: options).declarations() { makers.append { declaration } }
        for declaration in EntryEmitter(model: model, options: options).declarations() { makers.append { declaration } }
        return makers.lazy.compactMap { $0() }
    }

    /// The file's last declarations, the UI parts `ui` asks for. Apart, so
    /// that they can be printed while ``declarations()`` are.
    func uiDeclarations() -> [Declaration] {
        var parts: [Declaration] = []
        if options.ui.includesUIKit {
            parts.append(.conditional(.canImport("UIKit"), [.import(ImportDeclaration(module: "UIKit"))]
                + BinderEmitter(model: model, options: options).declarations()))
        }
        if let swiftUI = SwiftUIEmitter(model: model, options: options).declaration() { parts.append(swiftUI) }
        return parts
    }
}
