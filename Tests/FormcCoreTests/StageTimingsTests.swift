import Testing
@testable import FormcCore

@Suite struct StageTimingsTests {
    @Test func reportListsStagesThatRanInPipelineOrderThenTheTotal() {
        var timings = StageTimings()
        timings.add(.milliseconds(1234) + .microseconds(567), to: .check)
        timings.add(.microseconds(5), to: .yaml)
        timings.add(.microseconds(40), to: .yaml)  // Summed: several specs.
        #expect(timings.report(total: .seconds(2)) == """
            yaml      0.045 ms
            check  1234.567 ms
            total  2000.000 ms

            """)
    }

    @Test func measureAddsTheTimeOfItsBodyAndReturnsItsValue() {
        var timings = StageTimings()
        let value = timings.measure(.decode) { 42 }
        #expect(value == 42)
        #expect(timings.durations.keys.sorted { $0.rawValue < $1.rawValue } == [.decode])
        #expect(timings.durations[.decode]! >= .zero)
    }

    @Test func compileMeasuresItsThreeStages() {
        let result = FormCompiler().compile(Array("formc: 1\nform: A\nfields:\n  - { id: a, kind: text, label: A }\n".utf8),
                                            path: "a.form.yaml")
        #expect(result.model != nil)
        #expect(Set(result.timings.durations.keys) == [.yaml, .decode, .check])
    }
}
