/// `cancel:` as written: the screen's cancel button.
struct CancelSpec {
    var location: SourceLocation
    var title: TextSpec?
}

/// Decodes the top-level `cancel:` mapping, and `submit:`'s `placement`.
enum CancelDecoder {
    static let keys = ["title"]

    static func decodeCancel(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> CancelSpec? {
        guard let entries = decoding.mapping(node, allowed: keys, context: "'cancel'") else { return nil }
        // A button needs a title, and formc cannot guess one in the form's language.
        decoding.require(["title"], in: entries, context: "'cancel'", at: node.location)
        var spec = CancelSpec(location: node.location)
        for entry in entries where entry.key == "title" {
            spec.title = decoding.text(entry.value, context: "a cancel title")
        }
        return spec
    }

    /// `submit: { placement: … }`: where the submit button goes.
    static func decodePlacement(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> Located<SubmitPlacement>? {
        decoding.word(node, SubmitPlacement.self, key: "placement")
    }
}
