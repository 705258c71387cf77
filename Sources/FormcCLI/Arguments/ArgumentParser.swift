import FormcCore

/// Sorts a command's arguments into options and inputs, the conventional way:
/// options anywhere, `--opt value` or `--opt=value`, `--` ends options, and a
/// lone `-` is an input.
struct ArgumentParser {
    /// The options the command accepts (``OptionSpec/help`` is always added).
    var options: [OptionSpec]
    /// The command, for hints in errors.
    var command: String

    /// Creates a parser for `command`'s `options`.
    init(command: String, options: [OptionSpec]) {
        self.command = command
        self.options = options + [.help]
    }

    /// Whether `arguments` ask for help (`-h`/`--help` before any `--`); help
    /// wins over every other mistake on the line.
    static func asksForHelp(_ arguments: some Sequence<String>) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    /// The parsed arguments.
    /// - Throws: ``UsageError`` for an unknown option, a missing or invalid value,
    ///   or a value given to a switch.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (spelling, inlineValue) = Self.split(argument)
            guard let option = lookup(spelling) else {
                throw error("unknown option '\(spelling)'"
                            + Suggestion.phrase(for: spelling, among: options.map(\.name)))
            }
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw error("option '\(option.name)' takes no value") }
                parsed.flags.insert(option.name)
            case .value(_, let allowed):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    throw error("missing value for option '\(option.name)'")
                }
                if let allowed, !allowed.contains(value) {
                    let suggestion = Suggestion.closest(to: value, among: allowed).map { "; did you mean '\($0)'?" } ?? ";"
                    throw error("invalid value '\(value)' for option '\(option.name)'\(suggestion) expected one of: "
                                + allowed.joined(separator: ", "))
                }
                if allowed == nil, value.isEmpty { throw error("missing value for option '\(option.name)'") }
                parsed.values[option.name] = value
            }
        }
        return parsed
    }

    private func lookup(_ spelling: String) -> OptionSpec? {
        options.first { $0.name == spelling || $0.shortName == spelling }
    }

    private func error(_ message: String) -> UsageError {
        UsageError(message: message, helpTopic: command)
    }

    /// `--format=json` → (`--format`, `json`); only long options take `=`.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Whether `argument` would be read as an option, so cannot be the previous option's value
    /// (a value starting with `-` is written `--opt=-value`).
    private static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }
}
