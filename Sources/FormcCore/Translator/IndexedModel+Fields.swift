extension IndexedModel {
    /// `transform` of each field, in form order, the fields read in place.
    ///
    /// `fields.map`, `for field in fields` and `fields[index]` passed on copy
    /// each `Field`: a dozen strings and boxes retained and released, per
    /// field, in every emitter; through the buffer each field is only borrowed.
    func mapFields<T>(_ transform: (borrowing Field) throws -> T) rethrows -> [T] {
        try base.fields.withUnsafeBufferPointer { fields in
            var results: [T] = []
            results.reserveCapacity(fields.count)
            for index in fields.indices { results.append(try transform(fields[index])) }
            return results
        }
    }

    /// Calls `body` with each field, in form order, read in place (see ``mapFields(_:)``).
    func forEachField(_ body: (borrowing Field) throws -> Void) rethrows {
        try base.fields.withUnsafeBufferPointer { fields in
            for index in fields.indices { try body(fields[index]) }
        }
    }
}
