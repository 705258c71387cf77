/// Statements or switch cases built only when printed, one group at a time.
///
/// A large form's code repeats a group per field (a check, a row, a `case`).
/// Built up front, a function of 30,000 fields is a tree of tens of megabytes,
/// allocated, walked once and freed, with every node a cache miss; built per
/// group as the printer reaches it, each group's nodes are printed and freed
/// while still in cache, and their memory is reused by the next group.
struct Groups<Element: Sendable & Equatable>: Sendable, Equatable {
    /// How many groups.
    let count: Int
    /// The elements of group `index`, in `0..<count`.
    let group: @Sendable (Int) -> [Element]

    /// `count` groups, each built by `group` from its index.
    init(count: Int, _ group: @escaping @Sendable (Int) -> [Element]) {
        self.count = count
        self.group = group
    }

    /// Equal when they build equal elements.
    static func == (lhs: Groups, rhs: Groups) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs.group($0) == rhs.group($0) }
    }

    /// Calls `body` with each element of each group, in order, a group built at a time.
    func forEach(_ body: (Element) -> Void) {
        for index in 0..<count {
            for element in group(index) { body(element) }
        }
    }
}
