/// The front end as one call: bytes of a spec in, a checked ``FormModel`` and
/// every diagnostic out. Pure: it touches no files.
public struct FormCompiler: Sendable {
    /// Bounds for reading YAML.
    public var limits: YAMLLimits
    /// The keyboard settings of a spec that says nothing about them (from `formc.yaml`);
    /// each value the spec's `keyboard:` gives wins over its default.
    public var keyboardDefaults: KeyboardSettings
    /// The input size from which fields are decoded and checked on a second thread
    /// while the YAML is read (tests set it to compare both ways).
    var pipelineThreshold = YAMLReader().pipelineThreshold

    /// Creates a compiler.
    public init(limits: YAMLLimits = .default, keyboardDefaults: KeyboardSettings = KeyboardSettings()) {
        self.limits = limits
        self.keyboardDefaults = keyboardDefaults
    }

    /// The outcome of compiling one spec.
    public struct Result: Sendable {
        /// The model, when the spec has no errors (warnings allowed).
        public var model: FormModel?
        /// Every diagnostic, in presentation order.
        public var diagnostics: [Diagnostic]
        /// Wall time of the yaml, decode and check stages.
        public var timings = StageTimings()
        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Compiles the spec `bytes` read from `path` (`path` is only used in diagnostics and headers).
    /// With `keepingModel` false every check runs but no model is kept or returned:
    /// what `formc check` needs, in a fraction of the memory.
    public func compile(_ bytes: [UInt8], path: String, keepingModel: Bool = true) -> Result {
        bytes.withUnsafeBufferPointer { compile($0, path: path, keepingModel: keepingModel, release: nil) }
    }

    /// Compiles the spec in `buffer`, as ``compile(_:path:keepingModel:)``.
    /// `release` is told of byte ranges the reader will never read again: their
    /// owner may drop them from memory, so a large spec is never resident whole.
    public func compile(_ buffer: UnsafeBufferPointer<UInt8>, path: String, keepingModel: Bool = true,
                        release: ((Range<Int>) -> Void)?) -> Result {
        var log = DiagnosticLog(file: path)
        var timings = StageTimings()
        // Fields are decoded and checked as they are read (the stream), the rest from the tree.
        let fieldStream = FieldStream(file: path, keepingModels: keepingModel)
        var reader = YAMLReader(limits: limits)
        reader.pipelineThreshold = pipelineThreshold
        let root = timings.measure(.yaml) { reader.read(buffer, streaming: fieldStream, release: release, log: &log) }
        // The stream's work is counted where it belongs: taken out of the YAML
        // stage when it ran inside it; for a large spec it ran beside it, on a
        // second thread, and the stages overlap.
        if buffer.count < pipelineThreshold {
            timings.add(.zero - fieldStream.decodeTime - fieldStream.checkTime, to: .yaml)
        }
        timings.add(fieldStream.decodeTime, to: .decode)
        timings.add(fieldStream.checkTime, to: .check)
        guard let root else {
            return Result(model: nil, diagnostics: log.sorted, timings: timings)
        }
        // The tree dies here: only the spec (and the few nodes it keeps) lives on into checking.
        let spec = timings.measure(.decode) { SpecDecoder.decode(consume root, fieldStream: fieldStream, log: &log) }
        let model = timings.measure(.check) {
            spec.flatMap { Checker.check($0, sourcePath: path, keyboardDefaults: keyboardDefaults,
                                         keepingModel: keepingModel, log: &log) }
        }
        return Result(model: log.hasErrors ? nil : model, diagnostics: log.sorted, timings: timings)
    }
}
