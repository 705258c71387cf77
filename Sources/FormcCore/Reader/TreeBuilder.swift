/// Turns libyaml's event stream into one ``YAMLNode`` tree: resolves anchors
/// and aliases, checks tags, keys and merges, and enforces the depth and
/// alias-expansion limits. Problems go to the log; reading goes on where the
/// tree can still be built, so the user sees as much as possible in one run.
struct TreeBuilder {
    /// What the reader does after an event.
    enum Step {
        /// Read the next event.
        case proceed
        /// Reading is over: the document's root, or nil when there is none to use.
        case finished(YAMLNode?)
    }

    /// A sequence or mapping still being read.
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        /// The anchor on the collection and its serial in the anchor table.
        var anchor: (name: String, serial: Int)?
        /// ``NodeCounter/produced`` before the collection started.
        var producedBefore: Int
        /// A sequence's first item on `items` (unused for a mapping).
        var itemsStart: Int
        /// A mapping's state (unused for a sequence: a few words, no allocation).
        var mapping: MappingBuilder
    }

    private let limits: YAMLLimits
    private var stack: [Frame] = []
    // The children of every open collection wait here, innermost last, and are
    // taken off into an exactly sized array when their collection ends.
    private var items: [YAMLNode] = []
    private var entries: [YAMLNode.MappingEntry] = []
    private var anchors = AnchorTable()
    private var counter = NodeCounter()
    private var sawDocument = false
    private var root: YAMLNode?

    /// Creates a builder enforcing `limits`.
    init(limits: YAMLLimits) {
        self.limits = limits
    }

    /// Takes the next event.
    mutating func handle(_ event: LibYAMLEvent, log: inout DiagnosticLog) -> Step {
        switch event.kind {
        case .scalar:
            addScalar(event, log: &log)
        case .sequenceStart, .mappingStart:
            return open(event, log: &log)
        case .sequenceEnd, .mappingEnd:
            close(log: &log)
        case .alias:
            return addAlias(event, log: &log)
        case .documentStart:
            guard !sawDocument else {
                // Stop at the second document's `---`; the first is still decoded.
                log.report(Problems.multipleDocuments(), at: event.location)
                return .finished(root)
            }
            sawDocument = true
        case .streamEnd:
            if !sawDocument { log.report(Problems.emptyDocument(), at: .fileStart) }
            return .finished(root)
        case .streamStart, .documentEnd:
            break
        case .none:
            // libyaml makes no such event between stream start and end.
            return .finished(root)
        }
        return .proceed
    }

    private mutating func addScalar(_ event: LibYAMLEvent, log: inout DiagnosticLog) {
        counter.countWritten()
        let location = event.location
        var isPlain = event.isPlainStyle
        if let tag = event.tag {
            switch YAMLTags.scalarTag(tag) {
            case .coreScalar(let type):
                if !type.accepts(CoreSchema.resolve(event.scalarText)) {
                    log.report(Problems.tagMismatch(YAMLTags.display(tag), value: event.scalarText), at: location)
                }
            case .text: isPlain = false
            case .unsupported:
                isPlain = false
                log.report(Problems.unsupportedTag(YAMLTags.display(tag)), at: location)
            }
        }
        let node = YAMLNode(.scalar(.init(text: event.scalarText, isPlain: isPlain)), at: location)
        if let name = event.anchor { anchors.define(name, node: node, count: 1) }
        attach(node, log: &log)
    }

    private mutating func open(_ event: LibYAMLEvent, log: inout DiagnosticLog) -> Step {
        let location = event.location
        guard stack.count < limits.maxDepth else {
            log.report(Problems.nestingTooDeep(limit: limits.maxDepth), at: location)
            return .finished(nil)
        }
        let isMapping = event.kind == .mappingStart
        if let tag = event.tag, !YAMLTags.isAccepted(tag, onMapping: isMapping) {
            log.report(Problems.unsupportedTag(YAMLTags.display(tag)), at: location)
        }
        let producedBefore = counter.produced
        counter.countWritten()
        let anchor = event.anchor.map { (name: $0, serial: anchors.open($0)) }
        stack.append(Frame(isMapping: isMapping, location: location, anchor: anchor,
                           producedBefore: producedBefore, itemsStart: items.count,
                           mapping: MappingBuilder(entries: entries)))
        return .proceed
    }

    private mutating func close(log: inout DiagnosticLog) {
        // libyaml balances start and end events, so the stack is never empty here.
        let frame = stack.removeLast()
        let content: YAMLNode.Content = frame.isMapping
            ? .mapping(frame.mapping.finish(entries: &entries))
            : .sequence(items.removeSuffix(from: frame.itemsStart))
        let node = YAMLNode(content, at: frame.location)
        if let anchor = frame.anchor {
            anchors.finish(anchor.name, serial: anchor.serial, node: node,
                           count: counter.produced - frame.producedBefore)
        }
        attach(node, log: &log)
    }

    private mutating func addAlias(_ event: LibYAMLEvent, log: inout DiagnosticLog) -> Step {
        let location = event.location
        let name = event.anchor ?? ""
        switch anchors.resolve(name) {
        case .undefined:
            log.report(Problems.undefinedAlias(name), at: location)
            attach(nil, log: &log)
        case .recursive:
            log.report(Problems.recursiveAlias(name), at: location)
            attach(nil, log: &log)
        case .node(var node, let count):
            guard counter.countAlias(standingFor: count, limit: limits.maxAliasExpansion) else {
                let detail = "alias '*\(name)' brings the nodes reached through aliases to "
                    + "\(counter.expanded); at most \(limits.maxAliasExpansion) plus 4 per node "
                    + "written (\(counter.written) so far) are allowed"
                log.report(Problems.aliasLimit(detail), at: location)
                return .finished(nil)
            }
            // The copy shares the anchored node's storage; only its own location is the alias's.
            node.location = location
            attach(node, log: &log)
        }
        return .proceed
    }

    /// Adds a finished node to the collection being read, or makes it the root.
    /// A nil node was reported and is dropped (with its key, inside a mapping).
    private mutating func attach(_ node: YAMLNode?, log: inout DiagnosticLog) {
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        if stack[top].isMapping {
            stack[top].mapping.add(node, entries: &entries, log: &log)
        } else if let node {
            items.append(node)
        }
    }
}
