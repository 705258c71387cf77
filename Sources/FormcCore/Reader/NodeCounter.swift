/// Counts nodes as they are read, to enforce ``YAMLLimits/maxAliasExpansion``
/// and to know how many nodes each anchored node stands for.
struct NodeCounter {
    /// Nodes written in the file (scalars, sequences, mappings; not aliases).
    private(set) var written = 0
    /// Nodes added by expanding aliases.
    private(set) var expanded = 0
    /// Nodes in the tree so far, written or expanded: the difference between two
    /// readings is the size of what was built in between.
    var produced: Int { written + expanded }

    /// Counts one node written in the file.
    mutating func countWritten() { written += 1 }

    /// Counts an alias that stands for `count` nodes.
    /// - Returns: false when the expansion now exceeds `limit` plus four times the
    ///   nodes written, the point at which reading must stop.
    mutating func countAlias(standingFor count: Int, limit: Int) -> Bool {
        // Saturating: a caller may pass `Int.max` as the limit to switch the guard off.
        let (sum, overflow) = expanded.addingReportingOverflow(count)
        expanded = overflow ? .max : sum
        let (bound, boundOverflow) = limit.addingReportingOverflow(4 * written)
        return boundOverflow || expanded <= bound
    }
}
