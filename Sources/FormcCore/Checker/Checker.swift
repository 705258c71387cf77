import Foundation

/// Semantic checks over the spec AST. Every pass reports into the log and goes
/// on; the result is the ``FormModel`` (built even when there are errors, so
/// later passes can run; ``FormCompiler`` drops it then).
enum Checker {
    /// Checks `spec`, reporting into `log`.
    static func check(_ spec: Spec, sourcePath: String, keyboardDefaults: KeyboardSettings = KeyboardSettings(),
                      log: inout DiagnosticLog) -> FormModel? {
        var checking = Checking(spec: spec, log: log)
        checking.keyboardDefaults = keyboardDefaults
        defer { log = checking.log }
        return checking.run(sourcePath: sourcePath)
    }
}

/// The state the passes share: the spec, indexes by name, and the log.
struct Checking {
    let spec: Spec
    var log: DiagnosticLog
    /// The first definition of each name (later duplicates are reported).
    var optionLists: [String: OptionListSpec] = [:]
    var toolbars: [String: ToolbarSpec] = [:]
    /// The position in `spec.fields` of each id's first field (made by ``checkFieldIDs()``, the first pass over fields).
    var positions: [String: Int] = [:]
    /// The keyboard settings of a spec without `keyboard:` (a `formc.yaml` may change them).
    var keyboardDefaults = KeyboardSettings()
    /// Compiled patterns: a form repeats the same few, and ICU compiles are costly.
    var regexes: [String: NSRegularExpression?] = [:]
    /// The did-you-mean work left for this spec's references (a hostile spec has thousands).
    var suggestionBudget = Suggestion.Budget()
    /// The option list names, sorted, for suggestions: made once, when a reference is wrong.
    var sortedListNames: [String]?
    /// Per option list, its first item of each value: a picker's default is looked up, not searched for.
    var itemsByValue: [String: [String: OptionItemSpec]] = [:]
    /// The field ids, sorted, for suggestions: made once, when a condition names an unknown field.
    var sortedFieldIDs: [String]?
    /// Option lists filtered by a multi-column picker's wheel whose items were checked.
    var checkedComponentLists: Set<String> = []
    /// The option lists by their enum's Swift name: made once, when a multi-column picker is checked.
    var listsByTypeName: [String: OptionListSpec]?

    init(spec: Spec, log: DiagnosticLog) {
        self.spec = spec
        self.log = log
        optionLists = OptionListSpec.firstOfEachName(spec.optionLists)
        for toolbar in spec.toolbars where toolbars[toolbar.name.value] == nil { toolbars[toolbar.name.value] = toolbar }
    }

    mutating func report(_ problem: Problem, at location: SourceLocation,
                         notes: [(message: String, location: SourceLocation)] = []) {
        log.report(problem, at: location, notes: notes)
    }

    mutating func run(sourcePath: String) -> FormModel? {
        // A spec past a count limit must be split anyway: checking the rest would only cost time.
        guard checkLimits() else { return nil }
        let swiftNames = checkFieldIDs()
        let lists = checkOptionLists()
        let toolbarModels = checkToolbars()
        var fieldModels = checkFields(swiftNames: swiftNames)
        checkCrossFieldRules(&fieldModels)
        checkLookups(&fieldModels)
        checkLookupNames(fieldModels, lists: lists)
        checkFollows(&fieldModels)
        let sections = checkConditions(&fieldModels)
        // Hopeless after the per-field checks: the whole-form passes would only add to a flood.
        guard !log.isHopeless else { return nil }
        checkToolbarReferences()
        checkLookupItems()
        checkDependencies()
        checkUnused()
        checkLeavability()
        let submit = checkSubmit(fieldModels, lists: lists)
        let confirmation = checkConfirmation()
        checkLinks()
        guard let form = spec.form else { return nil }
        let names = formSwiftNames(form.value)
        var model = FormModel(
            formatVersion: spec.version?.value ?? 1, name: form.value, swiftNames: names, sourcePath: sourcePath,
            title: spec.title?.model,
            localization: Localization(table: spec.localization?.table?.value,
                                       bundle: spec.localization?.bundle?.value ?? .main),
            optionLists: generatedLists(lists), toolbars: toolbarModels, keyboard: keyboardSettings, fields: fieldModels,
            submit: submit, validateOn: spec.validateOn?.value, language: spec.language?.value,
            sections: sections)
        model.cancel = checkedCancel
        model.intro = spec.intro?.model
        model.requiredMarks = spec.requiredMarks
        model.confirmation = confirmation
        return model
    }

