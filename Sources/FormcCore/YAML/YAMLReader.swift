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
        fatalError("TODO: YAML reader")
    }
}
