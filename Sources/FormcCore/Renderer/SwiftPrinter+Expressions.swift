extension SwiftPrinter {
    /// Prints `value` on the current line (continuing onto further lines only
    /// where a closure or a long list does).
    mutating func expression(_ value: borrowing Expression) {
        switch value {
        case .identifier(let identifier):
            add(name: identifier)
        case .selfReference:
            add("self")
        case .superReference:
            add("super")
        case .type(let typeName):
            typeAsValue(typeName)
        case .member(let base, let member):
            if let base { postfixOperand(base) }
            add(".")
            // `init` and `self` stay bare after a dot: `.init(…)`, `T.self`.
            if member.utf8.count == 4 && (member == "init" || member == "self") { add(member) } else { add(name: member) }
        case .keyPath(let members):
            add("\\")
            for member in members {
                add(".")
                add(name: member)
            }
        case .optionalChain(let base):
            postfixOperand(base)
            add("?")
        case .call(let callee, let arguments, let trailingClosure):
            postfixOperand(callee)
            if !arguments.isEmpty || trailingClosure == nil { callList(arguments) { $0.argument($1) } }
            if let trailingClosure {
                add(" ")
                closure(trailingClosure)
            }
        case .subscript(let base, let arguments):
            postfixOperand(base)
            add("[")
            argumentList(arguments)
            add("]")
        case .literal(let value):
            literal(value)
        case .array(let elements):
            collection(elements, empty: "[]") { $0.expression($1) }
        case .dictionary(let entries):
            collection(entries, empty: "[:]") { printer, entry in
                printer.expression(entry.key)
                printer.add(": ")
                printer.expression(entry.value)
            }
        case .tuple(let elements):
            add("(")
            argumentList(elements)
            add(")")
        case .closure(let value):
            closure(value)
        case .binary(let lhs, let op, let rhs):
            operand(lhs, of: op.precedence, isLeft: true)
            add(" ")
            add(op.token)
            add(" ")
            operand(rhs, of: op.precedence, isLeft: false)
        case .chain(let op, let terms):
            for index in terms.indices {
                if index > 0 {
                    add(" ")
                    add(op.token)
                    add(" ")
                }
                operand(terms[index], of: op.precedence, isLeft: index == 0)
            }
        case .prefix(let op, let operand):
            add(op.token)
            prefixOperand(operand)
        case .ternary(let test, let then, let otherwise):
            operand(test, of: .ternary, isLeft: true)
            add(" ? ")
            operand(then, of: .ternary, isLeft: false)
            add(" : ")
            operand(otherwise, of: .ternary, isLeft: false)
        case .try(let operand, let optional):
            add(optional ? "try? " : "try ")
            expression(operand)
        case .await(let operand):
            add("await ")
            expression(operand)
        case .cast(let operand, let op, let target):
            self.operand(operand, of: .casting, isLeft: true)
            add(" ")
            add(op.token)
            add(" ")
            type(target)
        case .raw(let code):
            raw(code)
        }
    }

    mutating func literal(_ value: borrowing Literal) {
        switch value {
        case .string(let string):
            indentIfNeeded()
            SwiftStringLiteral.append(string, to: bytes)
        case .integer(let integer): add(String(integer))
        case .floating(let floating): floatingLiteral(floating)
        case .bool(let bool): add(bool ? "true" : "false")
        case .nil: add("nil")
        }
    }

    /// Shortest decimal form that reads back as the same `Double`; Swift has no
    /// literal for infinity or NaN, so they are spelled as members.
    private mutating func floatingLiteral(_ value: Double) {
        if value.isNaN { return add(".nan") }
        if value.isInfinite { return add(value < 0 ? "-.infinity" : ".infinity") }
        add(value.description)
    }

    /// Verbatim code, line by line at the current indentation, without trailing white space.
    private mutating func raw(_ code: String) {
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { endLine() }
            var line = Substring(line)
            while let last = line.last, last == " " || last == "\t" { line.removeLast() }
            add(String(line))
        }
    }

    /// `a: 1, b` on the current line.
    private mutating func argumentList(_ arguments: [Argument]) {
        for (index, argument) in arguments.enumerated() {
            if index > 0 { add(", ") }
            self.argument(argument)
        }
    }

    mutating func argument(_ argument: borrowing Argument) {
        if let label = argument.label {
            add(label: label, inDeclaration: false)
            add(": ")
        }
        expression(argument.value)
    }

    /// `{ [captures] parameters in body }`: on one line when the body is one
    /// statement of one line (or none), else the body one level deeper and `}` on its own line.
    private mutating func closure(_ value: borrowing Closure) {
        add("{")
        let hasHead = closureHead(value)
        let body = openTentativeBody()
        depth += 1
        statements(value.body)
        depth -= 1
        switch closeTentativeBody(body, canFold: value.body.count == 1) {
        case .none: add("}")
        case .empty: add(hasHead ? " }" : "}")
        case .line: add(" }")
        }
    }

    /// ` attributes [captures] (parameters) -> Result in` after a closure's `{`; whether there is any.
    private mutating func closureHead(_ value: borrowing Closure) -> Bool {
        var any = false
        func separate(_ printer: inout SwiftPrinter) {
            printer.add(" ")
            any = true
        }
        for attribute in value.attributes {
            separate(&self)
            add(attribute.text)
        }
        if !value.captures.isEmpty {
            separate(&self)
            add("[")
            for (index, capture) in value.captures.enumerated() {
                if index > 0 { add(", ") }
                switch capture {
                case .weak(let captured):
                    add("weak ")
                    add(name: captured)
                case .unowned(let captured):
                    add("unowned ")
                    add(name: captured)
                case .strong(let captured):
                    add(name: captured)
                }
            }
            add("]")
        }
        let parenthesized = value.returnType != nil || value.parameters.contains { $0.type != nil }
        if !value.parameters.isEmpty || parenthesized {
            separate(&self)
            if parenthesized { add("(") }
            for (index, parameter) in value.parameters.enumerated() {
                if index > 0 { add(", ") }
                add(name: parameter.name)
                if let type = parameter.type {
                    add(": ")
                    self.type(type)
                }
            }
            if parenthesized { add(")") }
            if let returnType = value.returnType {
                add(" -> ")
                type(returnType)
            }
        }
        if any { add(" in") }
        return any
    }

    /// Precedence groups whose operators group to the left (`a - b - c` is `(a - b) - c`).
    private static let leftAssociative: [Precedence] = [.multiplication, .addition, .logicalConjunction, .logicalDisjunction]

    /// An operand of a binary operator, `?:` or a cast, in parentheses when it
    /// would otherwise bind differently. `try`, `await` and closures are always
    /// parenthesized there: Swift rejects `try` right of an operator.
    private mutating func operand(_ value: borrowing Expression, of parent: Precedence, isLeft: Bool) {
        let own: Precedence
        switch value {
        case .binary(_, let op, _), .chain(let op, _): own = op.precedence
        case .cast: own = .casting
        case .ternary: own = .ternary
        case .try, .await, .closure: return parenthesized(value)
        default: return expression(value)
        }
        let bare = own > parent || (own == parent && isLeft && Self.leftAssociative.contains(parent))
        bare ? expression(value) : parenthesized(value)
    }

    private mutating func parenthesized(_ value: borrowing Expression) {
        add("(")
        expression(value)
        add(")")
    }

    /// The operand of `!` or `-`: parenthesized unless it is a postfix expression.
    private mutating func prefixOperand(_ value: borrowing Expression) {
        switch value {
        case .prefix: parenthesized(value)  // `- -x` must not print as `--x`.
        default: postfixOperand(value)
        }
    }

    /// The base of `.member`, `?`, a call or a subscript: parenthesized unless
    /// it is a primary or postfix expression itself.
    mutating func postfixOperand(_ value: borrowing Expression) {
        switch value {
        case .identifier, .selfReference, .superReference, .type, .member, .optionalChain, .call, .subscript,
             .array, .dictionary, .tuple, .raw:
            expression(value)
        case .literal(.integer(let integer)) where integer < 0:
            parenthesized(value)
        case .literal(.floating(let floating)) where floating.sign == .minus || !floating.isFinite:
            parenthesized(value)
        case .literal:
            expression(value)
        default:
            parenthesized(value)
        }
    }
}
