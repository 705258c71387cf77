// Every diagnostic formc can report: its stable id and the words of its message.
// Keep ids kebab-case and never rename one (tools and CI filters key on them).

extension DiagnosticID {
    // Reading the file and YAML.
    public static let ioError = DiagnosticID(rawValue: "io-error")
    public static let inputTooLarge = DiagnosticID(rawValue: "input-too-large")
    public static let invalidUTF8 = DiagnosticID(rawValue: "invalid-utf8")
    public static let yamlSyntax = DiagnosticID(rawValue: "yaml-syntax")
    public static let duplicateKey = DiagnosticID(rawValue: "duplicate-key")
    public static let multipleDocuments = DiagnosticID(rawValue: "multiple-documents")
    public static let emptyDocument = DiagnosticID(rawValue: "empty-document")
    public static let unsupportedTag = DiagnosticID(rawValue: "unsupported-tag")
    public static let complexKey = DiagnosticID(rawValue: "complex-key")
    public static let nestingTooDeep = DiagnosticID(rawValue: "nesting-too-deep")
    public static let aliasLimit = DiagnosticID(rawValue: "alias-limit")
    public static let undefinedAlias = DiagnosticID(rawValue: "undefined-alias")

    // Decoding the spec language.
    public static let unknownKey = DiagnosticID(rawValue: "unknown-key")
    public static let wrongType = DiagnosticID(rawValue: "wrong-type")
    public static let missingKey = DiagnosticID(rawValue: "missing-key")
    public static let invalidValue = DiagnosticID(rawValue: "invalid-value")
    public static let unsupportedVersion = DiagnosticID(rawValue: "unsupported-version")

    // Checking.
    public static let duplicateFieldID = DiagnosticID(rawValue: "duplicate-field-id")
    public static let duplicateOptionValue = DiagnosticID(rawValue: "duplicate-option-value")
    public static let undefinedOptionList = DiagnosticID(rawValue: "undefined-option-list")
    public static let undefinedToolbar = DiagnosticID(rawValue: "undefined-toolbar")
    public static let undefinedParent = DiagnosticID(rawValue: "undefined-parent")
    public static let invalidParent = DiagnosticID(rawValue: "invalid-parent")
    public static let unknownParentValue = DiagnosticID(rawValue: "unknown-parent-value")
    public static let missingParents = DiagnosticID(rawValue: "missing-parents")
    public static let dependencyCycle = DiagnosticID(rawValue: "dependency-cycle")
    public static let defaultNotInOptions = DiagnosticID(rawValue: "default-not-in-options")
    public static let invalidDefault = DiagnosticID(rawValue: "invalid-default")
    public static let invalidRegex = DiagnosticID(rawValue: "invalid-regex")
    public static let minGreaterThanMax = DiagnosticID(rawValue: "min-greater-than-max")
    public static let keyNotAllowed = DiagnosticID(rawValue: "key-not-allowed")
    public static let invalidIdentifier = DiagnosticID(rawValue: "invalid-identifier")
    public static let identifierCollision = DiagnosticID(rawValue: "identifier-collision")
    public static let tooMany = DiagnosticID(rawValue: "too-many")

    // Generating: problems between specs of one run.
    public static let outputCollision = DiagnosticID(rawValue: "output-collision")
    public static let typeCollision = DiagnosticID(rawValue: "type-collision")

    // Warnings: legal but likely wrong.
    public static let singleOptionPicker = DiagnosticID(rawValue: "single-option-picker")
    public static let emptyOptionList = DiagnosticID(rawValue: "empty-option-list")
    public static let unusedOptionList = DiagnosticID(rawValue: "unused-option-list")
    public static let unusedToolbar = DiagnosticID(rawValue: "unused-toolbar")
    public static let unleavableField = DiagnosticID(rawValue: "unleavable-field")
    public static let defaultOutsideRange = DiagnosticID(rawValue: "default-outside-range")

    /// Every identifier formc reports, in the order above.
    public static let catalogue: [DiagnosticID] = [
        .ioError,
        .inputTooLarge,
        .invalidUTF8,
        .yamlSyntax,
        .duplicateKey,
        .multipleDocuments,
        .emptyDocument,
        .unsupportedTag,
        .complexKey,
        .nestingTooDeep,
        .aliasLimit,
        .undefinedAlias,
        .unknownKey,
        .wrongType,
        .missingKey,
        .invalidValue,
        .unsupportedVersion,
        .duplicateFieldID,
        .duplicateOptionValue,
        .undefinedOptionList,
        .undefinedToolbar,
        .undefinedParent,
        .invalidParent,
        .unknownParentValue,
        .missingParents,
        .dependencyCycle,
        .defaultNotInOptions,
        .invalidDefault,
        .invalidRegex,
        .minGreaterThanMax,
        .keyNotAllowed,
        .invalidIdentifier,
        .identifierCollision,
        .tooMany,
        .outputCollision,
        .typeCollision,
        .singleOptionPicker,
        .emptyOptionList,
        .unusedOptionList,
        .unusedToolbar,
        .unleavableField,
        .defaultOutsideRange,
    ]
}

