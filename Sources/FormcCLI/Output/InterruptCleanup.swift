#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Removes the files a run is in the middle of writing when the run is
/// interrupted (SIGINT from Ctrl-C, SIGTERM from a build system or CI stopping
/// it, SIGHUP from a closed terminal): a temporary file beside its target, or,
/// in Xcode mode, a declared output being overwritten in place (removed, so
/// that Xcode sees it missing and reruns the phase instead of compiling half a file).
///
/// The handler is async-signal-safe: it reads a fixed table of C strings that
/// the writers fill in ahead of time, calls only `unlink`, `nanosleep`, `signal` and
/// `raise`, and then lets the signal end the process as it would have, so the
/// exit status still names the signal. No allocation, lock or Foundation runs
/// inside it. (SIGKILL cannot be caught; the next run removes the temporary
/// files it leaves: ``StaleTemporaryFiles``.)
public enum InterruptCleanup {
    /// Installs the handler for SIGINT, SIGTERM and SIGHUP (those not ignored
    /// by the parent, as `nohup` ignores SIGHUP), and unblocks them. The `formc`
    /// executable calls it once at start; a program embedding FormcCLI keeps
    /// its own signal dispositions unless it calls this.
    public static func install() {
        _ = cleanupTable  // Made now, before any handler can run.
        _ = interruptFlag
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in cleanupSignals {
            // An ignored signal stays ignored: `nohup formc …` must survive SIGHUP.
            var previous = sigaction()
            sigaction(number, nil, &previous)
            #if canImport(Darwin)
            let previousHandler = previous.__sigaction_u.__sa_handler
            #else
            let previousHandler = previous.__sigaction_handler.sa_handler
            #endif
            if unsafeBitCast(previousHandler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            sigaddset(&handled, number)
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handleInterrupt
            #else
            action.__sigaction_handler.sa_handler = handleInterrupt
            #endif
            sigemptyset(&action.sa_mask)
            // The other handled signals wait while one is handled: one clean-up at a time.
            for other in cleanupSignals { sigaddset(&action.sa_mask, other) }
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
        // A mask inherited from the parent's thread (a test runner's or an IDE's worker
        // thread blocks signals) would hold Ctrl-C or a build system's SIGTERM until the run ends.
        sigprocmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Notes that `path` is being written, so that an interrupted run removes
    /// it; returns the slot to pass to ``finished(_:)``, or nil when the
    /// table is full (the file is then merely not cleaned up).
    static func writing(_ path: String) -> Int? {
        // Files are staged on several threads at once: one takes a free slot at a time.
        slotLock.lock()
        defer { slotLock.unlock() }
        for index in 0..<cleanupCapacity where cleanupTable[index] == nil {
            // The copy is complete before the slot points at it.
            cleanupTable[index] = strdup(path)
            return index
        }
        return nil
    }

    /// Called right after the file noted by ``writing(_:)`` was created: if an
    /// interrupt's clean-up has begun meanwhile (on another thread, which may
    /// have passed the slot before the file existed), removes it at once.
    static func created(_ path: String) {
        if interruptFlag.pointee != 0 { unlink(path) }
    }

    /// Notes that the file of `slot` is complete (renamed into place) or removed.
    static func finished(_ slot: Int?) {
        slotLock.lock()
        defer { slotLock.unlock() }
        guard let slot, let path = cleanupTable[slot] else { return }
        // Unhooked before it is freed: a handler running in between sees nil, not freed memory.
        cleanupTable[slot] = nil
        free(path)
    }

    /// The paths noted now, for tests.
    static var pending: [String] {
        (0..<cleanupCapacity).compactMap { cleanupTable[$0].map { String(cString: $0) } }
    }
}

/// Temporary files alive at once: formc stages at most ``OutputDirectory/stagedAtOnce`` files
/// before putting them in place, so the rest are spare.
private let cleanupCapacity = 64

/// Guards taking and freeing slots (never held by the handler, which only reads).
private let slotLock = NSLock()

/// The signals that stop a run and are cleaned up after.
private let cleanupSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

/// The table the handler reads: nil or a `strdup`ed path per slot. Allocated
/// when first touched — by ``InterruptCleanup/install()`` or a writer, never
/// first inside the handler (which only runs once installed).
nonisolated(unsafe) private let cleanupTable: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: cleanupCapacity)
    table.initialize(repeating: nil, count: cleanupCapacity)
    return table
}()

/// Set by the handler before it removes anything: a writer that creates its
/// file after the handler passed its slot removes the file itself (``InterruptCleanup/created(_:)``).
/// A plain aligned store and load, as a `sig_atomic_t` is.
nonisolated(unsafe) private let interruptFlag: UnsafeMutablePointer<Int32> = {
    let flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    flag.initialize(to: 0)
    return flag
}()

/// The signal handler: unlinks every noted path, then dies of the signal.
///
/// The other threads go on writing while it runs, so it passes over the table
/// twice, a millisecond apart: a file created on another thread after the
/// first pass (its slot noted, the file not yet there) is gone by the second,
/// and one created later still removes itself (``interruptFlag``).
private func handleInterrupt(_ number: Int32) {
    interruptFlag.pointee = 1
    let table = cleanupTable
    for pass in 0..<2 {
        if pass == 1 {
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
        }
        var index = 0
        // `cleanupCapacity`, spelled out: a constant, with no global to initialize here.
        while index < 64 {
            if let path = table[index] { unlink(path) }
            index += 1
        }
    }
    signal(number, SIG_DFL)
    raise(number)
}
