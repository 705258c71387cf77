/// A condition over the form's values (`visible_when`, `enabled_when`): a
/// test of one field's value, or tests combined with `all`, `any` and `not`.
/// Checked: every field exists, every value is of that field's type, every
/// operator fits its kind, and no field depends on itself.
public indirect enum FieldCondition: Codable, Equatable, Sendable {
    /// Holds when the field's value passes the test.
    case test(ConditionTest)
    /// Holds when every condition holds (`all: [..]`, never empty).
    case all([FieldCondition])
    /// Holds when one of the conditions holds (`any: [..]`, never empty).
    case any([FieldCondition])
    /// Holds when the condition does not (`not: {..}`).
    case not(FieldCondition)

    // Coded as the spec writes it (`{ "all": [..] }`, `{ "test": {..} }`), not with Swift's `_0` labels.
    private enum CodingKeys: String, CodingKey { case test, all, any, not }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let test = try container.decodeIfPresent(ConditionTest.self, forKey: .test) { self = .test(test) }
        else if let all = try container.decodeIfPresent([FieldCondition].self, forKey: .all) { self = .all(all) }
        else if let any = try container.decodeIfPresent([FieldCondition].self, forKey: .any) { self = .any(any) }
        else { self = .not(try container.decode(FieldCondition.self, forKey: .not)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .test(let test): try container.encode(test, forKey: .test)
        case .all(let conditions): try container.encode(conditions, forKey: .all)
        case .any(let conditions): try container.encode(conditions, forKey: .any)
        case .not(let condition): try container.encode(condition, forKey: .not)
        }
    }

    /// The ids of the fields the condition reads, in source order, with repeats.
    public var fieldIDs: [String] {
        var ids: [String] = []
        var pending: [FieldCondition] = [self]
        // Iterative: nesting is bounded by the checker, but a walk needs no stack either way.
        while let condition = pending.popLast() {
            switch condition {
            case .test(let test): ids.append(test.field)
            case .all(let conditions), .any(let conditions): pending.append(contentsOf: conditions.reversed())
            case .not(let inner): pending.append(inner)
            }
        }
        return ids
    }
}

/// One leaf of a condition: `{ field: payment, equals: card }`.
public struct ConditionTest: Codable, Equatable, Sendable {
    /// What the value is compared with.
    public enum Operator: String, Codable, Equatable, Sendable, CaseIterable {
        case equals
        case notEquals = "not_equals"
        case `in`
        case notIn = "not_in"
        /// `empty: true`: the field holds nothing (blank text, no choice, no number or date).
        case empty
        /// `empty: false`.
        case notEmpty = "not_empty"
        case lessThan = "less_than"
        case atMost = "at_most"
        case greaterThan = "greater_than"
        case atLeast = "at_least"

        /// Whether the operator orders values (numbers and dates only).
        public var isOrdering: Bool {
            switch self {
            case .lessThan, .atMost, .greaterThan, .atLeast: true
            default: false
            }
        }
    }

    /// The id of the field whose value is tested.
    public var field: String
    /// The test.
    public var operation: Operator
    /// The values compared with, typed by the field's kind: one for `equals`
    /// and the orderings, one or more for `in` / `not_in`, none for `empty`.
    public var values: [FieldValue]

    /// Creates a test.
    public init(field: String, operation: Operator, values: [FieldValue] = []) {
        self.field = field
        self.operation = operation
        self.values = values
    }
}
