/// Collects the entries of one mapping while it is read: keys and values
/// alternate, keys must be scalars and unique, and `<<` merge keys pull in the
/// entries of other mappings (YAML 1.1 merge, as users share field settings).
///
/// The entries themselves wait on a stack shared by all open mappings (the
/// tree builder's): this mapping's are the stack's top from `start` on, since
/// a nested mapping is finished, and its entries taken off, before this one
/// gets its next entry.
struct MappingBuilder {
    /// What the next node completes.
    private enum PendingKey {
        /// The value of this key.
        case key(String, SourceLocation)
        /// The mapping(s) to merge.
        case merge(SourceLocation)
        /// A value to read and drop: its key was reported or could not be read.
        case skip
    }

    /// A `<<` seen in the mapping: what it merges, and where it stood among the own entries.
    private struct Merge {
        var position: Int
        var sources: [[YAMLNode.MappingEntry]]
    }

    /// Up to this many keys, duplicates are found by a linear scan (cheaper than
    /// hashing for the small mappings of a spec); beyond it, by a dictionary.
    private static let linearScanLimit = 12

    /// Where this mapping's entries begin on the shared stack.
    private let start: Int
    /// Keys to their absolute position on the stack, once the mapping is large.
    private var index: [String: Int]?
    private var pending: PendingKey?
    private var merges: [Merge] = []
    private var firstMergeKey: SourceLocation?

    /// Starts a mapping whose entries will be pushed on `entries` from its current end.
    init(entries: [YAMLNode.MappingEntry]) { start = entries.count }

    /// Takes the next key or value read inside the mapping; nil stands for a node
    /// that was reported and dropped (an undefined alias, for example).
    mutating func add(_ node: YAMLNode?, entries: inout [YAMLNode.MappingEntry], log: inout DiagnosticLog) {
        guard let pending else {
            self.pending = keyState(for: node, log: &log)
            return
        }
        self.pending = nil
        guard let node else { return }
        switch pending {
        case .key(let key, let location): addEntry(key, at: location, value: node, entries: &entries, log: &log)
        case .merge: addMerge(node, entries: entries, log: &log)
        case .skip: break
        }
    }

    /// Takes this mapping's entries off the shared stack and returns them in
    /// source order, merged entries standing where their `<<` stood; the
    /// mapping's own keys win over merged ones, and earlier merges over later.
    func finish(entries: inout [YAMLNode.MappingEntry]) -> [YAMLNode.MappingEntry] {
        guard !merges.isEmpty else { return entries.removeSuffix(from: start) }
        var result = MergeResult(capacity: entries.count - start)
        var copied = start
        for merge in merges {
            for entry in entries[copied..<merge.position] { result.append(entry) }
            copied = merge.position
            for source in merge.sources {
                // Own keys win wherever they stand; `result` holds the earlier merges.
                for entry in source where position(of: entry.key, in: entries) == nil && !result.contains(entry.key) {
                    result.append(entry)
                }
            }
        }
        for entry in entries[copied...] { result.append(entry) }
        entries.removeSubrange(start..<entries.count)
        return result.entries
    }

    private mutating func keyState(for node: YAMLNode?, log: inout DiagnosticLog) -> PendingKey {
        guard let node else { return .skip }
        guard case .scalar(let scalar) = node.content else {
            log.report(Problems.complexKey(), at: node.location)
            return .skip
        }
        guard scalar.isPlain, scalar.text == "<<" else { return .key(scalar.text, node.location) }
        if let firstMergeKey {
            log.report(Problems.duplicateKey("<<"), at: node.location,
                       notes: [("first defined here", firstMergeKey)])
            return .skip
        }
        firstMergeKey = node.location
        return .merge(node.location)
    }

    private mutating func addEntry(_ key: String, at location: SourceLocation, value: YAMLNode,
                                   entries: inout [YAMLNode.MappingEntry], log: inout DiagnosticLog) {
        if let first = position(of: key, in: entries) {
            log.report(Problems.duplicateKey(key), at: location,
                       notes: [("first defined here", entries[first].keyLocation)])
            return
        }
        if index != nil {
            index![key] = entries.count
        } else if entries.count - start == Self.linearScanLimit {
            var built = [String: Int](minimumCapacity: Self.linearScanLimit * 4)
            for position in start..<entries.count { built[entries[position].key] = position }
            built[key] = entries.count
            index = built
        }
        entries.append(YAMLNode.MappingEntry(key: key, keyLocation: location, value: value))
    }

    /// The absolute stack position of this mapping's entry for `key`, if any.
    private func position(of key: String, in entries: [YAMLNode.MappingEntry]) -> Int? {
        if let index { return index[key] }
        var position = start
        while position < entries.count {
            if entries[position].key == key { return position }
            position += 1
        }
        return nil
    }

    private mutating func addMerge(_ value: YAMLNode, entries: [YAMLNode.MappingEntry], log: inout DiagnosticLog) {
        var sources: [[YAMLNode.MappingEntry]] = []
        switch value.content {
        case .mapping(let merged):
            sources.append(merged)
        case .sequence(let items):
            for item in items {
                if case .mapping(let merged) = item.content {
                    sources.append(merged)
                } else {
                    Self.reportNotMergeable(item, log: &log)
                }
            }
        case .scalar:
            Self.reportNotMergeable(value, log: &log)
        }
        merges.append(Merge(position: entries.count, sources: sources))
    }

    private static func reportNotMergeable(_ node: YAMLNode, log: inout DiagnosticLog) {
        log.report(Problems.wrongType(expected: "a mapping or a list of mappings to merge",
                                      found: node.typeDescription),
                   at: node.location)
    }
}
