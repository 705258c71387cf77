internal import CYAML

/// A borrowed view of the event libyaml just produced. Valid only inside the
/// closure of ``LibYAMLParser/next(_:)``: the event is deleted afterwards.
struct LibYAMLEvent {
    /// The kinds of event the tree builder distinguishes.
    enum Kind {
        case streamStart, streamEnd, documentStart, documentEnd
        case alias, scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd
        case none
    }

    private let event: UnsafePointer<yaml_event_t>

    init(_ event: UnsafePointer<yaml_event_t>) { self.event = event }

    /// What the event is.
    var kind: Kind {
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT: .streamStart
        case YAML_STREAM_END_EVENT: .streamEnd
        case YAML_DOCUMENT_START_EVENT: .documentStart
        case YAML_DOCUMENT_END_EVENT: .documentEnd
        case YAML_ALIAS_EVENT: .alias
        case YAML_SCALAR_EVENT: .scalar
        case YAML_SEQUENCE_START_EVENT: .sequenceStart
        case YAML_SEQUENCE_END_EVENT: .sequenceEnd
        case YAML_MAPPING_START_EVENT: .mappingStart
        case YAML_MAPPING_END_EVENT: .mappingEnd
        default: .none
        }
    }

    /// Where the event starts, 1-based.
    var location: SourceLocation { SourceLocation(event.pointee.start_mark) }

    /// A scalar's text, built from its bytes and length (it may hold NUL from a `\0` escape).
    var scalarText: String {
        let scalar = event.pointee.data.scalar
        guard let value = scalar.value else { return "" }
        return String(decoding: UnsafeBufferPointer(start: value, count: scalar.length), as: UTF8.self)
    }

    /// Whether a scalar was written plain (not quoted, not a block scalar).
    var isPlainStyle: Bool { event.pointee.data.scalar.style == YAML_PLAIN_SCALAR_STYLE }

    /// The anchor on a scalar, sequence or mapping, or the name an alias refers to.
    var anchor: String? {
        let data = event.pointee.data
        let pointer: UnsafeMutablePointer<yaml_char_t>? = switch event.pointee.type {
        case YAML_SCALAR_EVENT: data.scalar.anchor
        case YAML_SEQUENCE_START_EVENT: data.sequence_start.anchor
        case YAML_MAPPING_START_EVENT: data.mapping_start.anchor
        case YAML_ALIAS_EVENT: data.alias.anchor
        default: nil
        }
        return pointer.map { String(cString: $0) }
    }

    /// The resolved tag on a scalar, sequence or mapping (`!!int` arrives as
    /// `tag:yaml.org,2002:int`), or nil when none is written.
    var tag: String? {
        let data = event.pointee.data
        let pointer: UnsafeMutablePointer<yaml_char_t>? = switch event.pointee.type {
        case YAML_SCALAR_EVENT: data.scalar.tag
        case YAML_SEQUENCE_START_EVENT: data.sequence_start.tag
        case YAML_MAPPING_START_EVENT: data.mapping_start.tag
        default: nil
        }
        return pointer.map { String(cString: $0) }
    }
}
