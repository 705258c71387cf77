extension Array {
    /// Removes the elements from `start` on and returns them in a new array of
    /// exactly their count: one allocation per finished collection, where
    /// appending to a fresh array would grow (and reallocate) it several times.
    // Always inlined so it is specialized for the element type at each call:
    // the generic version paid a metadata lookup per collection.
    @inline(__always)
    mutating func removeSuffix(from start: Int) -> [Element] {
        let suffix = Array(self[start..<count])
        removeSubrange(start..<count)
        return suffix
    }
}
