/// `mask:` as written: one mask (`"###-####"`), or masks chosen by the value
/// (`{ by_prefix: [{ prefix: ["34", "37"], mask: "#### ###### #####" }], otherwise: "#### #### #### ####" }`).
struct MaskSpec {
    /// One entry of `by_prefix`.
    struct Case {
        /// The prefixes that choose the case, each where it is written.
        var prefixes: [Located<String>]
        var mask: Located<String>
    }

    /// The fixed mask, or the `otherwise` of a mask chosen by the value.
    var pattern: Located<String>
    /// The cases of `by_prefix`, in spec order; empty for a fixed mask.
    var cases: [Case]
    /// The other field whose value chooses the case (`field:`), if any.
    var field: Located<String>? = nil
}

/// Decodes `mask:`. The shape is the decoder's; what the masks and prefixes
/// mean (a prefix no value can have, one written twice) is the checker's.
enum MaskDecoder {
    static let keys = ["field", "by_prefix", "otherwise"]
    static let requiredKeys = ["by_prefix", "otherwise"]
    static let caseKeys = ["prefix", "mask"]

    static func decode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> MaskSpec? {
        guard case .mapping = node.content else {
            return decoding.string(node, expected: "a mask (such as \"###-####\") or { by_prefix: […], otherwise: … }")
                .map { MaskSpec(pattern: $0, cases: []) }
        }
        guard let entries = decoding.mapping(node, allowed: keys, context: "'mask'") else { return nil }
        decoding.require(requiredKeys, in: entries, context: "'mask'", at: node.location)
        var otherwise: Located<String>?
        var cases: [MaskSpec.Case]?
        var field: Located<String>?
        for entry in entries {
            if entry.key == "field" {
                field = decoding.identifier(entry.value, what: "field id")
            } else if entry.key == "otherwise" {
                otherwise = decoding.string(entry.value, expected: "a mask (such as \"###-####\")")
            } else {
                cases = byPrefix(entry.value, &decoding)
            }
        }
        guard let otherwise, let cases else { return nil }
        return MaskSpec(pattern: otherwise, cases: cases, field: field)
    }

    /// The cases of `by_prefix:`: a non-empty list of `{ prefix, mask }`.
    private static func byPrefix(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [MaskSpec.Case]? {
        guard let items = decoding.sequence(node, of: "cases { prefix, mask }") else { return nil }
        guard !items.isEmpty else {
            decoding.report(Problems.invalidValue("'by_prefix' is empty; give at least one case { prefix, mask }, or write one mask"),
                            at: node.location)
            return nil
        }
        var cases: [MaskSpec.Case] = []
        for item in items where !decoding.isHopeless {
            guard let entries = decoding.mapping(item, allowed: caseKeys, context: "a 'by_prefix' case") else { return nil }
            decoding.require(caseKeys, in: entries, context: "a 'by_prefix' case", at: item.location)
            var prefixes: [Located<String>]?
            var mask: Located<String>?
            for entry in entries {
                if entry.key == "mask" {
                    mask = decoding.string(entry.value, expected: "a mask (such as \"###-####\")")
                } else {
                    prefixes = self.prefixes(entry.value, &decoding)
                }
            }
            guard let prefixes, let mask else { return nil }
            cases.append(MaskSpec.Case(prefixes: prefixes, mask: mask))
        }
        return cases
    }

    /// One prefix or a non-empty list of them.
    private static func prefixes(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [Located<String>]? {
        guard case .sequence = node.content else {
            return decoding.string(node, expected: "a prefix (such as \"37\") or a list of prefixes").map { [$0] }
        }
        guard let items = decoding.sequence(node, of: "prefixes") else { return nil }
        guard !items.isEmpty else {
            decoding.report(Problems.invalidValue("'prefix' is empty; list at least one prefix"), at: node.location)
            return nil
        }
        var prefixes: [Located<String>] = []
        for item in items {
            guard let prefix = decoding.string(item, expected: "a prefix (such as \"37\")") else { return nil }
            prefixes.append(prefix)
        }
        return prefixes
    }
}
