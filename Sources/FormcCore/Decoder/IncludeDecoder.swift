/// The shared option-list files a spec includes (`include: [lists.yaml]`):
/// their paths as written, resolved against the spec's, and each file's
/// `options:` decoded like the spec's own, with positions in that file.
enum IncludeDecoder {
    /// At most this many files per spec: far above real use (a few shared lists), bounded for hostile specs.
    static let maximumIncludes = 64

    /// The paths of `include:`: one path or a list of them, each relative (no `/` or `~` at the start)
    /// and naming a YAML file (`.yaml`, `.yml`): never a credentials or environment file.
    static func decodePaths(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [Located<String>] {
        let nodes: [YAMLNode]
        if case .sequence(let items) = node.content { nodes = items } else { nodes = [node] }
        if nodes.count > maximumIncludes {
            decoding.report(Problems.tooMany("included files", count: nodes.count, limit: maximumIncludes), at: node.location)
            return []
        }
        return nodes.compactMap { item in
            guard let path = decoding.string(item, expected: "the path of an included file (a string)") else { return nil }
            guard !path.value.hasPrefix("/"), !path.value.hasPrefix("~"), !path.value.contains("\u{0}") else {
                decoding.report(Problems.invalidValue("'\(path.value)' is not a relative path; an included file is named "
                                                      + "relative to the spec, so the spec reads the same on every machine"),
                                at: path.location)
                return nil
            }
            guard path.value.hasSuffix(".yaml") || path.value.hasSuffix(".yml") else {
                decoding.report(Problems.invalidValue("'\(path.value)' is not a YAML file; an included file holds option "
                                                      + "lists and its name ends in '.yaml' or '.yml'"),
                                at: path.location)
                return nil
            }
            return path
        }
    }

    /// `include` resolved against the folder of `specPath` (`Forms/a.form.yaml` + `lists.yaml` →
    /// `Forms/lists.yaml`), `.` and `..` taken out where they can be: the path as diagnostics and readers see it.
    static func resolve(_ include: String, specPath: String) -> String {
        let folder = specPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var parts: [Substring] = []
        let leadingSlash = specPath.hasPrefix("/")
        for part in Array(folder) + include.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "", ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !leadingSlash { parts.append(part) }
            default: parts.append(part)
            }
        }
        return (leadingSlash ? "/" : "") + parts.joined(separator: "/")
    }

    /// An included file's tree: a mapping holding `options:` only.
    static func decodeOptionsFile(_ root: YAMLNode, _ decoding: inout NodeDecoding) -> [OptionListSpec] {
        let context = "an included file (it holds 'options:' only; an included file includes nothing)"
        // A file that is not an option-list file at all gets one diagnostic that quotes
        // nothing of it: it may be any YAML file of the project, secrets included.
        guard case .mapping(let top) = root.content, top.contains(where: { $0.key == "options" }) else {
            decoding.report(Problems.includeNotOptionsFile(), at: root.location)
            return []
        }
        guard let entries = decoding.mapping(root, allowed: ["options"], context: context) else { return [] }
        decoding.require(["options"], in: entries, context: context, at: root.location)
        return entries.first.map { SpecDecoder.decodeOptionLists($0.value, &decoding) } ?? []
    }
}

extension YAMLNode {
    /// The node with every location (its own, its keys', its children's) moved to the file at `fileIndex`.
    mutating func moveToFile(_ fileIndex: Int) {
        location = location.inFile(fileIndex)
        switch content {
        case .scalar: return
        case .sequence(var items):
            content = .sequence([])
            for index in items.indices { items[index].moveToFile(fileIndex) }
            content = .sequence(items)
        case .mapping(var entries):
            content = .mapping([])
            for index in entries.indices {
                entries[index].keyLocation = entries[index].keyLocation.inFile(fileIndex)
                entries[index].value.moveToFile(fileIndex)
            }
            content = .mapping(entries)
        }
    }
}
