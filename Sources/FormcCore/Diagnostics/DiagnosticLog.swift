/// A problem without a place yet: what the catalogue builds.
public struct Problem: Hashable, Sendable {
    /// Error or warning.
    public var severity: Diagnostic.Severity
    /// The stable identifier.
    public var id: DiagnosticID
    /// The message.
    public var message: String

    /// Creates a problem.
    public init(_ severity: Diagnostic.Severity, _ id: DiagnosticID, _ message: String) {
        self.severity = severity
        self.id = id
        self.message = message
    }
}

/// Collects the diagnostics of one spec file. Passes report and go on: the
/// user sees every problem in one run.
public struct DiagnosticLog: Sendable {
    /// The file every diagnostic of this log points into.
    public let file: String
    /// Everything reported so far, in report order.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty log for `file`.
    public init(file: String) { self.file = file }

    /// Whether any error (not warning) was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reports `problem` at `location`, with notes at other places of the same file.
    public mutating func report(_ problem: Problem, at location: SourceLocation,
                                notes: [(message: String, location: SourceLocation)] = []) {
        diagnostics.append(Diagnostic(
            severity: problem.severity, id: problem.id, message: problem.message,
            file: file, location: location,
            notes: notes.map { Diagnostic.Note(message: $0.message, file: file, location: $0.location) }))
    }

    /// Adds an already placed diagnostic (for example from another file's log).
    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The diagnostics in presentation order.
    public var sorted: [Diagnostic] { diagnostics.sorted(by: Diagnostic.presentationOrder) }
}
