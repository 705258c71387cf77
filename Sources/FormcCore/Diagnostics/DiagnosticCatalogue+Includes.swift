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
                                   "Each path of 'include:' names a YAML file ('.yaml', '.yml'), relative to the spec and inside its project (the spec's folder, or the folder of the formc.yaml above it), holding 'options:' only. The file is missing, a directory, too large, outside the project, not an option-list file or unreadable; fix the path or the file. Diagnostics never quote a file that is not an option-list file."),
        .duplicateInclude: .init("A file is included twice",
                                 "Each file is included once: its lists would be defined twice. Remove the second path."),
    ]
}

extension Problems {
    public static func includeNotReadable(_ path: String, reason: String) -> Problem {
        Problem(.error, .includeNotReadable, "cannot include '\(path)': \(reason)")
    }
    /// An included file that is not a mapping with `options:`; its contents are not quoted.
    public static func includeNotOptionsFile() -> Problem {
        Problem(.error, .includeNotReadable,
                "this is not an option-list file: an included file is a mapping holding 'options:' only")
    }
    public static func duplicateInclude(_ path: String) -> Problem {
        Problem(.error, .duplicateInclude, "'\(path)' is included twice")
    }
}
