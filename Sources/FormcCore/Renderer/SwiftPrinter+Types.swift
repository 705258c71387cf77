extension SwiftPrinter {
    /// Prints a type as written in a declaration.
    mutating func type(_ value: borrowing TypeName) {
        switch value {
        case .named(let typeName):
            add(typeName)
        case .member(let base, let member):
            type(base)
            add(".")
            add(member)
        case .generic(let base, let arguments):
            type(base)
            add("<")
            types(arguments)
            add(">")
        case .optional(let wrapped):
            typeAsValue(wrapped)
            add("?")
        case .array(let element):
            add("[")
            type(element)
            add("]")
        case .dictionary(let key, let element):
            add("[")
            type(key)
            add(": ")
            type(element)
            add("]")
        case .tuple(let elements):
            add("(")
            types(elements)
            add(")")
        case .function(let function):
            for attribute in function.attributes {
                add(attribute.text)
                add(" ")
            }
            add("(")
            types(function.parameters)
            add(")")
            if function.isAsync { add(" async") }
            if function.isThrowing { add(" throws") }
            add(" -> ")
            type(function.result)
        case .existential(let constraint):
            add("any ")
            type(constraint)
        case .opaque(let constraint):
            add("some ")
            type(constraint)
        }
    }

    private mutating func types(_ values: [TypeName]) {
        for (index, value) in values.enumerated() {
            if index > 0 { add(", ") }
            type(value)
        }
    }

    /// Prints a type used as a value (`T.self`, `T(…)`, `T.member`) or
    /// followed by `?`: parenthesized when it is a function or existential
    /// type, which would not parse there.
    mutating func typeAsValue(_ value: borrowing TypeName) {
        switch value {
        case .function, .existential:
            add("(")
            type(value)
            add(")")
        default:
            type(value)
        }
    }
}
