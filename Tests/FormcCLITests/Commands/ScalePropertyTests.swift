#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Random valid and near-valid specs from ``SpecGenerator``, grown to megabytes,
/// through the real `formc generate` (issue 16, item 7: the fuzzer's 16 KB
/// inputs never reach the sizes where the worst findings were). Each run must
/// exit 0 (valid: and write the form's file) or 1 (near-valid: and write
/// nothing), never die of a signal; time is bounded as a ratio (8× the bytes
/// may cost at most 16× the time, linear being 8×) and memory relative to the
/// input (the peak RSS formc reports with `--timings`, at most
/// ``rssPerInputByte`` × the input above a fixed base). The MB-scale runs take tens of seconds in a
/// debug build, so they run with `FORMC_SLOW_TESTS=1` (as `.ci/run` does); a
/// few small specs run always.
@Suite(.serialized) struct ScalePropertyTests {
    /// How a child ended, and what it cost.
    struct Outcome {
        /// The exit code, or nil when a signal ended it.
        var exitCode: Int32?
        /// The signal that ended it, if one did.
        var signal: Int32?
        /// Peak resident memory, bytes, as formc reported it.
        var peakRSS: Int?
        /// Wall time, seconds.
        var seconds: Double
    }

    /// Memory per input byte allowed above the base: `generate` holds about 16×
    /// (docs/reliability.md); 32 leaves room for the allocator.
    static let rssPerInputByte = 32
    /// What the process costs with no input to speak of (runtime, Foundation, ICU), with room.
    static let baseRSS = 64 << 20

    /// Runs `formc arguments --timings` as a child, its standard error into
    /// `log`; the peak memory is the one formc reports there (its own address
    /// space's high-water mark: `wait4`'s `ru_maxrss` would count the test
    /// runner's memory too, inherited through `posix_spawn`).
    static func run(_ arguments: [String], log: String) throws -> Outcome {
        let executable = try #require(FormcProcess.executable).path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments + ["--timings"]).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment: [UnsafeMutablePointer<CChar>?] = [strdup("NO_COLOR=1"), nil]
        defer { environment.forEach { free($0) } }
        var child: pid_t = 0
        let start = ContinuousClock.now
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, environment)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let report = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let peakLine = report.split(separator: "\n").last { $0.hasPrefix("peak memory") }
        let peak = peakLine.flatMap { Int($0.split(separator: " ").dropLast().last ?? "") }.map { $0 * 1024 }
        let signalled = status & 0x7F
        return signalled == 0
            ? Outcome(exitCode: (status >> 8) & 0xFF, signal: nil, peakRSS: peak, seconds: seconds)
            : Outcome(exitCode: nil, signal: signalled, peakRSS: peak, seconds: seconds)
    }

    /// Writes `spec`, generates from it, and checks the outcome's promises.
    @discardableResult
    static func check(_ spec: SpecGenerator.Spec, seed: UInt64, in scratch: ScratchDirectory, name: String) throws -> Outcome {
        try scratch.write(spec.text, to: "specs/\(name).form.yaml")
        let output = scratch.path("out-\(name)")
        let outcome = try run(["generate", scratch.path("specs/\(name).form.yaml"), "--output", output],
                              log: scratch.path("\(name).log"))
        let context = "seed \(seed), \(spec.summary)"
        #expect(outcome.signal == nil, "formc died of signal \(outcome.signal ?? 0): \(context)")
        if spec.isValid {
            #expect(outcome.exitCode == 0, "a valid spec failed: \(context)")
            #expect(scratch.exists("out-\(name)/\(name).form.swift"), "no generated file: \(context)")
        } else {
            #expect(outcome.exitCode == 1, "a near-valid spec exited \(String(describing: outcome.exitCode)): \(context)")
            #expect(!scratch.exists("out-\(name)"), "a spec with errors wrote files: \(context)")
        }
        let bound = baseRSS + rssPerInputByte * spec.text.utf8.count
        #if os(Linux)
        let peak = try #require(outcome.peakRSS, "no 'peak memory' in --timings: \(context)")
        #expect(peak <= bound, "peak RSS \(peak >> 20) MB over \(bound >> 20) MB: \(context)")
        #endif
        return outcome
    }

    @Test func smallRandomSpecsCompileOrFailCleanly() throws {
        let scratch = try ScratchDirectory()
        for seed in UInt64(1)...6 {
            var generator = SpecGenerator(seed: seed)
            try Self.check(generator.valid(bytes: 2_000), seed: seed, in: scratch, name: "valid\(seed)")
            try Self.check(generator.nearValid(bytes: 2_000), seed: seed, in: scratch, name: "near\(seed)")
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["FORMC_SLOW_TESTS"] == "1"))
    func megabyteSpecsScaleLinearlyInTimeAndMemory() throws {
        let scratch = try ScratchDirectory()
        let seed: UInt64 = 16
        var generator = SpecGenerator(seed: seed)
        // 8× the bytes, twice: 64 KB → 512 KB → 4 MB (valid), and near-valid ones at each size.
        var times: [Int: Double] = [:]
        for bytes in [64 << 10, 512 << 10, 4 << 20] {
            let valid = generator.valid(bytes: bytes)
            // The best of two, so one stall of the shared machine does not decide.
            let outcomes = try (0..<2).map { try Self.check(valid, seed: seed, in: scratch, name: "valid\(bytes)_\($0)") }
            times[bytes] = outcomes.map(\.seconds).min()
            try Self.check(generator.nearValid(bytes: bytes), seed: seed, in: scratch, name: "near\(bytes)")
        }
        for (small, large) in [(64 << 10, 512 << 10), (512 << 10, 4 << 20)] {
            let ratio = (times[large] ?? 0) / max(times[small] ?? 0, 1e-3)
            #expect(ratio <= 16, "8× the bytes (\(small) → \(large)) took \(ratio)× the time (seed \(seed))")
        }
    }
}
