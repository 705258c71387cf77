/// A Swift expression. The printer adds the parentheses precedence needs, so a
/// generator builds trees and never thinks about them.
///
/// Only the cases that hold an expression directly are `indirect` (boxed):
/// names, literals and types, most of a tree's leaves, are stored in place.
enum Expression: Sendable, Equatable {
    /// A name, in backticks when it is a keyword (`` `default` ``).
    case identifier(String)
    /// `self`
    case selfReference
    /// `super`
    case superReference
    /// A type used as a value: `Form.Field` in `Form.Field.allCases`, or `UIView(…)`.
    case type(TypeName)
    /// `base.name`, or the implicit member `.name` when `base` is `nil`.
    /// `init` and `self` are printed bare after the dot (`.init(…)`, `T.self`).
    indirect case member(Expression?, String)
    /// `base?`, the start of optional chaining: `.member(.optionalChain(x), "y")` is `x?.y`.
    indirect case optionalChain(Expression)
    /// `callee(arguments)`, or `callee(arguments) { trailing closure }`.
    indirect case call(Expression, [Argument], trailingClosure: Closure? = nil)
    /// `base[arguments]`
    indirect case `subscript`(Expression, [Argument])
    /// A literal; strings are escaped by the printer (see ``SwiftStringLiteral``).
    case literal(Literal)
    /// `[a, b]`
    case array([Expression])
    /// `[key: value, …]`, in the given order; `[:]` when empty.
    case dictionary([DictionaryEntry])
    /// `(a, b)` or `(label: a)`; one unlabeled element is a parenthesized expression.
    case tuple([Argument])
    /// `{ [captures] parameters in body }`
    indirect case closure(Closure)
    /// `lhs op rhs`
    indirect case binary(Expression, BinaryOperator, Expression)
    /// `a op b op c …`, grouped left to right, for a left-associative operator
    /// (`&&`, `||`, `+`, `*`). Flat, so joining 100,000 terms costs no depth in
    /// the tree, its printing or its release (see ``joined(_:by:empty:)``).
    case chain(BinaryOperator, [Expression])
    /// `op operand`: `!done`, `-offset`.
    indirect case prefix(PrefixOperator, Expression)
    /// `condition ? then : otherwise`
    indirect case ternary(Expression, Expression, Expression)
    /// `try expression`, or `try? expression`.
    indirect case `try`(Expression, optional: Bool = false)
    /// `await expression`
    indirect case await(Expression)
    /// `expression as? Type`, `as`, or `is`.
    indirect case cast(Expression, CastOperator, TypeName)
    /// Code printed verbatim, line by line at the current indentation.
    ///
    /// For formc's own fixed code only, never text from a spec: nothing in it
    /// is escaped, quoted or parenthesized.
    case raw(String)
    /// `\.a.b`: a key path from the contextual root through `members`.
    case keyPath([String])

    /// A string literal.
    static func string(_ value: String) -> Expression { .literal(.string(value)) }
    /// An integer literal.
    static func integer(_ value: Int) -> Expression { .literal(.integer(value)) }
    /// A Boolean literal.
    static func bool(_ value: Bool) -> Expression { .literal(.bool(value)) }
    /// `nil`
    static let `nil`: Expression = .literal(.nil)

    /// `terms` joined by `op` as one flat ``chain(_:_:)``; the one term itself,
    /// or `empty` when there is none.
    static func joined(_ terms: [Expression], by op: BinaryOperator, empty: Expression) -> Expression {
        switch terms.count {
        case 0: return empty
        case 1: return terms[0]
        default: return .chain(op, terms)
        }
    }
}

/// A literal value.
enum Literal: Sendable, Equatable {
    /// Any string: printed as a single-line literal whose value is exactly this.
    case string(String)
    /// An integer, printed in decimal.
    case integer(Int)
    /// A floating-point literal, printed in its shortest exact form (`12.0`,
    /// `0.25`, `1e-07`); infinities and NaN print as `.infinity`, `-.infinity`, `.nan`.
    case floating(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `nil`
    case `nil`
}

/// One argument of a call, subscript or tuple, with an optional label.
struct Argument: Sendable, Equatable {
    /// The label, or `nil` for none.
    var label: String?
    /// The value.
    var value: Expression

