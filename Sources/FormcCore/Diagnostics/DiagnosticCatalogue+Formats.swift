// The diagnostics of masks chosen by the value, display formats and submit
// titles that show values (issue 25, items 3, 5 and 8).
// Listed in ``DiagnosticID/catalogue`` too.

extension DiagnosticID {
    public static let duplicateMaskPrefix = DiagnosticID(rawValue: "duplicate-mask-prefix")
    public static let unmatchableMaskPrefix = DiagnosticID(rawValue: "unmatchable-mask-prefix")
    public static let invalidDisplayFormat = DiagnosticID(rawValue: "invalid-display-format")
    public static let undefinedTitleField = DiagnosticID(rawValue: "undefined-title-field")
    public static let titleFieldNotShown = DiagnosticID(rawValue: "title-field-not-shown")

    /// The identifiers of this file, in the order above.
    static let formatsCatalogue: [DiagnosticID] = [
        .duplicateMaskPrefix, .unmatchableMaskPrefix, .invalidDisplayFormat, .undefinedTitleField, .titleFieldNotShown,
    ]

    /// The explanations of this file's identifiers.
    static let formatsExplanations: [DiagnosticID: DiagnosticExplanation] = [
        .duplicateMaskPrefix: .init("A prefix chooses two masks",
                                    "Each prefix of 'by_prefix' chooses one mask: written twice, the second case could never be chosen for it. A longer prefix that starts with a shorter one is fine (the longest prefix typed wins: '0120' over '0')."),
        .unmatchableMaskPrefix: .init("No value of a mask can start with a prefix",
                                      "A prefix is compared with the characters typed into the mask it chooses, separators left out; a prefix holding a separator, a character its mask's positions do not take (a letter where the mask has '#'), or more characters than the mask has positions is never typed, so its case is never chosen."),
        .invalidDisplayFormat: .init("A display format does not fit the field",
                                     "'format:' shows a number, decimal or date field's value: number styles (currency, percent, grouping, fraction digits, prefix, suffix) on number and decimal fields, date and time styles on date fields, a time style only where the field has a time; a currency code is three letters (ISO 4217, such as JPY)."),
        .undefinedTitleField: .init("A title names a field the form does not have",
                                    "'{id}' in a submit title is replaced by that field's value as shown; the id must be a field of the form."),
        .titleFieldNotShown: .init("A title names a field whose value is not shown as text",
                                   "A title can show the value of a text, number, decimal, date, picker, segmented, radio, stepper or slider field; a password is never shown, and a toggle, checkbox or a multiple choice has no short text for a title."),
    ]
}

extension Problems {
    public static func duplicateMaskPrefix(_ prefix: String) -> Problem {
        Problem(.error, .duplicateMaskPrefix, "the prefix '\(prefix)' already chooses a mask; each prefix chooses one")
    }
    public static func unmatchableMaskPrefix(_ prefix: String, mask: String, reason: String) -> Problem {
        Problem(.error, .unmatchableMaskPrefix, "no value of the mask '\(mask)' starts with '\(prefix)': \(reason)")
    }
    public static func invalidDisplayFormat(_ message: String) -> Problem {
        Problem(.error, .invalidDisplayFormat, message)
    }
    public static func undefinedTitleField(_ id: String, suggestion: String?) -> Problem {
        Problem(.error, .undefinedTitleField, "the title shows '{\(id)}', but the form has no field '\(id)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    public static func titleFieldNotShown(_ id: String, kind: String) -> Problem {
        let reason = switch kind {
        case "password": "a password is never shown"
        case "picker", "segmented", "radio": "its list comes from the app, whose labels are known only at run time"
        default: "a \(kind) field's value has no short text for a title"
        }
        return Problem(.error, .titleFieldNotShown, "the title cannot show field '\(id)': \(reason)")
    }
}
