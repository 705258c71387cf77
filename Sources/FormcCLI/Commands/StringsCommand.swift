import FormcCore

extension Command {
    /// `formc strings`: exports the specs' localization keys for translators.
    static let strings = Command(
        name: "strings",
        abstract: "Export the specs' localization keys to a String Catalog or a .strings file.",
        discussion: """
            Compiles each spec as 'check' does and exports every localization key \
            of the specs whose texts are looked up in one strings table, with its \
            default text and a comment naming the form and the field. An output \
            ending in '.xcstrings' is a String Catalog: formc's keys are merged \
            into an existing catalog, which keeps every other entry, and the \
            translations of a key whose default changed are marked 'needs_review'. \
            An output ending in '.strings' is written whole, in the source \
            language; an existing one holding keys formc does not export is \
            left untouched. The table is the output's file name ('Address.xcstrings': \
            table 'Address'; specs without 'localization.table' use \
            'Localizable') unless '--table' names it. A key given two different \
            defaults is an error. The file is written atomically and only when its \
            bytes change.
            """,
        usage: "[options] <input> ... --output <file.xcstrings|file.strings>",
        arguments: [.init(name: "<input>", help: "A spec file, or a directory to search for '*.form.yaml' specs.")],
        options: [StringsOptions.outputOption, StringsOptions.tableOption, StringsOptions.sourceLanguageOption,
                  ConfigOption.option, GenerateOptions.verboseOption,
                  ReportOptions.formatOption, ReportOptions.warningsAsErrorsOption, ReportOptions.quietOption],
        exitCodes: [
            (.success, "The file was written or was already up to date."),
            (.specErrors, "Some spec has errors, or a key has two defaults; nothing was written."),
            (.usageOrInput, "Invalid usage, an input cannot be found or read, the existing catalog cannot be merged into, or the output cannot be written."),
        ],
        run: runStrings)
}

/// The options only `strings` takes.
enum StringsOptions {
    static let outputOption = OptionSpec(
        name: "--output", shortName: "-o", kind: .value(placeholder: "file", allowed: nil),
        help: "The String Catalog ('.xcstrings', merged into) or '.strings' file (written whole) to write (required).")
    static let tableOption = OptionSpec(
        name: "--table", shortName: nil, kind: .value(placeholder: "name", allowed: nil),
        help: "The strings table whose keys are exported; default: the output's file name without its extension.")
    static let sourceLanguageOption = OptionSpec(
        name: "--source-language", shortName: nil, kind: .value(placeholder: "language", allowed: nil),
        help: "The language of the specs' defaults, such as 'ja', for a new catalog (default 'en'); "
            + "an existing catalog must have this source language.")
}

