/// A Swift type as written in a declaration or an expression. Only the cases
/// that hold a type directly are `indirect`: a named type is stored in place.
enum TypeName: Sendable, Equatable, ExpressibleByStringLiteral {
    /// A type by name, printed verbatim: `String`, `UIKit.UITextField`, `Self`,
    /// `Any`. Names come from formc or from ``SwiftNamer`` (never raw spec text);
    /// they are not put in backticks, because `` `Any` `` would name another type.
    case named(String)
    /// A type nested in another one: `RegistrationForm.Field`.
    indirect case member(TypeName, String)
    /// A generic type applied to arguments: `Set<Field>`.
    indirect case generic(TypeName, [TypeName])
    /// `Wrapped?`
    indirect case optional(TypeName)
    /// `[Element]`
    indirect case array(TypeName)
    /// `[Key: Value]`
    indirect case dictionary(key: TypeName, value: TypeName)
    /// `(A, B)`; the empty tuple is `()`.
    case tuple([TypeName])
    /// `(A) async throws -> R`, with attributes such as `@escaping`.
    indirect case function(FunctionType)
    /// `any P`
    indirect case existential(TypeName)
    /// `some P`, an opaque parameter type.
    indirect case opaque(TypeName)

    /// `Void`, the usual spelling of the empty result.
    static let void: TypeName = .named("Void")

    /// A named type: lets generators write `"String"` where a type is expected.
    init(stringLiteral value: String) {
        self = .named(value)
    }
}

/// The parts of a function type.
struct FunctionType: Sendable, Equatable {
    /// A type attribute on a function type.
    enum Attribute: Sendable, Equatable {
        case escaping
        case mainActor
        case sendable

        var text: String {
            switch self {
            case .escaping: "@escaping"
            case .mainActor: "@MainActor"
            case .sendable: "@Sendable"
            }
        }
    }

    /// Type attributes, such as `@escaping`.
    var attributes: [Attribute]
    /// The parameters, in order.
    var parameters: [TypeName]
    /// Whether it is `async`.
    var isAsync: Bool
    /// Whether it `throws`.
    var isThrowing: Bool
    /// The result type.
    var result: TypeName

    /// A function type; by default synchronous, non-throwing and without attributes.
    init(
        attributes: [Attribute] = [], parameters: [TypeName], isAsync: Bool = false,
        isThrowing: Bool = false, result: TypeName = .void
    ) {
        self.attributes = attributes
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.result = result
    }
}
