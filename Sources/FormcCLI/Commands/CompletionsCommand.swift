import FormcCore

extension Command {
    /// `formc completions <shell>`: prints a completion script for the shell.
    static let completions = Command(
        name: "completions",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
            The script completes formc's commands, their options, the values of \
            options that take a fixed set, and paths. It is made from formc's own \
            command table, so it matches this formc. Install it where your shell \
            looks: for bash, 'formc completions bash > ~/.local/share/bash-completion/completions/formc'; \
            for zsh, 'formc completions zsh > ~/.zfunc/_formc' with ~/.zfunc in fpath; \
            for fish, 'formc completions fish > ~/.config/fish/completions/formc.fish'.
            """,
        usage: "<shell>",
        arguments: [.init(name: "<shell>", help: "bash, zsh or fish.", completion: .words(CompletionShell.allCases.map(\.rawValue)))],
        options: [],
        exitCodes: [
            (.success, "The script was printed."),
            (.usageOrInput, "Invalid usage: no shell, or one formc has no script for."),
        ],
        run: runCompletions)
}

private func runCompletions(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitCode {
    let names = CompletionShell.allCases.map(\.rawValue)
    guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
        throw UsageError(message: "completions takes one shell: \(names.joined(separator: ", "))",
                         helpTopic: "completions")
    }
    guard let shell = CompletionShell(rawValue: name) else {
        let suggestion = Suggestion.phrase(for: name, among: names)
        throw UsageError(message: "no completion script for '\(name)'"
                         + (suggestion.isEmpty ? "; formc has them for \(names.joined(separator: ", "))" : suggestion),
                         helpTopic: "completions")
    }
    context.console.write(shell.script(for: CommandTable.all), to: .standardOutput)
    return .success
}
