/// A command line formc cannot make sense of (exit code 2). Printed as
/// `formc: error: <message>` and a hint to the help of `helpTopic`.
struct UsageError: Error, Hashable, Sendable {
    /// What is wrong, one line.
    var message: String
    /// The command whose help explains it, or `nil` for formc's own.
    var helpTopic: String?

    /// The line that points the user at the right help.
    var hint: String {
        let command = ["formc", helpTopic].compactMap { $0 }.joined(separator: " ")
        return "See '\(command) --help'."
    }
}
