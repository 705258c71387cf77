import FormcCore

extension Command {
    /// `formc generate`: compiles specs and writes their Swift files.
    static let generate = Command(
        name: "generate",
        abstract: "Check specs and write their Swift files.",
        discussion: """
            Compiles each spec as 'check' does, then writes one Swift file per \
            spec ('registration.form.yaml' gives 'registration.form.swift': the \
            model, its state, the UIKit binder and ready screen and the SwiftUI \
            view; '--ui' says which UIs it holds) into the output directory, creating it if missing. The forms import \
            FormcRuntime, the library product of formc's package; with \
            '--runtime embedded' the runtime is written beside them once, as \
            'FormcSupport.swift', instead. If any spec has an error, or two specs would write the \
            same file or declare the same Swift type, nothing is written. Each \
            file is written to a temporary file and renamed into place; a file \
            whose bytes would not change is not touched. Nothing else in the \
            directory is changed or removed (but the temporary files of a killed \
            formc): delete the files of a deleted spec yourself. With '--xcode', \
            inside an Xcode Run Script phase, each file is written directly at \
            its declared output path instead (see docs/integration.md).
            """,
        usage: "[options] <input> ... --output <directory>",
        arguments: [.init(name: "<input>", help: "A spec file, or a directory to search for '*.form.yaml' specs.")],
        options: [GenerateOptions.outputOption, GenerateOptions.accessLevelOption, GenerateOptions.uiOption,
                  GenerateOptions.runtimeOption, ConfigOption.option,
                  GenerateOptions.dryRunOption, GenerateOptions.verboseOption,
                  GenerateOptions.inputFileListOption, GenerateOptions.outputFileListOption,
                  GenerateOptions.xcodeOption,
                  ReportOptions.formatOption, ReportOptions.warningsAsErrorsOption, ReportOptions.quietOption,
                  TimingsOption.option],
        exitCodes: [
            (.success, "Every file was written or was already up to date."),
            (.specErrors, "Some spec has errors, or specs collide; nothing was written."),
            (.usageOrInput, "Invalid usage, an input cannot be found or read, or the output cannot be written."),
        ],
        run: runGenerate)
}

private func runGenerate(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitCode {
    let parsed = try GenerateOptions(arguments)  // Usage errors before reading any file.
    guard !arguments.positionals.isEmpty || parsed.xcode else {
        throw UsageError(message: "no inputs; give spec files or directories to generate from", helpTopic: "generate")
    }
    // Xcode mode: the files the run-script phase declares, read before anything else.
    var declared: XcodeScriptFiles?
    if parsed.xcode {
        switch XcodeScriptFiles.read(environment: context.environment, fileSystem: context.fileSystem,
                                     currentDirectory: context.currentDirectory) {
        case .success(let files): declared = files
        case .failure(let failure):
            context.printError(failure.message)
            return .usageOrInput
        }
    }
    var inputs = arguments.positionals
    let specsFromDeclaredInputs = inputs.isEmpty && declared != nil
    if specsFromDeclaredInputs, let declared {
        inputs = declared.inputs.filter { $0.hasSuffix(SpecDiscovery.specSuffix) }
        guard !inputs.isEmpty else {
            context.printError("no '*\(SpecDiscovery.specSuffix)' among the run-script phase's declared input files; "
                               + "list the specs in its input files or input file list, or name them after '--xcode'")
            return .usageOrInput
        }
    }
    var timings = RunTimings(arguments)
    defer { timings.report(to: context) }
    let configLoad = context.loadConfig(arguments, format: ReportOptions(arguments).format)
    if case .failed(let code) = configLoad { return code }
    var options = parsed.applying(configLoad.config)
    if options.generator.runtime == .embedded, context.texts == nil {
        context.printError(CarriedTexts.missing("'--runtime embedded'"))
        return .usageOrInput
    }
    if specsFromDeclaredInputs, let declared,
       let failed = checkNoSpecIsSkipped(declared: declared, output: options.output, context) {
        return failed
    }
    // Headers name specs relative to the working directory, however the paths were spelled.
    options.generator.headerRoot = context.currentDirectory
    let report = ReportOptions(arguments, config: configLoad.config)
    let compiler = configLoad.config.map(context.compiler.configured(by:)) ?? context.compiler
    guard let specs = timings.stages.measure(.read, { context.readSpecs(inputs) }) else {
        return .usageOrInput
    }

    var diagnostics: [Diagnostic] = []
    var models: [FormModel] = []
    for spec in specs {
        let output = compiler.compile(spec.bytes, spec.path)
        timings.stages.add(output.timings)
        diagnostics += report.policy.apply(to: output.diagnostics)
        if let model = output.model { models.append(model) }
    }
    // Over the specs that compiled, so that one run shows every problem.
    diagnostics += report.policy.apply(to: OutputPlan.collisions(among: models))
    context.report(diagnostics, files: specs.map(\.path), format: report.format)
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return .specErrors }
    guard models.count == specs.count else {
        // The front end promises a model whenever there is no error.
        context.printError("internal error: a spec without errors has no model; nothing was written")
        return .specErrors
    }

    // Files are printed while they are written, several at once (or compared, for a dry run), straight to disk.
    let files = SwiftGenerator(options: options.generator, embeddedRuntime: context.texts?.runtime).streamedFiles(for: models)
    let directory = OutputDirectory(path: options.output, fileSystem: context.outputFileSystem)
    // Keep standard output one JSON document when the report is there.
    let stream: ConsoleStream = [.json, .sarif].contains(report.format) ? .standardError : .standardOutput
    if let declared {
        return XcodeOutputWriter(options: options, context: context, stream: stream)
            .write(files, declared: declared, timings: &timings.stages)
    }
    do {
        // Planning looks at the files on disk: part of writing.
        let plan = try timings.stages.measure(.write) { () throws(OutputError) in try directory.plan(files) }
        let folders = options.inputFileList == nil ? [] : SpecFolders(fileSystem: context.fileSystem).folders(of: inputs)
        // The files specs include are inputs too: Xcode reruns the phase when one changes.
        var included: [String] = []
        for file in models.flatMap({ $0.includedFiles ?? [] }) where !included.contains(file) { included.append(file) }
        let fileLists = try fileListPlans(options, inputs: folders + specs.map(\.path) + included, outputs: plan.files.map(\.path), context)
        let plans = [(directory, plan)] + fileLists
        if options.dryRun {
            for (directory, plan) in plans {
                let actions = try directory.actions(plan, timings: &timings.stages)
                for (file, action) in zip(plan.files, actions) {
                    context.console.write("\(action.rawValue) \(file.path)\n", to: stream)
                }
            }
            return .success
        }
        // What killed runs left here: only formc's own, abandoned temporary files.
        for path in context.outputFileSystem.removeStaleTemporaryFiles(in: options.output) where options.verbose {
            context.console.write("removed \(path), left by a formc that was killed\n", to: stream)
        }
        for (directory, plan) in plans {
            try directory.write(plan, timings: &timings.stages) { file, action in
                guard options.verbose else { return }
                context.console.write("\(action == .unchanged ? "unchanged" : "wrote") \(file.path)\n", to: stream)
            }
        }
        warnAboutALeftSupportFile(options, context)
        warnAboutLeftSwiftUIFiles(options, specs: specs.map(\.path), context)
        return .success
    } catch {
        context.printError(error.message)
        return .usageOrInput
    }
}

