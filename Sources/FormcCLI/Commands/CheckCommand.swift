import FormcCore

extension Command {
    /// `formc check`: compiles specs and reports every diagnostic.
    static let check = Command(
        name: "check",
        abstract: "Check specs and report every problem.",
        discussion: """
            Compiles each spec and reports all of its diagnostics at once, as \
            'path:line:column: error: message [id]' (past 200 in one spec, the \
            first 200 by position and a count of the rest). A directory is searched \
            recursively for '*.form.yaml' files, skipping hidden files and \
            directories; paths are printed as given.
            """,
        usage: "[options] <input> ...",
        arguments: [.init(name: "<input>", help: "A spec file, or a directory to search for '*.form.yaml' specs.")],
        options: [ConfigOption.option, ReportOptions.formatOption, ReportOptions.warningsAsErrorsOption, ReportOptions.quietOption,
                  TimingsOption.option],
        exitCodes: [
            (.success, "No spec has errors."),
            (.specErrors, "Some spec (or the configuration) has errors."),
            (.usageOrInput, "Invalid usage, or an input cannot be found or read."),
        ],
        run: runCheck)
}

private func runCheck(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitCode {
    guard !arguments.positionals.isEmpty else {
        throw UsageError(message: "no inputs; give spec files or directories to check", helpTopic: "check")
    }
    var timings = RunTimings(arguments)
    defer { timings.report(to: context) }
    let configLoad = context.loadConfig(arguments, format: ReportOptions(arguments).format)
    if case .failed(let code) = configLoad { return code }
    let options = ReportOptions(arguments, config: configLoad.config)
    let compiler = configLoad.config.map(context.compiler.configured(by:)) ?? context.compiler
    guard let specs = timings.stages.measure(.read, { context.readSpecs(arguments.positionals) }) else {
        return .usageOrInput
    }

    var diagnostics: [Diagnostic] = []
    for spec in specs {
        let output = compiler.compile(spec.bytes, spec.path)
        timings.stages.add(output.timings)
        diagnostics += options.policy.apply(to: output.diagnostics)
    }

    context.report(diagnostics, files: specs.map(\.path), format: options.format)
    return diagnostics.contains { $0.severity == .error } ? .specErrors : .success
}
