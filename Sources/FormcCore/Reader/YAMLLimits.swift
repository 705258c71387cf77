/// Bounds that keep a hostile or broken spec from exhausting time or memory.
/// Each is reported as a diagnostic, never a crash.
public struct YAMLLimits: Sendable, Equatable {
    /// The largest input read, in bytes (default 64 MiB: far above any real form,
    /// above the 20 MB benchmark spec). The whole spec is read into a tree before
    /// it is decoded and checked, so memory grows with the input, about 9× at
    /// its peak (16 MB: 0.14 GB for `check`): 64 MiB stays near half a gigabyte.
    public var maxInputBytes: Int
    /// The deepest nesting of sequences and mappings (default 64; a spec needs about 6).
    public var maxDepth: Int
    /// How many nodes aliases may add by expansion: at any point while reading,
    /// the nodes reached through aliases may be at most this many (default 100,000)
    /// plus four times the nodes written so far. Whoever walks the tree then does
    /// bounded work, and a "billion laughs" alias bomb stops within a few aliases.
    public var maxAliasExpansion: Int

    /// Creates limits.
    public init(maxInputBytes: Int = 64 << 20, maxDepth: Int = 64, maxAliasExpansion: Int = 100_000) {
        self.maxInputBytes = maxInputBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }

    /// The defaults.
    public static let `default` = YAMLLimits()
}
