import FormcCore

extension CommandContext {
    /// Prints `diagnostics` of the specs `files` in `format`, the same way for
    /// every command that compiles specs: text on standard error, JSON, SARIF
    /// and GitHub commands on standard output.
    func report(_ diagnostics: [Diagnostic], files: [String], format: ReportOptions.Format) {
        switch format {
        case .text:
            let text = TextDiagnosticFormatter(colored: colorsDiagnostics).format(diagnostics)
            if !text.isEmpty { console.write(text, to: .standardError) }
        case .json:
            let json = JSONDiagnosticFormatter().format(files: files, diagnostics: diagnostics)
            console.write(json, to: .standardOutput)
        case .github:
            let commands = GitHubDiagnosticFormatter().format(diagnostics)
            if !commands.isEmpty { console.write(commands, to: .standardOutput) }
        case .sarif:
            console.write(SARIFDiagnosticFormatter().format(diagnostics), to: .standardOutput)
        }
    }
}
