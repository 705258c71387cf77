extension SwiftPrinter {
    /// Statements, one after another, without blank lines.
    func statements(_ statements: [Statement], into writer: inout CodeWriter) {
        for statement in statements { self.statement(statement, into: &writer) }
    }

    func statement(_ statement: Statement, into writer: inout CodeWriter) {
        switch statement {
        case .expression(let value):
            writer.write(expression(value))
        case .binding(let kind, let bound, let declaredType, let value):
            var head = kind.keyword + " " + name(bound)
            if let declaredType { head += ": " + type(declaredType) }
            if let value { writer.write(head + " = " + expression(value)) } else { writer.write(head) }
        case .assignment(let target, let value):
            writer.write(expression(target) + " = " + expression(value))
        case .if(let branches, let otherwise):
            ifStatement(branches, otherwise, into: &writer)
        case .guard(let conditions, let otherwise):
            let head = "guard " + conditionList(conditions) + " else"
            // `guard … else { return }` stays on one line, as people write it.
            var body = CodeWriter()
            statements(otherwise, into: &body)
            if otherwise.count == 1, body.lines.count == 1, head.isSingleLine {
                writer.write(head.text + " { " + body.lines[0].text + " }")
            } else {
                writer.block(head) { $0.write(body) }
            }
        case .switch(let subject, let cases):
            switchStatement(subject, cases: cases, into: &writer)
        case .forIn(let pattern, let sequence, let body):
            writer.block("for " + forPattern(pattern) + " in " + condition(sequence)) { statements(body, into: &$0) }
        case .return(let value):
            if let value { writer.write("return " + expression(value)) } else { writer.write("return") }
        case .throw(let value):
            writer.write("throw " + expression(value))
        case .defer(let body):
            writer.block(CodeFragment("defer")) { statements(body, into: &$0) }
        case .break:
            writer.write("break")
        case .comment(let text):
            for line in SwiftComment.lines(text, marker: "//") { writer.write(line) }
        }
    }

    private func ifStatement(_ branches: [ConditionalBranch], _ otherwise: [Statement]?, into writer: inout CodeWriter) {
        for (index, branch) in branches.enumerated() {
            let keyword = index == 0 ? "if " : "} else if "
            writer.write(keyword + conditionList(branch.conditions) + " {")
            writer.indented { statements(branch.body, into: &$0) }
        }
        if let otherwise {
            writer.write("} else {")
            writer.indented { statements(otherwise, into: &$0) }
        }
        writer.write("}")
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

    /// `switch subject { cases }`, each case taken from the sequence as it is
    /// printed: a lazy one needs one case's tree at a time.
    func switchStatement(_ subject: Expression, cases: some Sequence<SwitchCase>, into writer: inout CodeWriter) {
        writer.write("switch " + condition(subject) + " {")
        for item in cases { switchCase(item, into: &writer) }
        writer.write("}")
    }

    private func switchCase(_ item: SwitchCase, into writer: inout CodeWriter) {
        let label: String
        switch item.label {
        case .patterns(let patterns): label = "case " + patterns.map(pattern).joined(separator: ", ") + ":"
        case .default: label = "default:"
        case .unknownDefault: label = "@unknown default:"
        }
        writer.write(label)
        // Swift requires at least one statement in a case; comments are not statements.
        let onlyComments = item.body.allSatisfy { if case .comment = $0 { true } else { false } }
        writer.indented { body in
            statements(item.body, into: &body)
            if onlyComments { body.write("break") }
        }
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
