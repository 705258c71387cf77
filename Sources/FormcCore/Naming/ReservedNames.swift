/// The names formc's generated code uses in each of its scopes, which names
/// made from a spec must avoid (``SwiftNamer/avoiding(_:_:)`` appends `_`).
/// Every such list lives here, so a new generated member is reserved in one place.
enum ReservedNames {
    /// Members of the form struct, cases of its `Field` enum, and the binder
    /// initializer's own parameters and locals, which share a scope with the
    /// parameters named after the fields.
    static let fieldProperties: Set<String> = [
        "validate", "issues", "isValid", "field", "fields", "value", "label", "kind", "allCases", "rawValue",
        "hashValue", "hash", "description", "encode", "init", "placeholder", "isRequired",
        // Parameters of the binder's initializer beside the fields.
        "view", "scrollView", "bottomConstraint", "contentView", "form",
        // Locals of the binder's initializer: a parameter of the same name would be shadowed.
        "state", "controller", "inputs", "fieldOrder",
        // Members of the model's conformance to `FormcFormModel`, and the local `conditions()` builds.
        "conditions", "changedFields", "settle", "validationTiming", "messages",
        // The confirmation step's members of that conformance (`confirm:`).
        "confirmation", "displayValue",
        // Keywords that cannot be argument labels, even in backticks: a field's name is one in generated calls.
        "inout", "var", "let",
    ]

    /// Members formc generates inside each option enum; cases avoid them. Also
    /// `none` and `some`: a default written `.none` for an optional option would
    /// mean `Optional.none` (no value), not the case.
    static let optionCases: Set<String> = [
        "rawValue", "allCases", "label", "parents", "items", "hashValue", "hash", "description", "init",
        "none", "some",
    ]

    /// Members a form with sections or conditions adds beside ``fieldProperties``
    /// (`Field.section`, `isVisible(_:)`, `isEnabled(_:)`); reserved only then, so
    /// the names of forms without them never change.
    static let conditionFieldProperties: Set<String> = fieldProperties.union(["section", "isVisible", "isEnabled"])

    /// Members formc generates inside the `Section` enum; section cases avoid them.
    static let sectionCases: Set<String> = [
        "rawValue", "allCases", "header", "footer", "fields", "hashValue", "hash", "description", "init",
    ]

    /// ``nestedTypes`` and `Section`, the enum a form with sections nests (reserved only then).
    static let nestedTypesWithSections: Set<String> = nestedTypes.union(["Section"])

    /// Members of a multi-column picker's struct; its component properties avoid them.
    static let componentProperties: Set<String> = [
        "isComplete", "isEmpty", "codes", "rows", "hashValue", "hash", "description", "encode", "init", "self",
    ]

    /// Members of the generated toolbar-action enum; actions avoid them.
    static let toolbarActions: Set<String> = ["rawValue", "allCases", "hashValue", "hash", "description", "init"]

    /// Type names an option enum nested in the form struct must not take: the
    /// struct's other nested types, and every type the generated code names
    /// inside it (a nested `String` would shadow Swift's there), and the
    /// keywords: a type written `Any` in a declaration's type means Swift's `Any`.
    static let nestedTypes: Set<String> = formNestedTypes.union(languageTypes).union(supportTypes)
        .union(SwiftLanguage.keywords)

    /// Types formc nests in the form struct beside the option enums.
    static let formNestedTypes: Set<String> = ["Field", "Issue", "Rule", "CodingKeys"]

    /// Standard-library and Foundation names the generated model refers to (or
    /// that a reader would expect to mean the usual thing).
    static let languageTypes: Set<String> = [
        "Swift", "Foundation", "String", "Substring", "Character", "Bool", "Int", "Double", "Float", "Decimal",
        "Date", "Void", "Never", "Optional", "Array", "Set", "Dictionary", "Error", "Result", "Sendable",
        "Codable", "Encodable", "Decodable", "CaseIterable", "Equatable", "Hashable", "Comparable",
        "RawRepresentable", "Identifiable", "CustomStringConvertible", "MainActor", "Bundle", "Locale",
        "Calendar", "TimeZone", "NSLocalizedString", "NSObject", "NSRegularExpression", "NSRange", "URL",
    ]

    /// The support runtime's types (`Sources/FormcRuntime`; a test keeps this complete).
    static let supportTypes: Set<String> = [
        "FormcAvoidance", "FormcDate", "FormcDateInput", "FormcFieldKind", "FormcFormController",
        "FormcFormField", "FormcFormLayout", "FormcInput", "FormcIssue", "FormcKeyboardAnimation",
        "FormcKeyboardAvoider", "FormcKeyboardGeometry", "FormcKeyboardOptions", "FormcNumberText",
        "FormcPickerInput", "FormcInputViewInput", "FormcRule", "FormcTextFieldInput", "FormcTextTraits",
        "FormcTextViewInput", "FormcToolbarItem", "FormcValidation", "FormcIssues",
        "FormcValidationTiming", "FormcIssueLabels",
        "FormcChanges",
        "FormcFormModel", "FormcNoSection", "FormcNoAction", "FormcConditions", "FormcFormState", "FormcObservation",
        "FormcSubmitOutcome", "FormcLookup", "FormcOption", "FormcFieldInput", "FormcEntry", "FormcAnyEntry", "FormcDescribedModel", "FormcUIKitBindable", "FormcRevealLabels",
        "FormcTextEntry", "FormcTextAreaEntry", "FormcToggleEntry", "FormcSegmentedEntry", "FormcCheckRowsEntry",
        "FormcListEntry", "FormcCheckboxEntry", "FormcStepperEntry", "FormcSliderEntry", "FormcFormRows",
        "FormcFormBinder",
        "FormcLanguage", "FormcMessage", "FormcMessages",
        "FormcCondition", "FormcConditionalViews",
        "FormcTextEdit", "FormcNormalization", "FormcMask", "FormcTextFormat", "FormcRevealToggle",
        "FormcDisplayFormat", "FormcDisplayText", "FormcSubmitTitle",
        "FormcCharacterCount", "FormcMultiPickerInput", "FormcPickerRow", "FormcWheelsValue",
        "FormcSegmentedInput", "FormcCheckRow", "FormcCheckRowsInput", "FormcCheckboxInput", "FormcStepperInput",
        "FormcSliderInput", "FormcControlValueText", "FormcLabelTap", "FormcSelectionListInput", "FormcSelectionListViewController",
        "FormcChoiceListInput", "FormcChoiceListViewController", "FormcCheckListViewController",
        "FormcNavigationButtons", "FormcNavigationBarButtons",
        "FormcOptionList", "FormcSwiftUIForm", "FormcScreen", "FormcScreenSection", "FormcChoiceStyle",
        "FormcKeyboardAvoidance", "FormcFormViewController",
        "FormcDateMode", "FormcFieldView", "FormcFieldsView", "FormcFormView",
        "FormcRequiredMarks", "FormcFieldMark",
        "FormcLinkedText", "FormcLinkOpener", "FormcDisplayValue", "FormcDateDisplayMode", "FormcDisplayWord", "FormcConfirmation",
        "FormcSummarySection", "FormcSummaryRow", "FormcConfirmationViewController",
        "FormcConfirmationView",
    ]
}
