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
        guard bytes.count <= limits.maxInputBytes else {
            log.report(Problems.inputTooLarge(bytes: bytes.count, limit: limits.maxInputBytes), at: .fileStart)
            return nil
        }
        guard !bytes.isEmpty else {
            log.report(Problems.emptyDocument(), at: .fileStart)
            return nil
        }
        return bytes.withUnsafeBufferPointer { buffer in
            // Checked before libyaml reads, so that a bad byte or a control character
            // is reported in formc's words, at its own line and column.
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
            return build(from: parser, input: buffer, log: &log)
        }
    }

    /// Runs the event loop until the tree is finished or libyaml reports an error.
    private func build(from parser: LibYAMLParser, input: UnsafeBufferPointer<UInt8>,
                       log: inout DiagnosticLog) -> YAMLNode? {
        var builder = TreeBuilder(limits: limits)
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

    /// Reports libyaml's error (a reader error, placed by byte offset, should not
    /// happen after ``UTF8Validation/firstProblem(in:)``, but is placed all the same).
    private func report(_ error: LibYAMLError, input: UnsafeBufferPointer<UInt8>, log: inout DiagnosticLog) {
        let location = switch error.position {
        case .location(let location): location
        case .byteOffset(let offset): SourceLocation(byteOffset: offset, in: input)
        }
        let notes = error.contextNote.flatMap { $0.location == location ? nil : [$0] } ?? []
        log.report(Problems.yamlSyntax(error.problem, context: error.context), at: location, notes: notes)
    }
}
