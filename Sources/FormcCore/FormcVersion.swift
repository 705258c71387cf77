/// The version of formc, printed by `formc --version`.
public enum FormcVersion {
    /// The current version, `major.minor.patch`.
    public static let current = "0.1.0"
}
