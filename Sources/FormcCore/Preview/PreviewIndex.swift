/// `index.html`: every form of the run, linked to its page, with its title,
/// its number of fields and whether it has errors.
struct PreviewIndex {
    /// One form of the index.
    struct Entry {
        /// The page's file name (`registration.form.html`).
        var page: String
        /// The spec path as shown.
        var specName: String
        /// The form's name and title, when the spec could be modelled.
        var name: String?
        var title: String?
        /// The number of fields drawn.
        var fieldCount: Int
        /// The number of errors.
        var errorCount: Int
    }

    /// The forms, in the order of the run.
    let entries: [Entry]

    /// The whole document.
    func html() -> String {
        var html = HTMLBuilder()
        html.markup("<!DOCTYPE html>\n")
        html.element("html", []) { html in
            html.newline()
            html.element("head", []) { html in
                html.open("meta", [("charset", "utf-8")])
                html.open("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
                html.open("meta", [("name", "generator"), ("content", "formc \(FormcVersion.current)")])
                html.element("title", [], text: "Forms — formc preview")
                html.newline()
                html.open("style", [])
                html.markup(PreviewStyleSheet.css)
                html.close("style")
            }
            html.newline()
            html.element("body", []) { html in
                html.element("main", [("class", "index")]) { html in
                    html.element("h1", [], text: entries.count == 1 ? "1 form" : "\(entries.count) forms")
                    html.element("ul", []) { html in
                        for entry in entries {
                            html.newline()
                            html.element("li", []) { html in
                                html.element("a", [("href", Self.relativeURL(entry.page))]) { $0.specText(entry.name ?? entry.specName) }
                                if let title = entry.title { html.specText(title) }
                                html.element("span", [("class", "meta")]) { html in
                                    html.element("code", [], text: entry.specName)
                                    html.text(entry.fieldCount == 1 ? " · 1 field" : " · \(entry.fieldCount) fields")
                                    if entry.errorCount > 0 {
                                        html.element("span", [("class", "failed")],
                                                     text: entry.errorCount == 1 ? " · 1 error" : " · \(entry.errorCount) errors")
                                    }
                                }
                            }
                        }
                        html.newline()
                    }
                }
            }
            html.newline()
        }
        html.newline()
        return html.html
    }

    /// A file name as a relative URL: percent-encodes what a URL path cannot hold as is
    /// (`#`, `?`, `%`, spaces, non-ASCII), so `a#b.form.html` links to that file, not to a fragment.
    static func relativeURL(_ name: String) -> String {
        var url = "./"
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                url.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                url += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return url
    }
}
