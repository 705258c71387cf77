extension Checking {
    /// Checks every look-up: the fields it fills exist, are not its own field,
    /// and no field is filled by two look-ups (reported at the second, with a
    /// note at the first). Stores each look-up on `models` when every field was modelled.
    mutating func checkLookups(_ models: inout [Field]) {
        let modelled = models.count == spec.fields.count
        var filledBy: [String: (source: String, location: SourceLocation)] = [:]
        var ids: [String]?  // Sorted once, for suggestions, when an id is wrong.
        for (position, field) in spec.fields.enumerated() {
            guard let lookup = field.lookup, let id = field.id?.value, let kind = field.kind?.value,
                  FieldKindRules.allowedKeys(kind).contains(.lookup) else { continue }
            var fills: [String] = []
            for target in lookup.fills {
                guard positions[target.value] != nil else {
                    if ids == nil { ids = positions.keys.sorted() }
                    let suggestion = Suggestion.closest(to: target.value, in: (ids ?? []).lazy.filter { $0 != id },
                                                        budget: &suggestionBudget)
                    report(Problems.undefinedLookupField(target.value, suggestion: suggestion), at: target.location)
                    continue
                }
                guard target.value != id else {
                    report(Problems.lookupSelfReference(id), at: target.location)
                    continue
                }
                if let first = filledBy[target.value] {
                    report(Problems.lookupFillConflict(target.value, source: id, firstSource: first.source), at: target.location,
                           notes: [("first filled here, by the look-up of '\(first.source)'", first.location)])
                    continue
                }
                filledBy[target.value] = (id, target.location)
                fills.append(target.value)
            }
            guard modelled, fills.count == lookup.fills.count else { continue }
            models[position].lookup = FieldLookup(fills: fills, trigger: lookup.trigger?.value ?? .endEditing,
                                                  notFound: lookup.notFound?.model)
        }
    }

    /// A look-up's struct (`PostalCodeLookup`) sits in the form beside the
    /// option lists' enums, the multi-column pickers' structs and the runtime's
    /// names, and its requirement (`lookUpPostalCode`) in the app protocol: a
    /// name another of those has would not compile. Reported at the field's id,
    /// with a note at the other name's spec.
    mutating func checkLookupNames(_ models: [Field], lists: [OptionList]) {
        var taken: [String: (holder: String, location: SourceLocation?)] = [:]
        for list in lists {
            taken[list.swiftName] = ("option list '\(list.name)'", spec.optionLists.first { $0.name.value == list.name }?.name.location)
        }
        for (position, field) in spec.fields.enumerated() where position < models.count {
            if let picker = models[position].multiPicker, let id = field.id {
                taken[picker.swiftName] = taken[picker.swiftName] ?? ("multi-column picker '\(id.value)'", id.location)
            }
        }
        for field in spec.fields {
            guard field.lookup != nil, let id = field.id, let kind = field.kind?.value,
                  FieldKindRules.allowedKeys(kind).contains(.lookup) else { continue }
            let typeName = SwiftNamer.lookupTypeName(forField: id.value)
            if ReservedNames.nestedTypes.contains(typeName) {
                report(Problems.lookupNameCollision(id.value, swiftName: typeName, holder: "a type of formc's runtime"),
                       at: id.location)
            } else if let other = taken[typeName] {
                report(Problems.lookupNameCollision(id.value, swiftName: typeName, holder: other.holder),
                       at: id.location, notes: other.location.map { [("\(other.holder) is here", $0)] } ?? [])
            } else {
                taken[typeName] = ("the look-up of '\(id.value)'", id.location)
            }
        }
    }

    /// A toolbar with a `lookup` item is used only by fields with a look-up:
    /// on another field the item would have nothing to start. Reported at the
    /// field's `toolbar:`, with a note at the item.
    mutating func checkLookupItems() {
        var lookupItems: [String: SourceLocation] = [:]  // Each toolbar's first `lookup` item.
        for toolbar in toolbars.values {
            if let item = toolbar.items.first(where: { $0.kind == .lookup }) { lookupItems[toolbar.name.value] = item.location }
        }
        guard !lookupItems.isEmpty else { return }
        for field in spec.fields {
            guard let name = field.toolbar, let item = lookupItems[name.value], let id = field.id?.value,
                  let kind = field.kind?.value, FieldKindRules.allowedKeys(kind).contains(.toolbar) else { continue }
            // A look-up written (even one reported as invalid) is the item's to start.
            if FieldKindRules.allowedKeys(kind).contains(.lookup), field.has(.lookup) { continue }
            report(Problems.lookupItemWithoutLookup(toolbar: name.value, field: id), at: name.location,
                   notes: [("the 'lookup' item is here", item)])
        }
    }
}
