extension SwiftPrinter {
    /// Declarations separated by blank lines, consecutive compact ones kept
    /// together; `afterHeader`, a blank line before the first too.
    func declarationList(_ declarations: some Sequence<Declaration>, into writer: inout CodeWriter,
                         afterHeader: Bool = false) {
        var list = DeclarationList(afterHeader: afterHeader)
        for declaration in declarations { list.add(declaration, with: self, into: &writer) }
    }

    func declaration(_ declaration: Declaration, into writer: inout CodeWriter) {
        switch declaration {
        case .import(let value):
            let attributes = value.attributes.map { $0.text + " " }.joined()
            writer.write(attributes + "import " + value.module)
        case .type(let value):
            typeDeclaration(value, into: &writer)
        case .extension(let value):
            let header = modifiers(value.access) + "extension " + type(value.extendedType)
                + inheritanceClause(value.conformances)
            attributeLines(value.attributes, into: &writer)
            writer.block(CodeFragment(header)) { declarationList(value.members, into: &$0) }
        case .enumCase(let value):
            writer.write(enumCase(value))
        case .variable(let value):
            variable(value, into: &writer)
        case .function(let value):
            function(value, into: &writer)
        case .initializer(let value):
            initializer(value, into: &writer)
        case .deinitializer(let body):
            writer.block(CodeFragment("deinit")) { statements(body, into: &$0) }
        case .typealias(let value):
            writer.write(modifiers(value.access) + "typealias " + name(value.name) + " = " + type(value.type))
        case .conditional(let condition, let declarations, let otherwise):
            writer.write("#if " + compilationCondition(condition))
            declarationList(declarations, into: &writer)
            if let otherwise {
                writer.write("#else")
                declarationList(otherwise, into: &writer)
            }
            writer.write("#endif")
        case .documented(let text, let declaration):
            documentation(text, into: &writer)
            self.declaration(declaration, into: &writer)
        }
    }

    /// Attributes, one per line, above a declaration.
    func attributeLines(_ attributes: [Attribute], into writer: inout CodeWriter) {
        for attribute in attributes { writer.write(attribute.text) }
    }

    /// `public private(set) static ` — access, setter access and the other
    /// modifiers in their fixed order, each followed by a space.
    func modifiers(
        _ access: AccessLevel, setter: AccessLevel? = nil, _ others: [DeclarationModifier] = []
    ) -> String {
        var words: [String] = []
        if let keyword = access.keyword { words.append(keyword) }
        if let setter { words.append((setter.keyword ?? "internal") + "(set)") }
        // Sorted, then each once: equal modifiers are neighbours after sorting.
        var previous: DeclarationModifier?
        for modifier in others.sorted() where modifier != previous {
            words.append(modifier.keyword)
            previous = modifier
        }
        return words.map { $0 + " " }.joined()
    }

    func inheritanceClause(_ conformances: [Conformance]) -> String {
        guard !conformances.isEmpty else { return "" }
        return ": " + conformances.map { conformance in
            conformance.qualifiers.map { $0.text + " " }.joined() + type(conformance.type)
        }.joined(separator: ", ")
    }

