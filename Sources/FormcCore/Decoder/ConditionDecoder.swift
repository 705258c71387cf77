/// Decodes `visible_when` / `enabled_when`: a leaf `{ field, <operator>: value }`
/// with exactly one operator, or one combinator `all` / `any` / `not`. Nesting
/// is bounded (``maxDepth``) so a hostile spec cannot make checking or the
/// generated code deep.
enum ConditionDecoder {
    /// The deepest nesting of combinators accepted: real conditions use two or three.
    static let maxDepth = 16

    /// The operator keys, as written (`empty` stands for `empty` and `not_empty`).
    static let operatorKeys = ["equals", "not_equals", "in", "not_in", "empty", "less_than", "at_most", "greater_than", "at_least"]
    static let combinatorKeys = ["all", "any", "not"]
    static let keys = ["field"] + operatorKeys + combinatorKeys

    /// The condition of `node`; nil when it cannot be decoded (reported).
    static func decode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> ConditionSpec? {
        decode(node, depth: 1, &decoding)
    }

    // Recursive, but only to `maxDepth`: deeper input is reported, not walked.
    private static func decode(_ node: YAMLNode, depth: Int, _ decoding: inout NodeDecoding) -> ConditionSpec? {
        guard depth <= maxDepth else {
            decoding.report(Problems.conditionTooDeep(limit: maxDepth), at: node.location)
            return nil
        }
        guard let entries = decoding.mapping(node, allowed: keys, context: "a condition") else { return nil }
        let combinators = entries.filter { combinatorKeys.contains($0.key) }
        if let combinator = combinators.first {
            guard entries.count == 1 else {
                let other = entries.first { $0.key != combinator.key }
                decoding.report(Problems.invalidCondition(
                    "'\(combinator.key)' combines conditions and takes no other key here, found '\(other?.key ?? "")'; nest the other test inside it"),
                                at: other?.keyLocation ?? combinator.keyLocation)
                return nil
            }
            return combine(combinator, depth: depth, &decoding)
        }
        let operators = entries.filter { operatorKeys.contains($0.key) }
        guard let fieldEntry = entries.first(where: { $0.key == "field" }) else {
            decoding.report(Problems.invalidCondition(
                "a condition needs 'field' and one operator (\(operatorKeys.joined(separator: ", "))), or one of 'all', 'any', 'not'"),
                            at: node.location)
            return nil
        }
        guard operators.count == 1, let operatorEntry = operators.first else {
            let message = operators.isEmpty
                ? "the test of field '\(fieldEntry.value.scalarText ?? "")' has no operator; add one of \(operatorKeys.joined(separator: ", "))"
                : "a test takes one operator, found '\(operators[0].key)' and '\(operators[1].key)'; combine two tests with 'all' or 'any'"
            decoding.report(Problems.invalidCondition(message), at: operators.count > 1 ? operators[1].keyLocation : node.location)
            return nil
        }
        let field = decoding.identifier(fieldEntry.value, what: "field id")
        guard let operation = decodeOperator(operatorEntry, &decoding), let field else { return nil }
        return .test(ConditionTestSpec(location: node.location, field: field,
                                       operation: Located(operation.operation, at: operatorEntry.keyLocation), values: operation.values))
    }

    private static func combine(_ entry: YAMLNode.MappingEntry, depth: Int, _ decoding: inout NodeDecoding) -> ConditionSpec? {
        if entry.key == "not" { return decode(entry.value, depth: depth + 1, &decoding).map { .not($0) } }
        guard let items = decoding.sequence(entry.value, of: "conditions") else { return nil }
        guard !items.isEmpty else {
            decoding.report(Problems.invalidCondition("'\(entry.key)' is empty; give it at least one condition"), at: entry.value.location)
            return nil
        }
        var conditions: [ConditionSpec] = []
        var complete = true
        for item in items where !decoding.isHopeless {
            if let condition = decode(item, depth: depth + 1, &decoding) { conditions.append(condition) } else { complete = false }
        }
        guard complete else { return nil }
        return entry.key == "all" ? .all(conditions, location: entry.keyLocation) : .any(conditions, location: entry.keyLocation)
    }

    /// The operator of a leaf and the value nodes it compares with.
    private static func decodeOperator(_ entry: YAMLNode.MappingEntry, _ decoding: inout NodeDecoding)
        -> (operation: ConditionTest.Operator, values: [YAMLNode])? {
        switch entry.key {
        case "empty":
            return decoding.bool(entry.value).map { ($0.value ? .empty : .notEmpty, []) }
        case "in", "not_in":
            guard let items = decoding.sequence(entry.value, of: "values") else { return nil }
            guard !items.isEmpty else {
                decoding.report(Problems.invalidCondition("'\(entry.key)' is empty; list at least one value"), at: entry.value.location)
                return nil
            }
            for item in items {
                guard case .scalar = item.content else {
                    decoding.report(Problems.wrongType(expected: "a value", found: NodeDecoding.describe(item)), at: item.location)
                    return nil
                }
            }
            return (entry.key == "in" ? .in : .notIn, items)
        default:
            guard case .scalar = entry.value.content, let operation = ConditionTest.Operator(rawValue: entry.key) else {
                decoding.report(Problems.wrongType(expected: "a value", found: NodeDecoding.describe(entry.value)), at: entry.value.location)
                return nil
            }
            return (operation, [entry.value])
        }
    }
}
