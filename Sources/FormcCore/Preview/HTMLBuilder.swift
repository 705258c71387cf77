/// Builds an HTML document in which spec texts can only ever be text: markup
/// (tag and attribute names, the page's own fixed fragments) is `StaticString`,
/// written in formc's source, and every `String` goes through ``HTMLEscaper``.
struct HTMLBuilder {
    /// An attribute: its name is formc's, its value may be anything.
    typealias Attribute = (name: StaticString, value: String)

    /// The document so far.
    private(set) var html = ""

    /// Appends fixed markup of formc's own (a doctype, the style sheet).
    mutating func markup(_ fragment: StaticString) {
        html += fragment.description
    }

    /// Appends `<tag attributes…>`.
    mutating func open(_ tag: StaticString, _ attributes: [Attribute] = []) {
        html += "<\(tag)"
        for attribute in attributes {
            html += " \(attribute.name)=\"\(HTMLEscaper.escape(attribute.value))\""
        }
        html += ">"
    }

    /// Appends `</tag>`.
    mutating func close(_ tag: StaticString) {
        html += "</\(tag)>"
    }

    /// Appends `<tag attributes…>`, what `content` appends, and `</tag>`.
    mutating func element(_ tag: StaticString, _ attributes: [Attribute] = [], _ content: (inout HTMLBuilder) -> Void) {
        open(tag, attributes)
        content(&self)
        close(tag)
    }

    /// Appends `<tag attributes…>text</tag>`, the text escaped.
    mutating func element(_ tag: StaticString, _ attributes: [Attribute] = [], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// Appends escaped text (formc's own words, or values such as numbers).
    mutating func text(_ value: String) {
        html += HTMLEscaper.escape(value)
    }

    /// Appends a text from the spec, escaped and isolated in `<bdi>` so that a
    /// right-to-left label neither reorders nor is reordered by its neighbours.
    mutating func specText(_ value: String) {
        html += "<bdi>" + HTMLEscaper.escape(value) + "</bdi>"
    }

    /// Appends a text from the spec as ``specText(_:)`` does, its links
    /// (`[text](url)`, checked by formc: https, http, mailto, tel only) as
    /// `<a>` elements whose address is an escaped attribute value.
    mutating func linkedSpecText(_ value: String) {
        guard value.contains("](") else { return specText(value) }
        html += "<bdi>"
        for run in TextLinks(value).runs {
            if let url = run.url {
                element("a", [("href", url), ("rel", "noopener noreferrer"), ("target", "_blank")], text: run.text)
            } else {
                text(run.text)
            }
        }
        html += "</bdi>"
    }

    /// Appends a line break, keeping the file readable in a diff.
    mutating func newline() {
        html += "\n"
    }
}
