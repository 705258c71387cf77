/// How many errors and warnings a run reported (notes are not counted).
public struct DiagnosticSummary: Hashable, Sendable, Codable {
    /// The number of errors.
    public var errors: Int
    /// The number of warnings.
    public var warnings: Int

    /// Creates a summary from counts.
    public init(errors: Int, warnings: Int) {
        self.errors = errors
        self.warnings = warnings
    }

    /// Counts the errors and warnings among `diagnostics`.
    public init(counting diagnostics: [Diagnostic]) {
        self.init(errors: diagnostics.count { $0.severity == .error },
                  warnings: diagnostics.count { $0.severity == .warning })
    }
}
