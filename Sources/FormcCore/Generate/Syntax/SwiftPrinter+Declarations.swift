extension SwiftPrinter {
    /// Declarations separated by blank lines, consecutive compact ones kept together.
    func declarationList(_ declarations: [Declaration]) -> [String] {
        var lines: [String] = []
        var previous: (group: CompactGroup?, singleLine: Bool)?
        for declaration in declarations {
            let printed = self.declaration(declaration)
            let group = CompactGroup(declaration)
            let singleLine = printed.count == 1
            if let previous {
                let together = singleLine && previous.singleLine && group != nil && group == previous.group
                if !together { lines.append("") }
            }
            lines += printed
            previous = (group, singleLine)
        }
        return lines
    }

    func declaration(_ declaration: Declaration) -> [String] {
        switch declaration {
        case .import(let value):
            let attributes = value.attributes.map { $0.text + " " }.joined()
            return [attributes + "import " + value.module]
        case .type(let value):
            return typeDeclaration(value)
        case .extension(let value):
            let header = modifiers(value.access) + "extension " + type(value.extendedType)
                + inheritanceClause(value.conformances)
            return attributeLines(value.attributes) + Indentation.block(CodeFragment(header), declarationList(value.members))
        case .enumCase(let value):
            return enumCase(value).lines
        case .variable(let value):
            return variable(value)
        case .function(let value):
            return function(value)
        case .initializer(let value):
            return initializer(value)
        case .deinitializer(let body):
            return Indentation.block(CodeFragment("deinit"), statements(body))
        case .typealias(let value):
            return [modifiers(value.access) + "typealias " + name(value.name) + " = " + type(value.type)]
        case .conditional(let condition, let declarations, let otherwise):
            var lines = ["#if " + compilationCondition(condition)] + declarationList(declarations)
            if let otherwise { lines += ["#else"] + declarationList(otherwise) }
            return lines + ["#endif"]
        case .documented(let text, let declaration):
            return SwiftComment.lines(text, marker: "///") + self.declaration(declaration)
        }
    }

    /// Attributes, one per line, above a declaration.
    func attributeLines(_ attributes: [Attribute]) -> [String] {
        attributes.map(\.text)
    }

    /// `public private(set) static ` — access, setter access and the other
    /// modifiers in their fixed order, each followed by a space.
    func modifiers(
        _ access: AccessLevel, setter: AccessLevel? = nil, _ others: [DeclarationModifier] = []
    ) -> String {
        var words: [String] = []
        if let keyword = access.keyword { words.append(keyword) }
        if let setter { words.append((setter.keyword ?? "internal") + "(set)") }
        var seen: Set<DeclarationModifier> = []
        words += others.sorted().filter { seen.insert($0).inserted }.map(\.keyword)
        return words.map { $0 + " " }.joined()
    }

    func inheritanceClause(_ conformances: [Conformance]) -> String {
        guard !conformances.isEmpty else { return "" }
        return ": " + conformances.map { conformance in
            conformance.qualifiers.map { $0.text + " " }.joined() + type(conformance.type)
        }.joined(separator: ", ")
    }

    private func typeDeclaration(_ value: TypeDeclaration) -> [String] {
        var inheritance = value.inheritance
        let keyword: String
        switch value.kind {
        case .struct: keyword = "struct"
        case .class(let isFinal): keyword = isFinal ? "final class" : "class"
        case .enum(let rawType):
            keyword = "enum"
            if let rawType { inheritance.insert(Conformance(rawType), at: 0) }
        case .protocol: keyword = "protocol"
        }
        let header = modifiers(value.access) + keyword + " " + name(value.name) + inheritanceClause(inheritance)
        return attributeLines(value.attributes) + Indentation.block(CodeFragment(header), declarationList(value.members))
    }

    private func enumCase(_ value: EnumCaseDeclaration) -> CodeFragment {
        var text = "case " + name(value.name)
        if !value.associatedValues.isEmpty {
            text += "(" + value.associatedValues.map { associated in
                (associated.label.map { name($0) + ": " } ?? "") + type(associated.type)
            }.joined(separator: ", ") + ")"
        }
        if let rawValue = value.rawValue { text += " = " + literal(rawValue) }
        return CodeFragment(text)
    }

    private func variable(_ value: VariableDeclaration) -> [String] {
        let binding = value.accessors == .stored ? value.binding.keyword : "var"
        var head = modifiers(value.access, setter: value.setterAccess, value.modifiers) + binding + " " + name(value.name)
        if let declaredType = value.type { head += ": " + type(declaredType) }
        let lines: [String]
        switch value.accessors {
        case .stored:
            lines = value.value.map { (head + " = " + expression($0)).lines } ?? [head]
        case .computed(let body):
            lines = Indentation.block(CodeFragment(head), statements(body))
        case .getSet(let getter, let setter):
            let accessors = Indentation.block(CodeFragment("get"), statements(getter))
                + Indentation.block(CodeFragment("set"), statements(setter))
            lines = Indentation.block(CodeFragment(head), accessors)
        case .requirement(let settable):
            lines = [head + (settable ? " { get set }" : " { get }")]
        }
        return attributeLines(value.attributes) + lines
    }

    private func function(_ value: FunctionDeclaration) -> [String] {
        var head = modifiers(value.access, value.modifiers) + "func " + name(value.name)
            + parameterClause(value.parameters) + effects(value.effects)
        if let returnType = value.returnType { head = head + " -> " + type(returnType) }
        return attributeLines(value.attributes) + body(head, value.body)
    }

    private func initializer(_ value: InitializerDeclaration) -> [String] {
        let head = modifiers(value.access, value.modifiers) + (value.isFailable ? "init?" : "init")
            + parameterClause(value.parameters) + effects(value.effects)
        return attributeLines(value.attributes) + body(head, value.body)
    }

    /// A braced body, or the bare head for a protocol requirement.
    private func body(_ head: CodeFragment, _ body: [Statement]?) -> [String] {
        guard let body else { return head.lines }
        return Indentation.block(head, statements(body))
    }

    /// `(label name: Type = default, …)`; a fragment, since a default value may span lines.
    private func parameterClause(_ parameters: [Parameter]) -> CodeFragment {
        "(" + CodeFragment.joined(parameters.map { parameter in
            // Without a separate label the name is the label, so a keyword needs backticks.
            var text = name(parameter.name) + ": " + type(parameter.type)
            if let label = parameter.label, label != parameter.name { text = self.label(label, inDeclaration: true) + " " + text }
            guard let value = parameter.defaultValue else { return CodeFragment(text) }
            return text + " = " + expression(value)
        }, separator: ", ") + ")"
    }

    private func effects(_ effects: Effects) -> String {
        (effects.isAsync ? " async" : "") + (effects.isThrowing ? " throws" : "")
    }

    private func compilationCondition(_ condition: CompilationCondition) -> String {
        switch condition {
        case .canImport(let module): "canImport(" + module + ")"
        case .os(let system): "os(" + system + ")"
        case .not(let inner): "!" + compilationCondition(inner)
        }
    }
}

/// Kinds of one-line declarations that are printed without blank lines between them.
private enum CompactGroup: Equatable {
    case imports, enumCases, storedProperties, typealiases, requirements

    init?(_ declaration: Declaration) {
        switch declaration {
        case .import: self = .imports
        case .enumCase: self = .enumCases
        case .variable(let value) where value.accessors == .stored: self = .storedProperties
        case .typealias: self = .typealiases
        case .variable(let value):
            guard case .requirement = value.accessors else { return nil }
            self = .requirements
        case .function(let value) where value.body == nil: self = .requirements
        case .initializer(let value) where value.body == nil: self = .requirements
        default: return nil
        }
    }
}
