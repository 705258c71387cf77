/// "Did you mean …?": the closest candidate within a small edit distance, for
/// spec keys, values and references as for the command line's words.
///
/// Bounded, so a hostile spec cannot make it quadratic: words longer than
/// ``maximumLength`` get no suggestion (their distance budget, and so the cost
/// of each comparison, grows with their length), candidates whose length
/// differs by more than the budget are skipped before any work, and a
/// ``Budget`` caps the comparisons one spec may spend on references.
public enum Suggestion {
    /// The longest word (in Unicode scalars) that gets a suggestion: far above
    /// real names, and it bounds one comparison to ~64 × 85 steps.
    public static let maximumLength = 64

    /// The comparisons one spec may spend on suggestions for its references
    /// (pickers' parents, option lists, toolbars: lists as long as the spec).
    /// A real spec spends a few thousand; past the budget there are no more suggestions.
    public struct Budget: Sendable {
        /// Candidate comparisons left.
        public private(set) var comparisonsLeft: Int

        /// Creates a budget; the default is about 0.02 s of comparisons (release build).
        public init(comparisons: Int = 100_000) { comparisonsLeft = comparisons }

        mutating func spend() -> Bool {
            guard comparisonsLeft > 0 else { return false }
            comparisonsLeft -= 1
            return true
        }
    }

    /// The candidate nearest to `word`, if it is close enough to be a likely typo
    /// (at most one edit per three characters, at least one, at most `maximumDistance`).
    public static func closest(to word: String, in candidates: some Sequence<String>,
                               maximumDistance: Int = .max) -> String? {
        var unlimited = Budget(comparisons: .max)
        return closest(to: word, in: candidates, maximumDistance: maximumDistance, budget: &unlimited)
    }

    /// ``closest(to:in:maximumDistance:)``, spending one comparison of `budget`
    /// per candidate looked at; nil once the budget is spent.
    public static func closest(to word: String, in candidates: some Sequence<String>,
                               maximumDistance: Int = .max, budget: inout Budget) -> String? {
        // UTF-8 length is O(1) and at least the scalar count: a cheap first cut.
        guard word.utf8.count <= 4 * maximumLength, budget.comparisonsLeft > 0 else { return nil }
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= maximumLength else { return nil }
        let limit = min(maximumDistance, max(1, target.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            guard budget.spend() else { return nil }
            // A candidate too long to be within `limit` is not lowercased (nor copied) at all.
            guard candidate.utf8.count <= 4 * (target.count + limit) else { continue }
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance with adjacent transpositions, giving up above `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
