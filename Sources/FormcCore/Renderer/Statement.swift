/// A statement in a function, accessor, closure or initializer body. Not
/// `indirect`: it holds statements only in arrays, so each is stored in place.
enum Statement: Sendable, Equatable {
    /// An expression on its own line: a call, or ``Expression/raw(_:)`` code.
    case expression(Expression)
    /// `let name: Type = value` (type and value each optional).
    case binding(BindingKind, name: String, type: TypeName? = nil, value: Expression?)
    /// `target = value`
    case assignment(Expression, Expression)
    /// `if … { } else if … { } else { }`: one or more conditional branches,
    /// then an optional `else` body.
    case `if`([ConditionalBranch], otherwise: [Statement]? = nil)
    /// `guard conditions else { body }`
    case `guard`([Condition], otherwise: [Statement])
    /// `switch subject { cases }`, the cases of `built` (made when printed) after `cases`.
    case `switch`(Expression, [SwitchCase], built: Groups<SwitchCase>? = nil)
    /// `for pattern in sequence { body }`
    case forIn(ForPattern, in: Expression, body: [Statement])
    /// `return` or `return value`
    case `return`(Expression?)
    /// `throw error`
    case `throw`(Expression)
    /// `defer { body }`
    case `defer`([Statement])
    /// `break`
    case `break`
    /// A `//` comment line; any text, made safe by ``SwiftComment``.
    case comment(String)
    /// The statements of each group in turn, each group built when printed.
    case groups(Groups<Statement>)
}

/// A condition of `if` or `guard`.
enum Condition: Sendable, Equatable {
    /// A Boolean expression.
    case expression(Expression)
    /// `let name = value`, or the shorthand `let name` when `value` is `nil`.
    case optionalBinding(BindingKind, name: String, value: Expression?)
    /// `#available(iOS <version>, *)`: `version` is formc's own constant, never user text.
    case availableOnIOS(String)
}

/// One `if` or `else if` branch: its conditions (joined by commas) and body.
struct ConditionalBranch: Sendable, Equatable {
    /// The conditions, joined by commas.
    var conditions: [Condition]
    /// The statements.
    var body: [Statement]

    /// A branch taken when every condition holds.
    init(_ conditions: [Condition], body: [Statement]) {
        self.conditions = conditions
        self.body = body
    }
}

/// One `case` of a `switch`, or its `default`.
struct SwitchCase: Sendable, Equatable {
    /// What the case matches.
    enum Label: Sendable, Equatable {
        /// `case p1, p2:`
        case patterns([Pattern])
        /// `default:`
        case `default`
        /// `@unknown default:`, for enums from other modules.
        case unknownDefault
    }

    /// The label, or `nil` for none.
    var label: Label
    /// The statements; `break` is added when there are none (comments aside),
    /// as Swift requires one.
    var body: [Statement]
    /// Whether a body of one statement is printed on the label's line
    /// (`case .name: return FormcEntry<…>.name.erased`): a table, read a row at a time.
    var isInline = false

    /// A case matching any of `patterns`; `isInline`: a body of one statement on the label's line.
    init(_ patterns: [Pattern], body: [Statement], isInline: Bool = false) {
        self.label = .patterns(patterns)
        self.body = body
        self.isInline = isInline
    }

    /// A case with the given label.
    init(label: Label, body: [Statement]) {
        self.label = label
        self.body = body
    }
}

/// A pattern in a `case` label.
enum Pattern: Sendable, Equatable {
    /// An expression pattern, typically an implicit member: `.name`, or a literal.
    case value(Expression)
    /// `.name(let a, let b)`; a `nil` binding prints `_`.
    case enumCase(String, bindings: [String?])
}

/// What a `for … in` loop binds each element to.
enum ForPattern: Sendable, Equatable {
    /// `for name in …`
    case name(String)
    /// `for (a, b) in …`
    case tuple([String])
    /// `for _ in …`
    case wildcard
}
