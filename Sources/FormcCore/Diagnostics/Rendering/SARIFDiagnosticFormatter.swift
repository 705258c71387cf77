/// Formats a run's diagnostics as a minimal SARIF 2.1.0 log (one run, one
/// result per diagnostic, notes as related locations) for code-scanning
/// services. Each rule carries its summary and help from the catalogue, so a
/// code-scanning UI can say what the rule means. Columns are declared as Unicode code points, formc's own unit.
/// Pretty printed with sorted keys, so the bytes depend only on the diagnostics.
public struct SARIFDiagnosticFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// The SARIF log of `diagnostics`, ending in a newline.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        let ids = Set(diagnostics.map(\.id.rawValue)).sorted()
        let log = Log(runs: [Run(
            tool: Tool(driver: Driver(name: "formc", version: FormcVersion.current,
                                      rules: ids.map(Rule.init(id:)))),
            results: diagnostics.map(result))])
        // Only strings and integers: always encodes.
        guard let text = try? JSONWriter.prettyString(log) else { preconditionFailure("a SARIF log failed to encode") }
        return text
    }

    private func result(_ diagnostic: Diagnostic) -> Result {
        let level = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
        return Result(
            ruleId: diagnostic.id.rawValue, level: level, message: Message(text: diagnostic.message),
            locations: [Location(physicalLocation: physical(diagnostic.file, diagnostic.location))],
            relatedLocations: diagnostic.notes.isEmpty ? nil : diagnostic.notes.enumerated().map { index, note in
                Location(id: index, message: Message(text: note.message),
                         physicalLocation: physical(note.file, note.location))
            })
    }

    private func physical(_ file: String, _ location: SourceLocation) -> PhysicalLocation {
        PhysicalLocation(artifactLocation: ArtifactLocation(uri: Self.uri(forPath: file)),
                         region: Region(startLine: location.line, startColumn: location.column))
    }

    /// A path as a URI reference: relative paths stay relative (SARIF resolves
    /// them against the checkout), absolute ones become `file://` URIs; bytes
    /// outside the unreserved set are percent-encoded.
    static func uri(forPath path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var encoded = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    // MARK: The SARIF 2.1.0 objects formc writes

    private struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    private struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        let columnKind = "unicodeCodePoints"
    }
    private struct Tool: Encodable { var driver: Driver }
    private struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [Rule]
    }
    private struct Rule: Encodable {
        var id: String
        var shortDescription: Message?
        var help: Message?

        init(id: String) {
            self.id = id
            let explanation = DiagnosticID(rawValue: id).explanation
            shortDescription = explanation.map { Message(text: $0.summary) }
            help = explanation.map { Message(text: $0.help) }
        }
    }
    private struct Result: Encodable {
        var ruleId: String
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
    }
    private struct Message: Encodable { var text: String }
    private struct Location: Encodable {
        var id: Int?
        var message: Message?
        var physicalLocation: PhysicalLocation
    }
    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }
    private struct ArtifactLocation: Encodable { var uri: String }
    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
