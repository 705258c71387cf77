import FormcCore

/// The texts the `formc` executable carries, embedded when it is built: the
/// runtime's files (the support file of `--runtime embedded`) and the JSON
/// Schema (`formc schema`). The tool formc's plugins run carries none (they
/// generate for the FormcRuntime library), and says so if asked for them.
public struct CarriedTexts: Sendable {
    /// The runtime, as `--runtime embedded` writes it.
    public var runtime: EmbeddedRuntime
    /// `schemas/formc.schema.json`, byte for byte.
    public var schema: String

    /// Texts made of the runtime's files (paths under `Sources/FormcRuntime`) and the schema.
    public init(runtimeFiles: [(path: String, text: String)], schema: String) {
        runtime = EmbeddedRuntime(files: runtimeFiles.map { RuntimeFile(path: $0.path, text: $0.text) })
        self.schema = schema
    }

    /// What a command that needs the texts says in the plugins' tool.
    static func missing(_ what: String) -> String {
        "\(what) needs the texts the 'formc' executable carries; this is the plugins' tool, which "
            + "generates for the FormcRuntime library only: run 'formc' itself"
    }
}
