internal import FormcRuntime

/// The model's names resolved once per page, so drawing stays linear in the
/// size of the form however many fields, lists and options a hostile spec has
/// (``FormModel``'s own lookups scan, which is fine once but not per field).
struct PreviewLookup {
    /// The form.
    let model: FormModel
    private let fieldPositions: [String: Int]
    private let lists: [String: OptionList]
    private let toolbars: [String: Toolbar]
    /// Per list, the position of the first item of each value.
    private let itemPositions: [String: [String: Int]]

    init(_ model: FormModel) {
        self.model = model
        var fields: [String: Int] = [:]
        for (position, field) in model.fields.enumerated() where fields[field.id] == nil { fields[field.id] = position }
        fieldPositions = fields
        var lists: [String: OptionList] = [:]
        var items: [String: [String: Int]] = [:]
        for list in model.optionLists where lists[list.name] == nil {
            lists[list.name] = list
            var positions: [String: Int] = [:]
            for (position, item) in list.items.enumerated() where positions[item.value] == nil { positions[item.value] = position }
            items[list.name] = positions
        }
        self.lists = lists
        itemPositions = items
        var toolbars: [String: Toolbar] = [:]
        for toolbar in model.toolbars where toolbars[toolbar.name] == nil { toolbars[toolbar.name] = toolbar }
        self.toolbars = toolbars
    }

    /// The position of the field with id `id`.
    func fieldPosition(_ id: String) -> Int? { fieldPositions[id] }
    /// The option list of `field`, if it has one that exists.
    func optionList(of field: Field) -> OptionList? { field.optionList.flatMap { lists[$0] } }
    /// The option list named `name`, if it exists.
    func optionList(named name: String) -> OptionList? { lists[name] }
    /// The toolbar named `name`.
    func toolbar(named name: String) -> Toolbar? { toolbars[name] }
    /// The position in `list` of its item of value `value`.
    func itemPosition(_ value: String, in list: OptionList) -> Int? { itemPositions[list.name]?[value] }
}

extension PreviewLookup {
    /// The runtime's built-in texts in the form's language (English without `language:`, as generated code).
    var messages: FormcMessages { FormcMessages(language: model.language ?? .en) }

    /// `field`'s rules with the messages the form shows, in its language (``Field/ruleMessages(language:labelOfField:)``).
    func ruleMessages(of field: Field) -> [RuleMessage] {
        field.ruleMessages(language: model.language) { id in fieldPosition(id).map { model.fields[$0].label.text } }
    }
}
