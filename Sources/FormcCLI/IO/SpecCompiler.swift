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

        /// Creates an outcome.
        public init(model: FormModel?, diagnostics: [Diagnostic], timings: StageTimings = StageTimings()) {
            self.model = model
            self.diagnostics = diagnostics
            self.timings = timings
        }
    }

    /// Compiles the spec `contents` read from `path` (used only in diagnostics and the model).
    public var compile: @Sendable (_ contents: SpecContents, _ path: String) -> Output
    /// Checks the spec `contents` read from `path`: the diagnostics of ``compile``, no model.
    public var check: @Sendable (_ contents: SpecContents, _ path: String) -> Output

    /// Makes the compiler a `formc.yaml` asks for; nil keeps this one (a test's canned answers).
    private var configure: (@Sendable (FormcConfig) -> SpecCompiler)?

    /// Creates a compiler from a function.
    /// - Parameters:
    ///   - compile: Compiles one spec.
    ///   - check: Checks one spec without keeping a model; nil to use `compile`.
    ///   - configure: The compiler to use under a configuration file; nil to ignore configurations.
    public init(compile: @escaping @Sendable (_ contents: SpecContents, _ path: String) -> Output,
                check: (@Sendable (_ contents: SpecContents, _ path: String) -> Output)? = nil,
                configure: (@Sendable (FormcConfig) -> SpecCompiler)? = nil) {
        self.compile = compile
        self.check = check ?? compile
        self.configure = configure
    }

    /// This compiler under `config` (its keyboard defaults).
    public func configured(by config: FormcConfig) -> SpecCompiler {
        configure?(config) ?? self
    }

    /// formc's own front end, ``FormCompiler``, with default limits.
    public static let formc = formc(keyboardDefaults: KeyboardSettings())

    /// ``FormCompiler`` with `keyboardDefaults` for specs that leave them out.
    public static func formc(keyboardDefaults: KeyboardSettings) -> SpecCompiler {
        func run(keepingModel: Bool) -> @Sendable (SpecContents, String) -> Output {
            { contents, path in
                let result = contents.compile { buffer, release in
                    FormCompiler(keyboardDefaults: keyboardDefaults)
                        .compile(buffer, path: path, keepingModel: keepingModel, release: release)
                }
                return Output(model: result.model, diagnostics: result.diagnostics, timings: result.timings)
            }
        }
        return SpecCompiler(compile: run(keepingModel: true), check: run(keepingModel: false),
                            configure: { formc(keyboardDefaults: $0.keyboardDefaults) })
    }
}