/// Builds the message of every diagnostic. Messages are lower-case sentences
/// without a trailing period; quoted user text uses single quotes.
public enum Problems {
    // MARK: Reading the file and YAML

    public static func ioError(_ detail: String) -> Problem {
        Problem(.error, .ioError, "cannot read the spec: \(detail)")
    }
    public static func inputTooLarge(bytes: Int, limit: Int) -> Problem {
        Problem(.error, .inputTooLarge, "the spec is \(bytes) bytes; formc reads at most \(limit) bytes")
    }
    public static func invalidUTF8() -> Problem {
        Problem(.error, .invalidUTF8, "the spec is not valid UTF-8")
    }
    /// `problem` is libyaml's own words ("did not find expected key" …).
    public static func yamlSyntax(_ problem: String, context: String? = nil) -> Problem {
        let text = context.map { "\(problem) \($0)" } ?? problem
        return Problem(.error, .yamlSyntax, "YAML syntax error: \(text)")
    }
    public static func duplicateKey(_ key: String) -> Problem {
        Problem(.error, .duplicateKey, "duplicate key '\(key)'")
    }
    public static func multipleDocuments() -> Problem {
        Problem(.error, .multipleDocuments, "a spec holds exactly one YAML document; remove this '---' and what follows, or move it to its own file")
    }
    public static func emptyDocument() -> Problem {
        Problem(.error, .emptyDocument, "the spec is empty; expected a mapping with 'formc', 'form' and 'fields'")
    }
    public static func unsupportedTag(_ tag: String) -> Problem {
        Problem(.error, .unsupportedTag, "formc does not understand the YAML tag '\(tag)'")
    }
    public static func complexKey() -> Problem {
        Problem(.error, .complexKey, "mapping keys must be plain scalars, not sequences or mappings")
    }
    public static func nestingTooDeep(limit: Int) -> Problem {
        Problem(.error, .nestingTooDeep, "the YAML nests more than \(limit) levels deep")
    }
    public static func aliasLimit(_ detail: String) -> Problem {
        Problem(.error, .aliasLimit, "too much alias expansion: \(detail)")
    }
    public static func undefinedAlias(_ name: String) -> Problem {
        Problem(.error, .undefinedAlias, "alias '*\(name)' refers to no anchor defined before it")
    }
    public static func recursiveAlias(_ name: String) -> Problem {
        Problem(.error, .undefinedAlias, "alias '*\(name)' refers to the node that contains it")
    }

    // MARK: Decoding

    public static func unknownKey(_ key: String, in context: String, suggestion: String?) -> Problem {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Problem(.error, .unknownKey, "unknown key '\(key)' in \(context)\(hint)")
    }
    public static func wrongType(expected: String, found: String) -> Problem {
        Problem(.error, .wrongType, "expected \(expected), found \(found)")
    }
    public static func missingKey(_ key: String, in context: String) -> Problem {
        Problem(.error, .missingKey, "missing required key '\(key)' in \(context)")
    }
    /// A scalar that is not one of a fixed set of words (`kind: texts`).
    public static func invalidValue(_ value: String, for key: String, allowed: [String], suggestion: String?) -> Problem {
        let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
        return Problem(.error, .invalidValue,
                       "'\(value)' is not a valid \(key); \(hint)expected one of: \(allowed.joined(separator: ", "))")
    }
    /// A value that breaks a rule of its own (`distance: -4`).
    public static func invalidValue(_ message: String) -> Problem {
        Problem(.error, .invalidValue, message)
    }
    public static func unsupportedVersion(_ version: String) -> Problem {
        Problem(.error, .unsupportedVersion, "unsupported spec format version '\(version)'; this formc reads version 1")
    }

    // MARK: Checking

