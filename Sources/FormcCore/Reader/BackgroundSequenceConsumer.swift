import Foundation

/// Runs another consumer's work on a second thread: while this thread goes on
/// reading (libyaml's scan and the building of each item's nodes), the second
/// decodes and checks the items already read. A large spec then costs about
/// the longer of the two in wall time, not their sum.
///
/// Items travel in batches through a small ``HandOffQueue`` (a few hundred
/// fields at most in flight), in order. ``finish()`` waits until the target has
/// consumed every item sent: the reader calls it on every path before it
/// returns, so the target is only ever used by one thread at a time.
final class BackgroundSequenceConsumer: YAMLSequenceConsumer, @unchecked Sendable {
    // @unchecked: `target` is used by the worker from `begin` to `finish`, by
    // nobody else meanwhile; `batch` and `worker` only by the reading thread.
    let key: String
    let siblingKey: String?
    private let target: any YAMLSequenceConsumer
    private let queue = HandOffQueue<[Work]>(depth: 8)
    private var batch: [Work] = []
    private var worker: Thread?

    /// What the worker does next, in reading order.
    private enum Work {
        case item(YAMLNode)
        case sibling(YAMLNode)
    }

    /// Items per batch: a hand-over costs a lock and a wake-up.
    private static let batchSize = 64

    /// Wraps `target`, whose `consume` will run on a second thread.
    init(_ target: any YAMLSequenceConsumer) {
        self.target = target
        key = target.key
        siblingKey = target.siblingKey
    }

    func begin(at location: SourceLocation) {
        target.begin(at: location)  // Before the worker exists: no item has been sent yet.
        guard worker == nil else { return }
        let thread = Thread { [self] in work() }
        thread.stackSize = 4 << 20  // Decoding and checking an item recurse as little as the reader does.
        worker = thread
        thread.start()
    }

    func consume(_ item: YAMLNode) {
        batch.append(.item(item))
        if batch.count == Self.batchSize { send() }
    }

    func sibling(_ value: YAMLNode) {
        guard worker != nil else {
            target.sibling(value)  // Before the list: nothing runs on the worker yet.
            return
        }
        batch.append(.sibling(value))
    }

    /// Hands over the last items and waits until the target has consumed them all.
    func finish() {
        guard worker != nil else { return }
        if !batch.isEmpty { send() }
        queue.closeAndWait()
        worker = nil
    }

    private func send() {
        queue.put(batch)
        batch = []
        batch.reserveCapacity(Self.batchSize)
    }

    private func work() {
        while let work = queue.take() {
            for step in work {
                switch step {
                case .item(let item): target.consume(item)
                case .sibling(let value): target.sibling(value)
                }
            }
        }
        queue.consumerFinished()
    }
}
