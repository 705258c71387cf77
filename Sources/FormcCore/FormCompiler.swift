/// The front end as one call: bytes of a spec in, a checked ``FormModel`` and
/// every diagnostic out. Pure: it touches no files.
public struct FormCompiler: Sendable {
    /// Bounds for reading YAML.
    public var limits: YAMLLimits
    /// The keyboard settings of a spec that says nothing about them (from `formc.yaml`);
    /// each value the spec's `keyboard:` gives wins over its default.
    public var keyboardDefaults: KeyboardSettings

    /// Creates a compiler.
    /// Reads a file a spec includes (`include:`), given its path resolved against the spec's
    /// (as diagnostics name it) and the spec's path; nil when there is no file system (an
    /// included file is then unreadable). The reader decides which files a spec may reach.
    public var includeReader: (@Sendable (_ path: String, _ specPath: String) -> IncludedFile)?

    /// Creates a compiler.
    public init(limits: YAMLLimits = .default, keyboardDefaults: KeyboardSettings = KeyboardSettings(),
                includeReader: (@Sendable (_ path: String, _ specPath: String) -> IncludedFile)? = nil) {
        self.limits = limits
        self.keyboardDefaults = keyboardDefaults
        self.includeReader = includeReader
    }

    /// What reading an included file gave.
    public enum IncludedFile: Sendable {
        /// The file's bytes.
        case bytes([UInt8])
        /// Why it could not be read ("no such file", "it is a directory" …).
        case unreadable(String)
    }

    /// The outcome of compiling one spec.
    public struct Result: Sendable {
        /// The model, when the spec has no errors (warnings allowed).
        public var model: FormModel?
        /// Every diagnostic, in presentation order.
        public var diagnostics: [Diagnostic]
        /// The model as far as the checker could build it, also when the spec has errors
        /// (fields that could not be checked may be missing): for tools that show what
        /// could be read, such as `formc preview`. Never generate code from it.
        public var partialModel: FormModel? = nil
        /// Wall time of the yaml, decode and check stages.
        public var timings = StageTimings()
        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Compiles the spec `bytes` read from `path` (`path` is only used in diagnostics and headers):
    /// reads the whole YAML into a tree, decodes the whole spec, then checks it.
    public func compile(_ bytes: [UInt8], path: String) -> Result {
        var log = DiagnosticLog(file: path)
        var timings = StageTimings()
        let root = timings.measure(.yaml) { YAMLReader(limits: limits).read(bytes, log: &log) }
        guard let root else {
            return Result(model: nil, diagnostics: log.sorted, timings: timings)
        }
        // The decoder consumes the tree (not captured by a closure, which would keep it
        // alive): only the spec, and the few nodes it keeps, live on into checking.
        let decodeStart = ContinuousClock.now
        var spec = SpecDecoder.decode(consume root, log: &log)
        if let includes = spec?.includes, !includes.isEmpty, !log.isHopeless {
            spec?.optionLists += readIncludes(includes, specPath: path, log: &log)
        }
        let includedFiles = Array(log.files.dropFirst())
        timings.add(ContinuousClock.now - decodeStart, to: .decode)
        // A hopeless spec (``DiagnosticLog/isHopeless``) is not checked: its diagnostics are the decoder's.
        var model = timings.measure(.check) {
            spec.flatMap { spec in
                log.isHopeless ? nil : Checker.check(spec, sourcePath: path, keyboardDefaults: keyboardDefaults, log: &log)
            }
        }
        if !includedFiles.isEmpty { model?.includedFiles = includedFiles }
        return Result(model: log.hasErrors ? nil : model, diagnostics: log.sorted, partialModel: model, timings: timings)
    }

    /// The option lists of the files `includes` names, each read with the spec's limits and decoded
    /// like its `options:`, positioned in its own file; their problems reported into `log`.
    private func readIncludes(_ includes: [Located<String>], specPath: String, log: inout DiagnosticLog) -> [OptionListSpec] {
        var lists: [OptionListSpec] = []
        var seen: [String: SourceLocation] = [:]
        for include in includes where !log.isHopeless {
            let path = IncludeDecoder.resolve(include.value, specPath: specPath)
            if let first = seen[path] {
                log.report(Problems.duplicateInclude(include.value), at: include.location, notes: [("first included here", first)])
                continue
            }
            seen[path] = include.location
            guard let includeReader else {
                log.report(Problems.includeNotReadable(include.value, reason: "this formc reads no files"), at: include.location)
                continue
            }
            let bytes: [UInt8]
            switch includeReader(path, specPath) {
            case .bytes(let read): bytes = read
            case .unreadable(let reason):
                log.report(Problems.includeNotReadable(include.value, reason: reason), at: include.location)
                continue
            }
            var fileLog = DiagnosticLog(file: path)
            let root = YAMLReader(limits: limits).read(bytes, log: &fileLog)
            for diagnostic in fileLog.sorted { log.append(diagnostic) }
            guard var root else { continue }
            root.moveToFile(log.addFile(path))
            var decoding = NodeDecoding(log: log)
            lists += IncludeDecoder.decodeOptionsFile(root, &decoding)
            log = decoding.log
        }
        return lists
    }
}
