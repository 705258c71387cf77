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
    public static let tagMismatch = DiagnosticID(rawValue: "tag-mismatch")
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
    public static let tooManyDiagnostics = DiagnosticID(rawValue: "too-many-diagnostics")
    public static let conflictingNormalization = DiagnosticID(rawValue: "conflicting-normalization")
    public static let invalidMask = DiagnosticID(rawValue: "invalid-mask")
    public static let maskConflict = DiagnosticID(rawValue: "mask-conflict")
    public static let inapplicableZeroPad = DiagnosticID(rawValue: "inapplicable-zero-pad")
    public static let zeroPadOutOfRange = DiagnosticID(rawValue: "zero-pad-out-of-range")
    public static let zeroPadConflict = DiagnosticID(rawValue: "zero-pad-conflict")
    public static let componentCount = DiagnosticID(rawValue: "component-count")
    public static let duplicateComponentID = DiagnosticID(rawValue: "duplicate-component-id")

    // Generating: problems between specs of one run.
    public static let outputCollision = DiagnosticID(rawValue: "output-collision")
    public static let typeCollision = DiagnosticID(rawValue: "type-collision")

    // Warnings: legal but likely wrong.
    public static let singleOptionPicker = DiagnosticID(rawValue: "single-option-picker")
    public static let emptyOptionList = DiagnosticID(rawValue: "empty-option-list")
    public static let unusedOptionList = DiagnosticID(rawValue: "unused-option-list")
    public static let unusedToolbar = DiagnosticID(rawValue: "unused-toolbar")
    public static let emptyLabel = DiagnosticID(rawValue: "empty-label")
    public static let swiftNameChanged = DiagnosticID(rawValue: "swift-name-changed")
    public static let backtrackingPattern = DiagnosticID(rawValue: "backtracking-pattern")
    public static let unleavableField = DiagnosticID(rawValue: "unleavable-field")
    public static let defaultOutsideRange = DiagnosticID(rawValue: "default-outside-range")
    public static let defaultNotEvaluated = DiagnosticID(rawValue: "default-not-evaluated")

    // Submit and validation timing.
    public static let inapplicableValidationTiming = DiagnosticID(rawValue: "inapplicable-validation-timing")

    // Cross-field, relative and app rules (Diagnostics/Problems+Rules.swift).
    public static let undefinedRuleField = DiagnosticID(rawValue: "undefined-rule-field")
    public static let ruleRefersToItself = DiagnosticID(rawValue: "rule-refers-to-itself")
    public static let ruleFieldMismatch = DiagnosticID(rawValue: "rule-field-mismatch")
    public static let invalidRelativeDate = DiagnosticID(rawValue: "invalid-relative-date")
    public static let customRuleConflict = DiagnosticID(rawValue: "custom-rule-conflict")

    // Choice and number controls.
    public static let invalidStep = DiagnosticID(rawValue: "invalid-step")
    public static let unreachableCount = DiagnosticID(rawValue: "unreachable-count")
    public static let segmentedOverflow = DiagnosticID(rawValue: "segmented-overflow")

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
        .tagMismatch,
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
        .tooManyDiagnostics,
        .componentCount,
        .duplicateComponentID,
        .outputCollision,
        .typeCollision,
        .singleOptionPicker,
        .emptyOptionList,
        .unusedOptionList,
        .unusedToolbar,
        .emptyLabel,
        .swiftNameChanged,
        .backtrackingPattern,
        .unleavableField,
        .defaultOutsideRange,
        .inapplicableValidationTiming,
        .defaultNotEvaluated,
        .undefinedRuleField,
        .ruleRefersToItself,
        .ruleFieldMismatch,
        .invalidRelativeDate,
        .customRuleConflict,
        .invalidStep,
        .unreachableCount,
        .segmentedOverflow,
        .localizationConflict,
        .conflictingNormalization,
        .invalidMask,
        .maskConflict,
        .inapplicableZeroPad,
        .zeroPadOutOfRange,
        .zeroPadConflict,
    ] + conditionCatalogue + appHalfCatalogue + includeCatalogue + formatsCatalogue + choicesCatalogue + presentationCatalogue + confirmCatalogue
}

