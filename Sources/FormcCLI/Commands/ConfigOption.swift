import FormcCore

/// `--config <file>`: the `formc.yaml` that `check`, `generate` and `dump` read.
/// There is no automatic discovery: what a command does depends only on its
/// arguments, never on the directory it happens to run in.
enum ConfigOption {
    static let option = OptionSpec(
        name: "--config", shortName: nil, kind: .value(placeholder: "file", allowed: nil),
        help: "A 'formc.yaml' with project defaults (access_level, ui, warnings_as_errors, imports, keyboard); "
            + "options given here override it.")
}

extension CommandContext {
    /// What loading the `--config` file gave.
    enum ConfigLoad {
        /// No `--config`: formc's own defaults.
        case none
        /// The file's configuration.
        case loaded(FormcConfig)
        /// The file cannot be read (exit 2) or has errors (exit 1); already reported.
        case failed(ExitCode)

        /// The configuration, if one was loaded.
        var config: FormcConfig? {
            if case .loaded(let config) = self { return config }
            return nil
        }
    }

    /// Reads and decodes the file of `--config`, reporting its problems in `format`.
    func loadConfig(_ arguments: ParsedArguments, format: ReportOptions.Format) -> ConfigLoad {
        guard let path = arguments.value(ConfigOption.option.name) else { return .none }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(ofFile: path)
        } catch {
            printError("cannot read configuration '\(path)': \(error.reason)")
            return .failed(.usageOrInput)
        }
        let result = FormcConfig.read(bytes, path: path)
        guard let config = result.config else {
            report(result.diagnostics, files: [path], format: format)
            return .failed(.specErrors)
        }
        return .loaded(config)
    }
}
