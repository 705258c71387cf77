// The diagnostics of choice styles, date modes that follow a toggle, and the
// form's buttons beyond submit (issue 25, items 5, 7 and 12).
// Listed in ``DiagnosticID/catalogue`` too.

extension DiagnosticID {
    public static let styleNotForKind = DiagnosticID(rawValue: "style-not-for-kind")

    /// The identifiers of this file, in the order above.
    static let choicesCatalogue: [DiagnosticID] = [.styleNotForKind]

    /// The explanations of this file's identifiers.
    static let choicesExplanations: [DiagnosticID: DiagnosticExplanation] = [
        .styleNotForKind: .init("A choice asks for a style its kind does not have",
                                "multi_select and radio take style rows (check rows in the form, the default) or list (one row that pushes the list); picker takes wheel or list. A segmented control has no style."),
    ]
}

extension Problems {
    public static func styleNotForKind(_ style: String, kind: String, styles: [String], suggestion: String?) -> Problem {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        let names = styles.map { "'\($0)'" }.joined(separator: " or ")
        return Problem(.error, .styleNotForKind, "a \(kind) has no style '\(style)': it takes \(names)\(hint)")
    }
}
