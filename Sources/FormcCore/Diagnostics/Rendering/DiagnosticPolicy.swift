/// How diagnostics are adjusted before they are shown: warnings promoted to
/// errors (`--warnings-as-errors`) or left out (`--quiet`).
public struct DiagnosticPolicy: Hashable, Sendable {
    /// Whether warnings are reported, and counted, as errors.
    public var warningsAsErrors: Bool
    /// Whether warnings are left out. Promoted warnings are errors, so they stay.
    public var suppressWarnings: Bool

    /// Creates a policy; the default shows every diagnostic as it is.
    public init(warningsAsErrors: Bool = false, suppressWarnings: Bool = false) {
        self.warningsAsErrors = warningsAsErrors
        self.suppressWarnings = suppressWarnings
    }

    /// The diagnostics to show, in the same order.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard diagnostic.severity == .warning else { return diagnostic }
            if warningsAsErrors {
                var promoted = diagnostic
                promoted.severity = .error
                return promoted
            }
            return suppressWarnings ? nil : diagnostic
        }
    }
}
