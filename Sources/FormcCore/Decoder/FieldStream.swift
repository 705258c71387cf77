/// Decodes and checks the spec's `fields:` while the YAML is read: each field's
/// nodes are decoded into a ``FieldSpec`` as soon as the field is complete and
/// handed to a ``FieldChecking``, which keeps only what the whole-form checks
/// need. A large form is then never held as a tree, nor as specs.
///
/// Its diagnostics wait in their own logs and join the spec's only when the
/// decoder and the checker take the fields: a file that fails to read reports
/// its YAML error alone, as when the fields were decoded from the tree.
final class FieldStream: YAMLSequenceConsumer {
    let key = "fields"
    /// The option lists, so that pickers after them are checked as they come.
    let siblingKey: String? = "options"
    /// Where the streamed sequence starts; nil when `fields:` was not streamed.
    private(set) var location: SourceLocation?
    /// Items read, decodable or not.
    private(set) var itemCount = 0
    /// The fields checked so far.
    let checking: FieldChecking
    private var decoding: NodeDecoding
    /// Time spent decoding and checking fields, part of the time spent reading.
    private(set) var decodeTime = Duration.zero, checkTime = Duration.zero

    /// A stream whose diagnostics point into `file`; `keepingModels` as in ``FieldChecking``.
    init(file: String, keepingModels: Bool = true) {
        decoding = NodeDecoding(log: DiagnosticLog(file: file))
        checking = FieldChecking(file: file, keepsModels: keepingModels)
    }

    func begin(at location: SourceLocation) {
        self.location = location
    }

    func consume(_ item: YAMLNode) {
        itemCount += 1
        let start = ContinuousClock.now
        let field = FieldDecoder.decode(item, &decoding)
        let decoded = ContinuousClock.now
        if let field { checking.take(field) }
        decodeTime += decoded - start
        checkTime += ContinuousClock.now - decoded
    }

    func sibling(_ value: YAMLNode) {
        // Decoded again, and reported, by the spec decoder: this decoding's log is dropped.
        var decoding = NodeDecoding(log: DiagnosticLog(file: self.decoding.log.file))
        checking.knowOptionLists(SpecDecoder.decodeOptionLists(value, &decoding))
    }

    /// The decoding's diagnostics, in report order.
    var diagnostics: [Diagnostic] { decoding.log.diagnostics }
}
