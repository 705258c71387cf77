/// Field models by position, stored in chunks: growing never copies what is
/// there already, and ``joined()`` builds the one exactly sized array while
/// handing the chunks back one by one. (An array grown by doubling and then
/// copied would hold up to three times the models of a large form at once.)
struct ChunkedFields {
    private static let chunkSize = 1024
    private var chunks: [[Field]] = []
    /// Models appended so far.
    private(set) var count = 0

    mutating func append(_ field: Field) {
        if count % Self.chunkSize == 0 {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        chunks[chunks.count - 1].append(field)
        count += 1
    }

    /// The model at `position`, which must be below `count`.
    subscript(position: Int) -> Field {
        get { chunks[position / Self.chunkSize][position % Self.chunkSize] }
        set { chunks[position / Self.chunkSize][position % Self.chunkSize] = newValue }
    }

    /// All models in order, in one array; the chunks are emptied.
    mutating func joined() -> [Field] {
        var result: [Field] = []
        result.reserveCapacity(count)
        for index in chunks.indices {
            result.append(contentsOf: chunks[index])
            chunks[index] = []
        }
        chunks = []
        count = 0
        return result
    }
}
