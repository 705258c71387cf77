import Foundation

/// Parses on a second thread while the calling thread builds: libyaml's scan
/// and the copying of its events run beside the tree building, decoding and
/// checking of the fields, so a large spec costs about the larger of the two
/// in wall time instead of their sum.
///
/// Events travel in batches through a small bounded queue (a few hundred
/// kilobytes at most in flight). The builder may stop early (a second
/// document, a limit): it cancels, and the parser stops at its next batch.
/// The parsing thread is always joined before ``run(_:release:consume:)``
/// returns, so the input it reads outlives it.
final class EventPipeline: @unchecked Sendable {
    // @unchecked: every mutable property is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [[YAMLEvent]] = []
    private var head = 0
    private var producerDone = false
    private var cancelled = false
    private var failure: LibYAMLError?
    private var released = 0

    /// Events per batch: enough to make a hand-over cheap, few enough to start at once.
    static let batchSize = 512
    /// Batches in flight before the parser waits for the builder.
    static let depth = 8

    /// Parses with `parser` on a new thread and hands each event to `consume`
    /// on this one, until `consume` returns false or the events end.
    /// - Returns: libyaml's error, if parsing failed before `consume` stopped,
    ///   and the input bytes released so far.
    static func run(_ parser: LibYAMLParser, release: ((Range<Int>) -> Void)?,
                    consume: (YAMLEvent) -> Bool) -> (error: LibYAMLError?, released: Int) {
        let pipeline = EventPipeline()
        let work = ParsingWork(parser: parser, release: release)
        let thread = Thread { pipeline.produce(work) }
        thread.stackSize = 1 << 20
        thread.start()
        var stoppedEarly = false
        receiving: while let batch = pipeline.receive() {
            for event in batch where !consume(event) {
                stoppedEarly = true
                break receiving
            }
        }
        if stoppedEarly { pipeline.cancel() }
        return pipeline.waitForProducer(ignoringFailure: stoppedEarly)
    }

    /// The parser and what it calls, handed to the parsing thread, which alone uses them until it is joined.
    private struct ParsingWork: @unchecked Sendable {
        let parser: LibYAMLParser
        let release: ((Range<Int>) -> Void)?
    }

    private func produce(_ work: ParsingWork) {
        var batch: [YAMLEvent] = []
        batch.reserveCapacity(Self.batchSize)
        var released = 0
        var failure: LibYAMLError?
        var ended = false
        do {
            while !ended {
                try work.parser.next { event in
                    let copy = YAMLEvent(event)
                    if copy.kind == .streamEnd || copy.kind == .none { ended = true }
                    batch.append(copy)
                }
                if let release = work.release, work.parser.consumedInputBytes - released >= YAMLReader.releaseStep {
                    release(released..<work.parser.consumedInputBytes)
                    released = work.parser.consumedInputBytes
                }
                if batch.count == Self.batchSize || ended {
                    guard send(batch) else { break }
                    batch.removeAll(keepingCapacity: true)
                }
            }
        } catch {
            if !batch.isEmpty { _ = send(batch) }
            failure = error
        }
        condition.lock()
        self.failure = failure
        self.released = released
        producerDone = true
        condition.broadcast()
        condition.unlock()
    }

    /// Queues `batch`, waiting while the queue is full; false once the builder cancelled.
    private func send(_ batch: [YAMLEvent]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count - head >= Self.depth && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        queue.append(batch)
        condition.broadcast()
        return true
    }

    /// The next batch, waiting for one; nil when the parser is done and all was taken.
    private func receive() -> [YAMLEvent]? {
        condition.lock()
        defer { condition.unlock() }
        while head == queue.count && !producerDone { condition.wait() }
        guard head < queue.count else { return nil }
        let batch = queue[head]
        queue[head] = []
        head += 1
        if head == queue.count {  // Drained: start over, so the queue never grows.
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return batch
    }

    private func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    private func waitForProducer(ignoringFailure: Bool) -> (error: LibYAMLError?, released: Int) {
        condition.lock()
        defer { condition.unlock() }
        while !producerDone { condition.wait() }
        return (ignoringFailure ? nil : failure, released)
    }
}
