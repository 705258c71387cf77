extension SwiftPrinter {
    /// Statements, one after another, without blank lines.
    mutating func statements(_ statements: [Statement]) {
        for statement in statements { self.statement(statement) }
    }

    /// Prints `statement` from the start of a line, ending its last line.
    mutating func statement(_ statement: borrowing Statement) {
        switch statement {
        case .expression(let value):
            expression(value)
            endLine()
        case .binding(let kind, let bound, let declaredType, let value):
            add(kind.keyword)
            add(" ")
            add(name: bound)
            if let declaredType {
                add(": ")
                type(declaredType)
            }
            if let value {
                add(" = ")
                expression(value)
            }
            endLine()
        case .assignment(let target, let value):
            expression(target)
            add(" = ")
            expression(value)
            endLine()
        case .if(let branches, let otherwise):
            ifStatement(branches, otherwise)
        case .guard(let conditions, let otherwise):
            guardStatement(conditions, otherwise)
        case .switch(let subject, let cases, let built):
            add("switch ")
            condition(subject)
            add(" {")
            endLine()
            for item in cases { switchCase(item) }
            built?.forEach { switchCase($0) }
            line("}")
        case .forIn(let pattern, let sequence, let body):
            add("for ")
            forPattern(pattern)
            add(" in ")
            condition(sequence)
            block { $0.statements(body) }
        case .return(let value):
            add("return")
            if let value {
                add(" ")
                expression(value)
            }
            endLine()
        case .throw(let value):
            add("throw ")
            expression(value)
            endLine()
        case .defer(let body):
            add("defer")
            block { $0.statements(body) }
        case .break:
            line("break")
        case .comment(let text):
            for line in SwiftComment.lines(text, marker: "//") { self.line(line) }
        case .groups(let groups):
            groups.forEach { self.statement($0) }
        }
    }

    /// ` {`, what `body` prints one level deeper, `}`; or ` {}` when it prints
    /// nothing. Follows a header printed on the current line.
    mutating func block(_ body: (inout SwiftPrinter) -> Void) {
        add(" {")
        endLine()
        let opened = lineCount
        depth += 1
        body(&self)
        depth -= 1
        if lineCount == opened { reopenLastLine() }
        line("}")
    }

    private mutating func ifStatement(_ branches: [ConditionalBranch], _ otherwise: [Statement]?) {
        for (index, branch) in branches.enumerated() {
            add(index == 0 ? "if " : "} else if ")
            conditionList(branch.conditions)
            line(" {")
            indented { $0.statements(branch.body) }
        }
        if let otherwise {
            line("} else {")
            indented { $0.statements(otherwise) }
        }
        line("}")
    }

    /// `guard … else { return }` stays on one line, as people write it.
    private mutating func guardStatement(_ conditions: [Condition], _ otherwise: [Statement]) {
        let start = lineCount
        add("guard ")
        conditionList(conditions)
        add(" else {")
        let headIsOneLine = lineCount == start
        let body = openTentativeBody()
        indented { $0.statements(otherwise) }
        if closeTentativeBody(body, canFold: otherwise.count == 1 && headIsOneLine) == .line { add(" ") }
        line("}")
    }

    /// What `body` prints, one level deeper.
    mutating func indented(_ body: (inout SwiftPrinter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    private mutating func conditionList(_ conditions: [Condition]) {
        for (index, item) in conditions.enumerated() {
            if index > 0 { add(", ") }
            switch item {
            case .expression(let value):
                condition(value)
            case .optionalBinding(let kind, let bound, let value):
                add(kind.keyword)
                add(" ")
                add(name: bound)
                if let value {
                    add(" = ")
                    condition(value)
                }
            case .availableOnIOS(let version):
                add("#available(iOS \(version), *)")
            }
        }
    }

    /// An expression before a `{` that opens a statement's body: in
    /// parentheses when it has a trailing closure, which would otherwise be
    /// taken for that body.
    private mutating func condition(_ value: borrowing Expression) {
        guard hasTrailingClosure(value) else { return expression(value) }
        add("(")
        expression(value)
        add(")")
    }

    private mutating func switchCase(_ item: borrowing SwitchCase) {
        switch item.label {
        case .patterns(let patterns):
            add("case ")
            for (index, pattern) in patterns.enumerated() {
                if index > 0 { add(", ") }
                let start = bytes.count
                self.pattern(pattern)
                if index > 0 { wrapPattern(from: start) }
            }
            if item.isInline, item.body.count == 1 {
                add(": ")
                statements(item.body)
                return
            }
            line(":")
        case .default:
            line("default:")
        case .unknownDefault:
            line("@unknown default:")
        }
        // Swift requires at least one statement in a case; comments are not statements.
        let onlyComments = item.body.allSatisfy { if case .comment = $0 { true } else { false } }
        indented { body in
            body.statements(item.body)
            if onlyComments { body.line("break") }
        }
    }

    /// Moves the pattern just printed from `start` to a line of its own, under
    /// the first (`case ` wide), when it made the line wider than
    /// ``maximumLiteralWidth``: a case of many fields (`case .a, .b, …:`) fills lines.
    private mutating func wrapPattern(from start: Int) {
        guard start > lineStart, isWider(lineStart..<bytes.count) else { return }
        var moved: [UInt8] = []
        bytes.copy(start..<bytes.count, to: &moved)
        bytes.removeSuffix(from: start - 1)
        endLine()
        indentIfNeeded()
        bytes.append(repeating: UInt8(ascii: " "), times: "case ".utf8.count)
        bytes.append(moved, 0..<moved.count)
    }

    private mutating func pattern(_ pattern: borrowing Pattern) {
        switch pattern {
        case .value(let value):
            expression(value)
        case .enumCase(let caseName, let bindings):
            add(".")
            add(name: caseName)
            guard !bindings.isEmpty else { return }
            add("(")
            for (index, binding) in bindings.enumerated() {
                if index > 0 { add(", ") }
                if let binding {
                    add("let ")
                    add(name: binding)
                } else {
                    add("_")
                }
            }
            add(")")
        }
    }

    private mutating func forPattern(_ pattern: ForPattern) {
        switch pattern {
        case .name(let bound):
            add(name: bound)
        case .tuple(let names):
            add("(")
            for (index, bound) in names.enumerated() {
                if index > 0 { add(", ") }
                add(name: bound)
            }
            add(")")
        case .wildcard:
            add("_")
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
        case .chain(_, let terms):
            return terms.contains { hasTrailingClosure($0) }
        case .ternary(let test, let then, let otherwise):
            return hasTrailingClosure(test) || hasTrailingClosure(then) || hasTrailingClosure(otherwise)
        case .closure:
            return true
        default:
            return false
        }
    }
}
