/// Subtrees that the code of every field repeats, built once. Every node of
/// the IR is allocated, so a tree that takes one of these holds a reference to
/// it instead of a copy: for a large form, fewer allocations to make and free.
enum SharedSubtrees {
    /// `$0`
    static let first = Expression.identifier("$0")
    /// `state.value`
    static let stateValue = Expression.member(.identifier("state"), "value")
    /// `self.state.value`
    static let selfStateValue = Expression.member(.member(.selfReference, "state"), "value")
    /// `self.inputs`
    static let selfInputs = Expression.member(.selfReference, "inputs")
    /// `inputs`
    static let inputs = Expression.identifier("inputs")
    /// `issues.append`
    static let appendIssue = Expression.member(.identifier("issues"), "append")
    /// `Issue`
    static let issue = Expression.identifier("Issue")
    /// `controller.add`
    static let addToController = Expression.member(.identifier("controller"), "add")
    /// `self.controller.focus`
    static let focus = Expression.member(.member(.selfReference, "controller"), "focus")
    /// `false`
    static let `false` = Expression.bool(false)
    /// `FormcFormLayout`
    static let layout = Expression.identifier("FormcFormLayout")
    /// `_screen.stack.addArrangedSubview`
    static let addRow = Expression.member(.member(.identifier("_screen"), "stack"), "addArrangedSubview")

    /// The value types of fields.
    static let string: TypeName = "String"
    static let optionalInt: TypeName = .optional("Int")
    static let optionalDecimal: TypeName = .optional("Decimal")
    static let optionalDate: TypeName = .optional("Date")
    static let bool: TypeName = "Bool"
}
