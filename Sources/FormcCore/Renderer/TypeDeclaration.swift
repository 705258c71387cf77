/// A struct, class, enum or protocol with its members.
public struct TypeDeclaration: Sendable, Equatable {
    /// A member made only when the printer reaches it, so that a type with
    /// several members each the size of a large form (a binder's initializer,
    /// its `focus`, `refresh` …) holds one member's tree at a time while printed.
    enum DeferredMember: Sendable {
        /// A declaration built when printed.
        case declaration(@Sendable () -> Declaration)
        /// A declaration that is never compact (a function, an initializer),
        /// printed in place by its emitter: for one too large to hold as one tree.
        case printed(@Sendable (SwiftPrinter, inout CodeWriter) -> Void)
    }

    /// Which kind of type, with what only that kind has.
    public enum Kind: Sendable, Equatable {
        case `struct`
        /// A class; formc's classes are normally `final`.
        case `class`(isFinal: Bool)
        /// An enum; its raw type, when it has one, is printed first in the
        /// inheritance clause.
        case `enum`(rawType: TypeName?)
        case `protocol`
    }

    /// The access level; `internal` prints nothing.
    public var access: AccessLevel
    /// Attributes, each on its own line above the declaration.
    public var attributes: [Attribute]
    /// Which kind of type.
    public var kind: Kind
    /// The name, in backticks when it is a keyword.
    public var name: String
    /// Superclass, protocols (and for a protocol, its refined protocols).
    public var inheritance: [Conformance]
    /// Members, in the order printed.
    public var members: [Declaration]
    /// Members printed after ``members``, each built when printed.
    var deferredMembers: [DeferredMember] = []

    /// A type declaration.
    public init(
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
public struct ExtensionDeclaration: Sendable, Equatable {
    /// The access level; `internal` prints nothing.
    public var access: AccessLevel
    /// Attributes, each on its own line above the declaration.
    public var attributes: [Attribute]
    /// The type being extended.
    public var extendedType: TypeName
    /// Protocols added by the extension, in order.
    public var conformances: [Conformance]
    /// Members, in the order printed.
    public var members: [Declaration]

    /// An extension of `extendedType`.
    public init(
        access: AccessLevel = .internal, attributes: [Attribute] = [], extendedType: TypeName,
        conformances: [Conformance] = [], members: [Declaration] = []
    ) {
        self.access = access
        self.attributes = attributes
        self.extendedType = extendedType
        self.conformances = conformances
        self.members = members
    }
}

/// One entry of an inheritance clause: a superclass or protocol, possibly
/// qualified, as in `@unchecked Sendable` or `@preconcurrency UITextFieldDelegate`.
public struct Conformance: Sendable, Equatable, ExpressibleByStringLiteral {
    /// How the conformance is qualified.
    public enum Qualifier: Sendable, Equatable {
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
    public var qualifiers: [Qualifier]
    /// The type.
    public var type: TypeName

    /// A conformance to `type`, qualified by `qualifiers`.
    public init(_ type: TypeName, qualifiers: [Qualifier] = []) {
        self.type = type
        self.qualifiers = qualifiers
    }

    /// An unqualified conformance to a named type.
    public init(stringLiteral value: String) {
        self.init(.named(value))
    }

    /// `@unchecked Sendable`
    public static let uncheckedSendable = Conformance("Sendable", qualifiers: [.unchecked])
}

/// One enum case: `case name`, `case name = raw`, or `case name(label: Type, …)`.
public struct EnumCaseDeclaration: Sendable, Equatable {
    /// The name, in backticks when it is a keyword.
    public var name: String
    /// The raw value, a literal (string, integer …) for enums with a raw type.
    public var rawValue: Literal?
    /// Associated values, in order.
    public var associatedValues: [AssociatedValue]

    /// An enum case; give either a raw value or associated values, not both.
    public init(name: String, rawValue: Literal? = nil, associatedValues: [AssociatedValue] = []) {
        self.name = name
        self.rawValue = rawValue
        self.associatedValues = associatedValues
    }
}

/// An associated value of an enum case, with an optional label.
public struct AssociatedValue: Sendable, Equatable {
    /// The label, or `nil` for none.
    public var label: String?
    /// The type.
    public var type: TypeName

    /// An associated value; `label` `nil` for an unlabeled one.
    public init(label: String? = nil, type: TypeName) {
        self.label = label
        self.type = type
    }
}

extension TypeDeclaration {
    /// A type whose `members` are built one at a time as they are printed.
    init(access: AccessLevel = .internal, attributes: [Attribute] = [], kind: Kind, name: String,
         inheritance: [Conformance] = [], deferredMembers: [DeferredMember]) {
        self.init(access: access, attributes: attributes, kind: kind, name: name, inheritance: inheritance)
        self.deferredMembers = deferredMembers
    }

    /// This type with `deferred` printed after its members.
    func withDeferredMembers(_ deferred: [DeferredMember]) -> TypeDeclaration {
        var type = self
        type.deferredMembers += deferred
        return type
    }

    /// Equal when everything printed is: the deferred members are compared by their text.
    public static func == (lhs: TypeDeclaration, rhs: TypeDeclaration) -> Bool {
        lhs.access == rhs.access && lhs.attributes == rhs.attributes && lhs.kind == rhs.kind && lhs.name == rhs.name
            && lhs.inheritance == rhs.inheritance && lhs.members == rhs.members
            && lhs.deferredMembers.count == rhs.deferredMembers.count
            && (lhs.deferredMembers.isEmpty || SwiftPrinter().render(.type(lhs)) == SwiftPrinter().render(.type(rhs)))
    }
}
