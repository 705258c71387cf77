extension Checking {
    /// Checks dependent pickers: the parent exists and is a picker, parents do
    /// not form a cycle, the child's items name valid parent values, and a
    /// child default is shown under the parent's default.
    mutating func checkDependencies() {
        var reportedItems = Set<String>()  // "list\u{0}value" of items already reported.
        var checkedLists = Set<String>()  // Lists whose items were checked (all their items are then reported).
        var parentValuesByList: [String: Set<String>] = [:]
        var inCycle = Set<String>()
        let pickers = pickers
        let onCycle = pickersOnCycles(pickers)
        var pickerIDs: [String]?  // For suggestions, made once, when a parent is wrong.
        for field in pickers {
            guard let id = field.id?.value, let parent = field.parent else { continue }
            guard let parentPosition = positions[parent.value] else {
                if pickerIDs == nil { pickerIDs = pickers.compactMap { $0.id?.value } }
                let suggestion = Suggestion.closest(to: parent.value, in: (pickerIDs ?? []).lazy.filter { $0 != id },
                                                    budget: &suggestionBudget)
                report(Problems.undefinedParent(parent.value, suggestion: suggestion), at: parent.location)
                continue
            }
            let parentField = spec.fields[parentPosition]
            guard let parentKind = parentField.kind?.value else { continue }
            guard parentKind == .picker else {
                report(Problems.invalidParent("parent '\(parent.value)' is a \(parentKind.rawValue) field; only a picker can filter a picker"),
                       at: parent.location)
                continue
            }
            if onCycle.contains(id), !inCycle.contains(id) {
                let cycle = cycle(from: id)
                inCycle.formUnion(cycle)
                report(Problems.dependencyCycle(cycle + [id]), at: parent.location)
                continue
            }
            guard let list = field.options.flatMap({ optionLists[$0.value] }),
                  let parentList = parentField.options.flatMap({ optionLists[$0.value] }) else { continue }
            // A child over a list from the app is reported with the field; a parent over one cannot be named by items.
            guard list.app == nil else { continue }
            guard parentList.app == nil else {
                report(Problems.appListNotAllowed("parent '\(parent.value)' shows option list '\(parentList.name.value)', which "
                                                  + "\(parentList.app?.origin ?? ""), so it cannot filter picker '\(id)' (no item can name its values in 'parents')"),
                       at: parent.location)
                continue
            }
            // A list many pickers share is checked once: its items were all reported the first time.
            if checkedLists.insert(list.name.value).inserted {
                let parentValues: Set<String>
                if let known = parentValuesByList[parentList.name.value] {
                    parentValues = known
                } else {
                    parentValues = Set(parentList.items.compactMap { $0.value?.value })
                    parentValuesByList[parentList.name.value] = parentValues
                }
                for item in list.items {
                    guard let value = item.value?.value, reportedItems.insert(list.name.value + "\u{0}" + value).inserted
                    else { continue }
                    guard let parents = item.parents else {
                        report(Problems.missingParents(list: list.name.value, parentField: parent.value), at: item.location)
                        continue
                    }
                    for parentValue in parents where !parentValues.contains(parentValue.value) {
                        report(Problems.unknownParentValue(parentValue.value, parentList: parentList.name.value),
                               at: parentValue.location)
                    }
                }
            }
            checkChildDefault(field, list: list, parentField: parentField)
        }
    }

    /// The ids of the pickers on a cycle of parents, in one pass over the
    /// parent graph: each picker has one parent at most, so a walk from each
    /// picker not yet seen, colouring as it goes, finds every cycle in time
    /// linear in the pickers (a walk stops at the first picker already coloured).
    private func pickersOnCycles(_ pickers: [FieldSpec]) -> Set<String> {
        var finished = Set<String>()
        var onCycle = Set<String>()
        for field in pickers {
            guard var current = field.id?.value, !finished.contains(current) else { continue }
            var walk: [String] = []
            var stepOf: [String: Int] = [:]  // The pickers of this walk, by their step.
            while !finished.contains(current) {
                if let step = stepOf[current] {
                    onCycle.formUnion(walk[step...])
                    break
                }
                stepOf[current] = walk.count
                walk.append(current)
                guard let next = picker(id: current)?.parent?.value, picker(id: next) != nil else { break }
                current = next
            }
            finished.formUnion(walk)
        }
        return onCycle
    }

    /// The ids on the parent chain from `id`, a picker on a cycle, back to just before `id`.
    private func cycle(from id: String) -> [String] {
        var path = [id]
        var current = id
        while let next = picker(id: current)?.parent?.value, next != id {
            path.append(next)
            current = next
        }
        return path
    }

    private mutating func checkChildDefault(_ field: FieldSpec, list: OptionListSpec, parentField: FieldSpec) {
        guard let defaultValue = field.defaultText, case let value = defaultValue.value,
              let item = item(value, in: list), let parentID = parentField.id?.value else { return }
        guard let parentDefault = parentField.defaultText?.value else {
            report(Problems.defaultWithoutParentDefault(value, parentField: parentID), at: defaultValue.location)
            return
        }
        if let parents = item.parents, !parents.contains(where: { $0.value == parentDefault }) {
            report(Problems.defaultNotUnderParent(value, parentField: parentID, parentValue: parentDefault),
                   at: defaultValue.location)
        }
    }
}

extension FieldSpec {
    /// The default's text, when it is a scalar.
    fileprivate var defaultText: Located<String>? {
        defaultValue.flatMap { node in node.scalarText.map { Located($0, at: node.location) } }
    }
}
