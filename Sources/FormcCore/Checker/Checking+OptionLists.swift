extension Checking {
    /// Checks every option list: duplicate values, case names and their
    /// collisions, list names and theirs. Returns the lists as modelled.
    mutating func checkOptionLists() -> [OptionList] {
        var typeNames = NameScope(what: "option list")
        var seenLists: [String: SourceLocation] = [:]
        var result: [OptionList] = []
        for list in spec.optionLists {
            if let first = seenLists[list.name.value] {
                report(Problems.duplicateKey(list.name.value), at: list.name.location, notes: [("first defined here", first)])
                continue
            }
            seenLists[list.name.value] = list.name.location
            let swiftName = SwiftNamer.avoiding(spec.sections == nil ? ReservedNames.nestedTypes : ReservedNames.nestedTypesWithSections,
                                               SwiftNamer.upperCamelCase(list.name.value))
            typeNames.declare(swiftName, for: list.name.value, at: list.name.location, into: &log)
            result.append(OptionList(name: list.name.value, swiftName: swiftName, items: checkItems(of: list),
                                     source: list.app.map { app in app.yearCount.map { .yearsFromThisYear(count: $0.value) } ?? .app(valueType: app.valueType) }
                                         ?? .spec))
        }
        return result
    }

    private mutating func checkItems(of list: OptionListSpec) -> [OptionItem] {
        var values: [String: SourceLocation] = [:]
        var caseNames = NameScope(what: "option")
        var items: [OptionItem] = []
        for item in list.items {
            guard let value = item.value else { continue }
            if let first = values[value.value] {
                report(Problems.duplicateOptionValue(value.value, list: list.name.value), at: value.location,
                       notes: [("first used here", first)])
                continue
            }
            values[value.value] = value.location
            let derived = item.name.map { SwiftNamer.lowerCamelCase($0.value) } ?? SwiftNamer.caseName(forValue: value.value)
            guard let derived else {
                report(Problems.noCaseName(forValue: value.value), at: value.location)
                continue
            }
            let swiftName = SwiftNamer.avoiding(ReservedNames.optionCases, derived)
            let place = item.name ?? value
            caseNames.declare(swiftName, for: place.value, at: place.location, into: &log)
            guard let label = item.label else { continue }
            items.append(OptionItem(value: value.value, label: label.model, swiftName: swiftName,
                                    parents: item.parents?.map(\.value) ?? []))
        }
        return items
    }
}

/// Swift names declared in one scope; reports two spec names that become the
/// same Swift name, at the second with a note at the first.
struct NameScope {
    let what: String
    private var declared: [String: (name: String, location: SourceLocation)] = [:]

    init(what: String) { self.what = what }

    mutating func declare(_ swiftName: String, for name: String, at location: SourceLocation, into log: inout DiagnosticLog) {
        if let first = declared[swiftName] {
            log.report(Problems.identifierCollision(name, swiftName: swiftName, other: first.name), at: location,
                       notes: [("'\(first.name)' is here", first.location)])
        } else {
            declared[swiftName] = (name, location)
        }
    }
}
