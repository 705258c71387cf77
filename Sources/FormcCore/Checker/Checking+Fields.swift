extension Checking {
    /// Indexes the fields by id (``positions``) and reports fields whose id an
    /// earlier field has, and ids that become the same Swift name as an earlier
    /// field's (at the later, with a note at the first).
    /// - Returns: each field's Swift property name, by position (nil without an id).
    mutating func checkFieldIDs() -> [String?] {
        var names: [String?] = []
        names.reserveCapacity(spec.fields.count)
        positions.reserveCapacity(spec.fields.count)
        var firstOfSwiftName: [String: Located<String>] = [:]
        firstOfSwiftName.reserveCapacity(spec.fields.count)
        let conditional = usesConditions  // Once: it looks at every field.
        for (position, field) in spec.fields.enumerated() {
            guard let id = field.id else {
                names.append(nil)
                continue
            }
            let reserved = conditional ? ReservedNames.conditionFieldProperties : ReservedNames.fieldProperties
            var swiftName = SwiftNamer.avoiding(reserved, SwiftNamer.lowerCamelCase(id.value))
            if let chosen = field.swiftName {
                // Checked like every name: a valid identifier (the decoder), free in the generated scope.
                // Lower camel case: a capital would be free to meet a nested type (an option list's enum).
                if chosen.value.first.map({ !$0.isLowercase || !$0.isASCII }) ?? true {
                    report(Problems.swiftNameNotLowerCamelCase(chosen.value, field: id.value), at: chosen.location)
                } else if SwiftNamer.avoiding(reserved, chosen.value) == chosen.value {
                    swiftName = chosen.value
                } else {
                    report(Problems.reservedSwiftName(chosen.value, field: id.value), at: chosen.location)
                }
            } else if swiftName != SwiftNamer.lowerCamelCase(id.value) {
                report(Problems.swiftNameChanged(id.value, swiftName: swiftName, reserved: SwiftNamer.lowerCamelCase(id.value)),
                       at: id.location)
            }
            names.append(swiftName)
            if let firstPosition = positions.updateValue(position, forKey: id.value) {
                positions[id.value] = firstPosition  // The first field keeps the id.
                if let first = spec.fields[firstPosition].id {
                    report(Problems.duplicateFieldID(id.value), at: id.location, notes: [("first defined here", first.location)])
                }
                continue
            }
            if let first = firstOfSwiftName[swiftName] {
                report(Problems.identifierCollision(id.value, swiftName: swiftName, other: first.value), at: id.location,
                       notes: [("'\(first.value)' is here", first.location)])
            } else {
                firstOfSwiftName[swiftName] = id
            }
        }
        return names
    }

    /// Checks every field (the option lists are known by now) and returns the
    /// models in form order; when a field could not be modelled (an error was
    /// reported, so the model is only partial), the fields that could, for
    /// ``FormCompiler/Result/partialModel``. `swiftNames` as ``checkFieldIDs()`` returns them.
    mutating func checkFields(swiftNames: [String?]) -> [Field] {
        var models: [Field] = []
        models.reserveCapacity(spec.fields.count)
        var complete = true
        for (field, swiftName) in zip(spec.fields, swiftNames) {
            if let model = checkField(field, swiftName: swiftName) { models.append(model) } else { complete = false }
        }
        guard complete else { return models }
        // Return on the last field that takes focus ends editing, unless the spec says otherwise.
        if let last = models.lastIndex(where: \.kind.takesFocus), spec.fields[last].returnKey == nil,
           models[last].kind != .textArea, models[last].textInput != nil {
            models[last].textInput?.returnKey = "done"
        }
        return models
    }

    /// The pickers, in source order.
    var pickers: [FieldSpec] { spec.fields.filter { $0.kind?.value == .picker } }

    /// The first field with id `id`, when it is a picker.
    func picker(id: String) -> FieldSpec? {
        positions[id].map { spec.fields[$0] }.flatMap { $0.kind?.value == .picker ? $0 : nil }
    }

    /// The Swift property name of a field whose id is `id`.
    static func swiftName(of id: String) -> String {
        SwiftNamer.avoiding(ReservedNames.fieldProperties, SwiftNamer.lowerCamelCase(id))
    }
}
