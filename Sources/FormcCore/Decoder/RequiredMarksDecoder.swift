/// Decodes `required_marks:`: a style word (`required_marks: kome`), or
/// `{ style, optional, legend }` (`legend: true` or a text of its own).
enum RequiredMarksDecoder {
    static let keys = ["style", "optional", "legend"]

    static func decode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> RequiredMarks? {
        guard case .mapping = node.content else {
            return decoding.word(node, RequiredMarks.Style.self, key: "required_marks").map { RequiredMarks(style: $0.value) }
        }
        guard let entries = decoding.mapping(node, allowed: keys, context: "'required_marks'") else { return nil }
        decoding.require(["style"], in: entries, context: "'required_marks'", at: node.location)
        var style: RequiredMarks.Style?
        var optional: Located<Bool>?
        var marks = RequiredMarks(style: .asterisk)
        var valid = true
        for entry in entries {
            switch entry.key {
            case "style":
                style = decoding.word(entry.value, RequiredMarks.Style.self, key: "required_marks style")?.value
                valid = valid && style != nil
            case "optional":
                optional = decoding.bool(entry.value)
                valid = valid && optional != nil
            default:
                // `legend: true` (the built-in text), `false`, or a text of the form's own.
                if case .scalar(let scalar) = entry.value.content, scalar.isPlain, case .bool(let shows) = CoreSchema.resolve(scalar.text) {
                    marks.showsLegend = shows
                } else if let text = decoding.text(entry.value, context: "a legend: true, false") {
                    marks.showsLegend = true
                    marks.legend = text.model
                } else {
                    valid = false
                }
            }
        }
        guard valid, let style else { return nil }
        marks.style = style
        if let optional, optional.value {
            // `任意` reads as a badge; after an asterisk or a kome it would be a second kind of mark.
            guard style == .badge else {
                decoding.report(Problems.invalidValue("optional fields are marked with a badge only: 'optional: true' needs 'style: badge'"),
                                at: optional.location)
                return nil
            }
            marks.marksOptional = true
        }
        return marks
    }
}