private func runStrings(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitCode {
    guard !arguments.positionals.isEmpty else {
        throw UsageError(message: "no inputs; give spec files or directories to export the localization keys of",
                         helpTopic: "strings")
    }
    guard let output = arguments.value(StringsOptions.outputOption.name) else {
        throw UsageError(message: "missing option '--output'; give the '.xcstrings' or '.strings' file to write",
                         helpTopic: "strings")
    }
    let (folder, name) = splitPath(output)
    let isCatalog = name.hasSuffix(".xcstrings")
    guard isCatalog || name.hasSuffix(".strings") else {
        throw UsageError(message: "'\(output)' ends neither in '.xcstrings' nor in '.strings'", helpTopic: "strings")
    }
    let table = arguments.value(StringsOptions.tableOption.name)
        ?? String(name.dropLast(isCatalog ? ".xcstrings".count : ".strings".count))
    let sourceLanguage = arguments.value(StringsOptions.sourceLanguageOption.name)
    let configLoad = context.loadConfig(arguments, format: ReportOptions(arguments).format)
    if case .failed(let code) = configLoad { return code }
    let report = ReportOptions(arguments, config: configLoad.config)
    let compiler = configLoad.config.map(context.compiler.configured(by:)) ?? context.compiler
    guard let specs = context.readSpecs(arguments.positionals) else { return .usageOrInput }

    var diagnostics: [Diagnostic] = []
    var models: [FormModel] = []
    for spec in specs {
        let compiled = compiler.compile(spec.bytes, spec.path)
        diagnostics += report.policy.apply(to: compiled.diagnostics)
        if let model = compiled.model { models.append(model) }
    }
    let export = LocalizationExport(models: models, table: table)
    diagnostics += report.policy.apply(to: export.diagnostics)
    context.report(diagnostics, files: specs.map(\.path), format: report.format)
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return .specErrors }
    if !models.contains(where: { LocalizationExport.table(of: $0) == table }) {
        let tables = Set(models.map(LocalizationExport.table(of:))).sorted().map { "'\($0)'" }.joined(separator: ", ")
        context.console.write("formc: warning: no spec looks its texts up in table '\(table)'"
                              + (tables.isEmpty ? "" : " (they use \(tables)); give '--table'") + "\n", to: .standardError)
    }

    let text: String
    if isCatalog {
        do {
            let existing = try existingBytes(SpecDiscovery.join(folder, name), context)
            text = try StringCatalog.merge(export, into: existing, sourceLanguage: sourceLanguage)
        } catch let failure as StringCatalog.Failure {
            context.printError("cannot merge into '\(output)': \(failure.message); nothing was written")
            return .usageOrInput
        } catch let failure as FileSystemError {
            context.printError("cannot read '\(output)': \(failure.reason)")
            return .usageOrInput
        } catch {
            context.printError("cannot merge into '\(output)': \(error)")
            return .usageOrInput
        }
    } else {
        // A `.strings` file is written whole: refuse to lose entries formc did not write.
        do {
            if let existing = try existingBytes(SpecDiscovery.join(folder, name), context) {
                let foreign = try StringsFile.foreignKeys(in: existing, exporting: export)
                if !foreign.isEmpty {
                    let shown = foreign.prefix(3).map { "'\($0.count > 80 ? String($0.prefix(80)) + "…" : $0)'" }.joined(separator: ", ")
                    context.printError("'\(output)' holds \(foreign.count) \(foreign.count == 1 ? "key" : "keys") formc does not export "
                                       + "(\(shown)\(foreign.count > 3 ? ", …" : "")), which writing the whole file would lose; "
                                       + "export into a table of its own, or into a String Catalog, which formc merges; nothing was written")
                    return .usageOrInput
                }
            }
        } catch let failure as StringsFile.Failure {
            context.printError("cannot read '\(output)' as a .strings file: \(failure.message); nothing was written")
            return .usageOrInput
        } catch let failure as FileSystemError {
            context.printError("cannot read '\(output)': \(failure.reason)")
            return .usageOrInput
        } catch {
            context.printError("cannot read '\(output)': \(error)")
            return .usageOrInput
        }
        text = StringsFile.text(export)
    }

    let directory = OutputDirectory(path: folder, fileSystem: context.outputFileSystem)
    let stream: ConsoleStream = [.json, .sarif].contains(report.format) ? .standardError : .standardOutput
    var timings = StageTimings()
    do {
        let plan = try directory.plan([StreamedFile(GeneratedFile(name: name, contents: text))])
        try directory.write(plan, timings: &timings) { file, action in
            guard arguments.has(GenerateOptions.verboseOption.name) else { return }
            context.console.write("\(action == .unchanged ? "unchanged" : "wrote") \(file.path) (\(export.entries.count) keys)\n",
                                  to: stream)
        }
    } catch {
        context.printError(error.message)
        return .usageOrInput
    }
    return .success
}

/// The bytes of the catalog at `path`, or nil when there is none yet.
private func existingBytes(_ path: String, _ context: CommandContext) throws -> [UInt8]? {
    guard try context.outputFileSystem.existingKind(of: path) != nil else { return nil }
    return try context.fileSystem.contents(ofFile: path)
}

/// `dir/Localizable.xcstrings` → (`dir`, `Localizable.xcstrings`); a bare name is in `.`.
private func splitPath(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    return (slash == path.startIndex ? "/" : String(path[..<slash]), String(path[path.index(after: slash)...]))
}
