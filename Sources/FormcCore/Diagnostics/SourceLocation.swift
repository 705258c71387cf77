/// A position in a spec file.
///
/// This is the one place that says what positions mean in formc:
/// **lines and columns are 1-based, and a column counts Unicode scalars**
/// (what libyaml counts, and what a reader sees as characters in any text a
/// spec can hold), not bytes and not UTF-16 units.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    // Stored as 32-bit integers: every YAML node carries one.
    private let storedLine: UInt32
    private let storedColumn: UInt32
    /// 0 for the spec itself, n for the n-th file it includes (``DiagnosticLog/files``).
    private let storedFile: UInt16

    /// The 1-based line.
    public var line: Int { Int(storedLine) }
    /// The 1-based column, in Unicode scalars.
    public var column: Int { Int(storedColumn) }

    /// Which file of the spec's log: 0 for the spec, n for its n-th included file.
    public var fileIndex: Int { Int(storedFile) }

    /// Creates a location from a 1-based line and a 1-based column in Unicode scalars,
    /// in the spec (`fileIndex` 0) or the file of the log at `fileIndex`.
    public init(line: Int, column: Int, fileIndex: Int = 0) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedFile = UInt16(clamping: fileIndex)
    }

    /// The same line and column in the file at `fileIndex`.
    public func inFile(_ fileIndex: Int) -> SourceLocation { SourceLocation(line: line, column: column, fileIndex: fileIndex) }

    /// The start of a file (1:1), used for problems of the file as a whole.
    public static let fileStart = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedFile, lhs.storedLine, lhs.storedColumn) < (rhs.storedFile, rhs.storedLine, rhs.storedColumn)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    private enum CodingKeys: String, CodingKey { case line, column }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(line: try container.decode(Int.self, forKey: .line),
                  column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}
