import FormcCore

/// The options only `generate` takes.
struct GenerateOptions: Equatable, Sendable {
    /// Where the files go, as the user spelled it.
    var output: String
    /// The generator's options (`--access-level`).
    var generator: GeneratorOptions
    /// Report what would be written, write nothing.
    var dryRun: Bool
    /// Report every file written or left alone.
    var verbose: Bool

    static let outputOption = OptionSpec(
        name: "--output", shortName: "-o", kind: .value(placeholder: "directory", allowed: nil),
        help: "The directory to write the Swift files to (required); created with its parents if missing.")
    static let accessLevelOption = OptionSpec(
        name: "--access-level", shortName: nil,
        kind: .value(placeholder: "level", allowed: GeneratorOptions.Access.allCases.map(\.rawValue)),
        help: "The access level of the generated declarations: 'internal' (default) for code in the app's "
            + "own target, 'public' for a library other targets import.")
    static let dryRunOption = OptionSpec(
        name: "--dry-run", shortName: nil, kind: .flag,
        help: "Write nothing; print 'create', 'update' or 'unchanged' and the path of each file.")
    static let verboseOption = OptionSpec(
        name: "--verbose", shortName: nil, kind: .flag,
        help: "Print 'wrote' or 'unchanged' and the path of each file.")

    /// Reads the options from `arguments` (the parser has checked `--access-level`'s value).
    /// - Throws: ``UsageError`` when `--output` is missing.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let output = arguments.value(Self.outputOption.name) else {
            throw UsageError(message: "missing option '--output'; give the directory to write the Swift files to",
                             helpTopic: "generate")
        }
        self.output = output
        let access = arguments.value(Self.accessLevelOption.name).flatMap(GeneratorOptions.Access.init(rawValue:))
        generator = GeneratorOptions(access: access ?? .internal)
        dryRun = arguments.has(Self.dryRunOption.name)
        verbose = arguments.has(Self.verboseOption.name)
    }
}
