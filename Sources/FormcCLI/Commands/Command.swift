/// One `formc` subcommand: what help says about it, the options it takes, and
/// what it does. Each lives in its own file and is listed in ``CommandTable``.
struct Command: Sendable {
    /// A positional argument, for help.
    struct Argument: Sendable {
        /// How usage writes it (`<input>`).
        var name: String
        /// One sentence.
        var help: String
        /// What a shell completes it to.
        var completion: Completion = .paths
    }

    /// What an argument takes, for shell completion.
    enum Completion: Sendable {
        /// A path.
        case paths
        /// One of these words.
        case words([String])
        /// The name of a command (named by the table, which lists this command too).
        case commandName
    }

    /// The word after `formc` (`check`).
    var name: String
    /// One line: what the command does.
    var abstract: String
    /// A short paragraph for the command's help, if the abstract is not enough.
    var discussion: String?
    /// The usage line after `formc <name> ` (`[options] <input> ...`).
    var usage: String
    /// The positional arguments.
    var arguments: [Argument]
    /// The options (without `--help`, which every command has).
    var options: [OptionSpec]
    /// The exit codes and their meaning, for help.
    var exitCodes: [(code: ExitCode, meaning: String)]
    /// Runs the command on its parsed arguments.
    var run: @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> ExitCode
}
