// The diagnostics of the app's half of a form (issue 21): look-ups (`lookup:`
// and the toolbar item `lookup`), values that follow others (`follows:`) and
// option lists from the app (`{ from: app }`). Listed in ``DiagnosticID/catalogue`` too.

extension DiagnosticID {
    public static let undefinedLookupField = DiagnosticID(rawValue: "undefined-lookup-field")
    public static let lookupSelfReference = DiagnosticID(rawValue: "lookup-self-reference")
    public static let lookupFillConflict = DiagnosticID(rawValue: "lookup-fill-conflict")
    public static let lookupItemWithoutLookup = DiagnosticID(rawValue: "lookup-item-without-lookup")
    public static let undefinedFollowedField = DiagnosticID(rawValue: "undefined-followed-field")
    public static let followsSelfReference = DiagnosticID(rawValue: "follows-self-reference")
    public static let followsMismatch = DiagnosticID(rawValue: "follows-mismatch")
    public static let followsCycle = DiagnosticID(rawValue: "follows-cycle")
    public static let followsChainTooLong = DiagnosticID(rawValue: "follows-chain-too-long")
    public static let followsConfirmedField = DiagnosticID(rawValue: "follows-confirmed-field")
    public static let appListNotAllowed = DiagnosticID(rawValue: "app-list-not-allowed")

    /// The identifiers of this file, in the order above.
    static let appHalfCatalogue: [DiagnosticID] = [
        .undefinedLookupField, .lookupSelfReference, .lookupFillConflict, .lookupItemWithoutLookup,
        .undefinedFollowedField, .followsSelfReference, .followsMismatch, .followsCycle, .followsChainTooLong,
        .followsConfirmedField, .appListNotAllowed,
    ]

    /// The explanations of this file's identifiers.
    static let appHalfExplanations: [DiagnosticID: DiagnosticExplanation] = [
        .undefinedLookupField: .init("A look-up fills a field that does not exist",
                                     "'fills' lists the ids of the fields the app's answer sets. Fix the id (the message suggests the nearest one)."),
        .lookupSelfReference: .init("A look-up fills its own field",
                                    "A look-up turns one field's value into other fields' values; the field it starts from is not one of them. Remove it from 'fills'."),
        .lookupFillConflict: .init("A field is filled by two look-ups",
                                   "Each field is filled by one look-up at most, so what it holds never depends on which answer came last. Remove the field from one of the 'fills'."),
        .lookupItemWithoutLookup: .init("A toolbar with a 'lookup' item is used by a field without a look-up",
                                        "The toolbar item 'lookup' starts the look-up of the field being edited; on a field without 'lookup:' it would do nothing. Give the field a look-up, or give it a toolbar without 'lookup'."),
        .undefinedFollowedField: .init("A field follows a field that does not exist",
                                       "'follows' names the id of the field whose value this one takes. Fix the id (the message suggests the nearest one)."),
        .followsSelfReference: .init("A field follows itself",
                                     "'follows' names another field, whose changes this field takes on. Name another field or remove the key."),
        .followsMismatch: .init("A field follows a field holding another type of value",
                                "A field takes the value of the field it follows as it is, so both hold the same type: text kinds follow text kinds, a number a number, a decimal a decimal, a date a date of the same mode, a toggle or checkbox a toggle or checkbox, a picker, segmented control or radio one over the same option list, a multi-select one over the same list, a stepper a stepper, a slider a slider."),
        .followsCycle: .init("Fields follow each other in a circle",
                             "A value handed on around a circle would never settle (A follows B, B follows A). Break the cycle."),
        .followsChainTooLong: .init("A chain of fields following each other is longer than formc accepts",
                                    "formc bounds how many fields one change is handed on through (A follows B follows C …), so the generated code stays shallow; real forms chain two or three. Shorten the chain."),
        .followsConfirmedField: .init("A confirmation follows the field it confirms",
                                      "A field with 'same_as: x' asks the user to type x again; if it also follows x (directly or through other fields), it copies x and always matches, so the confirmation checks nothing; if x follows it, a typo in the confirmation is copied into x. Remove the 'follows' that joins them."),
        .appListNotAllowed: .init("An option list from the app is used where its items must be known at build time",
                                  "The items of a list '{ from: app }' arrive at run time, so only a picker shows it, it cannot be filtered by or filter another picker ('parent', 'parents'), it cannot be a wheel of a multi_picker, a field over it has no 'default', and conditions test it with 'empty' only."),
    ]
}

extension Problems {
    public static func undefinedLookupField(_ id: String, suggestion: String?) -> Problem {
        Problem(.error, .undefinedLookupField,
                "'fills' names no field with id '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    public static func lookupSelfReference(_ id: String) -> Problem {
        Problem(.error, .lookupSelfReference, "the look-up of field '\(id)' fills the field itself; list only the fields its answer sets")
    }
    public static func lookupFillConflict(_ id: String, source: String, firstSource: String) -> Problem {
        Problem(.error, .lookupFillConflict,
                "field '\(id)' is filled by the look-up of '\(source)' and by that of '\(firstSource)'; a field is filled by one look-up")
    }
    public static func lookupItemWithoutLookup(toolbar: String, field: String) -> Problem {
        Problem(.error, .lookupItemWithoutLookup,
                "toolbar '\(toolbar)' has a 'lookup' item, but field '\(field)' has no 'lookup:' for it to start; "
                + "give the field a look-up or a toolbar without 'lookup'")
    }
    public static func undefinedFollowedField(_ id: String, suggestion: String?) -> Problem {
        Problem(.error, .undefinedFollowedField,
                "'follows' names no field with id '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    public static func followsSelfReference(_ id: String) -> Problem {
        Problem(.error, .followsSelfReference, "field '\(id)' follows itself")
    }
    /// `field` and `other` as "'end_date' (date, a date)".
    public static func followsMismatch(_ field: String, _ other: String) -> Problem {
        Problem(.error, .followsMismatch, "\(field) cannot follow \(other): a field follows one holding the same type of value")
    }
    /// `shown` runs from a field back to it; `omitted` fields of a long cycle are left out after its fifth.
    public static func followsCycle(_ shown: [String], omitted: Int) -> Problem {
        let path = omitted > 0 ? Array(shown.prefix(5)) + ["… \(omitted) more …"] + Array(shown.dropFirst(5)) : shown
        return Problem(.error, .followsCycle, "fields follow each other in a cycle: \(path.joined(separator: " → "))")
    }
    public static func followsChainTooLong(_ length: Int, limit: Int) -> Problem {
        Problem(.error, .followsChainTooLong, "a change is handed on through \(length) fields that follow one another, more than \(limit)")
    }
    public static func followsConfirmedField(_ id: String, confirmed: String) -> Problem {
        Problem(.error, .followsConfirmedField,
                "field '\(id)' confirms '\(confirmed)' (same_as), so it cannot follow it: a copy always matches")
    }
    /// A confirmation and the field it confirms are joined by a chain of `follows:` (`chain`: first to last).
    public static func followsConfirmationChain(confirmation: String, confirmed: String, chain: [String]) -> Problem {
        Problem(.error, .followsConfirmedField,
                "field '\(confirmation)' confirms '\(confirmed)' (same_as), but \(chain.map { "'\($0)'" }.joined(separator: " follows ")): "
                    + "one takes its value from the other, so they always match; both must be typed")
    }
    public static func appListNotAllowed(_ message: String) -> Problem {
        Problem(.error, .appListNotAllowed, message)
    }
}
