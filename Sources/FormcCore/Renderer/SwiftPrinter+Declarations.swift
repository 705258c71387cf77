extension SwiftPrinter {
    /// Declarations separated by blank lines, consecutive compact ones kept
    /// together; `afterHeader`, a blank line before the first too.
    mutating func declarationList(_ declarations: some Sequence<Declaration>, afterHeader: Bool = false) {
        var list = DeclarationList(afterHeader: afterHeader)
        for declaration in declarations { list.add(declaration, to: &self) }
    }

    /// Prints `declaration` from the start of a line, ending its last line.
    mutating func declaration(_ declaration: borrowing Declaration) {
        switch declaration {
        case .import(let value):
            for attribute in value.attributes {
                add(attribute.text)
                add(" ")
            }
            add("import ")
            line(value.module)
        case .type(let value):
            typeDeclaration(value)
        case .extension(let value):
            attributeLines(value.attributes)
            modifiers(value.access)
            add("extension ")
            type(value.extendedType)
            inheritanceClause(value.conformances)
            for (index, requirement) in value.sameTypes.enumerated() {
                add(index == 0 ? " where " : ", ")
                add(name: requirement.parameter)
                add(" == ")
                type(requirement.type)
            }
            block { $0.declarationList(value.members) }
        case .enumCase(let value):
            enumCase(value)
        case .variable(let value):
            variable(value)
        case .function(let value):
            attributeLines(value.attributes)
            functionHead(value)
            body(value.body)
        case .initializer(let value):
            attributeLines(value.attributes)
            initializerHead(value)
            body(value.body)
        case .deinitializer(let body):
            add("deinit")
            block { $0.statements(body) }
        case .typealias(let value):
            modifiers(value.access)
            add("typealias ")
            add(name: value.name)
            add(" = ")
            type(value.type)
            endLine()
        case .conditional(let condition, let declarations, let otherwise):
            add("#if ")
            compilationCondition(condition)
            endLine()
            declarationList(declarations)
            if let otherwise {
                line("#else")
                declarationList(otherwise)
            }
            line("#endif")
        case .documented(let text, let declaration):
            documentation(text)
            self.declaration(declaration)
        case .deferred(let make):
            declarationList(make())
        }
    }

    /// Attributes, one per line, above a declaration.
    private mutating func attributeLines(_ attributes: [Attribute]) {
        for attribute in attributes {
            add(attribute.text)
            endLine()
        }
    }

    /// `public private(set) static ` — access, setter access and the other
    /// modifiers in their fixed order, each followed by a space.
    private mutating func modifiers(_ access: AccessLevel, setter: AccessLevel? = nil, _ others: [DeclarationModifier] = []) {
        if let keyword = access.keyword {
            add(keyword)
            add(" ")
        }
        if let setter {
            add(setter.keyword ?? "internal")
            add("(set) ")
        }
        // Sorted, then each once: equal modifiers are neighbours after sorting.
        var previous: DeclarationModifier?
        for modifier in others.sorted() where modifier != previous {
            add(modifier.keyword)
            add(" ")
            previous = modifier
        }
    }

    private mutating func inheritanceClause(_ conformances: [Conformance]) {
        for (index, conformance) in conformances.enumerated() {
            add(index == 0 ? ": " : ", ")
            for qualifier in conformance.qualifiers {
                add(qualifier.text)
                add(" ")
            }
            type(conformance.type)
        }
    }

    private mutating func typeDeclaration(_ value: borrowing TypeDeclaration) {
        var inheritance = value.inheritance
        attributeLines(value.attributes)
        modifiers(value.access)
        switch value.kind {
        case .struct: add("struct ")
        case .class(let isFinal): add(isFinal ? "final class " : "class ")
        case .enum(let rawType):
            add("enum ")
            if let rawType { inheritance.insert(Conformance(rawType), at: 0) }
        case .protocol: add("protocol ")
        }
        add(name: value.name)
        inheritanceClause(inheritance)
        block { body in
            var list = DeclarationList()
            for member in value.members { list.add(member, to: &body) }
            for group in value.deferredMembers {
                for member in group() { list.add(member, to: &body) }
            }
        }
    }

    private mutating func enumCase(_ value: borrowing EnumCaseDeclaration) {
        add("case ")
        add(name: value.name)
        if !value.associatedValues.isEmpty {
            add("(")
            for (index, associated) in value.associatedValues.enumerated() {
                if index > 0 { add(", ") }
                if let label = associated.label {
                    add(name: label)
                    add(": ")
                }
                type(associated.type)
            }
            add(")")
        }
        if let rawValue = value.rawValue {
            add(" = ")
            literal(rawValue)
        }
        endLine()
    }

    private mutating func variable(_ value: borrowing VariableDeclaration) {
        attributeLines(value.attributes)
        modifiers(value.access, setter: value.setterAccess, value.modifiers)
        add(value.accessors == .stored ? value.binding.keyword : "var")
        add(" ")
        add(name: value.name)
        if let declaredType = value.type {
            add(": ")
            type(declaredType)
        }
        switch value.accessors {
        case .stored:
            if let initial = value.value {
                add(" = ")
                expression(initial)
            }
            endLine()
        case .computed(let body):
            block { $0.statements(body) }
        case .expression(let body):
            add(" { ")
            expression(body)
            line(" }")
        case .getSet(let getter, let setter):
            block { accessors in
                accessors.add("get")
                accessors.block { $0.statements(getter) }
                accessors.add("set")
                accessors.block { $0.statements(setter) }
            }
        case .requirement(let settable):
            line(settable ? " { get set }" : " { get }")
        }
    }

    private mutating func functionHead(_ value: borrowing FunctionDeclaration) {
        modifiers(value.access, value.modifiers)
        add("func ")
        add(name: value.name)
        parameterClause(value.parameters)
        effects(value.effects)
        if let returnType = value.returnType {
            add(" -> ")
            type(returnType)
        }
    }

    private mutating func initializerHead(_ value: borrowing InitializerDeclaration) {
        modifiers(value.access, value.modifiers)
        add(value.isFailable ? "init?" : "init")
        parameterClause(value.parameters)
        effects(value.effects)
    }

    /// A `///` comment, one line per line of `text`, above a declaration.
    mutating func documentation(_ text: String) {
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            // One line (a label, most often): no array of lines to build.
            let safe = SwiftComment.line(text)
            add("///")
            if !safe.isEmpty {
                add(" ")
                add(safe)
            }
            return endLine()
        }
        for line in SwiftComment.lines(text, marker: "///") { self.line(line) }
    }

    /// A braced body, or the bare head for a protocol requirement.
    private mutating func body(_ body: [Statement]?) {
        guard let body else { return endLine() }
        block { $0.statements(body) }
    }

    /// `(label name: Type = default, …)`, laid out as a call's arguments are.
    private mutating func parameterClause(_ parameters: [Parameter]) {
        callList(parameters) { printer, parameter in
            // Without a separate label the name is the label, so a keyword needs backticks.
            if let label = parameter.label, label != parameter.name {
                printer.add(label: label, inDeclaration: true)
                printer.add(" ")
            }
            printer.add(name: parameter.name)
            printer.add(": ")
            printer.type(parameter.type)
            if let value = parameter.defaultValue {
                printer.add(" = ")
                printer.expression(value)
            }
        }
    }

    private mutating func effects(_ effects: Effects) {
        if effects.isAsync { add(" async") }
        if effects.isThrowing { add(" throws") }
    }

    private mutating func compilationCondition(_ condition: CompilationCondition) {
        switch condition {
        case .canImport(let module):
            add("canImport(")
            add(module)
            add(")")
        case .os(let system):
            add("os(")
            add(system)
            add(")")
        case .not(let inner):
            add("!")
            compilationCondition(inner)
        case .and(let first, let second):
            compilationCondition(first)
            add(" && ")
            compilationCondition(second)
        }
    }
}

