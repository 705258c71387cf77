#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The most memory the process has held resident so far, for `--timings`.
enum PeakMemory {
    /// Peak resident set size in bytes, or nil where the system does not say.
    ///
    /// On Linux from `VmHWM` in `/proc/self/status`: the high-water mark of
    /// this program's own address space. (`getrusage`'s `ru_maxrss` also
    /// counts what the parent held before `exec` when it was started with
    /// `vfork`/`posix_spawn`, so it would report a big parent's size.)
    static func bytes() -> Int? {
        #if canImport(Darwin)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmHWM:") else { continue }
            let digits = text.dropFirst("VmHWM:".count).filter { ("0"..."9").contains($0) }
            return Int(digits).map { $0 * 1024 }  // the file says kB
        }
        return nil
        #endif
    }
}
