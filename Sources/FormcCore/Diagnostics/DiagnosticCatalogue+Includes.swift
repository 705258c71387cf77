// The diagnostics of shared option-list files (`include:`, issue 25).
// Listed in ``DiagnosticID/catalogue`` too.

extension DiagnosticID {
    public static let includeNotReadable = DiagnosticID(rawValue: "include-not-readable")
    public static let duplicateInclude = DiagnosticID(rawValue: "duplicate-include")

    /// The identifiers of this file, in the order above.
    static let includeCatalogue: [DiagnosticID] = [.includeNotReadable, .duplicateInclude]

    /// The explanations of this file's identifiers.
    static let includeExplanations: [DiagnosticID: DiagnosticExplanation] = [
        .includeNotReadable: .init("An included file cannot be read",
                                   "Each path of 'include:' names a YAML file, relative to the spec, holding 'options:' only. The file is missing, a directory, too large or unreadable; fix the path or the file."),
        .duplicateInclude: .init("A file is included twice",
                                 "Each file is included once: its lists would be defined twice. Remove the second path."),
    ]
}

extension Problems {
    public static func includeNotReadable(_ path: String, reason: String) -> Problem {
        Problem(.error, .includeNotReadable, "cannot include '\(path)': \(reason)")
    }
    public static func duplicateInclude(_ path: String) -> Problem {
        Problem(.error, .duplicateInclude, "'\(path)' is included twice")
    }
}
