/// glibc's allocator settings for a compiler run.
enum AllocatorTuning {
    /// Large blocks (128 KiB and more: the chunks of a big form's field models,
    /// output buffers) get pages of their own, handed back to the system as soon
    /// as they are freed. By default glibc raises this threshold after the first
    /// such free and then keeps large freed blocks in its heap: the chunks a
    /// form's models are gathered from would stay resident beside the array
    /// they are gathered into.
    static func apply() {
        #if os(Linux) && canImport(Glibc)
        _ = glibcMallopt(mmapThreshold, 128 << 10)
        #endif
    }

    #if os(Linux) && canImport(Glibc)
    /// `M_MMAP_THRESHOLD` in <malloc.h>.
    private static let mmapThreshold: Int32 = -3
    #endif
}

#if os(Linux) && canImport(Glibc)
// Declared in <malloc.h>, which the Glibc module does not export.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
