import FormcCore

/// The front end as the command line sees it: one spec's bytes in, its model
/// and diagnostics out. A value holding a function, so tests can pass canned results.
public struct SpecCompiler: Sendable {
    /// The outcome of compiling one spec.
    public struct Output: Sendable {
        /// The model, when the spec has no errors.
        public var model: FormModel?
        /// Every diagnostic, in presentation order.
        public var diagnostics: [Diagnostic]
        /// Wall time of the compiler's stages (yaml, decode, check); empty for canned results.
        public var timings: StageTimings
        /// The model as far as it could be checked, also with errors (for `formc preview`).
        public var partialModel: FormModel?

        /// Creates an outcome.
        public init(model: FormModel?, diagnostics: [Diagnostic], timings: StageTimings = StageTimings(),
                    partialModel: FormModel? = nil) {
            self.model = model
            self.diagnostics = diagnostics
            self.timings = timings
            self.partialModel = partialModel ?? model
        }
    }

    /// Compiles the spec `contents` read from `path` (used only in diagnostics and the model).
    public var compile: @Sendable (_ contents: [UInt8], _ path: String) -> Output

    /// Makes the compiler a `formc.yaml` asks for; nil keeps this one (a test's canned answers).
    private var configure: (@Sendable (FormcConfig) -> SpecCompiler)?

    /// Creates a compiler from a function.
    /// - Parameters:
    ///   - compile: Compiles one spec.
    ///   - configure: The compiler to use under a configuration file; nil to ignore configurations.
    public init(compile: @escaping @Sendable (_ contents: [UInt8], _ path: String) -> Output,
                configure: (@Sendable (FormcConfig) -> SpecCompiler)? = nil) {
        self.compile = compile
        self.configure = configure
    }

    /// This compiler under `config` (its keyboard defaults).
    public func configured(by config: FormcConfig) -> SpecCompiler {
        configure?(config) ?? self
    }

    /// formc's own front end, ``FormCompiler``, with default limits.
    public static let formc = formc(keyboardDefaults: KeyboardSettings())

    /// ``FormCompiler`` with `keyboardDefaults` for specs that leave them out; the files specs
    /// include are read from `includes` (the real file system, files above the input limit refused).
    public static func formc(keyboardDefaults: KeyboardSettings,
                             includes: any FileSystem & Sendable = LocalFileSystem.specInputs) -> SpecCompiler {
        let reader: @Sendable (String, String) -> FormCompiler.IncludedFile = { path, specPath in
            if let outside = IncludeBoundary(specPath: specPath, fileSystem: includes).refusal(of: path) {
                return .unreadable(outside)
            }
            do throws(FileSystemError) { return .bytes(try includes.contents(ofFile: path)) } catch { return .unreadable(error.reason) }
        }
        return SpecCompiler(
            compile: { contents, path in
                let result = FormCompiler(keyboardDefaults: keyboardDefaults, includeReader: reader).compile(contents, path: path)
                return Output(model: result.model, diagnostics: result.diagnostics, timings: result.timings,
                              partialModel: result.partialModel)
            },
            configure: { formc(keyboardDefaults: $0.keyboardDefaults, includes: includes) })
    }
}