extension DiagnosticID {
    /// What the rule means, for tools that list rules (SARIF's `shortDescription`
    /// and `help`); nil for an identifier outside ``catalogue``.
    public var explanation: DiagnosticExplanation? { Self.explanations[self] }

    /// One explanation per identifier of ``catalogue`` (a test keeps the two in step).
    private static let explanations: [DiagnosticID: DiagnosticExplanation] = [
        .ioError: .init("The spec file cannot be read",
                        "formc could not open or read the file. Check that the path exists, is a regular file and is readable."),
        .inputTooLarge: .init("The spec file is larger than formc reads",
                              "formc refuses inputs above its size bound so a hostile file cannot exhaust memory. Split the form into several specs."),
        .invalidUTF8: .init("The spec file is not valid UTF-8",
                            "Specs are read as UTF-8 text. Re-save the file as UTF-8."),
        .yamlSyntax: .init("The file is not valid YAML",
                           "libyaml could not parse the file; the message gives its reason. Check the indentation and quoting at the reported place."),
        .duplicateKey: .init("A mapping holds the same key twice",
                             "YAML would silently keep one of the values; formc rejects the second key instead. Remove or rename one of them."),
        .multipleDocuments: .init("The file holds more than one YAML document",
                                  "A spec is exactly one YAML document. Remove the extra '---' and what follows, or move it to its own file."),
        .emptyDocument: .init("The spec is empty",
                              "A spec is a mapping with the keys 'formc', 'form' and 'fields'. Start from `formc init`."),
        .unsupportedTag: .init("The YAML uses a tag formc does not understand",
                               "Explicit tags such as '!!binary' or custom tags are not part of the spec language. Write the value as a plain scalar."),
        .tagMismatch: .init("A value does not fit the YAML core tag written on it",
                            "A tag such as '!!int' or '!!null' says what the value is; 'formc: !!null 1' says both null and 1. Remove the tag, or write a value of its type."),
        .complexKey: .init("A mapping key is not a plain scalar",
                           "Keys of spec mappings are plain names. Replace the sequence or mapping used as a key."),
        .nestingTooDeep: .init("The YAML nests deeper than formc reads",
                               "formc bounds the nesting depth so a hostile file cannot exhaust the stack. No real spec comes close; flatten the structure."),
        .aliasLimit: .init("The YAML expands too many aliases",
                           "formc bounds alias expansion to stop 'billion laughs' files. Write the repeated parts out, or use fewer aliases."),
        .undefinedAlias: .init("An alias refers to no anchor before it",
                               "An alias '*name' must follow the anchor '&name' it refers to, and must not refer to the node that contains it."),
        .unknownKey: .init("A key is not part of the spec language",
                           "formc decodes strictly: a misspelled key would otherwise be ignored. Fix the spelling (the message suggests the nearest key) or remove it."),
        .wrongType: .init("A value has the wrong YAML type",
                          "The key expects another kind of value (a string, a number, a sequence or a mapping); the message says which."),
        .missingKey: .init("A required key is missing",
                           "Add the key the message names; the spec language reference lists every required key."),
        .invalidValue: .init("A value is not one that key accepts",
                             "The value is outside the words or the range the key allows; the message lists what is allowed."),
        .unsupportedVersion: .init("The spec declares a format version this formc does not read",
                                   "Set 'formc: 1', or use the formc release that reads the declared version."),
        .duplicateFieldID: .init("Two fields share an id",
                                 "Field ids name the model's properties and must be unique in a form. Rename one of the fields."),
        .duplicateOptionValue: .init("An option list holds the same value twice",
                                     "Option values become enum cases and stored values, so each must be unique in its list."),
        .undefinedOptionList: .init("A picker refers to an option list that does not exist",
                                    "Define the list under 'options', or fix the name (the message suggests the nearest one)."),
        .undefinedToolbar: .init("A field refers to a toolbar that does not exist",
                                 "Define the toolbar under 'toolbars', or fix the name (the message suggests the nearest one)."),
        .undefinedParent: .init("A picker's parent is not a field of the form",
                                "A dependent picker names the id of the picker that filters it. Fix the id."),
        .invalidParent: .init("A picker's parent cannot filter it",
                              "The parent must be another picker whose option list the child's items refer to; the message says what is wrong."),
        .unknownParentValue: .init("An option item names a parent value that does not exist",
                                   "Each entry of an item's 'parents' must be a value of the parent picker's option list."),
        .missingParents: .init("An option item of a filtered list has no 'parents'",
                               "When a picker filters a list, every item says under which parent values it shows."),
        .dependencyCycle: .init("Picker parents form a cycle",
                                "A picker cannot depend, directly or through others, on itself. Break the cycle."),
        .defaultNotInOptions: .init("A picker's default is not one of its values",
                                    "The default must be a value of the option list that is shown when the form starts."),
        .invalidDefault: .init("A default does not fit the field's kind",
                               "The default must be a value of the field's type (a number for a number field, a date for a date field …)."),
        .invalidRegex: .init("A pattern is not a valid regular expression",
                             "Patterns use ICU syntax, as NSRegularExpression reads them on the device. Fix the pattern."),
        .minGreaterThanMax: .init("A minimum is greater than its maximum",
                                  "No value could pass both bounds. Swap or correct them."),
        .keyNotAllowed: .init("A key does not apply to this kind of field",
                              "Some keys only make sense for some field kinds; the message lists the kinds the key applies to."),
        .invalidIdentifier: .init("A name cannot become a Swift identifier",
                                  "Names that become Swift identifiers use ASCII letters, digits and '_', starting with a letter; option values without such a form need a 'name'."),
        .identifierCollision: .init("Two names become the same Swift identifier",
                                    "After conversion to Swift names, two ids or values collide. Rename one of them."),
        .tooMany: .init("The spec exceeds one of formc's count limits",
                        "formc bounds the number of fields, options and similar items so a hostile spec cannot exhaust resources. Split the form."),
        .tooManyDiagnostics: .init("The spec has more problems than formc shows",
                                   "formc shows the first \(DiagnosticLog.shownLimit) diagnostics of a spec by position and counts the rest by id; after \(DiagnosticLog.workLimit) it stops looking. Fix the first ones and run again."),
        .componentCount: .init("A multi-column picker has too few or too many wheels",
                               "A multi_picker has 2 to 4 components: one wheel is a 'picker', and past four an iPhone's wheels are too narrow to read. Use kind 'picker', or split the choice into several fields."),
        .duplicateComponentID: .init("Two components of a multi-column picker share an id",
                                     "Component ids name the properties of the picker's value and its default's keys, so each must be unique in its field. Rename one of them."),
        .outputCollision: .init("Two specs generate the same output file",
                                "Output files are named after the spec files (case-insensitively on macOS). Rename one of the two spec files."),
        .typeCollision: .init("Two forms become the same Swift type",
                              "Forms generated into one target need distinct type names. Rename one of the two forms."),
        .singleOptionPicker: .init("A picker offers a single choice",
                                   "A picker with one option lets the user choose nothing; use a fixed value or add options."),
        .emptyOptionList: .init("An option list is empty",
                                "Pickers over an empty list show nothing to choose. Add items or remove the list."),
        .unusedOptionList: .init("An option list is used by no field",
                                 "The list generates no code. Remove it or point a picker at it."),
        .unusedToolbar: .init("A toolbar is used by no field",
                              "The toolbar generates no code. Remove it or point a field at it."),
        .emptyLabel: .init("A field's label is empty",
                           "VoiceOver reads nothing for the field, and built-in messages read \" is required.\". Give it a label."),
        .swiftNameChanged: .init("A field's Swift name is not its id's",
                                 "The id's name is taken in the generated code, so formc appended `_`. Choose another with `swift_name:`."),
        .backtrackingPattern: .init("A pattern can take exponential time",
                                    "A quantified group that itself repeats (`(a+)+`, `(a|a)*`) can backtrack catastrophically "
                                    + "on what the app's user types. Rewrite it without nested quantifiers."),
        .unleavableField: .init("Nothing lets the user leave a field",
                                "The field's keyboard has no Return, toolbar button or tap outside that moves on or dismisses it, so the user is stuck in the field."),
        .defaultOutsideRange: .init("A default fails the field's own validation",
                                    "The form would start invalid. Change the default or the validation rules."),
        .inapplicableValidationTiming: .init("A field's 'validate_on' cannot happen for its kind",
                                             "'validate_on: typing' shows issues as the user types, and only text kinds are typed into: pickers, dates and switches change by a choice, which ends their editing. Write 'end_editing' (or 'submit') for them."),
        .defaultNotEvaluated: .init("A default could not be checked against the field's pattern",
                                    "The regular expression engine (ICU, as NSRegularExpression on the device) gave up "
                                        + "matching the default: too much backtracking or too deep a recursion. On the "
                                        + "device such text fails validation too. Simplify the pattern (no nested or "
                                        + "overlapping repetition such as (a+)+ or (a|aa)+)."),
        .undefinedRuleField: .init("A rule names a field that does not exist",
                                   "'same_as' and a 'min' or 'max' with 'field' name another field of the form by its id. Fix the id (the message suggests the nearest one)."),
        .ruleRefersToItself: .init("A rule compares a field with itself",
                                   "A confirmation or a bound by a field names the field it is written on, so it always holds. Name the other field."),
        .ruleFieldMismatch: .init("A rule compares fields of different kinds",
                                  "A confirmation needs a field holding the same type of value (text kinds confirm text kinds); a bound by a field needs a field of the same kind, and for dates the same mode."),
        .invalidRelativeDate: .init("A relative date is malformed or does not fit the field",
                                    "Relative dates are 'today' or 'now', optionally '+' or '-' a whole number of days, weeks, months or years (and, from 'now', hours or minutes), at most 1000 years away. Date fields count from 'today', date_and_time fields from either; time fields take none."),
        .customRuleConflict: .init("A custom rule is used on fields of different value types",
                                   "Each custom rule becomes one typed function the app implements, so every field it checks holds the same type of value. Use two rule names."),
        .invalidStep: .init("A stepper's or slider's step cannot step through its range",
                            "'step' must be greater than 0 and no larger than max − min, or the control could not move (or would jump from one end to the other)."),
        .unreachableCount: .init("A multi-select's min_count is more than its options",
                                 "No choice could pass the rule, so the form could never be valid. Lower min_count or add options."),
        .segmentedOverflow: .init("A segmented control will not fit an iPhone SE in portrait",
                                  "A segmented control gets about 335 pt on an iPhone SE (375 pt less the margins); UIKit makes every segment as wide as the widest one and truncates what does not fit, and past 5 segments no label reads well. Shorten the labels, or use kind radio or picker for longer lists."),
        .localizationConflict: .init("A localization key has two default texts",
                                     "'formc strings' exports one default per key of a strings table, and the app shows one text for it. Give the uses one default, or give one of them another key."),
        .conflictingNormalization: .init("A field's normalisation asks for rewrites that undo each other",
                                         "'uppercase' and 'lowercase' cannot both apply to one text: the second would undo the first. Nor can two kana rewrites that end in different scripts ('katakana' or 'fullwidth_katakana', 'hiragana', 'halfwidth_katakana'), nor two 'zero_pad's of different lengths. Keep one of them."),
        .invalidMask: .init("A mask has no position for the user to type into",
                            "A mask needs at least one placeholder: '#' (a digit), 'A' (a letter) or '*' (any character); other characters are separators the mask writes itself, '\\' makes the next one literal."),
        .maskConflict: .init("A field's length rule contradicts its mask",
                             "The mask fixes how long a complete value is; a 'max_length' below that length rejects every complete value, a 'min_length' above it rejects every value. Change the rule or the mask."),
        .inapplicableZeroPad: .init("'zero_pad' is given to a number field",
                                    "A number or decimal field's value is a number (Int, Decimal), which has no leading zeros to keep: padding its text changes nothing the app receives. Use kind text (with keyboard_type: number_pad) for codes such as a branch number, whose value is text."),
        .zeroPadOutOfRange: .init("'zero_pad' asks for a number of digits formc does not pad to",
                                  "zero_pad pads to 1 to 32 digits; 0 or less pads nothing, and no code a form asks for is longer than 32 digits."),
        .zeroPadConflict: .init("'zero_pad' contradicts the field's mask or length rule",
                                "A mask formats the text as it is typed, and padding it when editing ends would put zeros in front of its separators; a 'max_length' below the padded length rejects every padded value. Drop the mask (or the padding), or raise 'max_length'."),
    ].merging(conditionExplanations) { first, _ in first }.merging(appHalfExplanations) { first, _ in first }
        .merging(choicesExplanations) { first, _ in first }
        .merging(includeExplanations) { first, _ in first }.merging(formatsExplanations) { first, _ in first }
        .merging(presentationExplanations) { first, _ in first }
        .merging(confirmExplanations) { first, _ in first }
}

