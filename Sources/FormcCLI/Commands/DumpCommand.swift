import Foundation
import FormcCore

extension Command {
    /// `formc dump`: prints one spec's checked model as JSON.
    static let dump = Command(
        name: "dump",
        abstract: "Print the checked form model of one spec as JSON.",
        discussion: """
            Compiles the spec and prints its form model (what 'generate' emits \
            Swift from) as JSON on standard output: pretty printed, keys sorted, \
            the same bytes on every run. Diagnostics go to standard error as \
            with 'check'; a spec with errors prints no JSON.
            """,
        usage: "[options] <spec>",
        arguments: [.init(name: "<spec>", help: "A spec file, or a directory holding exactly one spec.")],
        options: [ConfigOption.option, ReportOptions.warningsAsErrorsOption, ReportOptions.quietOption, TimingsOption.option],
        exitCodes: [
            (.success, "The model was printed."),
            (.specErrors, "The spec has errors; nothing was printed on standard output."),
            (.usageOrInput, "Invalid usage, or the input cannot be found or read."),
        ],
        run: runDump)
}

private func runDump(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitCode {
    guard arguments.positionals.count == 1, let input = arguments.positionals.first else {
        let problem = arguments.positionals.isEmpty ? "no input" : "\(arguments.positionals.count) inputs"
        throw UsageError(message: "dump takes exactly one spec; got \(problem)", helpTopic: "dump")
    }
    var timings = RunTimings(arguments)
    defer { timings.report(to: context) }
    let configLoad = context.loadConfig(arguments, format: .text)
    if case .failed(let code) = configLoad { return code }
    let options = ReportOptions(arguments, config: configLoad.config)
    let compiler = configLoad.config.map(context.compiler.configured(by:)) ?? context.compiler
    guard let specs = timings.stages.measure(.read, { context.readSpecs([input]) }) else { return .usageOrInput }
    guard specs.count == 1, let spec = specs.first else {
        throw UsageError(message: "dump takes exactly one spec; directory '\(input)' holds \(specs.count)",
                         helpTopic: "dump")
    }

    let output = compiler.compile(spec.bytes, spec.path)
    timings.stages.add(output.timings)
    let diagnostics = options.policy.apply(to: output.diagnostics)
    let text = TextDiagnosticFormatter(colored: context.colorsDiagnostics).format(diagnostics)
    if !text.isEmpty { context.console.write(text, to: .standardError) }
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return .specErrors }

    guard let model = output.model else {
        // The front end promises a model whenever there is no error.
        context.printError("internal error: no model for '\(spec.path)' although it has no errors")
        return .specErrors
    }
    do {
        context.console.write(try model.jsonDump(), to: .standardOutput)
        return .success
    } catch {
        // Only a non-finite number can fail; the checker should have rejected it.
        context.printError("cannot encode the model of '\(spec.path)' as JSON: \(error)")
        return .specErrors
    }
}
