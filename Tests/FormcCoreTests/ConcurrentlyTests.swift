import Foundation
import Testing
@testable import FormcCore

@Suite struct ConcurrentlyTests {
    @Test func givesTheWorksResultFromAnotherThread() {
        let work = Concurrently { (Thread.isMainThread, (1...1000).reduce(0, +)) }
        let (onMain, sum) = work.value
        #expect(!onMain)
        #expect(sum == 500_500)
        // Read again, it is the same and does not wait.
        #expect(work.value.1 == 500_500)
    }

    @Test func runsAtTheSameTimeAsTheCaller() {
        // The work waits for the caller's signal: done one after the other, this would never end.
        let callerStarted = DispatchSemaphore(value: 0)
        let work = Concurrently { callerStarted.wait(timeout: .now() + 30) == .success }
        callerStarted.signal()
        #expect(work.value)
    }

    @Test func hasTheStackOfAMainThread() {
        // 20,000 frames of a few hundred bytes: beyond a 512 KB secondary thread's stack.
        @Sendable func depth(_ level: Int) -> Int {
            var padding = (0, 0, 0, 0, 0, 0, 0, 0)
            padding.0 = level
            return level == 0 ? padding.0 : depth(level - 1) + 1 + (padding.7 & 0)
        }
        #expect(Concurrently { depth(20_000) }.value == 20_000)
    }
}
