/// `submit:` as written: the ready screen's submit button.
struct SubmitSpec {
    var location: SourceLocation
    var title: TextSpec?
    /// `placement:` (nil: at the bottom).
    var placement: Located<SubmitPlacement>?
}

/// Decodes the top-level `submit:` mapping.
enum SubmitDecoder {
    static let keys = ["title", "placement"]

    static func decodeSubmit(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> SubmitSpec? {
        guard let entries = decoding.mapping(node, allowed: keys, context: "'submit'") else { return nil }
        // A button needs a title, and formc cannot guess one in the form's language.
        decoding.require(["title"], in: entries, context: "'submit'", at: node.location)
        var spec = SubmitSpec(location: node.location)
        for entry in entries {
            if entry.key == "placement" {
                spec.placement = CancelDecoder.decodePlacement(entry.value, &decoding)
                continue
            }
            spec.title = decoding.text(entry.value, context: "a submit title")
        }
        return spec
    }
}
