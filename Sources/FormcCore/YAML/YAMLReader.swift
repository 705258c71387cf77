internal import CYAML

/// Reads one YAML document into a ``YAMLNode`` tree over libyaml, keeping a
/// source location on every node and reporting every problem as a diagnostic.
public struct YAMLReader: Sendable {
    /// The bounds enforced while reading.
    public var limits: YAMLLimits

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
        guard bytes.count <= limits.maxInputBytes else {
            log.report(Problems.inputTooLarge(bytes: bytes.count, limit: limits.maxInputBytes), at: .fileStart)
            return nil
        }
        guard !bytes.isEmpty else {
            log.report(Problems.emptyDocument(), at: .fileStart)
            return nil
        }
        // libyaml reads straight from this buffer, which lives as long as the parser.
        return bytes.withUnsafeBufferPointer { buffer in
            if let offset = UTF8Validation.firstInvalidOffset(in: buffer) {
                log.report(Problems.invalidUTF8(), at: SourceLocation(byteOffset: offset, in: buffer))
                return nil
            }
            guard let parser = LibYAMLParser(input: buffer) else {
                log.report(Problems.yamlSyntax("out of memory"), at: .fileStart)
                return nil
            }
            return build(from: parser, input: buffer, consumer: consumer, log: &log)
        }
    }

    /// Runs the event loop until the tree is finished or libyaml reports an error.
    private func build(from parser: LibYAMLParser, input: UnsafeBufferPointer<UInt8>,
                       consumer: (any YAMLSequenceConsumer)?, log: inout DiagnosticLog) -> YAMLNode? {
        var builder = TreeBuilder(limits: limits, consumer: consumer)
        var step = TreeBuilder.Step.proceed
        do {
            while case .proceed = step {
                try parser.next { step = builder.handle($0, log: &log) }
            }
        } catch {
            report(error, input: input, log: &log)
            return nil
        }
        guard case .finished(let root) = step else { return nil }
        return root
    }

    private func report(_ error: LibYAMLError, input: UnsafeBufferPointer<UInt8>, log: inout DiagnosticLog) {
        let location = switch error.position {
        case .location(let location): location
        case .byteOffset(let offset): SourceLocation(byteOffset: offset, in: input)
        }
        let notes = error.contextNote.flatMap { $0.location == location ? nil : [$0] } ?? []
        log.report(Problems.yamlSyntax(error.problem, context: error.context), at: location, notes: notes)
    }
}
