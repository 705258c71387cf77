internal import CYAML

/// Owns one libyaml parser over a caller-owned input buffer and hands out its
/// events one at a time, deleting each after use.
///
/// The caller keeps the input buffer alive for the parser's whole life
/// (``YAMLReader`` creates the parser inside `withUnsafeBufferPointer`):
/// libyaml reads straight from it, without a copy.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    // One event slot reused for every event: no allocation per event.
    private let event: UnsafeMutablePointer<yaml_event_t>

    /// Creates a parser reading `input` as UTF-8; nil when `input` is empty (libyaml
    /// asserts a non-null input) or libyaml cannot allocate its state.
    init?(input: UnsafeBufferPointer<UInt8>) {
        guard let base = input.baseAddress, !input.isEmpty else { return nil }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            // Fail before storing anything, so `deinit` (which deletes) never runs on it.
            parser.deallocate()
            return nil
        }
        // The encoding is left to libyaml's detection: the input was checked to be
        // UTF-8, so it finds UTF-8 and skips a BOM without giving it a column
        // (forcing UTF-8 would make the scanner count the BOM as column 1).
        yaml_parser_set_input_string(parser, base, input.count)
        self.parser = parser
        self.event = .allocate(capacity: 1)
        self.event.initialize(to: yaml_event_t())
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
    }

    /// Parses the next event and passes it to `body`; the event is deleted when
    /// `body` returns, so `body` must not keep the view.
    /// - Throws: libyaml's error, when it cannot make the next event.
    // Not generic on purpose: an unspecialized generic result type here cost a
    // metadata lookup per event.
    func next(_ body: (LibYAMLEvent) -> Void) throws(LibYAMLError) {
        // On failure libyaml leaves the event zeroed; deleting it is a no-op, but
        // `defer` keeps every path uniform.
        defer { yaml_event_delete(event) }
        guard yaml_parser_parse(parser, event) == 1 else {
            throw LibYAMLError(parser.pointee)
        }
        body(LibYAMLEvent(event))
    }
}
