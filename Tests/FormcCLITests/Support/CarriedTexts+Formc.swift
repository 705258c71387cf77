import FormcCLI
import FormcTexts

extension CarriedTexts {
    /// The texts the `formc` executable carries, as its `main.swift` passes them.
    static let formc = CarriedTexts(runtimeFiles: FormcTexts.runtimeFiles, schema: FormcTexts.schema)
}