/// What one diagnostic rule means, written for a reader who meets it in a tool.
public struct DiagnosticExplanation: Sendable, Equatable {
    /// One line, sentence case, no trailing period.
    public let summary: String
    /// A few sentences: why formc reports it and how to fix it.
    public let help: String

    init(_ summary: String, _ help: String) {
        self.summary = summary
        self.help = help
    }
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
        Problem(.error, .invalidUTF8, "the file is not valid UTF-8")
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
    public static func tagMismatch(_ tag: String, value: String) -> Problem {
        Problem(.error, .tagMismatch, "'\(value)' is not a value of the YAML tag '\(tag)'; remove the tag or change the value")
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
    /// `path` runs from a picker back to itself; a long one shows its ends only, so the message stays one short line.
    public static func dependencyCycle(_ path: [String]) -> Problem {
        let shown = path.count <= 12 ? path : Array(path.prefix(5)) + ["… \(path.count - 8) more …"] + Array(path.suffix(3))
        return Problem(.error, .dependencyCycle, "picker parents form a cycle: \(shown.joined(separator: " → "))")
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
    /// A look-up's struct (or app requirement) would take a Swift name `holder` has.
    public static func lookupNameCollision(_ field: String, swiftName: String, holder: String) -> Problem {
        Problem(.error, .identifierCollision,
                "the look-up of '\(field)' needs the Swift name '\(swiftName)', which \(holder) has; rename one of them")
    }
    public static func tooMany(_ what: String, count: Int, limit: Int) -> Problem {
        Problem(.error, .tooMany, "\(count) \(what); formc accepts at most \(limit)")
    }
    /// The summary of the diagnostics past the shown ones; `counts` per id, in any order.
    public static func tooManyDiagnostics(shown: Int, counts: [(id: DiagnosticID, count: Int)], stopped: Bool) -> Problem {
        let sorted = counts.sorted { ($0.count, $1.id.rawValue) > ($1.count, $0.id.rawValue) }
        let total = sorted.reduce(0) { $0 + $1.count }
        // The five commonest ids, so the message stays one short line.
        var list = sorted.prefix(5).map { "\($0.count) \($0.id)" }.joined(separator: ", ")
        if sorted.count > 5 { list += ", \(sorted.dropFirst(5).reduce(0) { $0 + $1.count }) of \(sorted.count - 5) other kinds" }
        let stop = stopped ? "; formc stopped looking for more" : ""
        return Problem(.error, .tooManyDiagnostics,
                       "\(total) more diagnostics not shown after the first \(shown) (\(list))\(stop)")
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
    /// Names equal but for Unicode normalisation (`é` as U+00E9 or `e` + U+0301)
    /// are two files on Linux and one on macOS.
    public static func outputNormalizationCollision(_ fileName: String, otherName: String, otherSpec: String) -> Problem {
        Problem(.error, .outputCollision,
                "this spec generates '\(fileName)' and '\(otherSpec)' generates '\(otherName)', equal but for Unicode "
                + "normalisation (a character written as one scalar in one and as a letter and a combining mark in the other), "
                + "one file on macOS; rename one of the two spec files")
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

    public static func componentCount(_ count: Int, range: ClosedRange<Int>) -> Problem {
        let advice = count < range.lowerBound ? "; use kind 'picker' for a single wheel" : ""
        return Problem(.error, .componentCount,
                       "a multi_picker has \(range.lowerBound) to \(range.upperBound) components, found \(count)\(advice)")
    }
    public static func duplicateComponentID(_ id: String) -> Problem {
        Problem(.error, .duplicateComponentID, "component id '\(id)' is used twice in one multi_picker")
    }

    public static func undefinedComponentParent(_ id: String, suggestion: String?) -> Problem {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Problem(.error, .undefinedParent, "no component with id '\(id)' in this multi_picker to be the parent\(hint)")
    }

    public static func singleOptionPicker(_ list: String) -> Problem {
        Problem(.warning, .singleOptionPicker, "picker over option list '\(list)' offers a single choice")
    }
    public static func emptyOptionList(_ list: String) -> Problem {
        Problem(.warning, .emptyOptionList, "option list '\(list)' is empty; its pickers will show nothing to choose")
    }
    public static func unusedOptionList(_ list: String) -> Problem {
        Problem(.warning, .unusedOptionList, "option list '\(list)' is used by no field")
    }
    /// A field key written with no value: YAML cannot unset a key, not even one a merge brought in.
    public static func nullKey(_ key: String, found: String) -> Problem {
        Problem(.error, .wrongType, "'\(key)' has no value (\(found)); a key cannot be unset this way, not even one a merge "
                + "('<<') brings in: leave the key out, or merge a mapping that does not have it")
    }
    public static func emptyLabel(_ field: String) -> Problem {
        Problem(.warning, .emptyLabel, "field '\(field)' has an empty label: VoiceOver reads nothing for it, and built-in "
                + "messages name no field (\" is required.\")")
    }
    public static func swiftNameChanged(_ id: String, swiftName: String, reserved: String) -> Problem {
        Problem(.note, .swiftNameChanged, "field '\(id)' becomes the Swift property '\(swiftName)': '\(reserved)' is taken "
                + "in the generated code; write 'swift_name:' to choose another")
    }
    public static func swiftNameNotLowerCamelCase(_ name: String, field: String) -> Problem {
        Problem(.error, .invalidIdentifier, "'\(name)' cannot be the Swift name of field '\(field)': a property's name starts "
                + "with a lowercase letter (types, such as option lists' enums, start with a capital)")
    }
    public static func reservedSwiftName(_ name: String, field: String) -> Problem {
        Problem(.error, .invalidIdentifier, "'\(name)' cannot be the Swift name of field '\(field)': it is a Swift keyword "
                + "or taken in the generated code; choose another")
    }
    public static func backtrackingPattern(_ pattern: String, group: String) -> Problem {
        Problem(.warning, .backtrackingPattern, "pattern '\(pattern)' repeats '\(group)', which repeats itself: matching "
                + "can take exponential time on what the user types (catastrophic backtracking); rewrite it without nested quantifiers")
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

    // MARK: Submit and validation timing

    public static func inapplicableValidationTiming(_ timing: String, kind: String) -> Problem {
        Problem(.error, .inapplicableValidationTiming,
                "'validate_on: \(timing)' does not apply to a \(kind) field: it is not typed into; use 'end_editing' or 'submit'")
    }

    public static func defaultNotEvaluated(_ value: String) -> Problem {
        Problem(.warning, .defaultNotEvaluated,
                "default '\(value)' could not be evaluated against the field's pattern: the regular expression "
                    + "engine gave up (too much backtracking); on the device such text fails validation too")
    }

    // MARK: Choice and number controls

    public static func invalidStep(_ message: String) -> Problem {
        Problem(.error, .invalidStep, message)
    }
    public static func unreachableCount(_ count: Int, list: String, options: Int) -> Problem {
        Problem(.error, .unreachableCount,
                "'min_count' \(count) is more than the \(options) option\(options == 1 ? "" : "s") of list '\(list)': no choice can pass")
    }
    public static func segmentedOverflow(_ reason: String) -> Problem {
        Problem(.warning, .segmentedOverflow, "segmented control will not fit an iPhone SE in portrait: \(reason); use kind radio or picker, or shorter labels")
    }
}

extension DiagnosticID {
    // Exporting localizations (`formc strings`).
    public static let localizationConflict = DiagnosticID(rawValue: "localization-conflict")
}

extension Problems {
    public static func localizationConflict(_ key: String, defaultText: String, otherDefault: String) -> Problem {
        Problem(.error, .localizationConflict,
                "localization key '\(key)' has the default '\(defaultText)' here but '\(otherDefault)' where it is first used; "
                + "give both one default, or one of them another key")
    }
}

extension Problems {
    // MARK: Text formats

    public static func conflictingNormalization(_ first: String, _ second: String) -> Problem {
        Problem(.error, .conflictingNormalization, "normalize has both '\(first)' and '\(second)'; keep one of them")
    }
    public static func invalidMask(_ mask: String) -> Problem {
        Problem(.error, .invalidMask, mask.isEmpty
            ? "the mask is empty; write placeholders such as \"###-####\" ('#' a digit, 'A' a letter, '*' any character)"
            : "the mask '\(mask)' has no placeholder ('#' a digit, 'A' a letter, '*' any character)")
    }
    public static func maskConflict(_ key: String, _ value: Int, mask: String, length: Int) -> Problem {
        Problem(.error, .maskConflict, key == "max_length"
            ? "max_length \(value) rejects every complete value of the mask '\(mask)' (\(length) characters)"
            : "min_length \(value) rejects every value of the mask '\(mask)' (at most \(length) characters)")
    }
    public static func inapplicableZeroPad(kind: String) -> Problem {
        Problem(.error, .inapplicableZeroPad,
                "zero_pad does not apply to a \(kind) field: its value is a number, which keeps no leading zeros; use kind text with keyboard_type: number_pad")
    }
    public static func zeroPadOutOfRange(_ digits: Int, _ range: ClosedRange<Int>) -> Problem {
        Problem(.error, .zeroPadOutOfRange, "zero_pad \(digits) is outside \(range.lowerBound)…\(range.upperBound) digits")
    }
    public static func zeroPadConflict(mask: String) -> Problem {
        Problem(.error, .zeroPadConflict, "zero_pad cannot go with the mask '\(mask)': the mask formats as typed; drop one of them")
    }
    public static func zeroPadConflict(maxLength: Int, digits: Int) -> Problem {
        Problem(.error, .zeroPadConflict, "max_length \(maxLength) rejects every value zero_pad pads to \(digits) digits")
    }
}
