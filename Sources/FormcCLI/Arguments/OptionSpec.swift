/// One option a command accepts, as declared in its command's table entry.
struct OptionSpec: Sendable {
    /// Whether the option is a switch or takes a value.
    enum Kind: Sendable {
        /// A switch: `--quiet`.
        case flag
        /// An option with a value: `--format json` or `--format=json`.
        /// `placeholder` names it in help; `allowed`, when given, is the whole set of values.
        case value(placeholder: String, allowed: [String]?)
    }

    /// The long name with its dashes (`--format`); also the key in ``ParsedArguments``.
    var name: String
    /// A one-letter alias with its dash (`-q`), if any.
    var shortName: String?
    /// Flag or value.
    var kind: Kind
    /// One sentence for the help text.
    var help: String

    /// How the option is shown in help: `-q, --quiet`, `--format <format>`.
    var synopsis: String {
        var text = shortName.map { "\($0), " } ?? ""
        text += name
        if case .value(let placeholder, _) = kind { text += " <\(placeholder)>" }
        return text
    }

    /// `-h, --help`, which every command accepts.
    static let help = OptionSpec(name: "--help", shortName: "-h", kind: .flag, help: "Show help information.")
}
