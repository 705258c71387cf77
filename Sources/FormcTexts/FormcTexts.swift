/// The texts the `formc` executable carries, embedded when it is built by
/// formc's EmbedTextsPlugin from their one copy in the repository: the
/// runtime's files (for `--runtime embedded`) and the JSON Schema (for
/// `formc schema`). Nothing here is committed.
///
/// A target of its own, apart from the compiler: SwiftPM does not run a
/// package's build-tool plugins when it builds that package's executable as
/// another plugin's tool (formc's build plugin, in an app's build), so the
/// tool the plugins run (FormcPluginTool) must not depend on this target.
public enum FormcTexts {
    /// Each runtime file's path under `Sources/FormcRuntime` and its text.
    public static var runtimeFiles: [(path: String, text: String)] { EmbeddedRuntimeFiles.files }
    /// `schemas/formc.schema.json`, byte for byte.
    public static var schema: String { EmbeddedSchemaFiles.files[0].text }
}
