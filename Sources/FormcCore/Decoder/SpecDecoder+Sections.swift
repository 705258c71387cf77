extension SpecDecoder {
    /// The keys of one entry of `sections:`.
    static let sectionKeys = ["id", "header", "intro", "footer", "visible_when", "enabled_when", "fields"]

    /// Decodes `sections:` into `spec`: the sections, and their fields appended
    /// to ``Spec/fields`` in order (so every field check runs unchanged). Each
    /// field's nodes are freed once decoded, as for `fields:`.
    static func decodeSections(_ node: inout YAMLNode, keyLocation: SourceLocation, into spec: inout Spec,
                               _ decoding: inout NodeDecoding) {
        if spec.fieldsLocation != nil || spec.sections != nil {
            decoding.report(Problems.sectionsAndFields(), at: keyLocation)
            return
        }
        guard var items = node.takeItems() else {
            _ = decoding.sequence(node, of: "sections")  // Reports the wrong type.
            return
        }
        spec.fieldsLocation = node.location
        var sections: [SectionSpec] = []
        for index in items.indices where !decoding.isHopeless {
            if let section = decodeSection(&items[index], into: &spec, &decoding) { sections.append(section) }
            items[index] = YAMLNode(.sequence([]), at: items[index].location)
        }
        if items.isEmpty {
            decoding.report(Problems.invalidValue("a form needs at least one section"), at: node.location)
        }
        spec.sections = sections
    }

    private static func decodeSection(_ node: inout YAMLNode, into spec: inout Spec, _ decoding: inout NodeDecoding) -> SectionSpec? {
        guard var entries = decoding.mapping(node, allowed: sectionKeys, context: sectionContext(node)) else { return nil }
        decoding.require(["id", "fields"], in: entries, context: sectionContext(node), at: node.location)
        let location = node.location
        node = YAMLNode(.sequence([]), at: location)  // `entries` alone holds the section's nodes from here on.
        var section = SectionSpec(location: location, fieldRange: spec.fields.count..<spec.fields.count)
        for index in entries.indices {
            let value = entries[index].value
            switch entries[index].key {
            case "id": section.id = decoding.identifier(value, what: "section id")
            case "header": section.header = decoding.text(value, context: "a header")
            case "footer": section.footer = decoding.text(value, context: "a footer")
            case "intro": section.intro = decoding.text(value, context: "an intro text")
            case "visible_when": section.visibleWhen = ConditionDecoder.decode(value, &decoding)
            case "enabled_when": section.enabledWhen = ConditionDecoder.decode(value, &decoding)
            default:
                _ = consume value
                guard var items = entries[index].value.takeItems() else {
                    _ = decoding.sequence(entries[index].value, of: "fields")  // Reports the wrong type.
                    continue
                }
                let start = spec.fields.count
                for item in items.indices where !decoding.isHopeless {
                    if let field = FieldDecoder.decode(items[item], &decoding) { spec.fields.append(field) }
                    items[item] = YAMLNode(.sequence([]), at: items[item].location)
                }
                section.fieldRange = start..<spec.fields.count
                if items.isEmpty {
                    decoding.report(Problems.emptySection(section.id?.value), at: entries[index].value.location)
                }
            }
        }
        return section
    }

    /// "section 'payment'" when the id can be read, else "a section".
    private static func sectionContext(_ node: YAMLNode) -> String {
        if case .mapping(let entries) = node.content,
           let id = entries.first(where: { $0.key == "id" })?.value.scalarText, SwiftNamer.isSpecIdentifier(id) {
            return "section '\(id)'"
        }
        return "a section"
    }
}
