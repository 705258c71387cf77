/// Statements built only when printed, one group at a time.
///
/// A large form's functions repeat a group of statements per field (a check,
/// a row, a refresh line). Built up front, a function of 30,000 fields is a
/// tree of tens of megabytes, allocated, walked once and freed, with every
/// node a cache miss; built per group as the printer reaches it, each group's
/// nodes are printed and freed while still in cache, and their memory is
/// reused by the next group.
struct StatementGroups: Sendable, Equatable {
    /// How many groups.
    let count: Int
    /// The statements of group `index`, in `0..<count`.
    let group: @Sendable (Int) -> [Statement]

    /// `count` groups, each built by `group` from its index.
    init(count: Int, _ group: @escaping @Sendable (Int) -> [Statement]) {
        self.count = count
        self.group = group
    }

    /// Equal when they build equal statements.
    static func == (lhs: StatementGroups, rhs: StatementGroups) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs.group($0) == rhs.group($0) }
    }
}
