/// Subtrees that the code of every field repeats, built once. Every node of
/// the IR is allocated, so a tree that takes one of these holds a reference to
/// it instead of a copy: for a large form, fewer allocations to make and free.
enum SharedSubtrees {
    /// `$0`
    static let first = Expression.identifier("$0")
    /// `view`, the view a binding wires
    static let view = Expression.identifier("view")
    /// `issues.append`
    static let appendIssue = Expression.member(.identifier("issues"), "append")
    /// `Issue`
    static let issue = Expression.identifier("Issue")
    /// `false`
    static let `false` = Expression.bool(false)
    /// `FormcFormLayout`
    static let layout = Expression.identifier("FormcFormLayout")

    /// The value types of fields.
    static let string: TypeName = "String"
    static let optionalInt: TypeName = .optional("Int")
    static let optionalDecimal: TypeName = .optional("Decimal")
    static let optionalDate: TypeName = .optional("Date")
    static let bool: TypeName = "Bool"
}
