// The diagnostics of sections and conditions (`sections:`, `visible_when`,
// `enabled_when`, `read_only`). Listed in ``DiagnosticID/catalogue`` too.

extension DiagnosticID {
    public static let sectionsAndFields = DiagnosticID(rawValue: "sections-and-fields")
    public static let emptySection = DiagnosticID(rawValue: "empty-section")
    public static let duplicateSectionID = DiagnosticID(rawValue: "duplicate-section-id")
    public static let invalidCondition = DiagnosticID(rawValue: "invalid-condition")
    public static let conditionTooDeep = DiagnosticID(rawValue: "condition-too-deep")
    public static let undefinedConditionField = DiagnosticID(rawValue: "undefined-condition-field")
    public static let conditionValueNotInOptions = DiagnosticID(rawValue: "condition-value-not-in-options")
    public static let invalidConditionValue = DiagnosticID(rawValue: "invalid-condition-value")
    public static let conditionOperatorNotAllowed = DiagnosticID(rawValue: "condition-operator-not-allowed")
    public static let conditionSelfReference = DiagnosticID(rawValue: "condition-self-reference")
    public static let conditionCycle = DiagnosticID(rawValue: "condition-cycle")
    public static let dateOnlyNeedsDateAndTime = DiagnosticID(rawValue: "date-only-needs-date-and-time")

    /// The identifiers of this file, in the order above.
    static let conditionCatalogue: [DiagnosticID] = [
        .sectionsAndFields, .emptySection, .duplicateSectionID, .invalidCondition, .conditionTooDeep,
        .undefinedConditionField, .conditionValueNotInOptions, .invalidConditionValue, .conditionOperatorNotAllowed,
        .conditionSelfReference, .conditionCycle, .dateOnlyNeedsDateAndTime,
    ]

    /// The explanations of this file's identifiers.
    static let conditionExplanations: [DiagnosticID: DiagnosticExplanation] = [
        .sectionsAndFields: .init("The spec has both 'sections' and 'fields'",
                                  "A form lists its fields either flat under 'fields' or grouped under 'sections', each section with its own 'fields'. Move the flat fields into a section."),
        .emptySection: .init("A section has no fields",
                             "A section groups fields under a header; one without fields would show a header over nothing. Add fields or remove the section."),
        .duplicateSectionID: .init("Two sections share an id",
                                   "Section ids name the cases of the generated 'Section' enum and are used in conditions, so each must be unique. Rename one."),
        .invalidCondition: .init("A condition is not a test or a combination of tests",
                                 "A condition is '{ field: <id>, <operator>: <value> }' with exactly one operator, or one of 'all: [..]', 'any: [..]' (not empty) and 'not: {..}'."),
        .conditionTooDeep: .init("A condition nests deeper than formc reads",
                                 "formc bounds the nesting of 'all', 'any' and 'not', and the chain of fields whose conditions depend on one another (A shown when B is set, B when C is set …), so a hostile spec cannot make checking or the generated code deep. Flatten the condition or shorten the chain."),
        .undefinedConditionField: .init("A condition names a field that does not exist",
                                        "Conditions test the values of the form's fields by id. Fix the id (the message suggests the nearest one)."),
        .conditionValueNotInOptions: .init("A condition compares a picker with a value not in its option list",
                                           "The test could never hold (or always would). Use a value of the picker's option list (the message suggests the nearest one)."),
        .invalidConditionValue: .init("A condition's value does not fit the tested field's kind",
                                      "Values are typed by the field tested: true or false for a toggle, an integer or number for number fields, an ISO date for dates, a string for text."),
        .conditionOperatorNotAllowed: .init("A condition's operator does not apply to the tested field's kind",
                                            "Orderings ('less_than', 'at_most', 'greater_than', 'at_least') need a number or date; a toggle is tested with 'equals' or 'not_equals'; a date is compared by order or 'empty', not by equality."),
        .conditionSelfReference: .init("A field or section is conditioned on itself",
                                       "A field shown or enabled by its own value could hide or lock itself for good; a section cannot depend on its own fields either. Test another field."),
        .conditionCycle: .init("Conditions depend on each other in a circle",
                               "Fields whose conditions test each other (A shown when B is set, B shown when A is set) can hide or lock each other for good. Break the cycle."),
        .dateOnlyNeedsDateAndTime: .init("'date_only_when' on a date field that does not pick a time",
                                         "'date_only_when' switches a 'mode: date_and_time' field to picking the date only while its condition holds. A field of 'mode: date' is always date-only and one of 'mode: time' has no day: give the field 'mode: date_and_time' or remove the key."),
    ]
}

