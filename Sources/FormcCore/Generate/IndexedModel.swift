/// A ``FormModel`` with constant-time lookups by id and name, for the emitters
/// (a form may have tens of thousands of fields; linear lookups per field
/// would make generation quadratic). Reads through to the model otherwise.
@dynamicMemberLookup
struct IndexedModel {
    let base: FormModel
    private let fieldIndex: [String: Int]
    private let listIndex: [String: Int]
    private let toolbarIndex: [String: Int]

    init(_ model: FormModel) {
        base = model
        fieldIndex = Self.firstIndexes(model.fields.map(\.id))
        listIndex = Self.firstIndexes(model.optionLists.map(\.name))
        toolbarIndex = Self.firstIndexes(model.toolbars.map(\.name))
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<FormModel, Value>) -> Value { base[keyPath: keyPath] }

    func field(id: String) -> Field? { fieldIndex[id].map { base.fields[$0] } }
    func optionList(named name: String) -> OptionList? { listIndex[name].map { base.optionLists[$0] } }
    func toolbar(named name: String) -> Toolbar? { toolbarIndex[name].map { base.toolbars[$0] } }

    private static func firstIndexes(_ keys: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, key) in keys.enumerated() where index[key] == nil { index[key] = position }
        return index
    }
}
