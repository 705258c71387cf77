/// A command's arguments, sorted into options and positional inputs.
struct ParsedArguments: Hashable, Sendable {
    /// The long names of the switches given (`--quiet`).
    var flags: Set<String> = []
    /// The values of value options by long name; the last one given wins.
    var values: [String: String] = [:]
    /// Everything else, in order (`--` sends all that follow here).
    var positionals: [String] = []

    /// Whether the switch `name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
    /// The value of option `name`, if given.
    func value(_ name: String) -> String? { values[name] }
}
