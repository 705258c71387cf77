import FormcCore

/// What a command runs against: the outside world, passed in so tests can fake it.
struct CommandContext {
    /// Standard output and error.
    var console: any Console
    /// Where inputs are found and read.
    var fileSystem: any FileSystem
    /// Where generated files are written.
    var outputFileSystem: any OutputFileSystem
    /// The front end.
    var compiler: SpecCompiler
    /// The process environment (for `NO_COLOR`, `TERM`, and Xcode's `SRCROOT` …).
    var environment: [String: String]
    /// The working directory, absolute: what relative paths in Xcode file lists are resolved against.
    var currentDirectory: String
    /// The texts this formc carries; nil in the plugins' tool.
    var texts: CarriedTexts?

    /// Whether text diagnostics on standard error get colours: only on a
    /// terminal, and not when `NO_COLOR` is set to anything (https://no-color.org)
    /// or `TERM` is `dumb`.
    var colorsDiagnostics: Bool {
        guard console.isTerminal(.standardError) else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Prints `formc: error: <message>` to standard error, on one line: the
    /// paths it names may hold controls (a file called `\e[2J.form.yaml`).
    func printError(_ message: String) {
        console.write("formc: error: \(message.escapingControlCharacters)\n", to: .standardError)
    }

    /// Reads every spec of `inputs`, or prints why not.
    func readSpecs(_ inputs: [String]) -> [SpecFile]? {
        switch SpecDiscovery(fileSystem: fileSystem).readSpecs(for: inputs) {
        case .success(let files):
            return files
        case .failure(let failure):
            for error in failure.errors { printError(error.message) }
            return nil
        }
    }
}
