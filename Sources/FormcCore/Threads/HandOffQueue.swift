import Foundation

/// A bounded first-in, first-out hand-over from one thread to one other:
/// ``put(_:)`` waits while `depth` elements wait already, ``take()`` waits for
/// one. The producer ``close()``s when it has no more; the consumer's `take`
/// then returns what is left and nil, and it calls ``consumerFinished()``,
/// for which ``closeAndWait()`` waits. formc works on two threads in two
/// places: fields are checked while the YAML is read, and generated files are
/// compared and written while they are printed.
package final class HandOffQueue<Element>: @unchecked Sendable {
    // @unchecked: every property is guarded by `condition`, and an element
    // passes from one thread to the other only through it.
    private let condition = NSCondition()
    private let depth: Int
    private var elements: [Element?] = []
    private var head = 0
    private var isClosed = false
    private var isConsumerFinished = false

    /// A queue holding at most `depth` elements.
    package init(depth: Int) {
        self.depth = depth
    }

    /// Adds `element`, waiting while the queue is full.
    /// - Returns: the time spent waiting.
    @discardableResult
    package func put(_ element: Element) -> Duration {
        condition.lock()
        defer { condition.unlock() }
        var waited = Duration.zero
        if elements.count - head >= depth {
            let start = ContinuousClock.now
            while elements.count - head >= depth { condition.wait() }
            waited = ContinuousClock.now - start
        }
        elements.append(element)
        condition.broadcast()
        return waited
    }

    /// The next element, waiting for one; nil once the queue is closed and empty.
    package func take() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while head == elements.count && !isClosed { condition.wait() }
        guard head < elements.count else { return nil }
        let element = elements[head]
        elements[head] = nil
        head += 1
        if head == elements.count {  // Drained: start over, so the storage never grows.
            elements.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return element
    }

    /// No more elements will be put.
    package func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Called by the consumer once it has taken and handled its last element.
    package func consumerFinished() {
        condition.lock()
        isConsumerFinished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Closes the queue and waits until the consumer has finished.
    package func closeAndWait() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        while !isConsumerFinished { condition.wait() }
        condition.unlock()
    }
}
