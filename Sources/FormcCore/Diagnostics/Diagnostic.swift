/// One problem found in a spec, pointing at the user's YAML.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// How bad a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary place that explains the diagnostic ("first defined here").
    public struct Note: Hashable, Sendable, Codable {
        /// What this place has to do with the diagnostic.
        public var message: String
        /// The file, as given to formc (usually relative).
        public var file: String
        /// Where in `file`.
        public var location: SourceLocation

        /// Creates a note.
        public init(message: String, file: String, location: SourceLocation) {
            self.message = MessageBounds.bounded(message)
            self.file = file
            self.location = location
        }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// The stable identifier of this kind of problem (`unknown-key` …).
    public var id: DiagnosticID
    /// The human-readable message, one line, no trailing period; quoted names
    /// and the whole are cut to bounds (``MessageBounds``).
    public var message: String
    /// The file, as given to formc (usually relative).
    public var file: String
    /// Where in `file`.
    public var location: SourceLocation
    /// Related places.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(severity: Severity, id: DiagnosticID, message: String, file: String,
                location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.id = id
        self.message = MessageBounds.bounded(message)
        self.file = file
        self.location = location
        self.notes = notes
    }

    /// The order diagnostics are shown in: by file, then position, then severity, id and message.
    public static func presentationOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.id != rhs.id { return lhs.id.rawValue < rhs.id.rawValue }
        return lhs.message < rhs.message
    }
}

/// The stable identifier of a kind of diagnostic, such as `unknown-key`.
///
/// Every identifier is declared in `DiagnosticCatalogue.swift`, together with
/// the function that builds its message, so docs, tests and `--format json` agree.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identifier as printed, kebab-case.
    public let rawValue: String
    /// Creates an identifier; formc's own are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
