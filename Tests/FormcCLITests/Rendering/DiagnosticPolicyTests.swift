import FormcCore
import Testing

@Suite struct DiagnosticPolicyTests {
    let mixed = [
        Fixtures.diagnostic(.error, .unknownKey, "e", line: 1),
        Fixtures.diagnostic(.warning, .unusedToolbar, "w", line: 2),
        Fixtures.diagnostic(.note, .tooMany, "n", line: 3),
    ]

    @Test func defaultKeepsEverything() {
        #expect(DiagnosticPolicy().apply(to: mixed) == mixed)
    }

    @Test func warningsAsErrorsPromotesOnlyWarnings() {
        let shown = DiagnosticPolicy(warningsAsErrors: true).apply(to: mixed)
        #expect(shown.map(\.severity) == [.error, .error, .note])
        #expect(shown.map(\.message) == ["e", "w", "n"])
        #expect(DiagnosticSummary(counting: shown) == DiagnosticSummary(errors: 2, warnings: 0))
    }

    @Test func quietDropsWarningsButNotPromotedOnes() {
        #expect(DiagnosticPolicy(suppressWarnings: true).apply(to: mixed).map(\.message) == ["e", "n"])
        #expect(DiagnosticPolicy(warningsAsErrors: true, suppressWarnings: true).apply(to: mixed).map(\.message)
                == ["e", "w", "n"])
    }
}
