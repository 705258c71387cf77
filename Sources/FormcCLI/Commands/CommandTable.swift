/// Every `formc` command, in the order help lists them. A new command is one
/// file declaring a ``Command`` and one line here.
enum CommandTable {
    /// All commands.
    static let all: [Command] = [.check, .generate, .dump, .preview, .strings, .initialize, .schema, .completions, .help]

    /// The command called `name`.
    static func command(named name: String) -> Command? {
        all.first { $0.name == name }
    }
}
