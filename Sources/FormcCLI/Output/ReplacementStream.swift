import FormcCore
import Foundation

/// The sink a generated file is printed into: it compares the chunks with the
/// file already there and, from the first difference on, writes them to a new
/// temporary file, which then starts with the equal bytes copied from the old
/// file. An unchanged file thus costs reading it, and no temporary file at all.
///
/// A sink cannot throw, so the first failure is kept and everything after it
/// is ignored; ``AtomicFileWriter`` throws it once printing is over.
final class ReplacementStream {
    /// Why a replacement failed.
    enum Failure: Error {
        /// The existing file could not be read to compare it.
        case read(FileSystemError)
        /// The temporary file could not be created or written.
        case write(FileSystemError)
    }

    /// Bytes copied from the old file at a time.
    private static let copyChunkSize = 64 * 1024

    private let comparison: ExistingFileComparison?
    private let createTemporary: () throws(FileSystemError) -> any OutputFile
    /// The temporary file, once the new bytes are known to differ.
    private(set) var temporary: (any OutputFile)?
    /// The first failure; nothing is done after it.
    private(set) var failure: Failure?
    /// Wall time spent reading and writing files, as opposed to printing.
    private(set) var ioTime: Duration = .zero

    /// A stream replacing `existing` (nil: there is no file yet) through the
    /// temporary file `createTemporary` makes when it is first needed.
    init(existing: (any ExistingFile)?, createTemporary: @escaping () throws(FileSystemError) -> any OutputFile) {
        comparison = existing.map(ExistingFileComparison.init)
        self.createTemporary = createTemporary
    }

    /// Wall time printing waited for the files (none: chunks are handled as they come; kept for ``AtomicFileWriter``).
    private(set) var queueWaitTime: Duration = .zero
    /// Wall time ``finish()`` waited for the last chunks (none, as ``queueWaitTime``).
    private(set) var drainTime: Duration = .zero

    /// Takes the next chunk of the new file (the sink).
    func take(_ chunk: UnsafeRawBufferPointer) {
        process(chunk)
    }

    /// Compares or writes one chunk.
    private func process(_ chunk: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        let start = ContinuousClock.now
        defer { ioTime += ContinuousClock.now - start }
        do throws(Failure) {
            if let comparison, temporary == nil {
                do { try comparison.compare(chunk) } catch { throw .read(error) }
                guard comparison.differs else { return }
                try startTemporary()
            }
            if temporary == nil { try startTemporary() }
            guard let file = temporary else { return }  // startTemporary sets it or throws.
            do { try file.write(chunk) } catch { throw .write(error) }
        } catch {
            failure = error
        }
    }

    /// After the last chunk: the temporary file holding the new bytes, or nil
    /// when they equal the existing file's.
    /// - Throws: ``Failure``, the first one met.
    func finish() throws(Failure) -> (any OutputFile)? {
        if let failure { throw failure }
        let start = ContinuousClock.now
        defer { ioTime += ContinuousClock.now - start }
        if temporary == nil, let comparison {
            let unchanged: Bool
            do { unchanged = try comparison.matchesWhole() } catch { throw .read(error) }
            if unchanged { return nil }
            // The old file is longer: the new one is the equal prefix alone.
            try startTemporary()
        } else if temporary == nil {
            // Nothing was printed: an empty file is still a new file.
            try startTemporary()
        }
        return temporary
    }

    /// Creates the temporary file and copies into it the bytes already found equal.
    private func startTemporary() throws(Failure) {
        let file: any OutputFile
        do { file = try createTemporary() } catch { throw .write(error) }
        temporary = file
        guard let comparison, comparison.matchedCount > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: Self.copyChunkSize)
        var offset = 0
        while offset < comparison.matchedCount {
            let wanted = min(buffer.count, comparison.matchedCount - offset)
            let result = buffer.withUnsafeMutableBytes { (bytes) -> Result<Void, Failure> in
                let part = UnsafeMutableRawBufferPointer(rebasing: bytes[..<wanted])
                do throws(FileSystemError) {
                    let count = try comparison.file.read(into: part, at: offset)
                    // Compared equal a moment ago: a shorter read means the file was cut meanwhile.
                    guard count == wanted else { return .failure(.read(FileSystemError(reason: "file changed while being read"))) }
                } catch {
                    return .failure(.read(error))
                }
                do throws(FileSystemError) { try file.write(UnsafeRawBufferPointer(part)) } catch { return .failure(.write(error)) }
                return .success(())
            }
            try result.get()
            offset += wanted
        }
    }
}
