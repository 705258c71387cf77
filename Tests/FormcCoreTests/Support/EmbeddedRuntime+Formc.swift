import FormcCore
import FormcTexts

extension EmbeddedRuntime {
    /// The runtime as the `formc` executable carries it.
    static let formc = EmbeddedRuntime(files: FormcTexts.runtimeFiles.map { RuntimeFile(path: $0.path, text: $0.text) })
}
