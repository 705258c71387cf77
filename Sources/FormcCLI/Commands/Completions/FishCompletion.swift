/// The fish completion script: one `complete` line per command and option.
enum FishCompletion {
    /// The script for `commands`, ending in a newline.
    static func script(for commands: [Command]) -> String {
        var lines = [
            "# fish completion for formc, printed by `formc completions fish`.",
            "complete -c formc -f",
        ]
        let first = "__fish_use_subcommand"
        for command in commands {
            lines.append("complete -c formc -n \(first) -a \(command.name) -d \(command.abstract.firstSentence.shellQuoted)")
        }
        lines += GlobalOptions.all.map { option(line: $0, condition: first) }
        for command in commands {
            let condition = "__fish_seen_subcommand_from \(command.name)"
            lines += command.completedOptions.map { option(line: $0, condition: condition) }
            switch command.positionalValues(among: commands) {
            case .words(let words): lines.append("complete -c formc -n \(condition.shellQuoted) -a \(words.joined(separator: " ").shellQuoted)")
            case .directories: lines.append("complete -c formc -n \(condition.shellQuoted) -a '(__fish_complete_directories)'")
            case .paths: lines.append("complete -c formc -n \(condition.shellQuoted) -F")
            case nil: break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `complete` line of `option` under `condition`.
    private static func option(line option: OptionSpec, condition: String) -> String {
        var line = "complete -c formc -n \(condition.shellQuoted) -l \(option.name.dropFirst(2))"
        if let short = option.shortName { line += " -s \(short.dropFirst())" }
        switch option.completionValues {
        case .words(let words): line += " -x -a \(words.joined(separator: " ").shellQuoted)"
        case .directories: line += " -x -a '(__fish_complete_directories)'"
        case .paths: line += " -r -F"
        case nil: break
        }
        return line + " -d \(option.summary.shellQuoted)"
    }
}