/// The layout state of a list of declarations: blank lines between them,
/// none between consecutive one-line declarations of one compact kind.
private struct DeclarationList {
    /// Whether a blank line goes before the first declaration too (after a file's header).
    var afterHeader = false
    private var previous: (group: CompactGroup?, singleLine: Bool)?

    init(afterHeader: Bool = false) { self.afterHeader = afterHeader }

    mutating func add(_ declaration: Declaration, to printer: inout SwiftPrinter) {
        if case .deferred(let make) = declaration {
            for built in make() { add(built, to: &printer) }
            return
        }
        if previous == nil && afterHeader { printer.endLine() }
        guard let group = CompactGroup(declaration) else {
            // Never kept together with a neighbour.
            if previous != nil { printer.endLine() }
            printer.declaration(declaration)
            previous = (nil, false)
            return
        }
        // After a one-line declaration of its group, whether a blank line comes
        // between depends on whether this one is one line: known once printed.
        let undecided = previous.map { $0.singleLine && $0.group == group } ?? false
        if previous != nil && !undecided { printer.endLine() }
        let start = printer.bytes.count
        let lines = printer.lineCount
        printer.holds += 1
        printer.declaration(declaration)
        printer.holds -= 1
        let singleLine = printer.lineCount - lines == 1
        if undecided && !singleLine { printer.insertBlankLine(at: start) }
        printer.handOnIfFull()
        previous = (group, singleLine)
    }
}

/// Kinds of one-line declarations that are printed without blank lines between them.
private enum CompactGroup: Equatable {
    case imports, enumCases, storedProperties, typealiases, requirements, expressionProperties

    init?(_ declaration: Declaration) {
        switch declaration {
        case .import: self = .imports
        case .enumCase: self = .enumCases
        case .variable(let value) where value.accessors == .stored: self = .storedProperties
        case .typealias: self = .typealiases
        case .variable(let value):
            switch value.accessors {
            case .requirement: self = .requirements
            // `static var name: Self { .text(…) }`: a table of one-liners (undocumented ones only: a
            // documented declaration is never compact).
            case .expression: self = .expressionProperties
            default: return nil
            }
        case .function(let value) where value.body == nil: self = .requirements
        case .initializer(let value) where value.body == nil: self = .requirements
        default: return nil
        }
    }
}
