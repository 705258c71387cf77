// The diagnostics of how a field is presented (help texts, marks, hidden labels; issue 25).
// Listed in ``DiagnosticID/catalogue`` too.

extension DiagnosticID {
    public static let hiddenLabelWithoutPlaceholder = DiagnosticID(rawValue: "hidden-label-without-placeholder")

    /// The identifiers of this file, in the order above.
    static let presentationCatalogue: [DiagnosticID] = [.hiddenLabelWithoutPlaceholder]

    /// The explanations of this file's identifiers.
    static let presentationExplanations: [DiagnosticID: DiagnosticExplanation] = [
        .hiddenLabelWithoutPlaceholder: .init("A field without a visible label has no placeholder",
                                              "With 'hide_label: true' nothing on screen says what an empty field is for "
                                                  + "(VoiceOver still reads the label). Give it a 'placeholder:', as login screens do."),
    ]
}

extension Problems {
    public static func hiddenLabelWithoutPlaceholder(_ field: String) -> Problem {
        Problem(.warning, .hiddenLabelWithoutPlaceholder,
                "field '\(field)' hides its label and has no placeholder: nothing on screen says what it is for; add a 'placeholder:'")
    }
}
