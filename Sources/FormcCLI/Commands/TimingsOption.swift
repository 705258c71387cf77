import FormcCore

/// `--timings`: after the run, the wall time of each stage on standard error,
/// for finding where a slow build spends its time.
enum TimingsOption {
    static let option = OptionSpec(
        name: "--timings", shortName: nil, kind: .flag,
        help: "After the run, print the wall time of each stage (read, yaml, decode, check, generate, write), "
            + "the total and the peak memory on standard error.")
}

/// The stage times of one command run, summed over its specs, and when it started.
struct RunTimings {
    /// Whether `--timings` was given.
    let isEnabled: Bool
    /// When the command started (after its usage was checked).
    let start = ContinuousClock.now
    /// Time per stage so far.
    var stages = StageTimings()

    init(_ arguments: ParsedArguments) {
        isEnabled = arguments.has(TimingsOption.option.name)
    }

    /// Prints the stages and the total on standard error, when asked for,
    /// then the process's peak memory (`peak memory  <n> KB`) where known.
    func report(to context: CommandContext) {
        guard isEnabled else { return }
        context.console.write(stages.report(total: ContinuousClock.now - start), to: .standardError)
        if let peak = PeakMemory.bytes() {
            context.console.write("peak memory  \(peak / 1024) KB\n", to: .standardError)
        }
    }
}
