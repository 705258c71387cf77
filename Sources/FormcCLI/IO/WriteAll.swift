#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Writing a whole buffer to a file descriptor, the one loop the console and
/// the output files share: `write` may take part of a buffer, or be interrupted.
enum WriteAll {
    /// Why a write stopped short.
    enum Failure: Error {
        /// `write` took nothing from a non-empty request: no room, without an errno to say so.
        case noSpace
        /// `write` failed with this errno.
        case posix(Int32)
    }

    /// Writes all of `bytes` to `descriptor`, retrying after `EINTR`.
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        let failure = bytes.withUnsafeBytes { buffer in
            Result { () throws(Failure) in try write(buffer, to: descriptor) }
        }
        try failure.get()
    }

    /// Writes all of `bytes` to `descriptor`, retrying after `EINTR`.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                throw written == 0 ? .noSpace : .posix(errno)
            }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
