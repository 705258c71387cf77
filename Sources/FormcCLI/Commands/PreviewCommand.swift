import FormcCore

extension Command {
    /// `formc preview`: writes an HTML page per spec, for people who review forms without reading Swift.
    static let preview = Command(
        name: "preview",
        abstract: "Write an HTML preview of each spec's form, and an index.",
        discussion: """
            Compiles each spec as 'check' does and writes one self-contained HTML \
            page per spec ('registration.form.yaml' gives 'registration.form.html') \
            and an 'index.html' listing them into the output directory: the form \
            drawn as an iPhone screen, each field's kind, property, keyboard, \
            toolbar, rules with their messages and options beside it. A spec with \
            errors still gets a page, its diagnostics at the top and what could be \
            checked drawn below; the command then exits with status 1 after writing \
            every page. Pages load nothing from the network. Files are written \
            atomically and only when their bytes change.
            """,
        usage: "[options] <input> ... --output <directory>",
        arguments: [.init(name: "<input>", help: "A spec file, or a directory to search for '*.form.yaml' specs.")],
        options: [PreviewOptions.outputOption, ConfigOption.option, GenerateOptions.verboseOption,
                  ReportOptions.formatOption, ReportOptions.warningsAsErrorsOption, ReportOptions.quietOption],
        exitCodes: [
            (.success, "Every page was written or was already up to date."),
            (.specErrors, "Some spec has errors; its page shows them, and every page was written."),
            (.usageOrInput, "Invalid usage, an input cannot be found or read, two specs give one page, or the output cannot be written."),
        ],
        run: runPreview)
}

/// The options only `preview` takes.
enum PreviewOptions {
    static let outputOption = OptionSpec(
        name: "--output", shortName: "-o", kind: .value(placeholder: "directory", allowed: nil),
        help: "The directory to write the HTML pages to (required); created with its parents if missing.")
}

private func runPreview(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitCode {
    guard !arguments.positionals.isEmpty else {
        throw UsageError(message: "no inputs; give spec files or directories to preview", helpTopic: "preview")
    }
    guard let output = arguments.value(PreviewOptions.outputOption.name) else {
        throw UsageError(message: "missing option '--output'; give the directory to write the HTML pages to",
                         helpTopic: "preview")
    }
    let configLoad = context.loadConfig(arguments, format: ReportOptions(arguments).format)
    if case .failed(let code) = configLoad { return code }
    let report = ReportOptions(arguments, config: configLoad.config)
    let compiler = configLoad.config.map(context.compiler.configured(by:)) ?? context.compiler
    guard let specs = context.readSpecs(arguments.positionals) else { return .usageOrInput }

    var previewed: [HTMLPreview.Spec] = []
    var diagnostics: [Diagnostic] = []
    for spec in specs {
        let compiled = compiler.compile(spec.bytes, spec.path)
        let shown = report.policy.apply(to: compiled.diagnostics)
        diagnostics += shown
        previewed.append(HTMLPreview.Spec(path: spec.path, model: compiled.partialModel, diagnostics: shown))
    }
    context.report(diagnostics, files: specs.map(\.path), format: report.format)
    if let clash = pageNameClash(specs.map(\.path)) {
        context.printError(clash + "; nothing was written")
        return .usageOrInput
    }

    let directory = OutputDirectory(path: output, fileSystem: context.outputFileSystem)
    let stream: ConsoleStream = [.json, .sarif].contains(report.format) ? .standardError : .standardOutput
    var timings = StageTimings()
    do {
        // The looks of the UIs the project generates (`ui:`), both by default.
        let looks = PreviewLook.looks(for: configLoad.config?.ui ?? .both)
        let plan = try directory.plan(HTMLPreview.files(for: previewed, looks: looks).map(StreamedFile.init))
        try directory.write(plan, timings: &timings) { file, action in
            guard arguments.has(GenerateOptions.verboseOption.name) else { return }
            context.console.write("\(action == .unchanged ? "unchanged" : "wrote") \(file.path)\n", to: stream)
        }
    } catch {
        context.printError(error.message)
        return .usageOrInput
    }
    return diagnostics.contains { $0.severity == .error } ? .specErrors : .success
}

/// Why two specs, or a spec and the index, would write one page (names compared
/// ignoring case and Unicode normalisation, as macOS's file systems do), or nil.
/// Two paths are one spec only when their bytes are equal: `café` with U+00E9
/// and with `e` + U+0301 are two files on Linux.
private func pageNameClash(_ paths: [String]) -> String? {
    var firstByName: [String: String] = [HTMLPreview.indexName: "the index"]
    for path in paths {
        let name = HTMLPreview.pageName(forSpecPath: path)
        if let first = firstByName[name.lowercased()], !first.utf8.elementsEqual(path.utf8) {
            return "'\(path)' and \(first == "the index" ? first : "'\(first)'") would both be written as '\(name)'; "
                + "rename a spec file or preview it into another directory"
        }
        firstByName[name.lowercased()] = path
    }
    return nil
}
