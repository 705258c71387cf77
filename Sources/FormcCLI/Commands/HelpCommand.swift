import FormcCore

extension Command {
    /// `formc help [command]`: the help of formc or of one command.
    static let help = Command(
        name: "help",
        abstract: "Show help for formc or one of its commands.",
        discussion: nil,
        usage: "[<command>]",
        arguments: [.init(name: "<command>", help: "The command to explain.", completion: .commandName)],
        options: [],
        exitCodes: [
            (.success, "The help was printed."),
            (.usageOrInput, "There is no such command."),
        ],
        run: runHelp)
}

private func runHelp(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitCode {
    switch arguments.positionals.count {
    case 0:
        context.console.write(HelpText.overview(), to: .standardOutput)
    case 1:
        let name = arguments.positionals[0]
        guard let command = CommandTable.command(named: name) else {
            throw UsageError.unknownCommand(name)
        }
        context.console.write(HelpText.help(for: command), to: .standardOutput)
    default:
        throw UsageError(message: "help takes at most one command; got \(arguments.positionals.count)",
                         helpTopic: "help")
    }
    return .success
}

extension UsageError {
    /// `unknown command 'chek'; did you mean 'check'?`
    static func unknownCommand(_ name: String) -> UsageError {
        UsageError(message: "unknown command '\(name)'"
                   + Suggestion.phrase(for: name, among: CommandTable.all.map(\.name)),
                   helpTopic: nil)
    }
}
