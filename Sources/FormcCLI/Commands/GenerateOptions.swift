import FormcCore

/// The options only `generate` takes.
struct GenerateOptions: Equatable, Sendable {
    /// Where the files go, as the user spelled it.
    var output: String
    /// The generator's options (`--access-level`, `--ui`, `--runtime`).
    var generator: GeneratorOptions
    /// Report what would be written, write nothing.
    var dryRun: Bool
    /// Report every file written or left alone.
    var verbose: Bool
    /// `--access-level`, when given (it overrides the configuration's).
    var accessLevel: GeneratorOptions.Access?
    /// `--ui`, when given (it overrides the configuration's `ui`).
    var ui: GeneratorOptions.UI?
    /// `--runtime`, when given (it overrides the configuration's `runtime`).
    var runtime: GeneratorOptions.Runtime?
    /// `--config`, when given: an input of the run, for the inputs file list.
    var configPath: String?
    /// Where to write the Xcode file list of the inputs (specs and configuration), if anywhere.
    var inputFileList: String?
    /// Where to write the Xcode file list of the generated files, if anywhere.
    var outputFileList: String?
    /// `--xcode`: write only the outputs the Xcode run-script phase declares, in place.
    var xcode: Bool

    static let outputOption = OptionSpec(
        name: "--output", shortName: "-o", kind: .value(placeholder: "directory", allowed: nil),
        help: "The directory to write the Swift files to (required); created with its parents if missing.")
    static let accessLevelOption = OptionSpec(
        name: "--access-level", shortName: nil,
        kind: .value(placeholder: "level", allowed: GeneratorOptions.Access.allCases.map(\.rawValue)),
        help: "The access level of the generated declarations: 'internal' (default) for code in the app's "
            + "own target, 'public' for a library other targets import.")
    static let uiOption = OptionSpec(
        name: "--ui", shortName: nil,
        kind: .value(placeholder: "ui", allowed: GeneratorOptions.UI.allCases.map(\.rawValue)),
        help: "The user interfaces generated for each form, in its file. 'both' (default): the UIKit binder and "
            + "ready screen, and the SwiftUI view; 'uikit' or 'swiftui': only that one.")
    static let runtimeOption = OptionSpec(
        name: "--runtime", shortName: nil,
        kind: .value(placeholder: "runtime", allowed: GeneratorOptions.Runtime.allCases.map(\.rawValue)),
        help: "Where the generated code finds formc's runtime. 'library' (default): it imports FormcRuntime, the "
            + "library product of formc's package, which the target must depend on. 'embedded': the runtime is "
            + "written beside the forms as FormcSupport.swift, for a project that cannot take a package dependency.")
    static let dryRunOption = OptionSpec(
        name: "--dry-run", shortName: nil, kind: .flag,
        help: "Write nothing; print 'create', 'update' or 'unchanged' and the path of each file.")
    static let verboseOption = OptionSpec(
        name: "--verbose", shortName: nil, kind: .flag,
        help: "Print 'wrote' or 'unchanged' and the path of each file.")

    static let inputFileListOption = OptionSpec(
        name: "--xcfilelist-inputs", shortName: nil, kind: .value(placeholder: "file", allowed: nil),
        help: "Also write an Xcode file list of the inputs (the specs, and the configuration) for a run-script phase.")
    static let outputFileListOption = OptionSpec(
        name: "--xcfilelist-outputs", shortName: nil, kind: .value(placeholder: "file", allowed: nil),
        help: "Also write an Xcode file list of the generated files for a run-script phase.")

    static let xcodeOption = OptionSpec(
        name: "--xcode", shortName: nil, kind: .flag,
        help: "Inside an Xcode Run Script phase with User Script Sandboxing: write each file directly at its "
            + "declared output path (SCRIPT_OUTPUT_FILE_n, SCRIPT_OUTPUT_FILE_LIST_n), failing if one is not "
            + "declared; without <input>, the phase's declared '*.form.yaml' inputs.")

    /// Reads the options from `arguments` (the parser has checked the values of `--access-level`, `--ui` and `--runtime`).
    /// - Throws: ``UsageError`` when `--output` is missing or a file list path names a directory.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let output = arguments.value(Self.outputOption.name) else {
            throw UsageError(message: "missing option '--output'; give the directory to write the Swift files to",
                             helpTopic: "generate")
        }
        self.output = output
        let access = arguments.value(Self.accessLevelOption.name).flatMap(GeneratorOptions.Access.init(rawValue:))
        accessLevel = access
        ui = arguments.value(Self.uiOption.name).flatMap(GeneratorOptions.UI.init(rawValue:))
        runtime = arguments.value(Self.runtimeOption.name).flatMap(GeneratorOptions.Runtime.init(rawValue:))
        generator = GeneratorOptions(access: access ?? .internal, ui: ui ?? .both, runtime: runtime ?? .library)
        configPath = arguments.value(ConfigOption.option.name)
        dryRun = arguments.has(Self.dryRunOption.name)
        verbose = arguments.has(Self.verboseOption.name)
        inputFileList = arguments.value(Self.inputFileListOption.name)
        outputFileList = arguments.value(Self.outputFileListOption.name)
        xcode = arguments.has(Self.xcodeOption.name)
        if xcode, let list = [Self.inputFileListOption, Self.outputFileListOption].first(where: { arguments.value($0.name) != nil }) {
            throw UsageError(message: "'\(list.name)' cannot go with '--xcode': the phase may write only its declared "
                                 + "outputs; write the file lists beforehand, in a terminal", helpTopic: "generate")
        }
        for (option, path) in [(Self.inputFileListOption, inputFileList), (Self.outputFileListOption, outputFileList)] {
            if let path, path.isEmpty || path.hasSuffix("/") {
                throw UsageError(message: "'\(option.name)' needs a file path, not '\(path)'", helpTopic: "generate")
            }
        }
    }

    /// These options over `config`: its `access_level` unless `--access-level` was given, its `ui`
    /// unless `--ui` was given, its `runtime` unless `--runtime` was given, and its `imports`.
    func applying(_ config: FormcConfig?) -> GenerateOptions {
        guard let config else { return self }
        var options = self
        options.generator = config.generatorOptions
        if let accessLevel { options.generator.access = accessLevel }
        if let ui { options.generator.ui = ui }
        if let runtime { options.generator.runtime = runtime }
        return options
    }
}
