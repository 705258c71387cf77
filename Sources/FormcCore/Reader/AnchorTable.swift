/// The anchors defined so far and what their aliases resolve to.
struct AnchorTable {
    /// What an alias refers to.
    enum Resolution {
        /// The anchored node and how many nodes it stands for (aliases inside it expanded).
        case node(YAMLNode, count: Int)
        /// No anchor of that name precedes the alias.
        case undefined
        /// The anchor is on a collection that is still being read: the alias is inside it.
        case recursive
    }

    private struct Anchor {
        /// Nil while the anchored collection is still open.
        var node: YAMLNode?
        var count: Int
        /// Tells one definition of a name from a later one of the same name.
        var serial: Int
    }

    private var anchors: [String: Anchor] = [:]
    private var nextSerial = 0

    /// Defines `name` on a finished node (a scalar) that stands for `count` nodes.
    mutating func define(_ name: String, node: YAMLNode, count: Int) {
        anchors[name] = Anchor(node: node, count: count, serial: nextSerial)
        nextSerial += 1
    }

    /// Defines `name` on a collection that has just started.
    /// - Returns: the serial to pass to ``finish(_:serial:node:count:)``.
    mutating func open(_ name: String) -> Int {
        let serial = nextSerial
        anchors[name] = Anchor(node: nil, count: 0, serial: serial)
        nextSerial += 1
        return serial
    }

    /// Completes the collection anchored as `name` by ``open(_:)``, unless a
    /// node inside it has since re-defined the name (later anchors win).
    mutating func finish(_ name: String, serial: Int, node: YAMLNode, count: Int) {
        guard anchors[name]?.serial == serial else { return }
        anchors[name] = Anchor(node: node, count: count, serial: serial)
    }

    /// What an alias to `name` refers to at this point of the document.
    func resolve(_ name: String) -> Resolution {
        guard let anchor = anchors[name] else { return .undefined }
        guard let node = anchor.node else { return .recursive }
        return .node(node, count: anchor.count)
    }
}
