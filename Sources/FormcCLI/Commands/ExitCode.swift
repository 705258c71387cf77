/// What `formc` tells its caller, the same for every command.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Done; no spec has errors (warnings allowed).
    case success = 0
    /// Some spec has errors (or warnings, with `--warnings-as-errors`).
    case specErrors = 1
    /// The command line is wrong, or an input cannot be found or read.
    case usageOrInput = 2
}
