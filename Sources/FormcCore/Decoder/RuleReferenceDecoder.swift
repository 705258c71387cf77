/// Decodes the rules that name something outside the field: bounds given by
/// another field (`min: { field: start_date }`) and the app's named rules (`custom`).
enum RuleReferenceDecoder {
    /// `min` / `max`: a value, `{ value, message }`, or `{ field, message }`.
    static func bound(_ node: YAMLNode, key: String, _ decoding: inout NodeDecoding,
                      value decodeValue: (inout NodeDecoding, YAMLNode) -> Located<YAMLNode>?) -> FieldSpec.Value? {
        guard case .mapping(let entries) = node.content, entries.contains(where: { $0.key == "field" }) else {
            return decoding.rule(node, key: key, value: decodeValue).map { .nodeRule($0) }
        }
        guard let entries = decoding.mapping(node, allowed: ["value", "field", "message"], context: "rule '\(key)'") else {
            return nil
        }
        if let value = entries.first(where: { $0.key == "value" }) {
            decoding.report(Problems.invalidValue("rule '\(key)' takes either 'value' or 'field', not both"),
                            at: value.keyLocation)
        }
        var field: Located<String>?
        var message: TextSpec?
        for entry in entries {
            switch entry.key {
            case "field": field = decoding.identifier(entry.value, what: "field id")
            case "message": message = decoding.text(entry.value, context: "a message")
            default: break
            }
        }
        return field.map { .fieldRule(RuleSpec(value: $0, message: message)) }
    }

    /// `custom: luhn`, or a list of names and `{ name, message }` mappings.
    static func customRules(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [RuleSpec<String>]? {
        guard case .sequence(let items) = node.content else {
            return customRule(node, &decoding).map { [$0] }
        }
        if items.isEmpty {
            decoding.report(Problems.invalidValue("'custom' lists no rule"), at: node.location)
        }
        return items.compactMap { customRule($0, &decoding) }
    }

    /// One named rule: `luhn` or `{ name: luhn, message: … }`.
    private static func customRule(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> RuleSpec<String>? {
        guard case .mapping = node.content else {
            return decoding.identifier(node, what: "rule name").map { RuleSpec(value: $0, message: nil) }
        }
        guard let entries = decoding.mapping(node, allowed: ["name", "message"], context: "a custom rule") else { return nil }
        decoding.require(["name"], in: entries, context: "a custom rule", at: node.location)
        var name: Located<String>?
        var message: TextSpec?
        for entry in entries {
            switch entry.key {
            case "name": name = decoding.identifier(entry.value, what: "rule name")
            default: message = decoding.text(entry.value, context: "a message")
            }
        }
        return name.map { RuleSpec(value: $0, message: message) }
    }
}
