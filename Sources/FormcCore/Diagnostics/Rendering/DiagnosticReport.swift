/// The document `formc check --format json` prints: a stable, versioned schema
/// that tools can decode. Keys never change meaning within a `formatVersion`.
///
/// ```json
/// { "formatVersion": 1,
///   "files": ["Forms/Registration.form.yaml"],
///   "diagnostics": [{ "file": "…", "line": 4, "column": 9, "severity": "error",
///                     "id": "unknown-key", "message": "…",
///                     "notes": [{ "file": "…", "line": 2, "column": 3, "message": "…" }] }],
///   "summary": { "errors": 1, "warnings": 0 } }
/// ```
public struct DiagnosticReport: Hashable, Sendable, Codable {
    /// The schema version this formc writes.
    public static let currentFormatVersion = 1

    /// One diagnostic, flattened.
    public struct Entry: Hashable, Sendable, Codable {
        /// The spec's path, as given to formc.
        public var file: String
        /// The 1-based line.
        public var line: Int
        /// The 1-based column, in Unicode scalars.
        public var column: Int
        /// `error`, `warning` or `note`.
        public var severity: Diagnostic.Severity
        /// The stable identifier (`unknown-key` …).
        public var id: String
        /// The message.
        public var message: String
        /// Related places, possibly none.
        public var notes: [Note]

        /// Flattens `diagnostic`.
        public init(_ diagnostic: Diagnostic) {
            file = diagnostic.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity
            id = diagnostic.id.rawValue
            message = diagnostic.message
            notes = diagnostic.notes.map(Note.init)
        }
    }

    /// A related place of a diagnostic.
    public struct Note: Hashable, Sendable, Codable {
        /// The file, as given to formc.
        public var file: String
        /// The 1-based line.
        public var line: Int
        /// The 1-based column, in Unicode scalars.
        public var column: Int
        /// What this place has to do with the diagnostic.
        public var message: String

        /// Flattens `note`.
        public init(_ note: Diagnostic.Note) {
            file = note.file
            line = note.location.line
            column = note.location.column
            message = note.message
        }
    }

    /// The schema version (``currentFormatVersion`` when written by this formc).
    public var formatVersion: Int
    /// Every spec checked, in the order checked, with or without diagnostics.
    public var files: [String]
    /// Every diagnostic shown, in the order shown.
    public var diagnostics: [Entry]
    /// The counts of errors and warnings in `diagnostics`.
    public var summary: DiagnosticSummary

    /// Creates the report of a run that checked `files` and found `diagnostics`.
    public init(files: [String], diagnostics: [Diagnostic]) {
        formatVersion = Self.currentFormatVersion
        self.files = files
        self.diagnostics = diagnostics.map(Entry.init)
        summary = DiagnosticSummary(counting: diagnostics)
    }
}
