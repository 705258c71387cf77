/// `normalize:` as written: a list of rewrites, or `{ to: [...], when: typing | end_editing }`;
/// a rewrite is a word (`trim`) or `{ zero_pad: 3 }`.
struct NormalizationSpec {
    /// The rewrites, each where it is written.
    var transforms: [Located<TextTransform>]
    /// Each `{ zero_pad: N }` written, its N where it is written.
    var zeroPads: [Located<Int>] = []
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
        case .mapping(let entries) where !isZeroPadOnly(entries):
            guard let entries = decoding.mapping(node, allowed: keys, context: "normalize") else { return nil }
            decoding.require(["to"], in: entries, context: "normalize", at: node.location)
            var spec = NormalizationSpec(transforms: [], timing: nil, location: node.location)
            for entry in entries {
                switch entry.key {
                case "to": rewrites(entry.value, into: &spec, &decoding)
                default: spec.timing = decoding.word(entry.value, NormalizeTiming.self, key: "normalize timing (when)")
                }
            }
            return spec
        default:
            // A list, a word, or `{ zero_pad: 3 }`: rewrites without `when`.
            var spec = NormalizationSpec(transforms: [], timing: nil, location: node.location)
            guard rewrites(node, into: &spec, &decoding) else { return nil }
            return spec
        }
    }

    /// Whether a mapping for `normalize:` is `{ zero_pad: 3 }`, one rewrite
    /// written alone, rather than `{ to: [...], when: ... }`.
    private static func isZeroPadOnly(_ entries: [YAMLNode.MappingEntry]) -> Bool {
        entries.contains { $0.key == zeroPadKey } && !entries.contains { keys.contains($0.key) }
    }

    /// The key of the padding rewrite.
    static let zeroPadKey = "zero_pad"

    /// Adds the list of rewrites to `spec`; a single rewrite is read as a list
    /// of one. False when `node` is no rewrite nor list at all.
    @discardableResult
    private static func rewrites(_ node: YAMLNode, into spec: inout NormalizationSpec, _ decoding: inout NodeDecoding) -> Bool {
        switch node.content {
        case .scalar, .mapping:
            rewrite(node, into: &spec, &decoding)
            return true
        default:
            guard let items = decoding.sequence(node, of: "rewrites (halfwidth, katakana, trim, { zero_pad: 3 } …)") else { return false }
            for item in items { rewrite(item, into: &spec, &decoding) }
            return true
        }
    }

    /// Adds one rewrite, a word or `{ zero_pad: N }`, to `spec`.
    private static func rewrite(_ node: YAMLNode, into spec: inout NormalizationSpec, _ decoding: inout NodeDecoding) {
        if case .mapping = node.content {
            guard let entries = decoding.mapping(node, allowed: [zeroPadKey], context: "a normalize rewrite") else { return }
            // A misspelt key is reported as unknown (with a did-you-mean): missing only when there is none.
            if case .mapping(let written) = node.content, written.isEmpty {
                decoding.require([zeroPadKey], in: entries, context: "a normalize rewrite", at: node.location)
            }
            if let digits = entries.first.flatMap({ decoding.int($0.value) }) { spec.zeroPads.append(digits) }
            return
        }
        if case .scalar(let scalar) = node.content, scalar.text == zeroPadKey {
            decoding.report(Problems.wrongType(expected: "{ zero_pad: <digits> } (zero_pad needs its number of digits)",
                                               found: NodeDecoding.describe(node)), at: node.location)
            return
        }
        if let word = decoding.word(node, TextTransform.self, key: "normalization") { spec.transforms.append(word) }
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
