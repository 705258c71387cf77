/// Decodes one entry of `fields`. Every key any kind accepts is decoded here;
/// which keys apply to which kind is the checker's call (``FieldKindRules``).
enum FieldDecoder {
    /// Every key a field may have, in the README's order.
    static let keys = [
        "id", "kind", "label", "required", "placeholder", "default",
        "min_length", "max_length", "pattern", "min", "max",
        "keyboard_type", "content_type", "autocapitalization", "autocorrection", "secure", "return_key",
        "toolbar", "options", "parent", "mode",
    ]

    static func decode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> FieldSpec? {
        guard let entries = decoding.mapping(node, allowed: keys, context: fieldContext(node)) else { return nil }
        decoding.require(["id", "kind", "label"], in: entries, context: fieldContext(node), at: node.location)
        let field = FieldSpec(location: node.location)
        field.keys.reserveCapacity(entries.count)
        for entry in entries {
            field.keys.append(Located(entry.key, at: entry.keyLocation))
            let value = entry.value
            switch entry.key {
            case "id": field.id = decoding.identifier(value, what: "field id")
            case "kind": field.kind = decoding.word(value, FieldKind.self, key: "field kind")
            case "label": field.label = decoding.text(value, context: "a label")
            case "placeholder": field.placeholder = decoding.text(value, context: "a placeholder")
            case "default": field.defaultValue = value
            case "required":
                field.required = decoding.rule(value, key: "required", implicitValue: true) { $0.bool($1) }
            case "min_length": field.minLength = decoding.rule(value, key: "min_length") { $0.count($1) }
            case "max_length": field.maxLength = decoding.rule(value, key: "max_length") { $0.count($1) }
            case "pattern": field.pattern = decoding.rule(value, key: "pattern") { $0.string($1, expected: "a regular expression") }
            case "min": field.min = decoding.rule(value, key: "min") { scalarNode($1, &$0) }
            case "max": field.max = decoding.rule(value, key: "max") { scalarNode($1, &$0) }
            case "keyboard_type": field.keyboardType = decoding.word(value, in: SpecVocabulary.keyboardTypes, key: "keyboard_type")
            case "content_type": field.contentType = decoding.word(value, in: SpecVocabulary.contentTypes, key: "content_type")
            case "autocapitalization":
                field.autocapitalization = decoding.word(value, in: SpecVocabulary.autocapitalizations, key: "autocapitalization")
            case "autocorrection": field.autocorrection = decoding.bool(value)
            case "secure": field.secure = decoding.bool(value)
            case "return_key": field.returnKey = decoding.word(value, in: SpecVocabulary.returnKeys, key: "return_key")
            case "toolbar": field.toolbar = decoding.identifier(value, what: "toolbar name")
            case "options": field.options = decoding.identifier(value, what: "option list name")
            case "parent": field.parent = decoding.identifier(value, what: "parent field id")
            default: field.mode = decoding.word(value, DateMode.self, key: "date mode")
            }
        }
        return field
    }

    /// A scalar kept as a node for the checker to type (numbers or dates).
    private static func scalarNode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> Located<YAMLNode>? {
        guard case .scalar = node.content else {
            decoding.report(Problems.wrongType(expected: "a number or a date", found: NodeDecoding.describe(node)), at: node.location)
            return nil
        }
        return Located(node, at: node.location)
    }

    /// "field 'email'" when the id can be read, else "a field".
    private static func fieldContext(_ node: YAMLNode) -> String {
        if case .mapping(let entries) = node.content,
           let id = entries.first(where: { $0.key == "id" })?.value.scalarText, SwiftNamer.isSpecIdentifier(id) {
            return "field '\(id)'"
        }
        return "a field"
    }
}
