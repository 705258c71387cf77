extension SwiftPrinter {
    func expression(_ value: Expression) -> CodeFragment {
        switch value {
        case .identifier(let identifier):
            return CodeFragment(name(identifier))
        case .selfReference:
            return CodeFragment("self")
        case .superReference:
            return CodeFragment("super")
        case .type(let typeName):
            return CodeFragment(typeAsValue(typeName))
        case .member(let base, let member):
            let memberName = member == "init" || member == "self" ? member : name(member)
            guard let base else { return CodeFragment("." + memberName) }
            return postfixOperand(base) + "." + memberName
        case .optionalChain(let base):
            return postfixOperand(base) + "?"
        case .call(let callee, let arguments, let trailingClosure):
            var result = postfixOperand(callee)
            if !arguments.isEmpty || trailingClosure == nil { result = result + callArguments(arguments) }
            if let trailingClosure { result = result + " " + closure(trailingClosure) }
            return result
        case .subscript(let base, let arguments):
            return postfixOperand(base) + "[" + argumentList(arguments) + "]"
        case .literal(let value):
            return CodeFragment(literal(value))
        case .array(let elements):
            return collection(elements.map(expression), empty: "[]")
        case .dictionary(let entries):
            return collection(entries.map { expression($0.key) + ": " + expression($0.value) }, empty: "[:]")
        case .tuple(let elements):
            return "(" + argumentList(elements) + ")"
        case .closure(let value):
            return closure(value)
        case .binary(let lhs, let op, let rhs):
            return operand(lhs, of: op.precedence, isLeft: true) + " " + op.token + " "
                + operand(rhs, of: op.precedence, isLeft: false)
        case .prefix(let op, let operand):
            return op.token + prefixOperand(operand)
        case .ternary(let test, let then, let otherwise):
            return operand(test, of: .ternary, isLeft: true) + " ? " + operand(then, of: .ternary, isLeft: false)
                + " : " + operand(otherwise, of: .ternary, isLeft: false)
        case .try(let operand, let optional):
            return (optional ? "try? " : "try ") + expression(operand)
        case .await(let operand):
            return "await " + expression(operand)
        case .cast(let operand, let op, let target):
            return self.operand(operand, of: .casting, isLeft: true) + " " + op.token + " " + type(target)
        case .raw(let code):
            return CodeFragment(raw: code)
        }
    }

    func literal(_ value: Literal) -> String {
        switch value {
        case .string(let string): SwiftStringLiteral.literal(string)
        case .integer(let integer): String(integer)
        case .floating(let floating): floatingLiteral(floating)
        case .bool(let bool): bool ? "true" : "false"
        case .nil: "nil"
        }
    }

    /// Shortest decimal form that reads back as the same `Double`; Swift has no
    /// literal for infinity or NaN, so they are spelled as members.
    private func floatingLiteral(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        return value.description
    }

    /// `(a: 1, b: 2)` on one line, or one argument per line when that line would
    /// be long (no trailing comma: Swift 6.0 has none). Arguments that span lines
    /// (closures) keep the usual `f(x, { … }, y)` shape. Each argument is printed once.
    private func callArguments(_ arguments: [Argument]) -> CodeFragment {
        callArguments(printed: arguments.map(argument))
    }

    /// ``callArguments(_:)`` of arguments already printed.
    func callArguments(printed: [CodeFragment]) -> CodeFragment {
        let inline = "(" + CodeFragment.joined(printed, separator: ", ") + ")"
        guard printed.count > 1, inline.isSingleLine, inline.isWider(than: Self.maximumLiteralWidth) else { return inline }
        let items = printed.enumerated().map { index, argument in index == printed.count - 1 ? argument : argument + "," }
        return CodeFragment(open: "(", items: items, close: ")")
    }

    private func argumentList(_ arguments: [Argument]) -> CodeFragment {
        CodeFragment.joined(arguments.map(argument), separator: ", ")
    }

    func argument(_ argument: Argument) -> CodeFragment {
        guard let label = argument.label else { return expression(argument.value) }
        return self.label(label, inDeclaration: false) + ": " + expression(argument.value)
    }

    /// `[a, b]` on one line, or one element per line (with trailing commas)
    /// when an element spans lines or the line would be long.
    private func collection(_ elements: [CodeFragment], empty: String) -> CodeFragment {
        guard !elements.isEmpty else { return CodeFragment(empty) }
        let inline = "[" + CodeFragment.joined(elements, separator: ", ") + "]"
        if inline.isSingleLine && !inline.isWider(than: Self.maximumLiteralWidth) { return inline }
        return CodeFragment(open: "[", items: elements.map { $0 + "," }, close: "]")
    }

    private func closure(_ value: Closure) -> CodeFragment {
        var signature: [String] = value.attributes.map(\.text)
        if !value.captures.isEmpty {
            signature.append("[" + value.captures.map { capture in
                switch capture {
                case .weak(let captured): "weak " + name(captured)
                case .unowned(let captured): "unowned " + name(captured)
                case .strong(let captured): name(captured)
                }
            }.joined(separator: ", ") + "]")
        }
        let typed = value.parameters.contains { $0.type != nil }
        var parameters = value.parameters.map { parameter in
            name(parameter.name) + (parameter.type.map { ": " + type($0) } ?? "")
        }.joined(separator: ", ")
        if typed || value.returnType != nil { parameters = "(" + parameters + ")" }
        if let returnType = value.returnType { parameters += " -> " + type(returnType) }
        if !parameters.isEmpty { signature.append(parameters) }
        let head = signature.isEmpty ? "" : signature.joined(separator: " ") + " in"

        var writer = CodeWriter()
        writer.write(head.isEmpty ? "{" : "{ " + head)
        writer.indented { statements(value.body, into: &$0) }
        switch writer.lines.count {
        case 1:
            return CodeFragment(head.isEmpty ? "{}" : "{ " + head + " }")
        case 2 where value.body.count == 1:
            return CodeFragment("{ " + (head.isEmpty ? "" : head + " ") + writer.lines[1].text + " }")
        default:
            writer.write("}")
            return CodeFragment(lines: writer.lines)
        }
    }

    /// Precedence groups whose operators group to the left (`a - b - c` is `(a - b) - c`).
    private static let leftAssociative: [Precedence] = [.multiplication, .addition, .logicalConjunction, .logicalDisjunction]

    /// An operand of a binary operator, `?:` or a cast, in parentheses when it
    /// would otherwise bind differently. `try`, `await` and closures are always
    /// parenthesized there: Swift rejects `try` right of an operator.
    private func operand(_ value: Expression, of parent: Precedence, isLeft: Bool) -> CodeFragment {
        let own: Precedence
        switch value {
        case .binary(_, let op, _): own = op.precedence
        case .cast: own = .casting
        case .ternary: own = .ternary
        case .try, .await, .closure: return "(" + expression(value) + ")"
        default: return expression(value)
        }
        let bare = own > parent || (own == parent && isLeft && Self.leftAssociative.contains(parent))
        return bare ? expression(value) : "(" + expression(value) + ")"
    }

    /// The operand of `!` or `-`: parenthesized unless it is a postfix expression.
    private func prefixOperand(_ value: Expression) -> CodeFragment {
        switch value {
        case .prefix: "(" + expression(value) + ")"  // `- -x` must not print as `--x`.
        default: postfixOperand(value)
        }
    }

    /// The base of `.member`, `?`, a call or a subscript: parenthesized unless
    /// it is a primary or postfix expression itself.
    func postfixOperand(_ value: Expression) -> CodeFragment {
        switch value {
        case .identifier, .selfReference, .superReference, .type, .member, .optionalChain, .call, .subscript,
             .array, .dictionary, .tuple, .raw:
            return expression(value)
        case .literal(.integer(let integer)) where integer < 0:
            return "(" + expression(value) + ")"
        case .literal(.floating(let floating)) where floating.sign == .minus || !floating.isFinite:
            return "(" + expression(value) + ")"
        case .literal:
            return expression(value)
        default:
            return "(" + expression(value) + ")"
        }
    }
}
