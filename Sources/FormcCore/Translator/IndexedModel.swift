/// A ``FormModel`` with constant-time lookups by id and name, for the emitters
/// (a form may have tens of thousands of fields; linear lookups per field
/// would make generation quadratic). Reads through to the model otherwise.
@dynamicMemberLookup
struct IndexedModel {
    let base: FormModel
    private let fieldIndex: [String: Int]
    private let listIndex: [String: Int]
    private let toolbarIndex: [String: Int]
    private let sectionIndex: [String: Int]
    /// The Swift names that are both a field's and a section's: `.name` would be ambiguous where both types fit.
    let sharedFieldAndSectionNames: Set<String>
    /// For each option list, the lists of the parent pickers of the fields that
    /// show it, in field order, each once. Found in one pass: asked per list,
    /// a walk over every field would be lists × fields.
    private let parentListNames: [String: [String]]
    /// For each option list, the position of each code (the first, as the checker keeps it):
    /// a condition `in:` 100,000 codes of a 100,000-item list looks each up in constant time.
    private let itemIndex: [String: [String: Int]]
    /// What the rules ask of the generated model, found once for every emitter that needs it.
    let ruleFeatures: RuleFeatures

    init(_ model: FormModel) {
        base = model
        // Closures, not key paths: `map(\.id)` copies each whole `Field`.
        let fieldIndex = Self.firstIndexes(model.fields.map { $0.id })
        let listIndex = Self.firstIndexes(model.optionLists.map { $0.name })
        self.fieldIndex = fieldIndex
        self.listIndex = listIndex
        toolbarIndex = Self.firstIndexes(model.toolbars.map(\.name))
        sectionIndex = Self.firstIndexes((model.sections ?? []).map(\.id))
        sharedFieldAndSectionNames = Set((model.sections ?? []).map { $0.swiftName }).intersection(model.fields.map { $0.swiftName })
        var parentListNames: [String: [String]] = [:]
        let fields = model.fields
        for index in fields.indices {
            guard let list = fields[index].optionList,
                  let parentList = fields[index].parent.flatMap({ fieldIndex[$0] }).flatMap({ fields[$0].optionList }),
                  listIndex[parentList] != nil, parentListNames[list]?.contains(parentList) != true else { continue }
            parentListNames[list, default: []].append(parentList)
        }
        // A multi-column picker's filtered wheels: the parent is a component of the same field.
        for index in fields.indices {
            let components = fields[index].multiPicker?.components ?? []
            for component in components {
                guard let parent = component.parent,
                      let parentList = components.first(where: { $0.id == parent })?.optionList,
                      listIndex[parentList] != nil,
                      parentListNames[component.optionList]?.contains(parentList) != true else { continue }
                parentListNames[component.optionList, default: []].append(parentList)
            }
        }
        self.parentListNames = parentListNames
        var itemIndex: [String: [String: Int]] = [:]
        for (name, position) in listIndex {
            itemIndex[name] = Self.firstIndexes(model.optionLists[position].items.map { $0.value })
        }
        self.itemIndex = itemIndex
        ruleFeatures = RuleFeatures(model)
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<FormModel, Value>) -> Value { base[keyPath: keyPath] }

    func field(id: String) -> Field? { fieldIndex[id].map { base.fields[$0] } }
    /// The position in form order of the field `id`.
    func position(ofField id: String) -> Int? { fieldIndex[id] }
    /// The position among the sections of the section `id`.
    func position(ofSection id: String) -> Int? { sectionIndex[id] }
    /// The Swift name of the field `id`: the field itself is not copied.
    func swiftName(ofField id: String) -> String? { fieldIndex[id].map { base.fields[$0].swiftName } }
    func optionList(named name: String) -> OptionList? { listIndex[name].map { base.optionLists[$0] } }
    /// The Swift case name of the item `code` of option list `list`, when there is one.
    func caseName(of code: String, inList list: String) -> String? {
        guard let listPosition = listIndex[list], let itemPosition = itemIndex[list]?[code] else { return nil }
        return base.optionLists[listPosition].items[itemPosition].swiftName
    }
    func toolbar(named name: String) -> Toolbar? { toolbarIndex[name].map { base.toolbars[$0] } }
    func section(id: String) -> FormSection? { sectionIndex[id].flatMap { base.sections?[$0] } }

    /// The Swift type of a value of the option list `name` when the app supplies it
    /// (`String` or `Int`: there is no enum of its items); nil for a list of the spec.
    func appValueType(ofList name: String?) -> TypeName? {
        guard let valueType = name.flatMap(optionList(named:))?.runtimeValueType else { return nil }
        return valueType == .integer ? "Int" : "String"
    }

    /// The option lists of the parent pickers that filter list `name` (through
    /// the fields showing it), in field order.
    func parentLists(filtering name: String) -> [OptionList] {
        (parentListNames[name] ?? []).compactMap(optionList(named:))
    }

    private static func firstIndexes(_ keys: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, key) in keys.enumerated() where index[key] == nil { index[key] = position }
        return index
    }
}
