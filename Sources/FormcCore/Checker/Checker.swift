/// Semantic checks over the spec AST. Every pass reports into the log and goes
/// on; the result is the ``FormModel`` (built even when there are errors, so
/// later passes can run; ``FormCompiler`` drops it then).
enum Checker {
    /// Checks `spec`; with `keepingModel` false only the diagnostics are wanted
    /// (`formc check`), so each field's model is dropped once checked and nil is returned.
    /// The fields are checked now from `spec.fields`, unless the reader's
    /// stream checked them as they were read (`spec.checkedFields`).
    static func check(_ spec: Spec, sourcePath: String, keyboardDefaults: KeyboardSettings = KeyboardSettings(),
                      keepingModel: Bool = true, log: inout DiagnosticLog) -> FormModel? {
        let fieldChecking: FieldChecking
        if let checked = spec.checkedFields {
            fieldChecking = checked
        } else {
            fieldChecking = FieldChecking(file: log.file, keepsModels: keepingModel)
            for field in spec.fields { fieldChecking.take(field) }
        }
        var checking = Checking(spec: spec, fields: fieldChecking, log: log)
        checking.keyboardDefaults = keyboardDefaults
        defer { log = checking.log }
        return checking.run(sourcePath: sourcePath, keepingModel: keepingModel)
    }
}

/// The state the whole-form passes share: the spec, its checked fields, indexes by name, and the log.
struct Checking {
    let spec: Spec
    /// The fields, each checked alone; the pickers wait for the option lists.
    let fields: FieldChecking
    var log: DiagnosticLog
    /// The first definition of each name (later duplicates are reported).
    var optionLists: [String: OptionListSpec] = [:]
    var toolbars: [String: ToolbarSpec] = [:]
    /// The keyboard settings of a spec without `keyboard:` (a `formc.yaml` may change them).
    var keyboardDefaults = KeyboardSettings()

    init(spec: Spec, fields: FieldChecking, log: DiagnosticLog) {
        self.spec = spec
        self.fields = fields
        self.log = log
        optionLists = OptionListSpec.firstOfEachName(spec.optionLists)
        for toolbar in spec.toolbars where toolbars[toolbar.name.value] == nil { toolbars[toolbar.name.value] = toolbar }
    }

    /// The summaries of the form's fields, in source order.
    var summaries: [FieldSummary] { fields.summaries }

    mutating func report(_ problem: Problem, at location: SourceLocation,
                         notes: [(message: String, location: SourceLocation)] = []) {
        log.report(problem, at: location, notes: notes)
    }

    mutating func run(sourcePath: String, keepingModel: Bool) -> FormModel? {
        checkLimits()
        checkDuplicateFieldIDs()
        let lists = checkOptionLists()
        let toolbarModels = checkToolbars()
        let fieldModels = fields.finish(optionLists: optionLists)
        checkToolbarReferences()
        checkDependencies()
        checkUnused()
        checkLeavability()
        for diagnostic in fields.log.diagnostics { log.append(diagnostic) }
        guard keepingModel, let form = spec.form else { return nil }
        let names = formSwiftNames(form.value)
        return FormModel(
            formatVersion: spec.version?.value ?? 1, name: form.value, swiftNames: names, sourcePath: sourcePath,
            title: spec.title?.model,
            localization: Localization(table: spec.localization?.table?.value,
                                       bundle: spec.localization?.bundle?.value ?? .main),
            optionLists: lists, toolbars: toolbarModels, keyboard: keyboardSettings, fields: fieldModels)
    }

    /// The resolved keyboard settings: the spec's own, then the configured defaults.
    var keyboardSettings: KeyboardSettings {
        spec.keyboard?.settings(over: keyboardDefaults) ?? keyboardDefaults
    }

    private mutating func checkDuplicateFieldIDs() {
        for position in fields.duplicatePositions {
            guard let id = summaries[position].id, let first = fields.positions[id.value].flatMap({ summaries[$0].id })
            else { continue }
            report(Problems.duplicateFieldID(id.value), at: id.location, notes: [("first defined here", first.location)])
        }
    }

    /// Every toolbar a field names exists.
    private mutating func checkToolbarReferences() {
        var names: [String]?  // Sorted once, for suggestions, when a name is wrong.
        for summary in summaries where summary.checksToolbar {
            guard let name = summary.toolbar, toolbars[name.value] == nil else { continue }
            if names == nil { names = toolbars.keys.sorted() }
            report(Problems.undefinedToolbar(name.value, suggestion: Suggestion.closest(to: name.value, in: names ?? [])),
                   at: name.location)
        }
    }

    /// Bounds on sizes, so pathological specs fail clearly instead of slowly.
    private mutating func checkLimits() {
        if summaries.count > Limits.fields, let location = spec.fieldsLocation {
            report(Problems.tooMany("fields", count: summaries.count, limit: Limits.fields), at: location)
        }
        if spec.optionLists.count > Limits.optionLists, let first = spec.optionLists.first {
            report(Problems.tooMany("option lists", count: spec.optionLists.count, limit: Limits.optionLists), at: first.name.location)
        }
        for list in spec.optionLists where list.items.count > Limits.optionsPerList {
            report(Problems.tooMany("items in option list '\(list.name.value)'", count: list.items.count, limit: Limits.optionsPerList),
                   at: list.name.location)
        }
    }

    /// Size bounds of one spec: far above real forms, below what would stall a build.
    enum Limits {
        static let fields = 100_000
        static let optionLists = 10_000
        static let optionsPerList = 100_000
    }

    /// `Registration` → `RegistrationForm` / `RegistrationFormBinder`; a name
    /// already ending in `Form` is not doubled.
    func formSwiftNames(_ name: String) -> FormSwiftNames {
        let base = SwiftNamer.upperCamelCase(name)
        let form = base.hasSuffix("Form") ? base : base + "Form"
        return FormSwiftNames(form: form, binder: form + "Binder")
    }
}
