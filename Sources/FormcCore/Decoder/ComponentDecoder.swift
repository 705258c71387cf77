/// Decodes a `multi_picker`'s `components`: a list of `{ id, options, label, parent }`.
/// How many there are, and whether the names resolve, is the checker's call.
enum ComponentDecoder {
    /// Every key a component may have.
    static let keys = ["id", "options", "label", "parent"]

    static func decode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [ComponentSpec]? {
        guard let items = decoding.sequence(node, of: "picker components ({ id, options })") else { return nil }
        return items.compactMap { item in
            guard !decoding.isHopeless,
                  let entries = decoding.mapping(item, allowed: keys, context: "a picker component") else { return nil }
            decoding.require(["id", "options"], in: entries, context: "a picker component", at: item.location)
            var component = ComponentSpec(location: item.location)
            for entry in entries {
                switch entry.key {
                case "id": component.id = decoding.identifier(entry.value, what: "component id")
                case "options": component.options = decoding.identifier(entry.value, what: "option list name")
                case "label": component.label = decoding.text(entry.value, context: "a component label")
                default: component.parent = decoding.identifier(entry.value, what: "parent component id")
                }
            }
            return component
        }
    }
}
