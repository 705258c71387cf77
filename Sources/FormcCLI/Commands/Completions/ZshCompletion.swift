/// The zsh completion script: a `#compdef formc` function built on `_arguments`.
enum ZshCompletion {
    /// The script for `commands`, ending in a newline.
    static func script(for commands: [Command]) -> String {
        var text = """
            #compdef formc
            # zsh completion for formc, printed by `formc completions zsh`.
            _formc() {
                if (( CURRENT == 2 )); then
                    local -a commands
                    commands=(

            """
        for command in commands {
            text += "            \((command.name + ":" + command.abstract.firstSentence).shellQuoted)\n"
        }
        text += """
                    )
                    _describe -t commands 'formc command' commands
                    _arguments \(GlobalOptions.all.map(spec).joined(separator: " "))
                    return
                fi
                local command=$words[2]
                shift words
                (( CURRENT-- ))
                case $command in

            """
        for command in commands {
            var specs = command.completedOptions.map(spec)
            if let positional = command.positionalValues(among: commands) {
                specs.append(("*:" + escaped(command.arguments[0].name) + ":" + action(positional)).shellQuoted)
            }
            text += "        \(command.name))\n            _arguments -s \\\n"
            text += specs.map { "                \($0)" }.joined(separator: " \\\n") + "\n            ;;\n"
        }
        text += """
                esac
            }
            # Autoloaded from fpath, the file is the completion function; sourced, it registers one.
            if [ "$funcstack[1]" = "_formc" ]; then
                _formc "$@"
            else
                compdef _formc formc
            fi

            """
        return text
    }

    /// The `_arguments` spec of `option`: `'(-q --quiet)'{-q,--quiet}'[Do not report warnings]'`.
    private static func spec(_ option: OptionSpec) -> String {
        let description = "[" + escaped(option.summary) + "]"
        var value = ""
        if let values = option.completionValues, case .value(let placeholder, _) = option.kind {
            value = ":" + escaped(placeholder) + ":" + action(values)
        }
        guard let short = option.shortName else {
            let name = option.completionValues == nil ? option.name : option.name + "="
            return (name + description + value).shellQuoted
        }
        return "'(\(short) \(option.name))'{\(short),\(option.name)}" + (description + value).shellQuoted
    }

    /// The action that completes `values`.
    private static func action(_ values: CompletionValues) -> String {
        switch values {
        case .words(let words): "(" + words.joined(separator: " ") + ")"
        case .directories: "_files -/"
        case .paths: "_files"
        }
    }

    /// `text` with the characters `_arguments` gives a meaning escaped.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "[]:\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
