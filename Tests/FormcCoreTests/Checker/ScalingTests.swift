import Testing
@testable import FormcCore

/// The checks grow linearly (or n log n) with a hostile spec: each test times
/// sizes n and 8n in one run and fails when the ratio looks quadratic (64×),
/// not on an absolute time, so a slow machine does not fail it. Sizes are small
/// enough that the whole suite takes about two seconds in a debug build; serialized, so
/// one timing does not run beside another.
@Suite(.serialized) struct ScalingTests {
    /// A linear check is ~8× slower at 8×, a quadratic one 64×; 32 sits between
    /// them (16 failed linear checks at 22× while other tests ran on both processors).
    static let maximumRatio = 32.0

    /// The best of three compile times of `spec(n)` and `spec(8n)`, as a ratio.
    private func ratio(_ n: Int, _ spec: (Int) -> [UInt8]) -> Double {
        func best(_ bytes: [UInt8]) -> Double {
            (0..<3).map { _ in
                let start = ContinuousClock.now
                _ = FormCompiler().compile(bytes, path: "s.form.yaml")
                let elapsed = ContinuousClock.now - start
                return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            }.min() ?? 0
        }
        return best(spec(8 * n)) / max(best(spec(n)), 1e-6)
    }

    @Test func aChainOfDependentPickersIsCheckedInLinearTime() {
        let ratio = ratio(250) { HostileInput.chain(pickers: $0, rootParent: "missing") }
        #expect(ratio <= Self.maximumRatio, "8× the pickers took \(ratio)× the time")
    }

    @Test func aCycleThroughEveryPickerIsFoundInLinearTime() {
        let ratio = ratio(250) { HostileInput.chain(pickers: $0, rootParent: "p\($0 - 1)") }
        #expect(ratio <= Self.maximumRatio, "8× the pickers took \(ratio)× the time")
    }

    @Test func multiPickersSharingAFilteredListAndHugeComponentListsCostLinearTime() {
        let options = "options:\n  a: [{ value: x, label: X }]\n  b: [{ value: y, label: Y, parents: [z] }]\n"
        let shared = ratio(250) { count in
            Array((HostileInput.header + options + "fields:\n" + (0..<count).map {
                "  - { id: m\($0), kind: multi_picker, label: M, components: [{ id: a, options: a }, { id: b, options: b, parent: a }], default: { b: y } }\n"
            }.joined()).utf8)
        }
        #expect(shared <= Self.maximumRatio, "8× the multi-pickers took \(shared)× the time")
        let wide = ratio(2_000) { count in
            Array((HostileInput.header + options + "fields:\n  - id: m\n    kind: multi_picker\n    label: M\n    components:\n"
                + (0..<count).map { "      - { id: c\($0), options: a, parent: c\($0 + 1) }\n" }.joined()).utf8)
        }
        #expect(wide <= Self.maximumRatio, "8× the components took \(wide)× the time")
    }

    @Test func undefinedParentsCostLinearTime() {
        let ratio = ratio(400) { count in  // 400² comparisons already pass the budget.
            Array((HostileInput.header + HostileInput.chainOptions + "fields:\n"
                + (0..<count).map { "  - { id: p\($0), kind: picker, label: P, options: child, parent: q\($0) }\n" }.joined()).utf8)
        }
        #expect(ratio <= Self.maximumRatio, "8× the undefined parents took \(ratio)× the time")
    }

    @Test func aFloodOfBrokenFieldsCostsLinearTimeAndBoundedDiagnostics() {
        let ratio = ratio(2_000) { HostileInput.flood(fields: $0) }
        #expect(ratio <= Self.maximumRatio, "8× the fields took \(ratio)× the time")
        let result = FormCompiler().compile(HostileInput.flood(fields: 20_000), path: "s.form.yaml")
        #expect(result.diagnostics.count == DiagnosticLog.shownLimit + 1)
        #expect(result.diagnostics.last?.id == .tooManyDiagnostics)
        #expect(result.diagnostics.last?.message.contains("formc stopped looking for more") == true)
    }

