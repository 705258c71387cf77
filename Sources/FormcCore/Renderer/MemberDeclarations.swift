/// `let` or `var`, in a property, a local declaration or an optional binding.
enum BindingKind: Sendable, Equatable {
    /// `let`
    case `let`
    /// `var`
    case `var`

    var keyword: String {
        switch self {
        case .let: "let"
        case .var: "var"
        }
    }
}

/// A property: stored (`let`/`var`, with a type and/or an initial value),
/// computed (a getter, or a getter and a setter), or a protocol requirement.
struct VariableDeclaration: Sendable, Equatable {
    /// What follows the property's name and type.
    enum Accessors: Sendable, Equatable {
        /// A stored property, with the initial value in ``VariableDeclaration/value``.
        case stored
        /// `var name: T { body }`, get-only.
        case computed([Statement])
        /// `var name: T { expression }` on the declaration's line: a getter
        /// that is one expression (a field's entry), read at a glance.
        case expression(Expression)
        /// `var name: T { get { … } set { … } }`; the setter sees `newValue`.
        case getSet(get: [Statement], set: [Statement])
        /// `var name: T { get }` or `{ get set }` in a protocol.
        case requirement(settable: Bool)
    }

    /// The access level; `internal` prints nothing.
    var access: AccessLevel
    /// A narrower access for the setter: `.private` prints `private(set)`.
    var setterAccess: AccessLevel?
    /// Attributes, each on its own line above the declaration.
    var attributes: [Attribute]
    /// Modifiers, printed in the order of ``DeclarationModifier`` whatever the order here.
    var modifiers: [DeclarationModifier]
    /// `let` or `var` (a computed property is always `var`).
    var binding: BindingKind
    /// The name, in backticks when it is a keyword.
    var name: String
    /// The declared type; `nil` to let Swift infer it from the value.
    var type: TypeName?
    /// The initial value of a stored property.
    var value: Expression?
    /// Stored, computed, or a requirement.
    var accessors: Accessors

    /// A property. Computed properties and requirements are always printed with `var`.
    init(
        access: AccessLevel = .internal, setterAccess: AccessLevel? = nil, attributes: [Attribute] = [],
        modifiers: [DeclarationModifier] = [], binding: BindingKind = .let, name: String,
        type: TypeName? = nil, value: Expression? = nil, accessors: Accessors = .stored
    ) {
        self.access = access
        self.setterAccess = setterAccess
        self.attributes = attributes
        self.modifiers = modifiers
        self.binding = binding
        self.name = name
        self.type = type
        self.value = value
        self.accessors = accessors
    }
}

/// A parameter of a function, an initializer or a closure.
struct Parameter: Sendable, Equatable {
    /// The argument label when it differs from ``name``; `"_"` for none.
    var label: String?
    /// The name, in backticks when it is a keyword.
    var name: String
    /// The type.
    var type: TypeName
    /// The default argument, if any.
    var defaultValue: Expression?

    /// A parameter: `label name: Type = default`.
    init(label: String? = nil, name: String, type: TypeName, defaultValue: Expression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// The effects a function or initializer may have.
struct Effects: Sendable, Equatable {
    /// Whether it is `async`.
    var isAsync: Bool
    /// Whether it `throws`.
    var isThrowing: Bool

    /// Effects; none by default.
    init(isAsync: Bool = false, isThrowing: Bool = false) {
        self.isAsync = isAsync
        self.isThrowing = isThrowing
    }

    /// Neither `async` nor `throws`.
    static let none = Effects()
}

/// A function or method, or (without a body) a protocol requirement.
struct FunctionDeclaration: Sendable, Equatable {
    /// The access level; `internal` prints nothing.
    var access: AccessLevel
    /// Attributes, each on its own line above the declaration.
    var attributes: [Attribute]
    /// Modifiers, printed in the order of ``DeclarationModifier`` whatever the order here.
    var modifiers: [DeclarationModifier]
    /// The name, in backticks when it is a keyword.
    var name: String
    /// The parameters, in order.
    var parameters: [Parameter]
    /// `async` and `throws`.
    var effects: Effects
    /// The return type; `nil` for none (`Void`).
    var returnType: TypeName?
    /// The statements; `nil` for a requirement in a protocol.
    var body: [Statement]?

    /// A function.
    init(
        access: AccessLevel = .internal, attributes: [Attribute] = [], modifiers: [DeclarationModifier] = [],
        name: String, parameters: [Parameter] = [], effects: Effects = .none, returnType: TypeName? = nil,
        body: [Statement]?
    ) {
        self.access = access
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.parameters = parameters
        self.effects = effects
        self.returnType = returnType
        self.body = body
    }
}

/// An initializer: `init(…)`, `convenience init?(…)`, `override init(…)`.
struct InitializerDeclaration: Sendable, Equatable {
    /// The access level; `internal` prints nothing.
    var access: AccessLevel
    /// Attributes, each on its own line above the declaration.
    var attributes: [Attribute]
    /// Modifiers, printed in the order of ``DeclarationModifier`` whatever the order here.
    var modifiers: [DeclarationModifier]
    /// Whether it is `init?`.
    var isFailable: Bool
    /// The parameters, in order.
    var parameters: [Parameter]
    /// `async` and `throws`.
    var effects: Effects
    /// The statements; `nil` for a requirement in a protocol.
    var body: [Statement]?

    /// An initializer.
    init(
        access: AccessLevel = .internal, attributes: [Attribute] = [], modifiers: [DeclarationModifier] = [],
        isFailable: Bool = false, parameters: [Parameter] = [], effects: Effects = .none, body: [Statement]?
    ) {
        self.access = access
        self.attributes = attributes
        self.modifiers = modifiers
        self.isFailable = isFailable
        self.parameters = parameters
        self.effects = effects
        self.body = body
    }
}

/// `typealias Name = Type`
struct TypealiasDeclaration: Sendable, Equatable {
    /// The access level; `internal` prints nothing.
    var access: AccessLevel
    /// The name, in backticks when it is a keyword.
    var name: String
    /// The type.
    var type: TypeName

    /// A type alias.
    init(access: AccessLevel = .internal, name: String, type: TypeName) {
        self.access = access
        self.name = name
        self.type = type
    }
}
