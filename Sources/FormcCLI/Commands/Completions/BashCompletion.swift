/// The bash completion script: a `_formc` function registered with `complete`.
enum BashCompletion {
    /// The script for `commands`, ending in a newline.
    static func script(for commands: [Command]) -> String {
        let commandWords = (commands.map(\.name) + [names(GlobalOptions.all)]).joined(separator: " ")
        var text = """
            # bash completion for formc, printed by `formc completions bash`.
            _formc() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                COMPREPLY=()
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W \(commandWords.shellQuoted) -- "$cur"))
                    return
                fi
                case ${COMP_WORDS[1]} in

            """
        for command in commands {
            text += "        \(command.name))\n"
            let valued = command.completedOptions.filter { $0.completionValues != nil }
            if !valued.isEmpty {
                text += "            case $prev in\n"
                for option in valued {
                    let spellings = ([option.shortName].compactMap { $0 } + [option.name]).joined(separator: "|")
                    text += "                \(spellings)) \(reply(option.completionValues)); return ;;\n"
                }
                text += "            esac\n"
            }
            text += "            if [[ $cur == -* ]]; then\n"
            text += "                COMPREPLY=($(compgen -W \(names(command.completedOptions).shellQuoted) -- \"$cur\"))\n"
            if let positional = command.positionalValues(among: commands) {
                text += "            else\n                \(reply(positional))\n"
            }
            text += "            fi\n            ;;\n"
        }
        text += """
                esac
            }
            complete -o filenames -o bashdefault -F _formc formc

            """
        return text
    }

    /// Every spelling of `options`, space-separated.
    private static func names(_ options: [OptionSpec]) -> String {
        options.flatMap { [$0.shortName, $0.name].compactMap { $0 } }.joined(separator: " ")
    }

    /// The assignment that fills `COMPREPLY` with `values`.
    private static func reply(_ values: CompletionValues?) -> String {
        switch values {
        case .words(let words): "COMPREPLY=($(compgen -W \(words.joined(separator: " ").shellQuoted) -- \"$cur\"))"
        case .directories: "COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .paths, nil: "COMPREPLY=($(compgen -f -- \"$cur\"))"
        }
    }
}
