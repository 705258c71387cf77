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

        /// Creates an outcome.
        public init(model: FormModel?, diagnostics: [Diagnostic]) {
            self.model = model
            self.diagnostics = diagnostics
        }
    }

    /// Compiles the spec `bytes` read from `path` (used only in diagnostics and the model).
    public var compile: @Sendable (_ bytes: [UInt8], _ path: String) -> Output

    /// Creates a compiler from a function.
    public init(compile: @escaping @Sendable (_ bytes: [UInt8], _ path: String) -> Output) {
        self.compile = compile
    }

    /// formc's own front end, ``FormCompiler``, with default limits.
    public static let formc = SpecCompiler { bytes, path in
        let result = FormCompiler().compile(bytes, path: path)
        return Output(model: result.model, diagnostics: result.diagnostics)
    }
}
