internal import CYAML

/// Reads one YAML document into a ``YAMLNode`` tree over libyaml, keeping a
/// source location on every node and reporting every problem as a diagnostic.
public struct YAMLReader: Sendable {
    /// The bounds enforced while reading.
    public var limits: YAMLLimits

    /// From this input size on, the streamed items are consumed on a second
    /// thread while reading goes on (``BackgroundSequenceConsumer``); below it,
    /// a thread costs more than it saves.
    var pipelineThreshold = 256 << 10

    /// Creates a reader.
    public init(limits: YAMLLimits = .default) { self.limits = limits }

    /// Parses `bytes` (UTF-8) into a node tree.
    /// - Returns: the document's root, or `nil` when no usable tree could be built
    ///   (the reasons are in `log`).
    public func read(_ bytes: [UInt8], log: inout DiagnosticLog) -> YAMLNode? {
        read(bytes, streaming: nil, log: &log)
    }

    /// Parses `bytes` into a node tree, handing the items of one top-level
    /// sequence to `consumer` as they are read (see ``YAMLSequenceConsumer``).
    func read(_ bytes: [UInt8], streaming consumer: (any YAMLSequenceConsumer)?,
              log: inout DiagnosticLog) -> YAMLNode? {
        bytes.withUnsafeBufferPointer { read($0, streaming: consumer, release: nil, log: &log) }
    }

    /// Parses `buffer` into a node tree, handing the items of one top-level
    /// sequence to `consumer` as they are read (see ``YAMLSequenceConsumer``).
    /// `release` is told, now and then, of a range of bytes the reader will
    /// never read again, so that their owner may drop them from memory.
    func read(_ buffer: UnsafeBufferPointer<UInt8>, streaming consumer: (any YAMLSequenceConsumer)?,
              release: ((Range<Int>) -> Void)?, log: inout DiagnosticLog) -> YAMLNode? {
        guard buffer.count <= limits.maxInputBytes else {
            log.report(Problems.inputTooLarge(bytes: buffer.count, limit: limits.maxInputBytes), at: .fileStart)
            return nil
        }
        guard !buffer.isEmpty else {
            log.report(Problems.emptyDocument(), at: .fileStart)
            return nil
        }
        // Checked before libyaml reads, so that its reader cannot fail later on a
        // byte that was released (and can no longer be placed on a line).
        if let (offset, problem) = UTF8Validation.firstProblem(in: buffer) {
            let location = SourceLocation(byteOffset: offset, in: buffer)
            switch problem {
            case .invalidUTF8: log.report(Problems.invalidUTF8(), at: location)
            case .controlCharacter: log.report(Problems.yamlSyntax("control characters are not allowed"), at: location)
            }
            return nil
        }
        // libyaml reads straight from this buffer, which lives as long as the parser.
        guard let parser = LibYAMLParser(input: buffer) else {
            log.report(Problems.yamlSyntax("out of memory"), at: .fileStart)
            return nil
        }
        return build(from: parser, input: buffer, consumer: consumer, release: release, log: &log)
    }

    /// Bytes read past before `release` is told: often enough to keep little of
    /// a large file resident, rarely enough to cost nothing.
    static let releaseStep = 1 << 20

    /// Runs the event loop until the tree is finished or libyaml reports an error.
    /// For a large input the consumer's work runs on a second thread meanwhile
    /// (``BackgroundSequenceConsumer``), and is over when this returns.
    private func build(from parser: LibYAMLParser, input: UnsafeBufferPointer<UInt8>,
                       consumer: (any YAMLSequenceConsumer)?, release: ((Range<Int>) -> Void)?,
                       log: inout DiagnosticLog) -> YAMLNode? {
        let background = input.count >= pipelineThreshold ? consumer.map(BackgroundSequenceConsumer.init) : nil
        defer { background?.finish() }
        var builder = TreeBuilder(limits: limits, consumer: background ?? consumer)
        var step = TreeBuilder.Step.proceed
        var released = 0, events = 0
        do {
            while case .proceed = step {
                try parser.next { step = builder.handle($0, log: &log) }
                events &+= 1
                if let release, events & 1023 == 0, parser.consumedInputBytes - released >= Self.releaseStep {
                    release(released..<parser.consumedInputBytes)
                    released = parser.consumedInputBytes
                }
            }
        } catch {
            report(error, input: input, released: released, log: &log)
            return nil
        }
        guard case .finished(let root) = step else { return nil }
        return root
    }

    /// Reports libyaml's error. A reader error (placed by byte offset) cannot
    /// happen after ``UTF8Validation/firstProblem(in:)``; were one to
    /// come after bytes were released (its line cannot be counted), it is placed at the file's start.
    private func report(_ error: LibYAMLError, input: UnsafeBufferPointer<UInt8>, released: Int,
                        log: inout DiagnosticLog) {
        let location = switch error.position {
        case .location(let location): location
        case .byteOffset(let offset) where released == 0: SourceLocation(byteOffset: offset, in: input)
        case .byteOffset: SourceLocation.fileStart
        }
        let notes = error.contextNote.flatMap { $0.location == location ? nil : [$0] } ?? []
        log.report(Problems.yamlSyntax(error.problem, context: error.context), at: location, notes: notes)
    }
}
