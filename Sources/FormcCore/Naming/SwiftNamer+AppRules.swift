extension SwiftNamer {
    /// The function the app implements for its rule `name`: `passes` and the
    /// name (`luhn`: `passesLuhn`), so it reads as an assertion and is not a
    /// field's property (a static func named like one could not be called as `Self.name`).
    static func appRuleFunction(_ name: String) -> String {
        "passes" + upperCamelCase(name)
    }
}
