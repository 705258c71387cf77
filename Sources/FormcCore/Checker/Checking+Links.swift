extension Checking {
    /// Checks the links written in texts: in the labels of toggles and
    /// checkboxes and in section footers each must be well formed, with text
    /// and an absolute URL of an allowed scheme; elsewhere a link is an error
    /// (no view there can open it).
    mutating func checkLinks() {
        for field in spec.fields {
            guard let label = field.label else { continue }
            let kind = field.kind?.value
            checkLinks(in: label, allowed: kind == .toggle || kind == .checkbox, place: "the label of a '\(kind?.rawValue ?? "field")' field")
            if let placeholder = field.placeholder { checkLinks(in: placeholder, allowed: false, place: "a placeholder") }
        }
        for section in spec.sections ?? [] {
            if let header = section.header { checkLinks(in: header, allowed: false, place: "a section header") }
            if let footer = section.footer { checkLinks(in: footer, allowed: true, place: "a section footer") }
        }
        if let title = spec.title { checkLinks(in: title, allowed: false, place: "the title") }
    }

    private mutating func checkLinks(in text: TextSpec, allowed: Bool, place: @autoclosure () -> String) {
        guard TextLinks.mayHaveMarkup(text.text) else { return }
        let links = TextLinks(text.text)
        guard links.hasMarkup else { return }
        guard allowed else {
            report(Problems.linkNotAllowed(place: place()), at: text.location)
            return
        }
        for problem in links.problems {
            switch problem {
            case .unclosed(let label): report(Problems.malformedLink(label), at: text.location)
            case .emptyText(let url): report(Problems.emptyLinkText(url), at: text.location)
            case .invalidURL(let url): report(Problems.invalidLinkURL(url), at: text.location)
            case .scheme(let scheme, let url): report(Problems.unsafeLinkScheme(scheme, url: url), at: text.location)
            }
        }
    }
}
