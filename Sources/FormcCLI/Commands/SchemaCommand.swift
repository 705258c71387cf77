import FormcCore

extension Command {
    /// `formc schema`: prints the JSON Schema of the spec language.
    static let schema = Command(
        name: "schema",
        abstract: "Print the JSON Schema of the spec language, for editors.",
        discussion: """
            Prints the JSON Schema (draft-07) that editors speaking the YAML \
            language server use to complete and check '*.form.yaml' specs: the \
            schemas/formc.schema.json of this formc, byte for byte. Keep a copy at \
            a fixed place in your repository and map '*.form.yaml' to it: \
            'formc schema > schemas/formc.schema.json' (see docs/editor.md).
            """,
        usage: "",
        arguments: [],
        options: [],
        exitCodes: [
            (.success, "The schema was printed."),
            (.usageOrInput, "Invalid usage: an argument was given."),
        ],
        run: runSchema)
}

private func runSchema(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitCode {
    guard arguments.positionals.isEmpty else {
        throw UsageError(message: "schema takes no arguments; redirect its output to a file", helpTopic: "schema")
    }
    guard let texts = context.texts else {
        context.printError(CarriedTexts.missing("'formc schema'"))
        return .usageOrInput
    }
    context.console.write(texts.schema, to: .standardOutput)
    return .success
}