    /// An argument `label: value`, or just `value` when `label` is `nil`.
    init(label: String? = nil, _ value: Expression) {
        self.label = label
        self.value = value
    }
}

/// One `key: value` entry of a dictionary literal.
struct DictionaryEntry: Sendable, Equatable {
    /// The key.
    var key: Expression
    /// The value.
    var value: Expression

    /// A dictionary entry.
    init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}

/// A closure expression.
struct Closure: Sendable, Equatable {
    /// An entry of a capture list.
    enum Capture: Sendable, Equatable {
        /// `weak name`
        case weak(String)
        /// `unowned name`
        case unowned(String)
        /// `name`, a strong capture of the current value.
        case strong(String)
    }

    /// Attributes before the capture list, such as `@MainActor`.
    var attributes: [FunctionType.Attribute]
    /// The capture list, such as `[weak self]`.
    var captures: [Capture]
    /// Parameter names; with types (``ClosureParameter/type``) they are
    /// printed in parentheses.
    var parameters: [ClosureParameter]
    /// The return type; `nil` for none (`Void`).
    var returnType: TypeName?
    /// The statements.
    var body: [Statement]

    /// A closure. A body of a single one-line statement is printed on one line.
    init(
        attributes: [FunctionType.Attribute] = [], captures: [Capture] = [],
        parameters: [ClosureParameter] = [], returnType: TypeName? = nil, body: [Statement]
    ) {
        self.attributes = attributes
        self.captures = captures
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}

/// A closure parameter: a name (`_` to ignore), with an optional type.
struct ClosureParameter: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The name, in backticks when it is a keyword.
    var name: String
    /// The type, or `nil` to let Swift infer it.
    var type: TypeName?

    /// A closure parameter.
    init(_ name: String, type: TypeName? = nil) {
        self.name = name
        self.type = type
    }

    /// An untyped closure parameter.
    init(stringLiteral value: String) {
        self.init(value)
    }
}

/// A binary operator, with its Swift precedence.
enum BinaryOperator: Sendable, Equatable {
    /// `*`, `/`, `%`
    case multiply, divide, remainder
    /// `+`, `-`
    case add, subtract
    /// `..<`, `...`
    case halfOpenRange, closedRange
    /// `??`
    case nilCoalescing
    /// `==`, `!=`, `<`, `<=`, `>`, `>=`
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    /// `&&`
    case and
    /// `||`
    case or

    var token: String {
        switch self {
        case .multiply: "*"
        case .divide: "/"
        case .remainder: "%"
        case .add: "+"
        case .subtract: "-"
        case .halfOpenRange: "..<"
        case .closedRange: "..."
        case .nilCoalescing: "??"
        case .equal: "=="
        case .notEqual: "!="
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        case .and: "&&"
        case .or: "||"
        }
    }

    /// Higher binds tighter; the order of Swift's standard precedence groups.
    var precedence: Precedence {
        switch self {
        case .multiply, .divide, .remainder: .multiplication
        case .add, .subtract: .addition
        case .halfOpenRange, .closedRange: .rangeFormation
        case .nilCoalescing: .nilCoalescing
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: .comparison
        case .and: .logicalConjunction
        case .or: .logicalDisjunction
        }
    }
}

/// A prefix operator.
enum PrefixOperator: Sendable, Equatable {
    /// `!`
    case not
    /// `-`
    case negate
    /// `&`, an argument passed `inout`
    case `inout`

    var token: String {
        switch self {
        case .not: "!"
        case .negate: "-"
        case .`inout`: "&"
        }
    }
}

/// A type-casting operator.
enum CastOperator: Sendable, Equatable {
    /// `as?`
    case conditional
    /// `as`, a cast the compiler checks.
    case coercion
    /// `is`
    case check

    var token: String {
        switch self {
        case .conditional: "as?"
        case .coercion: "as"
        case .check: "is"
        }
    }
}

/// Swift's standard precedence groups that formc's operators use, lowest first.
enum Precedence: Int, Comparable {
    case ternary
    case logicalDisjunction
    case logicalConjunction
    case comparison
    case nilCoalescing
    case casting
    case rangeFormation
    case addition
    case multiplication

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
