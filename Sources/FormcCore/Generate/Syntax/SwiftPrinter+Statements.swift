extension SwiftPrinter {
    /// Statements, one after another, without blank lines.
    func statements(_ statements: [Statement]) -> [String] {
        statements.flatMap(statement)
    }

    func statement(_ statement: Statement) -> [String] {
        switch statement {
        case .expression(let value):
            return expression(value).lines
        case .binding(let kind, let bound, let declaredType, let value):
            var head = kind.keyword + " " + name(bound)
            if let declaredType { head += ": " + type(declaredType) }
            return value.map { (head + " = " + expression($0)).lines } ?? [head]
        case .assignment(let target, let value):
            return (expression(target) + " = " + expression(value)).lines
        case .if(let branches, let otherwise):
            return ifStatement(branches, otherwise)
        case .guard(let conditions, let otherwise):
            let head = "guard " + conditionList(conditions) + " else"
            // `guard … else { return }` stays on one line, as people write it.
            if otherwise.count == 1, let only = self.statement(otherwise[0]).first,
               self.statement(otherwise[0]).count == 1, head.isSingleLine {
                return [head.text + " { " + only + " }"]
            }
            return Indentation.block(head, statements(otherwise))
        case .switch(let subject, let cases):
            let head = "switch " + condition(subject) + " {"
            return head.lines + cases.flatMap(switchCase) + ["}"]
        case .forIn(let pattern, let sequence, let body):
            return Indentation.block("for " + forPattern(pattern) + " in " + condition(sequence), statements(body))
        case .return(let value):
            return value.map { ("return " + expression($0)).lines } ?? ["return"]
        case .throw(let value):
            return ("throw " + expression(value)).lines
        case .defer(let body):
            return Indentation.block(CodeFragment("defer"), statements(body))
        case .break:
            return ["break"]
        case .comment(let text):
            return SwiftComment.lines(text, marker: "//")
        }
    }

    private func ifStatement(_ branches: [ConditionalBranch], _ otherwise: [Statement]?) -> [String] {
        var lines: [String] = []
        for (index, branch) in branches.enumerated() {
            let keyword = index == 0 ? "if " : "} else if "
            lines += (keyword + conditionList(branch.conditions) + " {").lines
            lines += Indentation.indented(statements(branch.body))
        }
        if let otherwise {
            lines.append("} else {")
            lines += Indentation.indented(statements(otherwise))
        }
        return lines + ["}"]
    }

    private func conditionList(_ conditions: [Condition]) -> CodeFragment {
        CodeFragment.joined(conditions.map { item in
            switch item {
            case .expression(let value):
                return condition(value)
            case .optionalBinding(let kind, let bound, let value):
                let head = kind.keyword + " " + name(bound)
                return value.map { head + " = " + condition($0) } ?? CodeFragment(head)
            }
        }, separator: ", ")
    }

    /// An expression before a `{` that opens a statement's body: in
    /// parentheses when it has a trailing closure, which would otherwise be
    /// taken for that body.
    private func condition(_ value: Expression) -> CodeFragment {
        hasTrailingClosure(value) ? "(" + expression(value) + ")" : expression(value)
    }

    private func switchCase(_ item: SwitchCase) -> [String] {
        let label: String
        switch item.label {
        case .patterns(let patterns): label = "case " + patterns.map(pattern).joined(separator: ", ") + ":"
        case .default: label = "default:"
        case .unknownDefault: label = "@unknown default:"
        }
        // Swift requires at least one statement in a case; comments are not statements.
        let onlyComments = item.body.allSatisfy { if case .comment = $0 { true } else { false } }
        return [label] + Indentation.indented(statements(item.body) + (onlyComments ? ["break"] : []))
    }

    private func pattern(_ pattern: Pattern) -> String {
        switch pattern {
        case .value(let value):
            return expression(value).text
        case .enumCase(let caseName, let bindings):
            let head = "." + name(caseName)
            guard !bindings.isEmpty else { return head }
            return head + "(" + bindings.map { $0.map { "let " + name($0) } ?? "_" }.joined(separator: ", ") + ")"
        }
    }

    private func forPattern(_ pattern: ForPattern) -> String {
        switch pattern {
        case .name(let bound): name(bound)
        case .tuple(let names): "(" + names.map(name).joined(separator: ", ") + ")"
        case .wildcard: "_"
        }
    }

    /// Whether `value`, outside any parentheses or brackets, ends in a trailing closure.
    private func hasTrailingClosure(_ value: Expression) -> Bool {
        switch value {
        case .call(let callee, _, let trailing):
            return trailing != nil || hasTrailingClosure(callee)
        case .member(let base?, _), .optionalChain(let base), .subscript(let base, _),
             .prefix(_, let base), .try(let base, _), .await(let base), .cast(let base, _, _):
            return hasTrailingClosure(base)
        case .binary(let lhs, _, let rhs):
            return hasTrailingClosure(lhs) || hasTrailingClosure(rhs)
        case .ternary(let test, let then, let otherwise):
            return hasTrailingClosure(test) || hasTrailingClosure(then) || hasTrailingClosure(otherwise)
        case .closure:
            return true
        default:
            return false
        }
    }
}
