/// `lookup:` as written: `{ fills: [<field id> …], on: end_editing | action, not_found: <text> }`.
struct LookupSpec {
    /// The ids of the fields the app's answer fills, each where it is written (duplicates dropped, reported).
    var fills: [Located<String>]
    /// `on:`, if written.
    var trigger: Located<LookupTrigger>?
    /// `not_found:`, if written.
    var notFound: TextSpec?
    /// Where `lookup:`'s value starts.
    var location: SourceLocation
}

/// Decodes `lookup:`. The shape is the decoder's (keys, a non-empty list of
/// distinct ids); which fields the ids name is the checker's.
enum LookupDecoder {
    static let keys = ["fills", "on", "not_found"]

    static func decode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> LookupSpec? {
        guard let entries = decoding.mapping(node, allowed: keys, context: "lookup") else { return nil }
        decoding.require(["fills"], in: entries, context: "lookup", at: node.location)
        var spec = LookupSpec(fills: [], trigger: nil, notFound: nil, location: node.location)
        var fillsWritten = false
        for entry in entries {
            switch entry.key {
            case "fills":
                guard let ids = fills(entry.value, &decoding) else { return nil }
                spec.fills = ids
                fillsWritten = true
            case "on": spec.trigger = decoding.word(entry.value, LookupTrigger.self, key: "look-up trigger (on)")
            default: spec.notFound = decoding.text(entry.value, context: "a not-found message")
            }
        }
        return fillsWritten ? spec : nil
    }

    /// The ids of `fills:`: a non-empty list, each id once.
    private static func fills(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [Located<String>]? {
        guard let items = decoding.sequence(node, of: "field ids that the look-up fills") else { return nil }
        guard !items.isEmpty else {
            decoding.report(Problems.invalidValue("'fills' is empty; a look-up fills at least one field"), at: node.location)
            return nil
        }
        var seen: [String: SourceLocation] = [:]
        var ids: [Located<String>] = []
        for item in items {
            guard let id = decoding.identifier(item, what: "field id") else { continue }
            if seen[id.value] != nil {
                decoding.report(Problems.invalidValue("'fills' lists field '\(id.value)' twice"), at: id.location)
                continue
            }
            seen[id.value] = id.location
            ids.append(id)
        }
        return ids
    }
}
