/// The entries of a mapping with merges, as they are assembled: remembers its
/// keys so each merged key is taken once, without hashing small mappings.
struct MergeResult {
    /// Up to this many entries, membership is a linear scan; beyond it, a set.
    private static let linearScanLimit = 12

    private(set) var entries: [YAMLNode.MappingEntry] = []
    private var keys: Set<String>?

    /// Creates an empty result with room for `capacity` entries.
    init(capacity: Int) { entries.reserveCapacity(capacity) }

    /// Whether an entry with `key` was appended.
    func contains(_ key: String) -> Bool {
        if let keys { return keys.contains(key) }
        return entries.contains { $0.key == key }
    }

    /// Appends an entry whose key is not yet in the result.
    mutating func append(_ entry: YAMLNode.MappingEntry) {
        if keys != nil {
            keys?.insert(entry.key)
        } else if entries.count == Self.linearScanLimit {
            keys = Set(entries.lazy.map(\.key) + [entry.key])
        }
        entries.append(entry)
    }
}
