extension Checking {
    /// The bounds of a multi-column picker's wheels: one wheel is a `picker`;
    /// past four, an iPhone's wheels are too narrow to read (about 80 pt each).
    static let componentRange = 2...4

    /// Checks a `multi_picker`'s components: their count, ids (unique, Swift
    /// names that do not collide), option lists (did-you-mean), parents (an
    /// earlier component, so no cycle can form) and the items of filtered
    /// lists; and the struct's name against the option enums beside it.
    mutating func checkMultiPicker(_ field: FieldSpec, id: Located<String>) -> MultiPicker? {
        guard let written = field.components else { return nil }  // Missing: reported with the kind's required keys.
        guard Self.componentRange.contains(written.count) else {
            // Nothing more to check: the field needs rewriting, and a hostile list of
            // thousands of components would make the parent lookups below quadratic.
            if let entry = field.entries.first(where: { $0.key == .components }) {
                report(Problems.componentCount(written.count, range: Self.componentRange), at: entry.keyLocation)
            }
            return nil
        }
        var seen: [String: SourceLocation] = [:]
        var names = NameScope(what: "component")
        var components: [PickerComponent] = []
        var complete = true
        for (position, component) in written.enumerated() {
            guard let componentID = component.id else {
                complete = false
                continue
            }
            if let first = seen[componentID.value] {
                report(Problems.duplicateComponentID(componentID.value), at: componentID.location,
                       notes: [("first defined here", first)])
                complete = false
                continue
            }
            seen[componentID.value] = componentID.location
            let property = SwiftNamer.avoiding(ReservedNames.componentProperties, SwiftNamer.lowerCamelCase(componentID.value))
            names.declare(property, for: componentID.value, at: componentID.location, into: &log)
            let list = component.options.flatMap { checkComponentList($0) }
            let parent = component.parent.flatMap { checkComponentParent($0, of: componentID.value, at: position, in: written) }
            if let list, let parent, let parentList = written.first(where: { $0.id?.value == parent })?.options
                .flatMap({ optionLists[$0.value] }) {
                checkFilteredItems(of: list, under: parentList, parent: "\(id.value).\(parent)")
            }
            guard let list else {
                complete = false
                continue
            }
            components.append(PickerComponent(id: componentID.value, swiftName: property, optionList: list.name.value,
                                              label: component.label?.model, parent: parent))
        }
        let typeName = SwiftNamer.avoiding(ReservedNames.nestedTypes, SwiftNamer.upperCamelCase(id.value))
        if let list = listOfTypeName(typeName) {
            report(Problems.identifierCollision(id.value, swiftName: typeName, other: list.name.value), at: id.location,
                   notes: [("'\(list.name.value)' is here", list.name.location)])
        }
        guard complete else { return nil }
        return MultiPicker(swiftName: typeName, components: components, separator: field.separator?.value ?? "/")
    }

    private mutating func checkComponentList(_ name: Located<String>) -> OptionListSpec? {
        guard let list = optionLists[name.value] else {
            if sortedListNames == nil { sortedListNames = optionLists.keys.sorted() }
            let suggestion = Suggestion.closest(to: name.value, in: sortedListNames ?? [], budget: &suggestionBudget)
            report(Problems.undefinedOptionList(name.value, suggestion: suggestion), at: name.location)
            return nil
        }
        guard list.app == nil else {
            report(Problems.appListNotAllowed("option list '\(name.value)' \(list.app?.origin ?? ""), so it cannot be a wheel of a multi_picker "
                                              + "(its wheels are typed by lists known at build time)"), at: name.location)
            return nil
        }
        return list
    }

