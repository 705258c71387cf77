/// `normalize:` as written: a list of rewrites, or `{ to: [...], when: typing | end_editing }`.
struct NormalizationSpec {
    /// The rewrites, each where it is written.
    var transforms: [Located<TextTransform>]
    /// `when:`, if written.
    var timing: Located<NormalizeTiming>?
    /// Where `normalize:`'s value starts.
    var location: SourceLocation
}

/// Decodes `normalize:`.
enum NormalizationDecoder {
    static let keys = ["to", "when"]

    static func decode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> NormalizationSpec? {
        switch node.content {
        case .mapping:
            guard let entries = decoding.mapping(node, allowed: keys, context: "normalize") else { return nil }
            decoding.require(["to"], in: entries, context: "normalize", at: node.location)
            var spec = NormalizationSpec(transforms: [], timing: nil, location: node.location)
            for entry in entries {
                switch entry.key {
                case "to": spec.transforms = transforms(entry.value, &decoding) ?? []
                default: spec.timing = decoding.word(entry.value, NormalizeTiming.self, key: "normalize timing (when)")
                }
            }
            return spec
        default:
            guard let list = transforms(node, &decoding) else { return nil }
            return NormalizationSpec(transforms: list, timing: nil, location: node.location)
        }
    }

    /// The list of rewrites; a single word is read as a list of one.
    private static func transforms(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [Located<TextTransform>]? {
        if case .scalar = node.content {
            return decoding.word(node, TextTransform.self, key: "normalization").map { [$0] }
        }
        guard let items = decoding.sequence(node, of: "rewrites (halfwidth, katakana, trim …)") else { return nil }
        return items.compactMap { decoding.word($0, TextTransform.self, key: "normalization") }
    }
}

/// `reveal_toggle:` as written: `true` / `false`, or `{ show: <text>, hide: <text> }` (VoiceOver labels; on).
struct RevealToggleSpec {
    var isOn: Bool
    var showLabel: TextSpec?
    var hideLabel: TextSpec?
}

/// Decodes `reveal_toggle:`.
enum RevealToggleDecoder {
    static let keys = ["show", "hide"]

    static func decode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> RevealToggleSpec? {
        guard case .mapping = node.content else {
            return decoding.bool(node).map { RevealToggleSpec(isOn: $0.value) }
        }
        guard let entries = decoding.mapping(node, allowed: keys, context: "reveal_toggle") else { return nil }
        decoding.require(keys, in: entries, context: "reveal_toggle", at: node.location)
        var spec = RevealToggleSpec(isOn: true)
        for entry in entries {
            let label = decoding.text(entry.value, context: "a VoiceOver label")
            if entry.key == "show" { spec.showLabel = label } else { spec.hideLabel = label }
        }
        return spec
    }
}
