import FormcCore

/// How diagnostics are reported: the options `check`, `generate` and `dump` share.
struct ReportOptions: Hashable, Sendable {
    /// The output format of diagnostics.
    enum Format: String, CaseIterable, Sendable {
        /// `path:line:col: error: message [id]` on standard error.
        case text
        /// One ``DiagnosticReport`` on standard output.
        case json
        /// GitHub Actions workflow commands on standard output.
        case github
        /// One SARIF 2.1.0 log on standard output, for code-scanning services.
        case sarif
    }

    /// The format.
    var format: Format = .text
    /// Which warnings are shown, and how.
    var policy = DiagnosticPolicy()

    static let formatOption = OptionSpec(
        name: "--format", shortName: nil,
        kind: .value(placeholder: "format", allowed: Format.allCases.map(\.rawValue)),
        help: "How to report diagnostics: 'text' (default) on standard error; "
            + "'json', one document on standard output; "
            + "'github', GitHub Actions annotations on standard output; "
            + "'sarif', one SARIF 2.1.0 log on standard output.")
    static let warningsAsErrorsOption = OptionSpec(
        name: "--warnings-as-errors", shortName: nil, kind: .flag,
        help: "Report warnings as errors, so that they fail the command.")
    static let quietOption = OptionSpec(
        name: "--quiet", shortName: "-q", kind: .flag,
        help: "Do not report warnings.")

    /// Reads the options from `arguments` (the parser has checked `--format`'s value),
    /// over `config`'s `warnings_as_errors`.
    init(_ arguments: ParsedArguments, config: FormcConfig? = nil) {
        format = arguments.value(Self.formatOption.name).flatMap(Format.init) ?? .text
        let warningsAsErrors = arguments.has(Self.warningsAsErrorsOption.name) || config?.warningsAsErrors == true
        policy = DiagnosticPolicy(warningsAsErrors: warningsAsErrors,
                                  suppressWarnings: arguments.has(Self.quietOption.name))
    }
}
