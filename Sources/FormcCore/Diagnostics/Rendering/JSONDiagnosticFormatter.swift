/// Formats a run's diagnostics as one ``DiagnosticReport`` JSON document:
/// pretty printed, keys sorted, `/` and non-ASCII text unescaped, so the bytes
/// depend only on the diagnostics.
public struct JSONDiagnosticFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// The report of a run that checked `files` and found `diagnostics`, ending in a newline.
    public func format(files: [String], diagnostics: [Diagnostic]) -> String {
        format(DiagnosticReport(files: files, diagnostics: diagnostics))
    }

    /// `report` as JSON, ending in a newline.
    public func format(_ report: DiagnosticReport) -> String {
        // A report holds only strings and integers, which always encode.
        guard let text = try? JSONWriter.prettyString(report) else {
            preconditionFailure("a DiagnosticReport failed to encode as JSON")
        }
        return text
    }
}
