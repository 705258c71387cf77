// The diagnostics of links in texts and of the confirmation step (issue 25,
// items 9 and 10). Listed in ``DiagnosticID/catalogue`` too.

extension DiagnosticID {
    public static let malformedLink = DiagnosticID(rawValue: "malformed-link")
    public static let emptyLinkText = DiagnosticID(rawValue: "empty-link-text")
    public static let invalidLinkURL = DiagnosticID(rawValue: "invalid-link-url")
    public static let unsafeLinkScheme = DiagnosticID(rawValue: "unsafe-link-scheme")
    public static let linkNotAllowed = DiagnosticID(rawValue: "link-not-allowed")
    public static let confirmWithoutSubmit = DiagnosticID(rawValue: "confirm-without-submit")
    public static let confirmWithoutStep = DiagnosticID(rawValue: "confirm-without-step")

    /// The identifiers of this file, in the order above.
    static let confirmCatalogue: [DiagnosticID] = [
        .malformedLink, .emptyLinkText, .invalidLinkURL, .unsafeLinkScheme, .linkNotAllowed,
        .confirmWithoutSubmit, .confirmWithoutStep,
    ]

    /// The explanations of this file's identifiers.
    static let confirmExplanations: [DiagnosticID: DiagnosticExplanation] = [
        .malformedLink: .init("A link in a text is not closed",
                              "A link is written '[link text](url)': the URL ends with ')'. Close it, or write the bracket differently if it is not a link."),
        .emptyLinkText: .init("A link has no text",
                              "The text between '[' and ']' is what the user taps and what VoiceOver reads: it cannot be empty."),
        .invalidLinkURL: .init("A link's URL is not an absolute URL",
                               "A link opens an absolute URL with a scheme and, for https and http, a host (https://example.com/terms), without spaces; a relative path has nothing to open from."),
        .unsafeLinkScheme: .init("A link's URL has a scheme formc does not open",
                                 "Links open https, http, mailto and tel URLs only: a javascript:, data: or file: URL could run code or read files, and an app's own scheme belongs in the app's code."),
        .linkNotAllowed: .init("A link where no view can open it",
                               "Links are tappable in the labels of toggles and checkboxes and in section footers. Elsewhere (other labels, placeholders, headers, the title) the text is read as it is; write the link in a footer."),
        .confirmWithoutSubmit: .init("A confirmation step without a submit",
                                     "'confirm:' shows a summary after a valid submit, so the form needs 'submit:' (its button)."),
        .confirmWithoutStep: .init("'confirm' on a field of a form without a confirmation step",
                                   "A field's 'confirm: false' leaves it out of the summary of 'confirm:'; the form has none, so it does nothing. Add 'confirm:' or remove the key."),
    ]
}

extension Problems {
    public static func malformedLink(_ text: String) -> Problem {
        Problem(.error, .malformedLink, "the link '[\(text)](' is not closed with ')'")
    }
    public static func emptyLinkText(_ url: String) -> Problem {
        Problem(.error, .emptyLinkText, "the link to '\(url)' has no text: write it between '[' and ']'")
    }
    public static func invalidLinkURL(_ url: String) -> Problem {
        Problem(.error, .invalidLinkURL, "'\(url)' is not an absolute URL (such as https://example.com/terms)")
    }
    public static func unsafeLinkScheme(_ scheme: String, url: String) -> Problem {
        Problem(.error, .unsafeLinkScheme, "links open https, http, mailto or tel URLs, not '\(scheme):' ('\(url)')")
    }
    public static func linkNotAllowed(place: String) -> Problem {
        Problem(.error, .linkNotAllowed, "a link in \(place) cannot be opened: links go in the labels of toggles and checkboxes and in section footers")
    }
    public static func confirmWithoutSubmit() -> Problem {
        Problem(.error, .confirmWithoutSubmit, "'confirm' needs 'submit': the summary is shown after a submit")
    }
    public static func confirmWithoutStep() -> Problem {
        Problem(.warning, .confirmWithoutStep, "'confirm' has no effect: the form has no confirmation step ('confirm:')")
    }
}
