/// Bytes of generated text being collected before they are handed on. Code
/// is written a few bytes at a time (a keyword, a name, a comma): here an
/// append is a capacity check and a copy, without the uniqueness checks and
/// generic sequence handling of `Array.append(contentsOf:)`, which cost more
/// than the bytes themselves.
///
/// A class, so that a ``TextChunker`` and the ``SourceText`` writing into it
/// share one buffer without moving it back and forth.
final class ByteBuffer {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes collected.
    private(set) var count = 0

    /// Where ``moveSuffix(from:)`` puts bytes.
    private var spare: UnsafeMutablePointer<UInt8>
    private var spareCapacity = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
        spare = .allocate(capacity: 0)
    }

    deinit {
        start.deallocate()
        spare.deallocate()
    }

    /// The bytes collected, valid until the next change.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: start, count: count) }

    /// The byte at `index`.
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "byte index out of range")
        return start[index]
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).initialize(from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        count += bytes.count
    }

    /// Appends `text`'s UTF-8 bytes in one copy.
    func append(utf8 text: String) {
        // Native and small strings lend their bytes in place; others are made native first.
        if text.utf8.withContiguousStorageIfAvailable({ append(UnsafeRawBufferPointer($0)) }) != nil { return }
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `byte` `times` times.
    func append(repeating byte: UInt8, times: Int) {
        guard times > 0 else { return }
        reserve(times)
        (start + count).initialize(repeating: byte, count: times)
        count += times
    }

    /// Moves the bytes from `index` on out, into memory this buffer reuses
    /// for it: the bytes are valid until the next call (a call laid out
    /// again copies its arguments out without allocating).
    func moveSuffix(from index: Int) -> UnsafeRawBufferPointer {
        precondition(index >= 0 && index <= count, "byte index out of range")
        let moved = count - index
        if moved > spareCapacity {
            spare.deallocate()
            spareCapacity = max(moved, 256)
            spare = .allocate(capacity: spareCapacity)
        }
        spare.initialize(from: start + index, count: moved)
        count = index
        return UnsafeRawBufferPointer(start: spare, count: moved)
    }

    /// Drops the bytes from `index` on.
    func removeSuffix(from index: Int) {
        precondition(index >= 0 && index <= count, "byte index out of range")
        count = index
    }

    /// Drops every byte, keeping the memory.
    func removeAll() { count = 0 }

    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    @inline(never)
    private func grow(toHold needed: Int) {
        let grown = max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }
}
