import Foundation
import Testing
@testable import FormcCLI

/// How `formc generate` prints files at once: results in order, every job
/// run once, nothing started after a failure.
@Suite struct ConcurrentJobsTests {
    @Test(arguments: [1, 2, 4])
    func resultsComeInJobOrder(width: Int) {
        let results = ConcurrentJobs.run(count: 50, width: width, { $0 * $0 }, failed: { _ in false })
        #expect(results == (0..<50).map { $0 * $0 })
    }

    @Test func severalThreadsWorkAtOnce() {
        // Job 0 waits for job 1 to start: on one thread this would wait out the timeout.
        let secondStarted = DispatchSemaphore(value: 0)
        let results = ConcurrentJobs.run(count: 2, width: 2, { index in
            if index == 1 { secondStarted.signal(); return true }
            return secondStarted.wait(timeout: .now() + 30) == .success
        }, failed: { _ in false })
        #expect(results == [true, true])
    }

    @Test(arguments: [1, 2, 4])
    func noJobStartsAfterAFailure(width: Int) {
        let started = StartedJobs()
        let results = ConcurrentJobs.run(count: 40, width: width, { index in
            started.note(index)
            // The others take a while, the failing one none: it is noted long before the jobs run out.
            if index != 3 { Thread.sleep(forTimeInterval: 0.005) }
            return index
        }, failed: { $0 == 3 })
        // Jobs before the failure all ran, in order; the failed one is there.
        #expect(Array(results.prefix(4)) == [0, 1, 2, 3])
        // After it: only the jobs other threads had already taken, each once, their results kept.
        let after = started.indices.filter { $0 > 3 }
        #expect(Set(after).count == after.count)
        #expect(results.dropFirst(4).compactMap { $0 } == after.sorted())
        if width == 1 {
            #expect(after.isEmpty)
        } else {
            #expect(after.count < 10)
        }
    }

    @Test func noJobsNoThreads() {
        #expect(ConcurrentJobs.run(count: 0, width: 4, { $0 }, failed: { _ in false }).isEmpty)
    }
}

/// The jobs started, noted from several threads.
private final class StartedJobs: @unchecked Sendable {
    private let lock = NSLock()
    private var started: [Int] = []

    func note(_ index: Int) {
        lock.lock()
        started.append(index)
        lock.unlock()
    }

    var indices: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return started
    }
}
