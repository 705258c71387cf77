import Foundation

/// Semantic checks over the spec AST. Every pass reports into the log and goes
/// on; the result is the ``FormModel`` (built even when there are errors, so
/// later passes can run; ``FormCompiler`` drops it then).
enum Checker {
    /// Checks `spec`; with `keepingModel` false only the diagnostics are wanted
    /// (`formc check`), so each field's model is dropped once checked and nil is returned.
    static func check(_ spec: Spec, sourcePath: String, keyboardDefaults: KeyboardSettings = KeyboardSettings(),
                      keepingModel: Bool = true, log: inout DiagnosticLog) -> FormModel? {
        var checking = Checking(spec: spec, log: log)
        checking.keyboardDefaults = keyboardDefaults
        checking.keepsModel = keepingModel
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
    /// The position in `spec.fields` of each id's first field (positions, not
    /// copies: a field spec is large and a form may have tens of thousands).
    var fieldIndex: [String: Int] = [:]
    /// Compiled patterns: a form repeats the same few, and ICU compiles are costly.
    var regexes: [String: NSRegularExpression?] = [:]
    /// Positions in `spec.fields` of fields whose id an earlier field already has.
    var duplicateFieldPositions: Set<Int> = []
    /// The Swift name of each field (by position), computed once.
    var fieldSwiftNames: [String?] = []
    /// The keyboard settings of a spec without `keyboard:` (a `formc.yaml` may change them).
    var keyboardDefaults = KeyboardSettings()
    /// Whether the model is wanted; without it, field models are not kept (a large form's would be most of the memory).
    var keepsModel = true

    init(spec: Spec, log: DiagnosticLog) {
        self.spec = spec
        self.log = log
        for list in spec.optionLists where optionLists[list.name.value] == nil { optionLists[list.name.value] = list }
        for toolbar in spec.toolbars where toolbars[toolbar.name.value] == nil { toolbars[toolbar.name.value] = toolbar }
        fieldIndex.reserveCapacity(spec.fields.count)
        for (index, field) in spec.fields.enumerated() {
            guard let id = field.id?.value else { continue }
            if fieldIndex[id] == nil { fieldIndex[id] = index } else { duplicateFieldPositions.insert(index) }
        }
        fieldSwiftNames = Array(repeating: nil, count: spec.fields.count)
    }

    /// The first field with id `id`.
    func fieldSpec(id: String) -> FieldSpec? { fieldIndex[id].map { spec.fields[$0] } }

    mutating func report(_ problem: Problem, at location: SourceLocation,
                         notes: [(message: String, location: SourceLocation)] = []) {
        log.report(problem, at: location, notes: notes)
    }

    mutating func run(sourcePath: String) -> FormModel? {
        checkLimits()
        checkDuplicateFieldIDs()
        let lists = checkOptionLists()
        let toolbarModels = checkToolbars()
        var fieldModels: [Field] = []
        // Exactly: a field model is large, doubling would waste up to half.
        if keepsModel { fieldModels.reserveCapacity(spec.fields.count) }
        let lastFocusable = lastFocusableIndex
        for (index, field) in spec.fields.enumerated() {
            let model = checkField(field, at: index, isLastFocusable: index == lastFocusable)
            if keepsModel, let model { fieldModels.append(model) }
        }
        checkDependencies()
        checkFieldNames()
        checkUnused()
        checkLeavability()
        guard keepsModel, let form = spec.form else { return nil }
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

    /// The index of the last field that takes focus (Return there ends editing).
    var lastFocusableIndex: Int? {
        spec.fields.lastIndex { $0.kind.map { $0.value.takesFocus } ?? true }
    }

    private mutating func checkDuplicateFieldIDs() {
        for position in duplicateFieldPositions.sorted() {
            guard let id = spec.fields[position].id, let first = fieldSpec(id: id.value)?.id else { continue }
            report(Problems.duplicateFieldID(id.value), at: id.location, notes: [("first defined here", first.location)])
        }
    }

    /// Bounds on sizes, so pathological specs fail clearly instead of slowly.
    private mutating func checkLimits() {
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
    }

    /// Size bounds of one spec: far above real forms, below what would stall a build.
    enum Limits {
        static let fields = 100_000
        static let optionLists = 10_000
        static let optionsPerList = 100_000
    }

    /// The Swift property name of the field at `position` (whose id is `id`).
    mutating func fieldSwiftName(_ id: String, at position: Int) -> String {
        if let name = fieldSwiftNames[position] { return name }
        let name = SwiftNamer.avoiding(Self.reservedFieldNames, SwiftNamer.lowerCamelCase(id))
        fieldSwiftNames[position] = name
        return name
    }

    /// `Registration` → `RegistrationForm` / `RegistrationFormBinder`; a name
    /// already ending in `Form` is not doubled.
    func formSwiftNames(_ name: String) -> FormSwiftNames {
        let base = SwiftNamer.upperCamelCase(name)
        let form = base.hasSuffix("Form") ? base : base + "Form"
        return FormSwiftNames(form: form, binder: form + "Binder")
    }
}
