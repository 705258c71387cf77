// The AST of `visible_when` / `enabled_when` and of `sections:`, as written.

/// A condition as written: typed and resolved by the checker.
indirect enum ConditionSpec {
    case test(ConditionTestSpec)
    /// `all: [..]` at `location`.
    case all([ConditionSpec], location: SourceLocation)
    /// `any: [..]` at `location`.
    case any([ConditionSpec], location: SourceLocation)
    /// `not: {..}`.
    case not(ConditionSpec)
}

/// A leaf `{ field: <id>, <operator>: <value> }`.
struct ConditionTestSpec {
    var location: SourceLocation
    var field: Located<String>
    /// The operator, at its key.
    var operation: Located<ConditionTest.Operator>
    /// The values to type: one scalar, the items of `in` / `not_in`, none for `empty`.
    var values: [YAMLNode]
}

/// One entry of `sections:`. Its fields are decoded into the spec's flat list
/// (``Spec/fields``); the section keeps their positions there.
struct SectionSpec {
    var location: SourceLocation
    var id: Located<String>?
    var header: TextSpec?
    var footer: TextSpec?
    /// `intro:`: the paragraph under the header.
    var intro: TextSpec?
    var visibleWhen: ConditionSpec?
    var enabledWhen: ConditionSpec?
    /// The positions of its fields in ``Spec/fields``.
    var fieldRange: Range<Int>
}
