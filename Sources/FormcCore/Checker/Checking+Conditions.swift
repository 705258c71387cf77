extension Checking {
    /// Whether the spec uses sections, conditions or read-only fields: the
    /// generated model then has `Field.section`, `isVisible(_:)` and `isEnabled(_:)`.
    var usesConditions: Bool {
        spec.sections != nil || spec.fields.contains { $0.has(.visibleWhen) || $0.has(.enabledWhen) || $0.has(.readOnly) || $0.has(.dateOnlyWhen) }
    }

    /// A field's Swift name in a form that ``usesConditions``.
    static func conditionSwiftName(of id: String) -> String {
        SwiftNamer.avoiding(ReservedNames.conditionFieldProperties, SwiftNamer.lowerCamelCase(id))
    }

    /// Checks the sections and every condition, then the cycles among them, and
    /// stores the conditions on `fields` (when every field was modelled).
    /// - Returns: the sections as modelled; nil without `sections:`.
    mutating func checkConditions(_ fields: inout [Field]) -> [FormSection]? {
        guard usesConditions else { return nil }
        var graph = ConditionGraph(fieldCount: spec.fields.count, sectionCount: spec.sections?.count ?? 0)
        let sections = checkSections(fields: &fields, graph: &graph)
        let modelled = fields.count == spec.fields.count
        for (position, field) in spec.fields.enumerated() {
            let owner = ConditionOwner.field(position)
            let visible = field.visibleWhen.flatMap { checkCondition($0, owner: owner, graph: &graph) }
            let enabled = field.enabledWhen.flatMap { checkCondition($0, owner: owner, graph: &graph) }
            let dateOnly = checkDateOnly(field, owner: owner, graph: &graph)
            guard modelled else { continue }
            fields[position].visibleWhen = visible
            fields[position].enabledWhen = enabled
            fields[position].dateOnlyWhen = dateOnly
            fields[position].readOnly = field.readOnly?.value == true ? true : nil
        }
        reportCycles(in: graph)
        return sections
    }

    /// `date_only_when`: on a date field of `mode: date_and_time` only (the
    /// key on another kind is refused by the kind's keys); its condition is
    /// checked like `visible_when`'s and counts in the cycles.
    private mutating func checkDateOnly(_ field: FieldSpec, owner: ConditionOwner, graph: inout ConditionGraph) -> FieldCondition? {
        guard let condition = field.dateOnlyWhen, field.kind?.value == .date else { return nil }
        let checked = checkCondition(condition, owner: owner, graph: &graph)
        guard field.mode?.value == .dateAndTime else {
            if let entry = field.entries.first(where: { $0.key == .dateOnlyWhen }) {
                report(Problems.dateOnlyNeedsDateAndTime(field.id?.value ?? "", mode: field.mode?.value ?? .date), at: entry.keyLocation)
            }
            return nil
        }
        return checked
    }

    /// Duplicate ids and Swift name collisions of sections; their conditions.
    private mutating func checkSections(fields: inout [Field], graph: inout ConditionGraph) -> [FormSection]? {
        guard let sectionSpecs = spec.sections else { return nil }
        var seen: [String: SourceLocation] = [:]
        var names = NameScope(what: "section")
        var sections: [FormSection] = []
        for (index, section) in sectionSpecs.enumerated() {
            guard let id = section.id else { continue }
            if let first = seen[id.value] {
                report(Problems.duplicateSectionID(id.value), at: id.location, notes: [("first defined here", first)])
                continue
            }
            seen[id.value] = id.location
            let swiftName = SwiftNamer.avoiding(ReservedNames.sectionCases, SwiftNamer.lowerCamelCase(id.value))
            names.declare(swiftName, for: id.value, at: id.location, into: &log)
            let owner = ConditionOwner.section(index)
            // A field's visibility and enabling follow its section's: an edge when the section has conditions.
            if section.visibleWhen != nil || section.enabledWhen != nil {
                for position in section.fieldRange {
                    graph.add(from: .field(position), to: graph.node(owner), at: spec.fields[position].location)
                }
            }
            let visible = section.visibleWhen.flatMap { checkCondition($0, owner: owner, graph: &graph) }
            let enabled = section.enabledWhen.flatMap { checkCondition($0, owner: owner, graph: &graph) }
            let ids = section.fieldRange.compactMap { spec.fields[$0].id?.value }
            if fields.count == spec.fields.count {
                for position in section.fieldRange { fields[position].section = id.value }
            }
            var model = FormSection(id: id.value, swiftName: swiftName, header: section.header?.model,
                                    footer: section.footer?.model, fields: ids, visibleWhen: visible, enabledWhen: enabled)
            model.intro = section.intro?.model
            sections.append(model)
        }
        return sections
    }

    /// Checks one condition of `owner`, adding an edge to `graph` per field it
    /// tests. Recursive to the depth the decoder bounds.
    private mutating func checkCondition(_ condition: ConditionSpec, owner: ConditionOwner,
                                         graph: inout ConditionGraph) -> FieldCondition? {
        switch condition {
        case .test(let test):
            return checkTest(test, owner: owner, graph: &graph).map { .test($0) }
        case .all(let conditions, _), .any(let conditions, _):
            var checked: [FieldCondition] = []
            for item in conditions {
                if let model = checkCondition(item, owner: owner, graph: &graph) { checked.append(model) }
            }
            guard checked.count == conditions.count else { return nil }
            if case .all = condition { return .all(checked) }
            return .any(checked)
        case .not(let inner):
            return checkCondition(inner, owner: owner, graph: &graph).map { .not($0) }
        }
    }

    private mutating func checkTest(_ test: ConditionTestSpec, owner: ConditionOwner, graph: inout ConditionGraph) -> ConditionTest? {
        let id = test.field.value
        guard let position = positions[id] else {
            if sortedFieldIDs == nil { sortedFieldIDs = positions.keys.sorted() }
            let suggestion = Suggestion.closest(to: id, in: sortedFieldIDs ?? [], budget: &suggestionBudget)
            report(Problems.undefinedConditionField(id, suggestion: suggestion), at: test.field.location)
            return nil
        }
        let target = spec.fields[position]
        guard let kind = target.kind?.value else { return nil }
        switch owner {
        case .field(let own) where own == position:
            report(Problems.conditionSelfReference("field '\(id)'", field: id), at: test.field.location)
            return nil
        case .section(let index) where spec.sections?[index].fieldRange.contains(position) == true:
            report(Problems.conditionSelfReference("section '\(spec.sections?[index].id?.value ?? "")'", field: id),
                   at: test.field.location)
            return nil
        default:
            graph.add(from: owner, to: position, at: test.field.location)
        }
        if usesAppList(target), test.operation.value != .empty, test.operation.value != .notEmpty {
            let list = target.options?.value ?? "?"
            let origin = optionLists[list]?.app?.origin ?? ""
            report(Problems.appListNotAllowed("field '\(id)' shows option list '\(list)', which \(origin), so a condition "
                                              + "tests it with 'empty' only (its values are known at run time only)"),
                   at: test.operation.location)
            return nil
        }
        let allowed = Self.operators(for: kind)
        guard allowed.contains(test.operation.value) else {
            report(Problems.conditionOperatorNotAllowed(Self.spelling(test.operation.value), field: id, kind: kind.rawValue,
                                                        allowed: Self.spellings(allowed)),
                   at: test.operation.location)
            return nil
        }
        var values: [FieldValue] = []
        for node in test.values {
            if let value = conditionValue(node, of: target, id: id, kind: kind) { values.append(value) }
        }
        guard values.count == test.values.count else { return nil }
        return ConditionTest(field: id, operation: test.operation.value, values: values)
    }

    /// A value compared with field `id`, typed by its kind (as its `default` would be).
    private mutating func conditionValue(_ node: YAMLNode, of target: FieldSpec, id: String, kind: FieldKind) -> FieldValue? {
        let dateMode = kind == .date ? (target.mode?.value ?? .date) : nil
        var value: FieldValue?
        if case .scalar(let scalar) = node.content {
            let resolved: CoreSchema.Resolved = scalar.isPlain ? CoreSchema.resolve(scalar.text) : .string
            switch (kind, resolved) {
            case (_, .null): break
            case (.toggle, .bool(let flag)), (.checkbox, .bool(let flag)): value = .bool(flag)
            case (.number, .int(let number)): value = .integer(number)
            case (.decimal, .int), (.decimal, .float): value = Self.isExactDecimal(scalar.text) ? .decimal(scalar.text) : nil
            case (.date, .string):
                if let dateMode, ISODate(scalar.text, mode: dateMode) != nil { value = .date(scalar.text) }
            case (.picker, _), (.segmented, _), (.radio, _):
                guard let list = target.options.flatMap({ optionLists[$0.value] }) else { return nil }  // Reported already.
                guard item(scalar.text, in: list) != nil else {
                    let suggestion = Suggestion.closest(to: scalar.text, in: list.items.lazy.compactMap { $0.value?.value },
                                                        budget: &suggestionBudget)
                    report(Problems.conditionValueNotInOptions(scalar.text, field: id, list: list.name.value, suggestion: suggestion),
                           at: node.location)
                    return nil
                }
                value = .option(scalar.text)
            case (_, _) where kind.isTextual && !kind.isNumeric: value = .string(scalar.text)
            default: break
            }
        }
        if value == nil {
            let text: String = if case .scalar(let scalar) = node.content { scalar.text } else { "" }
            report(Problems.invalidConditionValue(field: id, kind: kind.rawValue,
                                                  expected: Self.valueDescription(kind, dateMode, refusing: text),
                                                  found: NodeDecoding.describe(node)),
                   at: node.location)
        }
        return value
    }

    /// The operators that fit a kind. Dates are ordered, not compared for
    /// equality: a picked date carries a time of day the spec cannot know.
    /// Steppers, sliders, multi-selects and multi-column pickers cannot be
    /// tested yet (their values are not optional, or not one value).
    static func operators(for kind: FieldKind) -> [ConditionTest.Operator] {
        switch kind {
        case .toggle, .checkbox: [.equals, .notEquals]
        case .stepper, .slider, .multiSelect, .multiPicker: []
        case .number, .decimal: ConditionTest.Operator.allCases
        case .date: [.empty, .notEmpty, .lessThan, .atMost, .greaterThan, .atLeast]
        default: [.equals, .notEquals, .in, .notIn, .empty, .notEmpty]
        }
    }

    /// An operator as written (`empty: false` is written `empty`).
    static func spelling(_ operation: ConditionTest.Operator) -> String {
        operation == .notEmpty ? "empty" : operation.rawValue
    }

    private static func spellings(_ operations: [ConditionTest.Operator]) -> [String] {
        operations.filter { $0 != .notEmpty }.map(spelling)
    }

    /// Reports each cycle of `graph` once, at the test that closes it; then a
    /// chain of dependencies too long for the generated code, which answers
    /// `isVisible(_:)` by asking the fields a condition tests (one call per link).
    private mutating func reportCycles(in graph: ConditionGraph) {
        let cycles = graph.cycles()
        for cycle in cycles {
            report(Problems.conditionCycle(cycle.shown.map { graph.name(of: $0, in: spec) }, omitted: cycle.omitted), at: cycle.location)
        }
        guard cycles.isEmpty, let chain = graph.longestChain(), chain.length > Self.maxConditionChain else { return }
        report(Problems.conditionChainTooLong(chain.length, limit: Self.maxConditionChain), at: chain.location)
    }

    /// The longest chain of fields and sections whose conditions depend on one
    /// another: real forms chain two or three; the bound keeps generated calls shallow.
    static let maxConditionChain = 64
}

/// What a condition belongs to: a field or a section, by position.
enum ConditionOwner: Equatable {
    case field(Int)
    case section(Int)
}