/// With the library runtime, warns when the output directory still holds the
/// `FormcSupport.swift` an embedded run wrote: the module would compile a second
/// copy of the runtime beside the one it imports. formc deletes nothing it was
/// not asked to write, so the user does.
private func warnAboutALeftSupportFile(_ options: GenerateOptions, _ context: CommandContext) {
    guard options.generator.runtime == .library else { return }
    let path = SpecDiscovery.join(options.output, SwiftGenerator.supportFileName)
    guard let bytes = try? context.fileSystem.contents(ofFile: path),
          bytes.starts(with: Array("// Generated by formc".utf8)) else { return }
    context.console.write("formc: warning: '\(path)' is left from an embedded runtime (--runtime embedded); the forms "
                          + "now import FormcRuntime, so delete it, or generate with '--runtime embedded' again\n",
                          to: .standardError)
}

/// Warns about each `<name>+SwiftUI.swift` an earlier formc wrote beside a
/// spec's file: the SwiftUI part is now in the form's one file, so the module
/// would declare the view twice. Deleted by the user, as above.
private func warnAboutLeftSwiftUIFiles(_ options: GenerateOptions, specs: [String], _ context: CommandContext) {
    for spec in specs {
        let name = String(SwiftGenerator.outputName(forSpecPath: spec).dropLast(".swift".count)) + "+SwiftUI.swift"
        let path = SpecDiscovery.join(options.output, name)
        guard let bytes = try? context.fileSystem.contents(ofFile: path),
              bytes.starts(with: Array("// Generated by formc".utf8)) else { continue }
        context.console.write("formc: warning: '\(path)' is left from an earlier formc; the SwiftUI view is now in "
                              + "'\(SwiftGenerator.outputName(forSpecPath: spec))', so delete it (it declares the view again)\n",
                              to: .standardError)
    }
}

/// In Xcode mode with the specs taken from the declared inputs: fails, naming
/// each spec, when a declared folder holds a spec the phase does not declare
/// (it would never be generated); warns when no declared input is a folder.
private func checkNoSpecIsSkipped(declared: XcodeScriptFiles, output: String, _ context: CommandContext) -> ExitCode? {
    let undeclared: UndeclaredSpecs
    do {
        undeclared = try UndeclaredSpecs(declared: declared, fileSystem: context.fileSystem)
    } catch {
        for failure in error.errors {
            context.printError(failure.message + " (a declared input folder; formc searches it for specs the phase "
                               + "does not declare); nothing was written")
        }
        return .usageOrInput
    }
    if undeclared.folders.isEmpty {
        context.console.write("formc: warning: \(UndeclaredSpecs.noFolderWarning)\n", to: .standardError)
    }
    guard undeclared.specs.isEmpty else {
        let directory = XCFileList.normalized(output.hasPrefix("/") ? output : SpecDiscovery.join(context.currentDirectory, output))
        for spec in undeclared.specs {
            context.printError(UndeclaredSpecs.message(for: spec, outputDirectory: directory, declared: declared,
                                                       environment: context.environment))
        }
        return .usageOrInput
    }
    return nil
}

/// The Xcode file lists asked for, planned like the Swift files: written
/// atomically, and only when their text changes (Xcode reruns the phase when a
/// list file changes).
private func fileListPlans(_ options: GenerateOptions, inputs: [String], outputs: [String],
                           _ context: CommandContext) throws(OutputError) -> [(OutputDirectory, OutputDirectory.Plan)] {
    let configPath = options.configPath.map { [$0] } ?? []
    let lists = [(options.inputFileList, inputs + configPath), (options.outputFileList, outputs)]
    var plans: [(OutputDirectory, OutputDirectory.Plan)] = []
    for case let (path?, paths) in lists {
        let list = XCFileList(paths: paths, currentDirectory: context.currentDirectory, environment: context.environment)
        let (folder, file) = list.file(at: path)
        let directory = OutputDirectory(path: folder, fileSystem: context.outputFileSystem)
        plans.append((directory, try directory.plan([StreamedFile(file)])))
    }
    return plans
}
