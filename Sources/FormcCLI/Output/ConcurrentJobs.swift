import FormcCore
import Foundation

/// Runs numbered jobs on up to `width` threads, taking them in order, each
/// result in its own slot: how `formc generate` prints several files at once
/// (forms' files take about as long as each other to print).
///
/// Once a job fails, the jobs after it are not started (their slots stay
/// nil): a run that stops at a failure does no work past it. Jobs before it
/// still finish, so that their results can be used in order.
enum ConcurrentJobs {
    /// The threads worth using: one per processor that is online.
    static var processorCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The results of `job(0)`, `job(1)` … `job(count - 1)`, run on up to
    /// `width` threads (the calling one included); nil for a job not started
    /// because an earlier one `failed`.
    static func run<Result: Sendable>(count: Int, width: Int, _ job: @escaping @Sendable (Int) -> Result,
                                      failed: @escaping @Sendable (Result) -> Bool) -> [Result?] {
        let threads = min(max(width, 1), count)
        guard threads > 1 else {
            var results: [Result?] = []
            for index in 0..<count {
                let result = job(index)
                results.append(result)
                if failed(result) { break }
            }
            return results + Array(repeating: nil, count: count - results.count)
        }
        let slots = ResultSlots<Result>(count: count)
        let queue = JobQueue(count: count)
        let work: @Sendable () -> Void = {
            while let index = queue.next() {
                let result = job(index)
                slots.store(result, at: index)
                if failed(result) { queue.fail(at: index) }
            }
        }
        // The calling thread works too; the others are waited for before the slots are read.
        let others = (1..<threads).map { _ in Concurrently(work) }
        work()
        for other in others { other.value }
        return slots.results
    }
}

/// One slot per job, each written by the one thread that took the job, and
/// read once every thread is done.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func store(_ result: Result, at index: Int) { slots[index] = result }

    var results: [Result?] { Array(slots) }
}

/// The next job to start, shared by the threads of one ``ConcurrentJobs/run(count:width:_:failed:)``;
/// its state is only touched under its lock.
private final class JobQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var taken = 0
    private var firstFailure = Int.max

    init(count: Int) { self.count = count }

    /// The next job, or nil when all are taken or one before it failed.
    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < count, taken < firstFailure else { return nil }
        taken += 1
        return taken - 1
    }

    /// Notes that job `index` failed: no job after it starts.
    func fail(at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        firstFailure = min(firstFailure, index)
    }
}
