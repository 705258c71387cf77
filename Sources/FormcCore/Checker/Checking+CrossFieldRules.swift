extension Checking {
    /// Checks the rules that name other fields or the app — `same_as`,
    /// `min` / `max` given by a field, `custom` — once every field is modelled,
    /// and adds them to the models (aligned with `spec.fields`).
    mutating func checkCrossFieldRules(_ models: inout [Field]) {
        guard models.count == spec.fields.count else { return }
        var ids: [String]?  // Sorted once, for suggestions, when a reference is wrong.
        var customTypes: [String: (type: String, location: SourceLocation)] = [:]
        // The app rules' functions share the struct's scope with the field properties.
        var functionNames: [String: String] = [:]
        for index in models.indices { functionNames[models[index].swiftName] = models[index].id }
        for index in models.indices {
            let field = spec.fields[index]
            let allowed = FieldKindRules.allowedKeys(models[index].kind)
            if let rule = field.sameAs, allowed.contains(.sameAs),
               let other = referencedField(rule.value, from: models[index], key: "same_as", models, ids: &ids) {
                if valueType(of: other) == valueType(of: models[index]) {
                    models[index].validation.sameAs = Rule(other.id, message: rule.message?.model)
                } else {
                    report(Problems.ruleFieldMismatch(
                        "'\(models[index].id)' (\(describe(models[index]))) cannot confirm '\(other.id)' (\(describe(other))): "
                        + "a confirmation holds the same kind of value"), at: rule.value.location)
                }
            }
            if allowed.contains(.mask), let reference = field.maskSpec?.field, models[index].textFormat?.maskCases != nil,
               let other = referencedField(reference, from: models[index], key: "mask.field", models, ids: &ids) {
                // The other field's typed characters choose the case: a field typed as text.
                if other.kind.isTextual && !other.kind.isNumeric {
                    models[index].textFormat?.maskField = other.id
                } else {
                    report(Problems.ruleFieldMismatch(
                        "the mask of '\(models[index].id)' cannot be chosen by '\(other.id)' (\(describe(other))): "
                        + "prefixes are compared with a text field's typed characters"), at: reference.location)
                }
            }
            if allowed.contains(.min) {
                for (rule, key) in [(field.minField, "min"), (field.maxField, "max")] {
                    guard let rule else { continue }
                    // A stepper's or slider's bounds are its control's range, numbers fixed in the spec.
                    guard [.number, .decimal, .date].contains(models[index].kind) else {
                        report(Problems.invalidValue(
                            "the '\(key)' of \(models[index].kind.rawValue) field '\(models[index].id)' is the range of its control, "
                            + "a number: it cannot be given by a field"), at: rule.value.location)
                        continue
                    }
                    guard let other = referencedField(rule.value, from: models[index], key: key, models, ids: &ids) else {
                        continue
                    }
                    guard comparable(models[index], other) else {
                        report(Problems.ruleFieldMismatch(
                            "'\(models[index].id)' (\(describe(models[index]))) cannot be bounded by '\(other.id)' (\(describe(other))): "
                            + "a bound by a field needs a field of the same kind\(other.kind == .date ? " and mode" : "")"),
                            at: rule.value.location)
                        continue
                    }
                    let bound = Rule(FieldValue.field(other.id), message: rule.message?.model)
                    if key == "min" { models[index].validation.min = bound } else { models[index].validation.max = bound }
                }
            }
            if let rules = field.custom, allowed.contains(.custom) {
                models[index].validation.custom = checkCustomRules(rules, of: models[index], types: &customTypes,
                                                                   functionNames: &functionNames)
            }
        }
    }

    /// The field `reference` names, or nil after reporting it unknown or `from` itself.
    private mutating func referencedField(_ reference: Located<String>, from field: Field, key: String, _ models: [Field],
                                          ids: inout [String]?) -> Field? {
        guard let position = positions[reference.value] else {
            if ids == nil { ids = positions.keys.sorted() }
            let suggestion = Suggestion.closest(to: reference.value, in: (ids ?? []).lazy.filter { $0 != field.id },
                                                budget: &suggestionBudget)
            report(Problems.undefinedRuleField(reference.value, key: key, suggestion: suggestion), at: reference.location)
            return nil
        }
        guard reference.value != field.id else {
            report(Problems.ruleRefersToItself(field.id, key: key), at: reference.location)
            return nil
        }
        return models[position]
    }

    /// The app's named rules of one field: each name is used with one value
    /// type in the whole form (it becomes one typed function).
    private mutating func checkCustomRules(_ rules: [RuleSpec<String>], of field: Field,
                                           types: inout [String: (type: String, location: SourceLocation)],
                                           functionNames: inout [String: String]) -> [Rule<String>] {
        var result: [Rule<String>] = []
        var seen = Set<String>()
        for rule in rules {
            let name = rule.value.value
            guard seen.insert(name).inserted else {
                report(Problems.invalidValue("custom rule '\(name)' is listed twice for field '\(field.id)'"), at: rule.value.location)
                continue
            }
            let type = valueType(of: field)
            if let first = types[name] {
                if first.type != type {
                    report(Problems.customRuleConflict(name, type: type, firstType: first.type),
                           at: rule.value.location, notes: [("first used here", first.location)])
                    continue
                }
            } else {
                let function = SwiftNamer.appRuleFunction(name)
                if let other = functionNames[function] {
                    report(Problems.identifierCollision(name, swiftName: function, other: other), at: rule.value.location)
                    continue
                }
                functionNames[function] = name
                types[name] = (type, rule.value.location)
            }
            result.append(Rule(name, message: rule.message?.model))
        }
        return result
    }

    /// Whether `other` can bound `field`: the same kind, and for dates the same mode.
    private func comparable(_ field: Field, _ other: Field) -> Bool {
        field.kind == other.kind && field.dateMode == other.dateMode
    }

    /// The Swift type a field's value has, as a word ("String", an option list …):
    /// equal words are one Swift type.
    private func valueType(of field: Field) -> String {
        switch field.kind {
        case .text, .email, .password, .phone, .url, .textArea: "a text"
        case .number: "an integer"
        case .decimal: "a decimal number"
        case .date: "a \((field.dateMode ?? .date).rawValue.replacingOccurrences(of: "_", with: " "))"
        case .toggle: "on/off"
        case .picker, .segmented, .radio: "an option of '\(field.optionList ?? "?")'"
        // Each multi-column picker's value is a struct of its own: two never confirm each other or share an app rule.
        case .multiPicker: "a choice per wheel of its own type ('\(field.multiPicker?.swiftName ?? field.swiftName)')"
        case .multiSelect: "options of '\(field.optionList ?? "?")'"
        case .checkbox: "on/off"
        case .stepper: "an integer"
        case .slider: "a number"
        }
    }

    /// "email, a text" — a field's kind and value for messages.
    private func describe(_ field: Field) -> String {
        "\(field.kind.rawValue), \(valueType(of: field))"
    }
}
