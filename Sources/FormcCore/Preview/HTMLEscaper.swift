/// Makes any text safe inside HTML text and inside a double-quoted attribute
/// value: the five markup characters become character references, and the
/// scalars that end a line or hide what a text says (controls, bidirectional
/// overrides and isolates, zero-width characters — ``UnicodeHazards``, the
/// table the Swift output uses) become a visible `\u{…}`, as in the
/// generated Swift. So a spec text can neither open markup nor reorder the
/// page around it; right-to-left text stays readable (``HTMLBuilder`` wraps
/// every spec text in `<bdi>`, which isolates its direction).
enum HTMLEscaper {
    /// `text` escaped for HTML text and double- or single-quoted attribute values.
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            default:
                if UnicodeHazards.isControl(scalar) || UnicodeHazards.isSeparator(scalar)
                    || UnicodeHazards.isInvisible(scalar) {
                    output += UnicodeHazards.escape(scalar)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
