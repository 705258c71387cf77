/// Decodes the spec's `fields:` while the YAML is read: each field's nodes are
/// decoded into a ``FieldSpec`` as soon as the field is complete, then dropped,
/// so the tree of a large form never exists whole.
///
/// Its diagnostics wait in their own log and join the spec's only when the
/// decoder takes the fields: a file that fails to read reports its YAML error
/// alone, as when the fields were decoded from the tree.
final class FieldStream: YAMLSequenceConsumer {
    let key = "fields"
    /// Where the streamed sequence starts; nil when `fields:` was not streamed.
    private(set) var location: SourceLocation?
    /// Items read, decodable or not.
    private(set) var itemCount = 0
    /// The decoded fields, in source order.
    private(set) var fields: [FieldSpec] = []
    private var decoding: NodeDecoding

    /// A stream whose diagnostics point into `file`.
    init(file: String) {
        decoding = NodeDecoding(log: DiagnosticLog(file: file))
    }

    func begin(at location: SourceLocation) {
        self.location = location
    }

    func consume(_ item: YAMLNode) {
        itemCount += 1
        if let field = FieldDecoder.decode(item, &decoding) { fields.append(field) }
    }

    /// The decoding's diagnostics, in report order.
    var diagnostics: [Diagnostic] { decoding.log.diagnostics }
}
