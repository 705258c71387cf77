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
