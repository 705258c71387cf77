/// Collects the entries of one mapping while it is read: keys and values
/// alternate, keys must be scalars and unique, and `<<` merge keys pull in the
/// entries of other mappings (YAML 1.1 merge, as users share field settings).
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

    private var entries: [YAMLNode.MappingEntry] = []
    private var index: [String: Int]?
    private var pending: PendingKey?
    private var merges: [Merge] = []
    private var firstMergeKey: SourceLocation?

    /// Takes the next key or value read inside the mapping; nil stands for a node
    /// that was reported and dropped (an undefined alias, for example).
    mutating func add(_ node: YAMLNode?, log: inout DiagnosticLog) {
        guard let pending else {
            self.pending = keyState(for: node, log: &log)
            return
        }
        self.pending = nil
        guard let node else { return }
        switch pending {
        case .key(let key, let location): addEntry(key, at: location, value: node, log: &log)
        case .merge: addMerge(node, log: &log)
        case .skip: break
        }
    }

    /// The entries in source order, merged entries standing where their `<<` stood;
    /// the mapping's own keys win over merged ones, and earlier merges over later.
    consuming func finish() -> [YAMLNode.MappingEntry] {
        guard !merges.isEmpty else { return entries }
        var result = MergeResult(capacity: entries.count)
        var copied = 0
        for merge in merges {
            for entry in entries[copied..<merge.position] { result.append(entry) }
            copied = merge.position
            for source in merge.sources {
                // Own keys win wherever they stand; `result` holds the earlier merges.
                for entry in source where position(of: entry.key) == nil && !result.contains(entry.key) {
                    result.append(entry)
                }
            }
        }
        for entry in entries[copied...] { result.append(entry) }
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
                                   log: inout DiagnosticLog) {
        if let first = position(of: key) {
            log.report(Problems.duplicateKey(key), at: location,
                       notes: [("first defined here", entries[first].keyLocation)])
            return
        }
        if index != nil {
            index![key] = entries.count
        } else if entries.count == Self.linearScanLimit {
            var built = [String: Int](minimumCapacity: entries.count * 2)
            for (offset, entry) in entries.enumerated() { built[entry.key] = offset }
            built[key] = entries.count
            index = built
        }
        entries.append(YAMLNode.MappingEntry(key: key, keyLocation: location, value: value))
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.key == key }
    }

    private mutating func addMerge(_ value: YAMLNode, log: inout DiagnosticLog) {
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
