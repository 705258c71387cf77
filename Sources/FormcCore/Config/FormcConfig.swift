/// The settings of a `formc.yaml` file: defaults for a whole project (or one
/// target), so that every spec and every `formc` invocation agree. Options
/// given on the command line override them; a spec's own `keyboard:` values
/// override the keyboard defaults.
public struct FormcConfig: Sendable, Equatable {
    /// The name formc and its plugins look for: `formc.yaml`.
    public static let fileName = "formc.yaml"

    /// `access_level`: the generated declarations' access level, when set.
    public var accessLevel: GeneratorOptions.Access?
    /// `ui`: the user interfaces generated for each form (`uikit`, `swiftui`, `both`), when set.
    public var ui: GeneratorOptions.UI?
    /// `runtime`: where generated code finds formc's runtime (`library`, `embedded`), when set.
    public var runtime: GeneratorOptions.Runtime?
    /// `warnings_as_errors`: whether warnings fail the run, when set.
    public var warningsAsErrors: Bool?
    /// `imports`: modules each generated form file imports besides Foundation, in order.
    public var imports: [String]
    /// `keyboard`: the keyboard settings of a spec that says nothing about them.
    public var keyboardDefaults: KeyboardSettings

    /// Creates a configuration; the defaults are those of an empty file.
    public init(accessLevel: GeneratorOptions.Access? = nil, ui: GeneratorOptions.UI? = nil,
                runtime: GeneratorOptions.Runtime? = nil, warningsAsErrors: Bool? = nil,
                imports: [String] = [], keyboardDefaults: KeyboardSettings = KeyboardSettings()) {
        self.accessLevel = accessLevel
        self.ui = ui
        self.runtime = runtime
        self.warningsAsErrors = warningsAsErrors
        self.imports = imports
        self.keyboardDefaults = keyboardDefaults
    }

    /// The outcome of reading a configuration file.
    public struct Result: Sendable {
        /// The configuration, when the file has no errors.
        public var config: FormcConfig?
        /// Every diagnostic, in presentation order.
        public var diagnostics: [Diagnostic]
    }

    /// Reads the configuration `bytes` from `path` (used only in diagnostics),
    /// strictly: unknown keys, wrong types and invalid values are reported at
    /// their line and column, and a file with any error yields no configuration.
    /// An empty file (or one holding only comments) is an empty configuration.
    public static func read(_ bytes: [UInt8], path: String, limits: YAMLLimits = .default) -> Result {
        var log = DiagnosticLog(file: path)
        // A file of comments is a valid, empty configuration, not an "empty document".
        let isBlank = String(decoding: bytes, as: UTF8.self).split(separator: "\n").allSatisfy {
            let line = $0.trimmingPrefix(while: { $0 == " " || $0 == "\t" || $0 == "\r" })
            return line.isEmpty || line.hasPrefix("#")
        }
        if isBlank { return Result(config: FormcConfig(), diagnostics: []) }
        guard let root = YAMLReader(limits: limits).read(bytes, log: &log) else {
            return Result(config: nil, diagnostics: log.sorted)
        }
        let config = ConfigDecoder.decode(root, log: &log)
        return Result(config: log.hasErrors ? nil : config, diagnostics: log.sorted)
    }

    /// The generator options this configuration asks for.
    public var generatorOptions: GeneratorOptions {
        GeneratorOptions(access: accessLevel ?? .internal, ui: ui ?? .both, runtime: runtime ?? .library, imports: imports)
    }
}
