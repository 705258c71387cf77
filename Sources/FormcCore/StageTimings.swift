/// Wall time spent in each stage of a run (`--timings`), summed over specs (and over
/// the files `generate` prints at once, so its stages can add up to more than the run).
/// Measured with `ContinuousClock`: a few clock reads per spec, whether or not anyone asks.
public struct StageTimings: Sendable, Equatable {
    /// A stage of formc's pipeline, in pipeline order.
    public enum Stage: String, CaseIterable, Sendable {
        /// Reading spec files (discovery included).
        case read
        /// Parsing YAML into located nodes.
        case yaml
        /// Decoding nodes into a spec.
        case decode
        /// Checking a spec into a form model.
        case check
        /// Generating and printing Swift.
        case generate
        /// Writing output files.
        case write
    }

    /// Time per stage that ran; a stage that did not run is absent.
    public private(set) var durations: [Stage: Duration] = [:]

    /// No stage measured yet.
    public init() {}

    /// Adds `duration` to `stage`.
    public mutating func add(_ duration: Duration, to stage: Stage) {
        durations[stage, default: .zero] += duration
    }

    /// Adds every stage of `other`.
    public mutating func add(_ other: StageTimings) {
        for (stage, duration) in other.durations { add(duration, to: stage) }
    }

    /// Runs `body`, adding its wall time to `stage`.
    public mutating func measure<T, E: Error>(_ stage: Stage, _ body: () throws(E) -> T) throws(E) -> T {
        let start = ContinuousClock.now
        defer { add(ContinuousClock.now - start, to: stage) }
        return try body()
    }

    /// One line per stage that ran, in pipeline order, then `total`, names
    /// and times lined up: `yaml     12.345 ms`.
    public func report(total: Duration) -> String {
        let rows = (Stage.allCases.compactMap { stage in durations[stage].map { (stage.rawValue, $0) } }
            + [("total", total)]).map { name, duration in (name, Self.milliseconds(duration)) }
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let timeWidth = rows.map(\.1.count).max() ?? 0
        return rows.map { name, time in
            name + String(repeating: " ", count: nameWidth - name.count + 2 + timeWidth - time.count) + time + " ms\n"
        }.joined()
    }

    /// `1234.567`: milliseconds with three decimals, no Foundation formatting.
    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        let fraction = String(microseconds % 1000)
        return "\(microseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
