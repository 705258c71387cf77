#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A spec file's bytes, held in pages of their own so that the YAML reader can
/// give back the ones it has parsed past: a 20 MB spec is never resident whole
/// while its model grows (see ``FormcCore/FormCompiler/compile(_:path:keepingModel:release:)``).
///
/// Single use: once compiled, the bytes are gone.
public final class SpecContents: @unchecked Sendable {
    // @unchecked: the pages are written once, while reading, before the value is shared;
    // afterwards only the reader touches them, on one thread.
    /// The number of bytes.
    public let count: Int
    private let pages: UnsafeMutableRawPointer?
    private let mappedSize: Int
    private var wasCompiled = false

    /// Pages of `capacity` bytes or more, from the system (nil for none).
    private static func mapPages(_ capacity: Int) -> (UnsafeMutableRawPointer, Int)? {
        let size = (capacity + pageSize - 1) / pageSize * pageSize
        guard size > 0 else { return nil }
        let pointer = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let pointer, pointer != MAP_FAILED else { return nil }
        return (pointer, size)
    }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// A copy of `bytes`.
    /// - Throws: ``FileSystemError`` when the system has no pages to give.
    public init(_ bytes: [UInt8]) throws(FileSystemError) {
        let mapped = Self.mapPages(bytes.count)
        if mapped == nil && !bytes.isEmpty { throw FileSystemError(reason: "out of memory") }
        count = bytes.count
        pages = mapped?.0
        mappedSize = mapped?.1 ?? 0
        if let pages {
            bytes.withUnsafeBytes { source in
                if let base = source.baseAddress { pages.copyMemory(from: base, byteCount: source.count) }
            }
        }
    }

    /// Reads what `descriptor` holds, about `expectedSize` bytes, at most `maxBytes`.
    /// - Throws: ``FileSystemError`` when reading fails or the file is (or grows) too large.
    init(reading descriptor: Int32, expectedSize: Int, maxBytes: Int?) throws(FileSystemError) {
        // One page more than announced, so that reaching the end needs no second region.
        var capacity = expectedSize + 1
        var region = Self.mapPages(capacity)
        var filled = 0
        while true {
            if filled == capacity {
                // The file grew while being read: a larger region, the bytes so far moved over.
                capacity *= 2
                guard let larger = Self.mapPages(capacity) else { throw FileSystemError(reason: "out of memory") }
                if let old = region { larger.0.copyMemory(from: old.0, byteCount: filled); munmap(old.0, old.1) }
                region = larger
            }
            guard let (base, _) = region else { throw FileSystemError(reason: "out of memory") }
            let result = read(descriptor, base + filled, capacity - filled)
            if result > 0 {
                filled += result
                if let maxBytes, filled > maxBytes {
                    if let region { munmap(region.0, region.1) }
                    throw FileSystemError(reason: "file too large: more than \(maxBytes) bytes; formc reads at most \(maxBytes) bytes")
                }
            } else if result == 0 {
                break
            } else if errno != EINTR {
                let error = FileSystemError.fromErrno()
                if let region { munmap(region.0, region.1) }
                throw error
            }
        }
        count = filled
        pages = region?.0
        mappedSize = region?.1 ?? 0
    }

    deinit {
        if let pages { munmap(pages, mappedSize) }
    }

    /// A copy of the bytes (for tests; not after a compile, which gives them back).
    public var bytes: [UInt8] {
        guard let pages else { return [] }
        return Array(UnsafeRawBufferPointer(start: pages, count: count))
    }

    /// Runs `body` over the bytes with a function that gives back the pages
    /// wholly inside a range the reader is done with. Once.
    public func compile<Result>(_ body: (UnsafeBufferPointer<UInt8>, _ release: @escaping (Range<Int>) -> Void) -> Result) -> Result {
        precondition(!wasCompiled, "a spec's contents are compiled once: the pages read past are given back")
        wasCompiled = true
        let base = pages?.assumingMemoryBound(to: UInt8.self)
        return body(UnsafeBufferPointer(start: base, count: count)) { [pages] range in
            guard let pages else { return }
            let start = (range.lowerBound + Self.pageSize - 1) / Self.pageSize * Self.pageSize
            let end = range.upperBound / Self.pageSize * Self.pageSize
            guard start < end else { return }
            // The contents are never read again, so they need not survive.
            #if canImport(Darwin)
            madvise(pages + start, end - start, MADV_FREE)
            #else
            madvise(pages + start, end - start, MADV_DONTNEED)
            #endif
        }
    }
}
