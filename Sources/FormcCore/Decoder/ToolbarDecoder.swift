/// Decodes `toolbars`: names to lists of items, each a word (`next`) or a
/// one-key mapping (`{ done: 決定 }`, `{ button: クリア, action: clear }`, `{ lookup: 住所検索 }`).
enum ToolbarDecoder {
    static let words = ["flexible_space", "fixed_space", "previous", "next", "done", "clear", "lookup", "title"]
    static let mappingKeys = ["fixed_space", "previous", "next", "done", "button", "action", "clear", "lookup", "title"]

    static func decodeToolbars(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [ToolbarSpec] {
        guard case .mapping(let entries) = node.content else {
            decoding.report(Problems.wrongType(expected: "a mapping of toolbar names to item lists",
                                               found: NodeDecoding.describe(node)), at: node.location)
            return []
        }
        return entries.compactMap { entry in
            let nameNode = YAMLNode(.scalar(.init(text: entry.key, isPlain: false)), at: entry.keyLocation)
            let name = decoding.identifier(nameNode, what: "toolbar name")
            let items = (decoding.sequence(entry.value, of: "toolbar items") ?? []).compactMap { decodeItem($0, &decoding) }
            return name.map { ToolbarSpec(name: $0, items: items) }
        }
    }

    private static func decodeItem(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> ToolbarItemSpec? {
        if case .scalar = node.content {
            guard let word = decoding.word(node, in: words.map { ($0, $0) }, key: "toolbar item"),
                  let kind = ToolbarItem.Kind(rawValue: word.value) else { return nil }
            return ToolbarItemSpec(location: node.location, kind: kind)
        }
        guard let entries = decoding.mapping(node, allowed: mappingKeys, context: "a toolbar item") else { return nil }
        let keys = entries.map(\.key)
        if keys.contains("button") || keys.contains("action") {
            for entry in entries where entry.key != "button" && entry.key != "action" {
                decoding.report(Problems.keyNotAllowed("'\(entry.key)' cannot be combined with 'button' in one toolbar item"),
                                at: entry.keyLocation)
            }
            decoding.require(["button", "action"], in: entries, context: "a custom toolbar button", at: node.location)
            var item = ToolbarItemSpec(location: node.location, kind: .custom)
            for entry in entries {
                if entry.key == "button" { item.title = decoding.text(entry.value, context: "a button title") }
                if entry.key == "action" { item.action = decoding.identifier(entry.value, what: "action name") }
            }
            return item.title != nil && item.action != nil ? item : nil
        }
        guard entries.count == 1, let entry = entries.first else {
            if entries.count > 1 {
                decoding.report(Problems.invalidValue("a toolbar item has one key, found \(keys.map { "'\($0)'" }.joined(separator: ", "))"),
                                at: node.location)
            } else {
                decoding.report(Problems.invalidValue("an empty toolbar item; expected e.g. 'done' or { done: Title }"), at: node.location)
            }
            return nil
        }
        // One of mappingKeys other than button/action, so always a kind.
        guard let kind = ToolbarItem.Kind(rawValue: entry.key) else { return nil }
        var item = ToolbarItemSpec(location: node.location, kind: kind)
        if kind == .fixedSpace {
            guard let width = decoding.number(entry.value) else { return nil }
            guard width.value >= 0 else {
                decoding.report(Problems.invalidValue("a fixed space's width must be 0 or more"), at: width.location)
                return nil
            }
            item.width = width.value
        } else {
            guard let title = decoding.text(entry.value, context: "a title") else { return nil }
            item.title = title
        }
        return item
    }
}