    /// The parent's id when it names a component left of `position`.
    private mutating func checkComponentParent(_ parent: Located<String>, of id: String, at position: Int,
                                               in components: [ComponentSpec]) -> String? {
        guard let parentPosition = components.firstIndex(where: { $0.id?.value == parent.value }) else {
            let suggestion = Suggestion.closest(to: parent.value, in: components.compactMap { $0.id?.value }.filter { $0 != id },
                                                budget: &suggestionBudget)
            report(Problems.undefinedComponentParent(parent.value, suggestion: suggestion), at: parent.location)
            return nil
        }
        guard parentPosition < position else {
            let reason = parentPosition == position
                ? "component '\(id)' cannot filter itself"
                : "parent '\(parent.value)' is right of component '\(id)'; a wheel is filtered by one to its left"
            report(Problems.invalidParent(reason), at: parent.location)
            return nil
        }
        return parent.value
    }

    /// Every item of a filtered list names parent values of the parent's list;
    /// each list is checked once, however many pickers share it.
    private mutating func checkFilteredItems(of list: OptionListSpec, under parentList: OptionListSpec, parent: String) {
        guard checkedComponentLists.insert(list.name.value).inserted else { return }
        let parentValues = Set(parentList.items.compactMap { $0.value?.value })
        for item in list.items where item.value != nil {
            guard let parents = item.parents else {
                report(Problems.missingParents(list: list.name.value, parentField: parent), at: item.location)
                continue
            }
            for value in parents where !parentValues.contains(value.value) {
                report(Problems.unknownParentValue(value.value, parentList: parentList.name.value), at: value.location)
            }
        }
    }

    /// The option list whose enum is named `typeName`, if any (the names are made once).
    private mutating func listOfTypeName(_ typeName: String) -> OptionListSpec? {
        if listsByTypeName == nil {
            var byName: [String: OptionListSpec] = [:]
            for list in spec.optionLists {
                let name = SwiftNamer.avoiding(ReservedNames.nestedTypes, SwiftNamer.upperCamelCase(list.name.value))
                if byName[name] == nil { byName[name] = list }
            }
            listsByTypeName = byName
        }
        return listsByTypeName?[typeName]
    }

    /// A multi-column picker's `default`: a mapping of component ids to option
    /// values (components left out start empty); a filtered component's default
    /// must be shown under its parent's.
    mutating func checkMultiPickerDefault(_ node: YAMLNode, _ picker: MultiPicker) -> FieldValue? {
        guard case .mapping(let entries) = node.content else {
            report(Problems.invalidDefault(expected: "a mapping of component ids to option values",
                                           found: NodeDecoding.describe(node)), at: node.location)
            return nil
        }
        var values: [String?] = Array(repeating: nil, count: picker.components.count)
        var locations: [SourceLocation?] = values.map { _ in nil }
        let ids = picker.components.map(\.id)
        for entry in entries {
            guard let index = ids.firstIndex(of: entry.key) else {
                report(Problems.unknownKey(entry.key, in: "the default of a multi_picker",
                                           suggestion: Suggestion.closest(to: entry.key, in: ids, budget: &suggestionBudget)),
                       at: entry.keyLocation)
                continue
            }
            guard case .scalar(let scalar) = entry.value.content, let list = optionLists[picker.components[index].optionList] else {
                report(Problems.invalidDefault(expected: "an option value", found: NodeDecoding.describe(entry.value)),
                       at: entry.value.location)
                continue
            }
            guard item(scalar.text, in: list) != nil else {
                report(Problems.defaultNotInOptions(scalar.text, list: list.name.value), at: entry.value.location)
                continue
            }
            values[index] = scalar.text
            locations[index] = entry.value.location
        }
        for (index, component) in picker.components.enumerated() {
            guard let value = values[index], let location = locations[index], let parent = component.parent,
                  let parentIndex = ids.firstIndex(of: parent), let list = optionLists[component.optionList],
                  let item = item(value, in: list) else { continue }
            guard let parentValue = values[parentIndex] else {
                report(Problems.defaultWithoutParentDefault(value, parentField: parent), at: location)
                continue
            }
            if let parents = item.parents, !parents.contains(where: { $0.value == parentValue }) {
                report(Problems.defaultNotUnderParent(value, parentField: parent, parentValue: parentValue), at: location)
            }
        }
        return values.contains { $0 != nil } ? .wheels(values) : nil
    }
}
