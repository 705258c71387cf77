/// `confirm:` as written: the confirmation step shown after a valid submit.
struct ConfirmSpec {
    var location: SourceLocation
    var title: TextSpec?
    var back: TextSpec?
    var submit: TextSpec?
}

/// Decodes the top-level `confirm:` mapping.
enum ConfirmDecoder {
    static let keys = ["title", "back", "submit"]

    static func decodeConfirm(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> ConfirmSpec? {
        guard let entries = decoding.mapping(node, allowed: keys, context: "'confirm'") else { return nil }
        // A screen and its buttons need texts, and formc cannot guess them in the form's language.
        decoding.require(keys, in: entries, context: "'confirm'", at: node.location)
        var spec = ConfirmSpec(location: node.location)
        for entry in entries {
            switch entry.key {
            case "title": spec.title = decoding.text(entry.value, context: "a confirmation title")
            case "back": spec.back = decoding.text(entry.value, context: "a back button title")
            default: spec.submit = decoding.text(entry.value, context: "a confirmation submit title")
            }
        }
        return spec
    }
}