extension Problems {
    public static func sectionsAndFields() -> Problem {
        Problem(.error, .sectionsAndFields, "a spec has 'sections' or 'fields', not both; move the fields into a section")
    }
    public static func emptySection(_ id: String?) -> Problem {
        Problem(.error, .emptySection, "section \(id.map { "'\($0)' " } ?? "")has no fields")
    }
    public static func duplicateSectionID(_ id: String) -> Problem {
        Problem(.error, .duplicateSectionID, "section id '\(id)' is used twice")
    }
    public static func invalidCondition(_ message: String) -> Problem {
        Problem(.error, .invalidCondition, message)
    }
    public static func conditionTooDeep(limit: Int) -> Problem {
        Problem(.error, .conditionTooDeep, "condition nests more than \(limit) levels deep")
    }
    public static func conditionChainTooLong(_ length: Int, limit: Int) -> Problem {
        Problem(.error, .conditionTooDeep, "conditions depend on one another through \(length) fields and sections, more than \(limit)")
    }
    public static func undefinedConditionField(_ id: String, suggestion: String?) -> Problem {
        Problem(.error, .undefinedConditionField,
                "condition tests '\(id)', which is not a field of this form" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    public static func conditionValueNotInOptions(_ value: String, field: String, list: String, suggestion: String?) -> Problem {
        Problem(.error, .conditionValueNotInOptions,
                "'\(value)' is not a value of option list '\(list)' of field '\(field)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    public static func invalidConditionValue(field: String, kind: String, expected: String, found: String) -> Problem {
        Problem(.error, .invalidConditionValue, "field '\(field)' is a \(kind) field: expected \(expected), found \(found)")
    }
    public static func conditionOperatorNotAllowed(_ operation: String, field: String, kind: String, allowed: [String]) -> Problem {
        Problem(.error, .conditionOperatorNotAllowed,
                allowed.isEmpty
                    ? "'\(operation)' does not apply to field '\(field)': a \(kind) field cannot be tested by a condition (yet)"
                    : "'\(operation)' does not apply to field '\(field)', a \(kind) field; use \(allowed.map { "'\($0)'" }.joined(separator: ", "))")
    }
    public static func conditionSelfReference(_ owner: String, field: String) -> Problem {
        Problem(.error, .conditionSelfReference, "\(owner) is conditioned on \(owner == "field '\(field)'" ? "its own value" : "its own field '\(field)'")")
    }
    /// `shown` runs from a field or section back to it; `omitted` nodes of a long cycle are left out after its fifth.
    public static func conditionCycle(_ shown: [String], omitted: Int) -> Problem {
        let path = omitted > 0 ? Array(shown.prefix(5)) + ["… \(omitted) more …"] + Array(shown.dropFirst(5)) : shown
        return Problem(.error, .conditionCycle, "conditions form a cycle: \(path.joined(separator: " → "))")
    }
    public static func dateOnlyNeedsDateAndTime(_ field: String, mode: DateMode) -> Problem {
        Problem(.error, .dateOnlyNeedsDateAndTime,
                "field '\(field)' has 'date_only_when' but 'mode: \(mode.rawValue)'; 'date_only_when' needs 'mode: date_and_time'")
    }
}
