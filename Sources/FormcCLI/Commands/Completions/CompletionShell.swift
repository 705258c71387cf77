/// A shell `formc completions` writes a script for. Each script is made from
/// the command table, so a new command or option is completed without more work.
enum CompletionShell: String, CaseIterable, Sendable {
    /// GNU bash, with or without the bash-completion package.
    case bash
    /// zsh, through its completion system (`compinit`).
    case zsh
    /// fish.
    case fish

    /// The completion script for `commands`, ending in a newline.
    func script(for commands: [Command]) -> String {
        switch self {
        case .bash: BashCompletion.script(for: commands)
        case .zsh: ZshCompletion.script(for: commands)
        case .fish: FishCompletion.script(for: commands)
        }
    }
}

/// What a shell offers for an option's value or a command's positional arguments.
enum CompletionValues: Equatable {
    /// One of a fixed set of words.
    case words([String])
    /// A path to a file or directory.
    case paths
    /// A path to a directory.
    case directories
}

/// The options formc takes before any command.
enum GlobalOptions {
    /// `--help` and `--version`, as the overview help lists them.
    static let all: [OptionSpec] = [
        .help,
        OptionSpec(name: "--version", shortName: nil, kind: .flag, help: "Show the version."),
    ]
}

extension OptionSpec {
    /// What the option's value completes to; nil for a switch.
    var completionValues: CompletionValues? {
        guard case .value(let placeholder, let allowed) = kind else { return nil }
        if let allowed { return .words(allowed) }
        return placeholder == "directory" ? .directories : .paths
    }

    /// The first sentence of the help, for shells that show one line per option.
    var summary: String { help.firstSentence }
}

extension Command {
    /// Every option, `--help` included.
    var completedOptions: [OptionSpec] { options + [.help] }

    /// What the positional arguments complete to, among `commands`; nil when there are none.
    func positionalValues(among commands: [Command]) -> CompletionValues? {
        switch arguments.first?.completion {
        case nil: nil
        case .paths: .paths
        case .words(let words): .words(words)
        case .commandName: .words(commands.map(\.name))
        }
    }
}

extension String {
    /// The text up to its first ". " or its final period, without the period.
    var firstSentence: String {
        let sentence = range(of: ". ").map { String(self[..<$0.lowerBound]) } ?? self
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }

    /// The text as one single-quoted shell word (`it's` → `'it'\''s'`).
    var shellQuoted: String { "'" + replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
}
