import FormcCore

/// The help texts, built from ``CommandTable`` so they cannot drift from what
/// the parser accepts. Laid out as `swift build --help` does, within 80 columns.
enum HelpText {
    /// The width help is wrapped to.
    static let width = 80
    /// Where descriptions start in a two-column list.
    static let descriptionColumn = 26

    /// `formc --help`.
    static func overview() -> String {
        var text = wrap("OVERVIEW: A compiler for iOS forms: checks YAML form specs ('*.form.yaml') "
                        + "the way a compiler checks code, and turns them into typed Swift.",
                        indent: 0, firstIndent: 0) + "\n"
        text += "USAGE: formc <command> [options] <inputs>\n\n"
        text += section("OPTIONS", [
            (OptionSpec.help.synopsis, "Show help information."),
            ("--version", "Show the version (formc \(FormcVersion.current))."),
        ])
        text += section("COMMANDS", CommandTable.all.map { ($0.name, $0.abstract) })
        text += "  See 'formc help <command>' for detailed help.\n\n"
        text += section("EXIT CODES", [
            ("\(ExitCode.success.rawValue)", "Success: no spec has errors."),
            ("\(ExitCode.specErrors.rawValue)", "Some spec has errors."),
            ("\(ExitCode.usageOrInput.rawValue)", "Invalid usage, or an input cannot be found or read."),
        ])
        return trimmed(text)
    }

    /// `formc <command> --help`.
    static func help(for command: Command) -> String {
        var text = wrap("OVERVIEW: \(command.abstract)", indent: 0, firstIndent: 0) + "\n"
        if let discussion = command.discussion {
            text += wrap(discussion, indent: 0, firstIndent: 0) + "\n"
        }
        text += "USAGE: formc \(command.name) \(command.usage)\n\n"
        if !command.arguments.isEmpty {
            text += section("ARGUMENTS", command.arguments.map { ($0.name, $0.help) })
        }
        let options = command.options + [.help]
        text += section("OPTIONS", options.map { ($0.synopsis, $0.help) })
        text += section("EXIT CODES", command.exitCodes.map { ("\($0.code.rawValue)", $0.meaning) })
        return trimmed(text)
    }

    /// A titled two-column list, followed by a blank line.
    private static func section(_ title: String, _ rows: [(String, String)]) -> String {
        var text = "\(title):\n"
        for (term, description) in rows {
            let lead = "  " + term
            if lead.count + 2 <= descriptionColumn {
                let padded = lead + String(repeating: " ", count: descriptionColumn - lead.count)
                text += padded + wrap(description, indent: descriptionColumn, firstIndent: descriptionColumn)
                    .dropFirst(descriptionColumn)
            } else {
                text += lead + "\n" + wrap(description, indent: descriptionColumn, firstIndent: descriptionColumn)
            }
        }
        return text + "\n"
    }

    /// `text` wrapped at word boundaries to ``width``, each line ending in a newline.
    static func wrap(_ text: String, indent: Int, firstIndent: Int) -> String {
        var lines: [String] = []
        var line = String(repeating: " ", count: firstIndent)
        var lineIsEmpty = true
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !lineIsEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineIsEmpty = true
            }
            line += (lineIsEmpty ? "" : " ") + word
            lineIsEmpty = false
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }

    /// The text without its final blank line.
    private static func trimmed(_ text: String) -> String {
        text.hasSuffix("\n\n") ? String(text.dropLast()) : text
    }
}
