import Foundation
import Testing
@testable import FormcCore

@Suite struct HandOffQueueTests {
    /// What a consumer thread saw, read once it has finished.
    private final class Seen: @unchecked Sendable {
        var values: [Int] = []
    }

    @Test func everyElementArrivesInOrderAndTheQueueStaysBounded() {
        let queue = HandOffQueue<Int>(depth: 3)
        let seen = Seen()
        let consumer = Thread {
            while let value = queue.take() {
                seen.values.append(value)
                if value % 100 == 0 { Thread.sleep(forTimeInterval: 0.001) }  // Let the queue fill up.
            }
            queue.consumerFinished()
        }
        consumer.start()
        var waited = Duration.zero
        for value in 0..<2_000 { waited += queue.put(value) }
        queue.closeAndWait()
        #expect(seen.values == Array(0..<2_000))
        #expect(waited > .zero)  // The producer did wait for room: the queue is bounded.
    }

    @Test func aClosedEmptyQueueGivesNil() {
        let queue = HandOffQueue<String>(depth: 2)
        queue.put("a")
        queue.close()
        #expect(queue.take() == "a")
        #expect(queue.take() == nil)
        #expect(queue.take() == nil)
    }
}
