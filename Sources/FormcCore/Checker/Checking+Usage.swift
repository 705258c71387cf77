extension Checking {
    /// Warns about option lists and toolbars no field uses, empty lists that a
    /// picker uses, and pickers with a single choice.
    mutating func checkUnused() {
        let pickers = pickers
        let usedLists = usedListNames
        let usedToolbars = Set(spec.fields.compactMap { $0.toolbar?.value })
        for list in spec.optionLists {
            // A shared file's lists are there for many specs: one spec need not use them all.
            if !usedLists.contains(list.name.value) {
                guard list.name.location.fileIndex == 0 else { continue }
                report(Problems.unusedOptionList(list.name.value), at: list.name.location)
            } else if list.items.isEmpty && !list.isMalformed && list.app == nil {
                report(Problems.emptyOptionList(list.name.value), at: list.name.location)
            }
        }
        for toolbar in spec.toolbars where !usedToolbars.contains(toolbar.name.value) {
            report(Problems.unusedToolbar(toolbar.name.value), at: toolbar.name.location)
        }
        for field in pickers where field.parent == nil {
            if let options = field.options, optionLists[options.value]?.items.count == 1 {
                report(Problems.singleOptionPicker(options.value), at: options.location)
            }
        }
    }

    /// Warns about fields the user cannot leave: no Return that moves on or
    /// dismisses, no toolbar button that does, and no tap-outside dismissal.
    mutating func checkLeavability() {
        guard !keyboardSettings.dismissOnTapOutside else { return }
        let focusable = spec.fields.filter { $0.kind?.value.takesFocus ?? false }
        // Each toolbar's kinds once, not once per field that names it.
        let kindsByToolbar = toolbars.mapValues { Set($0.items.map(\.kind)) }
        for (index, field) in focusable.enumerated() {
            guard let id = field.id, let kind = field.kind?.value else { continue }
            let isFirst = index == 0, isLast = index == focusable.count - 1
            let items = field.toolbar.flatMap { kindsByToolbar[$0.value] } ?? []
            let toolbarLeaves = items.contains(.done) || (items.contains(.next) && !isLast) || (items.contains(.previous) && !isFirst)
            if toolbarLeaves { continue }
            let keyboard = field.keyboardType?.value ?? FieldKindRules.baseTraits(kind)?.keyboardType
            let hasReturn = kind.isTextual && kind != .textArea
                && !FieldKindRules.keyboardsWithoutReturn.contains(keyboard ?? "default")
            if hasReturn && (!isLast || keyboardSettings.dismissOnReturn) { continue }
            let reason: String
            switch kind {
            case .textArea: reason = "Return inserts a new line"
            case .picker, .date, .multiPicker: reason = "a picker has no Return key"
            case _ where !hasReturn: reason = "its keyboard (\(keyboard ?? "default")) has no Return key"
            default: reason = "it is the last field and dismiss_on_return is false"
            }
            report(Problems.unleavableField(id.value, reason: "\(reason), its toolbar has no done, next or previous that applies, and dismiss_on_tap_outside is false"),
                   at: id.location)
        }
    }

    /// The option lists some field names. Named by any field, whatever its kind: a list
    /// named by a field with a misspelt kind (an error already) is not "unused" too.
    var usedListNames: Set<String> {
        var used = Set(spec.fields.compactMap { $0.options?.value })
        for field in spec.fields { used.formUnion((field.components ?? []).compactMap { $0.options?.value }) }
        return used
    }

    /// `lists` without the included ones no field of this spec uses: a shared file serves many
    /// specs, and each generated form declares only the lists it shows (a spec's own unused list
    /// is warned about and kept).
    func generatedLists(_ lists: [OptionList]) -> [OptionList] {
        let used = usedListNames
        let included = Set(spec.optionLists.filter { $0.name.location.fileIndex != 0 }.map(\.name.value))
        return lists.filter { used.contains($0.name) || !included.contains($0.name) }
    }
}
