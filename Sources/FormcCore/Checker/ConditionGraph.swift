/// The dependencies among conditions: an edge from a field or section to each
/// field its conditions test, and from a field to its section when the section
/// has conditions. Nodes are the fields (by position) then the sections.
/// `follows:` uses the same graph without sections: an edge from each follower
/// to the field it follows (``Checking/checkFollows(_:)``).
struct ConditionGraph {
    /// One dependency, with the place that creates it (where a cycle is reported).
    struct Edge {
        var target: Int
        var location: SourceLocation
    }

    /// One cycle, as reported: the nodes shown (all of a short cycle, the ends of
    /// a long one, with `omitted` nodes between), the first node repeated last.
    struct Cycle {
        var shown: [Int]
        var omitted: Int
        var location: SourceLocation
    }

    let fieldCount: Int
    private var edges: [[Edge]]

    init(fieldCount: Int, sectionCount: Int) {
        self.fieldCount = fieldCount
        edges = Array(repeating: [], count: fieldCount + sectionCount)
    }

    /// The node of `owner`.
    func node(_ owner: ConditionOwner) -> Int {
        switch owner {
        case .field(let position): position
        case .section(let index): fieldCount + index
        }
    }

    mutating func add(from owner: ConditionOwner, to target: Int, at location: SourceLocation) {
        edges[node(owner)].append(Edge(target: target, location: location))
    }

    /// "email", or "section 'payment'".
    func name(of node: Int, in spec: Spec) -> String {
        node < fieldCount ? spec.fields[node].idText : "section '\(spec.sections?[node - fieldCount].id?.value ?? "?")'"
    }

    /// The cycles, each once, in time linear in nodes and edges: an iterative
    /// depth-first search (no recursion, whatever the input), where an edge back
    /// to a node on the current path closes a cycle. A cycle whose first or
    /// last node is on one already reported is not reported again.
    /// The longest chain of dependencies (in nodes) and an edge of its first
    /// node, where it is reported; nil without edges. For a graph without
    /// cycles (report those first): computed in the same search order, each
    /// node once its targets are done.
    func longestChain() -> (length: Int, location: SourceLocation)? {
        var length = Array(repeating: 0, count: edges.count)  // 0: not yet known.
        var onPath = Array(repeating: false, count: edges.count)
        var longest: (length: Int, location: SourceLocation)?
        for start in edges.indices where length[start] == 0 {
            var path: [(node: Int, nextEdge: Int)] = [(start, 0)]
            onPath[start] = true
            while let top = path.last {
                if top.nextEdge < edges[top.node].count {
                    let target = edges[top.node][top.nextEdge].target
                    path[path.count - 1].nextEdge += 1
                    // A target on the path would be a cycle: reported already, not followed.
                    if length[target] == 0, !onPath[target] {
                        onPath[target] = true
                        path.append((target, 0))
                    }
                    continue
                }
                path.removeLast()
                onPath[top.node] = false
                let chain = 1 + (edges[top.node].map { length[$0.target] }.max() ?? 0)
                length[top.node] = chain
                if let first = edges[top.node].first, chain > (longest?.length ?? 0) { longest = (chain, first.location) }
            }
        }
        return longest
    }

    func cycles() -> [Cycle] {
        enum Colour { case unvisited, onPath, done }
        var colour = Array(repeating: Colour.unvisited, count: edges.count)
        var depth = Array(repeating: 0, count: edges.count)  // A node's place on the path while it is on it.
        var reported = Array(repeating: false, count: edges.count)
        var found: [Cycle] = []
        for start in edges.indices where colour[start] == .unvisited {
            var path: [(node: Int, nextEdge: Int)] = [(start, 0)]
            colour[start] = .onPath
            while let top = path.last {
                guard top.nextEdge < edges[top.node].count else {
                    colour[top.node] = .done
                    path.removeLast()
                    continue
                }
                let edge = edges[top.node][top.nextEdge]
                path[path.count - 1].nextEdge += 1
                switch colour[edge.target] {
                case .unvisited:
                    colour[edge.target] = .onPath
                    depth[edge.target] = path.count
                    path.append((edge.target, 0))
                case .onPath where !reported[edge.target] && !reported[top.node]:
                    reported[edge.target] = true
                    reported[top.node] = true
                    let members = path[depth[edge.target]...].map(\.node) + [edge.target]
                    found.append(members.count <= 12
                        ? Cycle(shown: members, omitted: 0, location: edge.location)
                        : Cycle(shown: Array(members.prefix(5) + members.suffix(3)), omitted: members.count - 8, location: edge.location))
                case .onPath, .done:
                    break
                }
            }
        }
        return found
    }
}
