import Dispatch
import Foundation

/// Work running on a thread of its own while the caller goes on; ``value``
/// waits for it (``init(_:)`` ``Thread/start()``s it; the thread writes the
/// result before it signals, and ``value`` reads it only after). How formc uses a second processor: a form file's UIKit half
/// is printed while its model half is, and `formc generate` prints several
/// files at once.
///
/// A thread of its own rather than a Dispatch queue: it gets the main thread's
/// stack (secondary threads get 512 KB on Apple platforms, and printing
/// recurses once per level of a spec's nesting), and waiting for it never
/// holds up a pool that other work needs.
package final class Concurrently<Value: Sendable>: @unchecked Sendable {
    /// The stack each thread gets: a main thread's usual 8 MB.
    private static var stackSize: Int { 8 << 20 }

    private let finished = DispatchSemaphore(value: 0)
    /// Set once by the thread, read only after ``finished`` is signalled.
    private var result: Value?

    /// Starts `work` on a new thread.
    package init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            result = work()
            finished.signal()
        }
        thread.stackSize = Self.stackSize
        thread.start()
    }

    /// What the work returned, once it has: waits for the thread to finish.
    package var value: Value {
        finished.wait()
        // Signalled again, so that a second read does not wait forever.
        defer { finished.signal() }
        guard let result else { preconditionFailure("the thread signalled without a result") }
        return result
    }
}