    public static func duplicateFieldID(_ id: String) -> Problem {
        Problem(.error, .duplicateFieldID, "duplicate field id '\(id)'")
    }
    public static func duplicateOptionValue(_ value: String, list: String) -> Problem {
        Problem(.error, .duplicateOptionValue, "duplicate value '\(value)' in option list '\(list)'")
    }
    public static func undefinedOptionList(_ name: String, suggestion: String?) -> Problem {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Problem(.error, .undefinedOptionList, "no option list named '\(name)'\(hint)")
    }
    public static func undefinedToolbar(_ name: String, suggestion: String?) -> Problem {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Problem(.error, .undefinedToolbar, "no toolbar named '\(name)'\(hint)")
    }
    public static func undefinedParent(_ id: String, suggestion: String?) -> Problem {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Problem(.error, .undefinedParent, "no field with id '\(id)' to be the parent\(hint)")
    }
    public static func invalidParent(_ reason: String) -> Problem {
        Problem(.error, .invalidParent, reason)
    }
    public static func unknownParentValue(_ value: String, parentList: String) -> Problem {
        Problem(.error, .unknownParentValue, "'\(value)' is not a value of the parent's option list '\(parentList)'")
    }
    public static func missingParents(list: String, parentField: String) -> Problem {
        Problem(.error, .missingParents, "item of option list '\(list)' has no 'parents', but field '\(parentField)' filters this list; say which of its values show this item")
    }
    public static func dependencyCycle(_ path: [String]) -> Problem {
        Problem(.error, .dependencyCycle, "picker parents form a cycle: \(path.joined(separator: " → "))")
    }
    public static func defaultNotInOptions(_ value: String, list: String) -> Problem {
        Problem(.error, .defaultNotInOptions, "default '\(value)' is not a value of option list '\(list)'")
    }
    public static func defaultNotUnderParent(_ value: String, parentField: String, parentValue: String) -> Problem {
        Problem(.error, .defaultNotInOptions, "default '\(value)' is not shown when '\(parentField)' is '\(parentValue)'")
    }
    public static func defaultWithoutParentDefault(_ value: String, parentField: String) -> Problem {
        Problem(.error, .defaultNotInOptions, "default '\(value)' is never shown: its parent '\(parentField)' has no default, so it starts with no rows")
    }
    public static func invalidDefault(expected: String, found: String) -> Problem {
        Problem(.error, .invalidDefault, "default must be \(expected), found \(found)")
    }
    /// `reason` when the regex engine gives one (Apple's does; Linux's does not).
    public static func invalidRegex(_ pattern: String, reason: String?) -> Problem {
        let detail = reason.map { ": \($0)" } ?? ""
        return Problem(.error, .invalidRegex,
                       "'\(pattern)' is not a valid regular expression in ICU syntax, as NSRegularExpression reads it\(detail)")
    }
    public static func minGreaterThanMax(_ minKey: String, _ maxKey: String) -> Problem {
        Problem(.error, .minGreaterThanMax, "'\(minKey)' is greater than '\(maxKey)'")
    }
    public static func keyNotAllowed(_ key: String, kind: String, allowedKinds: [String]) -> Problem {
        let where_ = allowedKinds.isEmpty ? "" : "; it applies to: \(allowedKinds.joined(separator: ", "))"
        let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return Problem(.error, .keyNotAllowed, "'\(key)' does not apply to \(article) \(kind) field\(where_)")
    }
    public static func keyNotAllowed(_ message: String) -> Problem {
        Problem(.error, .keyNotAllowed, message)
    }
    public static func invalidIdentifier(_ name: String, what: String) -> Problem {
        Problem(.error, .invalidIdentifier,
                "'\(name)' is not a valid \(what); use ASCII letters, digits and '_', starting with a letter")
    }
    public static func noCaseName(forValue value: String) -> Problem {
        Problem(.error, .invalidIdentifier,
                "option value '\(value)' gives no Swift case name; add a 'name' (ASCII letters, digits and '_')")
    }
    public static func identifierCollision(_ name: String, swiftName: String, other: String) -> Problem {
        Problem(.error, .identifierCollision,
                "'\(name)' and '\(other)' both become the Swift name '\(swiftName)'")
    }
    public static func tooMany(_ what: String, count: Int, limit: Int) -> Problem {
        Problem(.error, .tooMany, "\(count) \(what); formc accepts at most \(limit)")
    }

    // MARK: Generating

    public static func outputCollision(_ fileName: String, otherSpec: String) -> Problem {
        Problem(.error, .outputCollision,
                "this spec generates '\(fileName)', as does '\(otherSpec)'; rename one of the two spec files")
    }
    /// Names that differ only in case are one file on macOS's default file system.
    public static func outputCaseCollision(_ fileName: String, otherName: String, otherSpec: String) -> Problem {
        Problem(.error, .outputCollision,
                "this spec generates '\(fileName)' and '\(otherSpec)' generates '\(otherName)', "
                + "one file on a case-insensitive file system; rename one of the two spec files")
    }
    public static func outputIsSupportFile(_ fileName: String) -> Problem {
        Problem(.error, .outputCollision,
                "this spec would generate '\(fileName)', the name of formc's support file; rename the spec file")
    }
    public static func typeCollision(form: String, swiftName: String, otherForm: String, otherSpec: String) -> Problem {
        Problem(.error, .typeCollision,
                "form '\(form)' becomes the Swift type '\(swiftName)', as does form '\(otherForm)' of '\(otherSpec)'; "
                + "rename one of the two forms")
    }

    // MARK: Warnings

    public static func singleOptionPicker(_ list: String) -> Problem {
        Problem(.warning, .singleOptionPicker, "picker over option list '\(list)' offers a single choice")
    }
    public static func emptyOptionList(_ list: String) -> Problem {
        Problem(.warning, .emptyOptionList, "option list '\(list)' is empty; its pickers will show nothing to choose")
    }
    public static func unusedOptionList(_ list: String) -> Problem {
        Problem(.warning, .unusedOptionList, "option list '\(list)' is used by no field")
    }
    public static func unusedToolbar(_ name: String) -> Problem {
        Problem(.warning, .unusedToolbar, "toolbar '\(name)' is used by no field")
    }
    public static func unleavableField(_ id: String, reason: String) -> Problem {
        Problem(.warning, .unleavableField, "nothing lets the user leave field '\(id)': \(reason)")
    }
    public static func defaultOutsideRange(_ value: String) -> Problem {
        Problem(.warning, .defaultOutsideRange, "default '\(value)' fails the field's own validation rules")
    }
}
