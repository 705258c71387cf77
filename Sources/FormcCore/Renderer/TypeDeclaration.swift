/// A struct, class, enum or protocol with its members.
struct TypeDeclaration: Sendable {
    /// Which kind of type, with what only that kind has.
    enum Kind: Sendable, Equatable {
        case `struct`
        /// A class; formc's classes are normally `final`.
        case `class`(isFinal: Bool)
        /// An enum; its raw type, when it has one, is printed first in the
        /// inheritance clause.
        case `enum`(rawType: TypeName?)
        case `protocol`
    }

    /// The access level; `internal` prints nothing.
    var access: AccessLevel
    /// Attributes, each on its own line above the declaration.
    var attributes: [Attribute]
    /// Which kind of type.
    var kind: Kind
    /// The name, in backticks when it is a keyword.
    var name: String
    /// Superclass, protocols (and for a protocol, its refined protocols).
    var inheritance: [Conformance]
    /// Members, in the order printed.
    var members: [Declaration]
    /// Groups of members printed after ``members``, each built only when the printer
    /// reaches it: a type with several members each the size of a large form
    /// (a binder's initializer, its `focus`, `refresh` …) holds one member's tree at a time.
    var deferredMembers: [@Sendable () -> [Declaration]] = []

    /// A type declaration.
    init(
        access: AccessLevel = .internal, attributes: [Attribute] = [], kind: Kind, name: String,
        inheritance: [Conformance] = [], members: [Declaration] = []
    ) {
        self.access = access
        self.attributes = attributes
        self.kind = kind
        self.name = name
        self.inheritance = inheritance
        self.members = members
    }
}

/// `extension Type: Conformances { members }`
struct ExtensionDeclaration: Sendable {
    /// The access level; `internal` prints nothing.
    var access: AccessLevel
    /// Attributes, each on its own line above the declaration.
    var attributes: [Attribute]
    /// The type being extended.
    var extendedType: TypeName
    /// Protocols added by the extension, in order.
    var conformances: [Conformance]
    /// Same-type requirements, `where A == B, C == D` (generic parameter, type).
    var sameTypes: [(parameter: String, type: TypeName)]
    /// Members, in the order printed.
    var members: [Declaration]

    /// An extension of `extendedType`.
    init(
        access: AccessLevel = .internal, attributes: [Attribute] = [], extendedType: TypeName,
        conformances: [Conformance] = [], sameTypes: [(parameter: String, type: TypeName)] = [], members: [Declaration] = []
    ) {
        self.access = access
        self.attributes = attributes
        self.extendedType = extendedType
        self.conformances = conformances
        self.sameTypes = sameTypes
        self.members = members
    }
}

/// One entry of an inheritance clause: a superclass or protocol, possibly
/// qualified, as in `@unchecked Sendable` or `@preconcurrency UITextFieldDelegate`.
struct Conformance: Sendable, Equatable, ExpressibleByStringLiteral {
    /// How the conformance is qualified.
    enum Qualifier: Sendable, Equatable {
        /// `@unchecked`, as in `@unchecked Sendable`.
        case unchecked
        /// `@preconcurrency`, for a protocol from a module not yet audited for concurrency.
        case preconcurrency
        /// `@MainActor`, an isolated conformance.
        case mainActor

        var text: String {
            switch self {
            case .unchecked: "@unchecked"
            case .preconcurrency: "@preconcurrency"
            case .mainActor: "@MainActor"
            }
        }
    }

    /// Qualifiers printed before the type, such as `@unchecked`.
    var qualifiers: [Qualifier]
    /// The type.
    var type: TypeName

    /// A conformance to `type`, qualified by `qualifiers`.
    init(_ type: TypeName, qualifiers: [Qualifier] = []) {
        self.type = type
        self.qualifiers = qualifiers
    }

    /// An unqualified conformance to a named type.
    init(stringLiteral value: String) {
        self.init(.named(value))
    }

    /// `@unchecked Sendable`
    static let uncheckedSendable = Conformance("Sendable", qualifiers: [.unchecked])
}

/// One enum case: `case name`, `case name = raw`, or `case name(label: Type, …)`.
struct EnumCaseDeclaration: Sendable, Equatable {
    /// The name, in backticks when it is a keyword.
    var name: String
    /// The raw value, a literal (string, integer …) for enums with a raw type.
    var rawValue: Literal?
    /// Associated values, in order.
    var associatedValues: [AssociatedValue]

    /// An enum case; give either a raw value or associated values, not both.
    init(name: String, rawValue: Literal? = nil, associatedValues: [AssociatedValue] = []) {
        self.name = name
        self.rawValue = rawValue
        self.associatedValues = associatedValues
    }
}

/// An associated value of an enum case, with an optional label.
struct AssociatedValue: Sendable, Equatable {
    /// The label, or `nil` for none.
    var label: String?
    /// The type.
    var type: TypeName

    /// An associated value; `label` `nil` for an unlabeled one.
    init(label: String? = nil, type: TypeName) {
        self.label = label
        self.type = type
    }
}

extension TypeDeclaration {
    /// A type whose members are built one at a time as they are printed.
    init(access: AccessLevel = .internal, attributes: [Attribute] = [], kind: Kind, name: String,
         inheritance: [Conformance] = [], deferredMembers: [@Sendable () -> [Declaration]]) {
        self.init(access: access, attributes: attributes, kind: kind, name: name, inheritance: inheritance)
        self.deferredMembers = deferredMembers
    }

    /// This type with `deferred` printed after its members.
    func withDeferredMembers(_ deferred: [@Sendable () -> [Declaration]]) -> TypeDeclaration {
        var type = self
        type.deferredMembers += deferred
        return type
    }
}
