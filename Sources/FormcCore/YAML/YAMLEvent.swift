/// One libyaml event, copied out of libyaml's memory: what the tree builder
/// reads, and what the parsing thread hands to the building one (see
/// ``EventPipeline``).
struct YAMLEvent: Sendable {
    /// The event's type.
    enum Kind: Sendable {
        case streamStart, streamEnd, documentStart, documentEnd
        case alias, scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd
        case none
    }

    var kind: Kind
    /// Where the event starts.
    var location: SourceLocation
    /// A scalar's text (empty for other events).
    var scalarText: String
    /// Whether a scalar is written plain (unquoted, not a block scalar).
    var isPlainStyle: Bool
    /// The anchor of a node, or the name an alias refers to.
    var anchor: String?
    /// A node's explicit tag.
    var tag: String?

    /// A copy of libyaml's `event`.
    init(_ event: LibYAMLEvent) {
        kind = event.kind
        location = event.location
        scalarText = kind == .scalar ? event.scalarText : ""
        isPlainStyle = kind == .scalar && event.isPlainStyle
        anchor = event.anchor
        tag = event.tag
    }
}
