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
/// user sees every problem in one run — up to a bound, so that a hostile spec
/// (a million broken fields) costs bounded memory and output.
///
/// The log keeps the first ``shownLimit`` diagnostics **by position** (not by
/// report order: the checker's passes report out of order), counts the rest by
/// id, and ``sorted`` ends with one `too-many-diagnostics` summary of them.
/// Past ``workLimit`` reports the spec is hopeless: the stages stop their work
/// (``isHopeless``), so the counts are of what was found up to there.
public struct DiagnosticLog: Sendable {
    /// Diagnostics shown in full per spec. 200 is far more than anyone fixes
    /// before running again, and keeps any format's output of one spec near
    /// 100 KB; real specs (even ten mistakes per field) stay under it.
    public static let shownLimit = 200
    /// Reports after which a spec is hopeless and the stages stop (50 × shown:
    /// the counts still say roughly how broken the spec is).
    public static let workLimit = 10_000

    /// The spec's file, where diagnostics point unless their location is in an included file.
    public let file: String
    /// The spec's file and then the files it includes: a location's ``SourceLocation/fileIndex`` indexes it.
    public private(set) var files: [String]
    /// The diagnostics kept: in report order while there are at most
    /// ``shownLimit``, after that only the first ones by position (in no set order).
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many diagnostics were reported in all, kept or not.
    public private(set) var reportedCount = 0
    /// The diagnostics dropped past the limit: count per id, and whether any was an error.
    private var droppedCounts: [DiagnosticID: Int] = [:]
    private var droppedError = false
    /// The earliest position of a dropped diagnostic: where the summary goes, after every shown one.
    private var firstDropped: SourceLocation?
    private var hasReportedError = false

    /// Creates an empty log for `file`.
    public init(file: String) {
        self.file = file
        files = [file]
    }

    /// Adds an included file; returns the ``SourceLocation/fileIndex`` of its locations.
    public mutating func addFile(_ path: String) -> Int {
        files.append(path)
        return files.count - 1
    }

    /// The file a location is in.
    public func file(of location: SourceLocation) -> String {
        files.indices.contains(location.fileIndex) ? files[location.fileIndex] : file
    }

    /// Whether any error (not warning) was reported.
    public var hasErrors: Bool { hasReportedError }

    /// Whether so much was reported that going on would only cost time: stages
    /// stop their loops then.
    public var isHopeless: Bool { reportedCount >= Self.workLimit }

    /// Reports `problem` at `location`, with notes at other places of the same file.
    public mutating func report(_ problem: Problem, at location: SourceLocation,
                                notes: [(message: String, location: SourceLocation)] = []) {
        append(Diagnostic(
            severity: problem.severity, id: problem.id, message: problem.message,
            file: file(of: location), location: location,
            notes: notes.map { Diagnostic.Note(message: $0.message, file: file(of: $0.location), location: $0.location) }))
    }

    /// Adds an already placed diagnostic (for example from another file's log).
    public mutating func append(_ diagnostic: Diagnostic) {
        reportedCount += 1
        if diagnostic.severity == .error { hasReportedError = true }
        diagnostics.append(diagnostic)
        // Trimmed in batches, so keeping the first by position costs n log n, not n × limit.
        if diagnostics.count >= 2 * Self.shownLimit { trim() }
    }

    /// Keeps the first ``shownLimit`` by position and counts the others.
    private mutating func trim() {
        diagnostics.sort(by: Diagnostic.presentationOrder)
        for dropped in diagnostics[Self.shownLimit...] {
            droppedCounts[dropped.id, default: 0] += 1
            if dropped.severity == .error { droppedError = true }
            firstDropped = min(firstDropped ?? dropped.location, dropped.location)
        }
        diagnostics.removeSubrange(Self.shownLimit...)
    }

    /// The diagnostics in presentation order: at most ``shownLimit``, then the
    /// summary of the others when there are more.
    public var sorted: [Diagnostic] {
        var copy = self
        if copy.diagnostics.count > Self.shownLimit { copy.trim() }
        var shown = copy.diagnostics.sorted(by: Diagnostic.presentationOrder)
        // The summary is an error only when an error is among the dropped (`--quiet` drops a warnings-only one).
        if let location = copy.firstDropped {
            let counts = copy.droppedCounts.map { (id: $0.key, count: $0.value) }
            shown.append(Diagnostic(
                severity: copy.droppedError ? .error : .warning, id: .tooManyDiagnostics,
                message: Problems.tooManyDiagnostics(shown: Self.shownLimit, counts: counts, stopped: isHopeless).message,
                file: file, location: location))
        }
        return shown
    }
}