    private func typeDeclaration(_ value: TypeDeclaration, into writer: inout CodeWriter) {
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
        attributeLines(value.attributes, into: &writer)
        writer.block(CodeFragment(header)) { body in
            var list = DeclarationList()
            for member in value.members { list.add(member, with: self, into: &body) }
            for member in value.deferredMembers {
                switch member {
                case .declaration(let make): list.add(make(), with: self, into: &body)
                case .printed(let print): list.addPrinted(into: &body) { print(self, &$0) }
                }
            }
        }
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

    /// The computed variable `value` (its accessors are ignored), with the
    /// getter that `body` writes as it goes: for a body too large to hold as one tree.
    func computedVariable(_ value: VariableDeclaration, into writer: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        var head = modifiers(value.access, setter: value.setterAccess, value.modifiers) + "var " + name(value.name)
        if let declaredType = value.type { head += ": " + type(declaredType) }
        attributeLines(value.attributes, into: &writer)
        writer.block(CodeFragment(head), body)
    }

    private func variable(_ value: VariableDeclaration, into writer: inout CodeWriter) {
        let binding = value.accessors == .stored ? value.binding.keyword : "var"
        var head = modifiers(value.access, setter: value.setterAccess, value.modifiers) + binding + " " + name(value.name)
        if let declaredType = value.type { head += ": " + type(declaredType) }
        attributeLines(value.attributes, into: &writer)
        switch value.accessors {
        case .stored:
            if let initial = value.value { writer.write(head + " = " + expression(initial)) } else { writer.write(head) }
        case .computed(let body):
            writer.block(CodeFragment(head)) { statements(body, into: &$0) }
        case .getSet(let getter, let setter):
            writer.block(CodeFragment(head)) { accessors in
                accessors.block(CodeFragment("get")) { statements(getter, into: &$0) }
                accessors.block(CodeFragment("set")) { statements(setter, into: &$0) }
            }
        case .requirement(let settable):
            writer.write(head + (settable ? " { get set }" : " { get }"))
        }
    }

    private func function(_ value: FunctionDeclaration, into writer: inout CodeWriter) {
        attributeLines(value.attributes, into: &writer)
        body(functionHead(value), value.body, into: &writer)
    }

    /// `value` with the body that `body` writes as it goes instead of `value.body`:
    /// for a body too large to hold as one tree.
    func function(_ value: FunctionDeclaration, into writer: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        attributeLines(value.attributes, into: &writer)
        writer.block(functionHead(value), body)
    }

    private func functionHead(_ value: FunctionDeclaration) -> CodeFragment {
        var head = modifiers(value.access, value.modifiers) + "func " + name(value.name)
            + parameterClause(value.parameters) + effects(value.effects)
        if let returnType = value.returnType { head = head + " -> " + type(returnType) }
        return head
    }

    private func initializer(_ value: InitializerDeclaration, into writer: inout CodeWriter) {
        attributeLines(value.attributes, into: &writer)
        body(initializerHead(value), value.body, into: &writer)
    }

    /// `value` with the body that `body` writes as it goes instead of `value.body`:
    /// for a body too large to hold as one tree.
    func initializer(_ value: InitializerDeclaration, into writer: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        attributeLines(value.attributes, into: &writer)
        writer.block(initializerHead(value), body)
    }

    private func initializerHead(_ value: InitializerDeclaration) -> CodeFragment {
        modifiers(value.access, value.modifiers) + (value.isFailable ? "init?" : "init")
            + parameterClause(value.parameters) + effects(value.effects)
    }

    /// A `///` comment, one line per line of `text`, above a declaration.
    func documentation(_ text: String, into writer: inout CodeWriter) {
        for line in SwiftComment.lines(text, marker: "///") { writer.write(line) }
    }

    /// A braced body, or the bare head for a protocol requirement.
    private func body(_ head: CodeFragment, _ body: [Statement]?, into writer: inout CodeWriter) {
        guard let body else { return writer.write(head) }
        writer.block(head) { statements(body, into: &$0) }
    }

    /// `(label name: Type = default, …)`, or one parameter per line when that
    /// line would be long (as calls are); a fragment, since a default value may span lines.
    private func parameterClause(_ parameters: [Parameter]) -> CodeFragment {
        let printed = parameters.map { parameter -> CodeFragment in
            // Without a separate label the name is the label, so a keyword needs backticks.
            var text = name(parameter.name) + ": " + type(parameter.type)
            if let label = parameter.label, label != parameter.name { text = self.label(label, inDeclaration: true) + " " + text }
            guard let value = parameter.defaultValue else { return CodeFragment(text) }
            return text + " = " + expression(value)
        }
        let inline = "(" + CodeFragment.joined(printed, separator: ", ") + ")"
        guard printed.count > 1, inline.isSingleLine, inline.isWider(than: Self.maximumLiteralWidth) else { return inline }
        let items = printed.enumerated().map { index, parameter in index == printed.count - 1 ? parameter : parameter + "," }
        return CodeFragment(open: "(", items: items, close: ")")
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

/// The layout state of a list of declarations: blank lines between them,
/// none between consecutive one-line declarations of one compact kind.
private struct DeclarationList {
    /// Whether a blank line goes before the first declaration too (after a file's header).
    var afterHeader = false
    private var previous: (group: CompactGroup?, singleLine: Bool)?

    init(afterHeader: Bool = false) { self.afterHeader = afterHeader }

    mutating func add(_ declaration: Declaration, with printer: SwiftPrinter, into writer: inout CodeWriter) {
        guard let group = CompactGroup(declaration) else {
            // Never kept together with a neighbour: written in place, at its final indentation.
            return addPrinted(into: &writer) { printer.declaration(declaration, into: &$0) }
        }
        if previous == nil && afterHeader { writer.write("") }
        // Compact kinds are short: printed aside to learn whether they take one line.
        var printed = CodeWriter()
        printer.declaration(declaration, into: &printed)
        let singleLine = printed.lines.count == 1
        if let previous, !(singleLine && previous.singleLine && group == previous.group) { writer.write("") }
        writer.write(printed)
        previous = (group, singleLine)
    }

    /// Adds a declaration that is never compact, written by `print` in place.
    mutating func addPrinted(into writer: inout CodeWriter, _ print: (inout CodeWriter) -> Void) {
        if previous == nil && afterHeader { writer.write("") }
        if previous != nil { writer.write("") }
        print(&writer)
        previous = (nil, false)
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