    /// The resolved keyboard settings: the spec's own, then the configured defaults.
    var keyboardSettings: KeyboardSettings {
        spec.keyboard?.settings(over: keyboardDefaults) ?? keyboardDefaults
    }

    /// Every toolbar a field names exists.
    private mutating func checkToolbarReferences() {
        var names: [String]?  // Sorted once, for suggestions, when a name is wrong.
        for field in spec.fields where Self.checksToolbar(field) {
            guard let name = field.toolbar, toolbars[name.value] == nil else { continue }
            if names == nil { names = toolbars.keys.sorted() }
            let suggestion = Suggestion.closest(to: name.value, in: names ?? [], budget: &suggestionBudget)
            report(Problems.undefinedToolbar(name.value, suggestion: suggestion), at: name.location)
        }
    }

    /// Whether a field's toolbar is a reference to check: the field can be
    /// checked (it has an id, kind and label) and its kind takes a toolbar.
    private static func checksToolbar(_ field: FieldSpec) -> Bool {
        guard field.id != nil, field.label != nil, let kind = field.kind?.value else { return false }
        return FieldKindRules.allowedKeys(kind).contains(.toolbar)
    }

    /// Bounds on sizes, so pathological specs fail clearly instead of slowly.
    /// - Returns: whether the spec is within every bound.
    private mutating func checkLimits() -> Bool {
        let reported = log.reportedCount
        if spec.fields.count > Limits.fields, let location = spec.fieldsLocation {
            report(Problems.tooMany("fields", count: spec.fields.count, limit: Limits.fields), at: location)
        }
        if spec.optionLists.count > Limits.optionLists, let first = spec.optionLists.first {
            report(Problems.tooMany("option lists", count: spec.optionLists.count, limit: Limits.optionLists), at: first.name.location)
        }
        for list in spec.optionLists where list.items.count > Limits.optionsPerList {
            report(Problems.tooMany("items in option list '\(list.name.value)'", count: list.items.count, limit: Limits.optionsPerList),
                   at: list.name.location)
        }
        if spec.toolbars.count > Limits.toolbars, let first = spec.toolbars.first {
            report(Problems.tooMany("toolbars", count: spec.toolbars.count, limit: Limits.toolbars), at: first.name.location)
        }
        for toolbar in spec.toolbars where toolbar.items.count > Limits.itemsPerToolbar {
            report(Problems.tooMany("items in toolbar '\(toolbar.name.value)'", count: toolbar.items.count, limit: Limits.itemsPerToolbar),
                   at: toolbar.name.location)
        }
        return log.reportedCount == reported
    }

    /// Size bounds of one spec: far above real forms, below what would stall a build.
    enum Limits {
        static let fields = 100_000
        static let optionLists = 10_000
        static let optionsPerList = 100_000
        static let toolbars = 10_000
        /// A toolbar holds a handful of buttons; a thousand is already unusable.
        static let itemsPerToolbar = 1_000
    }

    /// The first item of `list` whose value is `value`.
    mutating func item(_ value: String, in list: OptionListSpec) -> OptionItemSpec? {
        if itemsByValue[list.name.value] == nil {
            var index: [String: OptionItemSpec] = [:]
            for item in list.items { if let key = item.value?.value, index[key] == nil { index[key] = item } }
            itemsByValue[list.name.value] = index
        }
        return itemsByValue[list.name.value]?[value]
    }

    /// `Registration` → `RegistrationForm` / `RegistrationFormBinder`; a name
    /// already ending in `Form` is not doubled.
    func formSwiftNames(_ name: String) -> FormSwiftNames {
        let base = SwiftNamer.upperCamelCase(name)
        let form = base.hasSuffix("Form") ? base : base + "Form"
        return FormSwiftNames(form: form, binder: form + "Binder")
    }
}
