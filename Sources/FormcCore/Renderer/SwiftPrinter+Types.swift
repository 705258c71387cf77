extension SwiftPrinter {
    /// A type as written in a declaration.
    func type(_ value: TypeName) -> String {
        switch value {
        case .named(let typeName):
            return typeName
        case .member(let base, let member):
            return type(base) + "." + member
        case .generic(let base, let arguments):
            return type(base) + "<" + arguments.map(type).joined(separator: ", ") + ">"
        case .optional(let wrapped):
            return postfixType(wrapped) + "?"
        case .array(let element):
            return "[" + type(element) + "]"
        case .dictionary(let key, let element):
            return "[" + type(key) + ": " + type(element) + "]"
        case .tuple(let elements):
            return "(" + elements.map(type).joined(separator: ", ") + ")"
        case .function(let function):
            let attributes = function.attributes.map { $0.text + " " }.joined()
            let effects = (function.isAsync ? " async" : "") + (function.isThrowing ? " throws" : "")
            return attributes + "(" + function.parameters.map(type).joined(separator: ", ") + ")" + effects
                + " -> " + type(function.result)
        case .existential(let constraint):
            return "any " + type(constraint)
        }
    }

    /// A type used as a value (`T.self`, `T(…)`, `T.member`): parenthesized
    /// when it is a function or existential type, which would not parse there.
    func typeAsValue(_ value: TypeName) -> String {
        postfixType(value)
    }

    /// A type followed by `?` or `.`: parenthesized unless it is a simple type.
    private func postfixType(_ value: TypeName) -> String {
        switch value {
        case .function, .existential: "(" + type(value) + ")"
        default: type(value)
        }
    }
}