    /// The cap keeps the first diagnostics by position, although the checker reports out of order.
    @Test func theShownDiagnosticsAreTheFirstByPosition() {
        var log = DiagnosticLog(file: "s.form.yaml")
        for line in (1...1_000).reversed() {
            log.report(Problems.invalidValue("x"), at: SourceLocation(line: line, column: 1))
        }
        let shown = log.sorted
        #expect(shown.dropLast().map(\.location.line) == Array(1...DiagnosticLog.shownLimit))
        #expect(shown.last?.location.line == DiagnosticLog.shownLimit + 1)
        #expect(shown.last?.message.hasPrefix("800 more diagnostics not shown") == true)
        #expect(log.hasErrors)
    }

    /// A word past the length cut-off is not compared at all: no work quadratic in its length.
    @Test func aLongWordGetsNoSuggestionAndCostsNoComparisons() {
        let word = String(repeating: "p", count: 160_000)
        var budget = Suggestion.Budget(comparisons: 10)
        #expect(Suggestion.closest(to: word, in: [word + "x"], budget: &budget) == nil)
        #expect(budget.comparisonsLeft == 10)
    }

    /// The per-spec budget caps the comparisons however many references are wrong.
    @Test func theSuggestionBudgetCapsComparisons() {
        var budget = Suggestion.Budget(comparisons: 1_000)
        let candidates = (0..<600).map { "name\($0)" }
        #expect(Suggestion.closest(to: "name1x", in: candidates, budget: &budget) != nil)
        #expect(Suggestion.closest(to: "name2x", in: candidates, budget: &budget) == nil)  // Spent mid-way.
        #expect(budget.comparisonsLeft == 0)
        #expect(Suggestion.closest(to: "name3x", in: candidates, budget: &budget) == nil)
    }

    /// `count` text fields, each shown when the one before is not empty; with
    /// `closed`, the first depends on the last (one cycle through all of them).
    private static func conditionChain(_ count: Int, closed: Bool) -> [UInt8] {
        var text = HostileInput.header + "fields:\n"
        for index in 0..<count {
            let tested = index == 0 ? (closed ? "c\(count - 1)" : "") : "c\(index - 1)"
            let condition = tested.isEmpty ? "" : ", visible_when: { field: \(tested), empty: false }"
            text += "  - { id: c\(index), kind: text, label: C\(condition) }\n"
        }
        return Array(text.utf8)
    }

    @Test func aChainOfConditionsIsCheckedInLinearTime() {
        let ratio = ratio(250) { Self.conditionChain($0, closed: false) }
        #expect(ratio <= Self.maximumRatio, "8× the conditions took \(ratio)× the time")
    }

    /// `follows:` through every field: a cycle, found once, in time linear in the fields.
    @Test func aFollowsCycleThroughEveryFieldIsFoundOnceInLinearTime() {
        func chain(_ count: Int) -> [UInt8] {
            Array((HostileInput.header + "fields:\n" + (0..<count).map {
                "  - { id: f\($0), kind: text, label: F, follows: f\(($0 + count - 1) % count) }\n"
            }.joined()).utf8)
        }
        let ratio = ratio(250) { chain($0) }
        #expect(ratio <= Self.maximumRatio, "8× the fields took \(ratio)× the time")
        let cycles = FormCompiler().compile(chain(2_000), path: "s.form.yaml").diagnostics.filter { $0.id == .followsCycle }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message.contains("… 1993 more …") == true, "a long cycle shows its ends only")
    }

    @Test func aConditionCycleThroughEveryFieldIsFoundOnceInLinearTime() {
        let ratio = ratio(250) { Self.conditionChain($0, closed: true) }
        #expect(ratio <= Self.maximumRatio, "8× the conditions took \(ratio)× the time")
        let result = FormCompiler().compile(Self.conditionChain(2_000, closed: true), path: "s.form.yaml")
        let cycles = result.diagnostics.filter { $0.id == .conditionCycle }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message.contains("… 1993 more …") == true, "a long cycle shows its ends only")
    }
}
