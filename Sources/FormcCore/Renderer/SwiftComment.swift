/// Makes text, a user's included, safe inside a single-line `//` or `///` comment.
enum SwiftComment {
    /// `text` as one comment line: controls, line breaks and the line and
    /// paragraph separators become spaces (so the comment cannot end and let
    /// code begin); invisible and bidirectional characters are written as the
    /// visible text `\u{…}` (so nothing reorders or hides the line); leading
    /// and trailing white space is removed, and a combining scalar left at the
    /// start is written as `\u{…}` too, so it cannot fuse with the `//` before it.
    static func line(_ text: String) -> String {
        if isSafeAsIs(text) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if UnicodeHazards.isControl(scalar) || UnicodeHazards.isSeparator(scalar) {
                result += " "
            } else if UnicodeHazards.isInvisible(scalar) {
                result += UnicodeHazards.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        var trimmed = trimmingWhitespace(result).unicodeScalars
        if let first = trimmed.first, UnicodeHazards.isExtending(first) {
            trimmed.replaceSubrange(...trimmed.startIndex, with: UnicodeHazards.escape(first).unicodeScalars)
        }
        return String(trimmed)
    }

    /// `//`-style comment lines for `text`: one per line of it (split at `\n`),
    /// each made safe by ``line(_:)``; an empty line prints the bare marker.
    /// - Parameters:
    ///   - text: Any text.
    ///   - marker: `//` or `///`.
    /// - Returns: The lines, without indentation or trailing white space.
    static func lines(_ text: String, marker: String) -> [String] {
        // Split on the scalar: as a Character, "\r\n" is one unit and would not match "\n".
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { piece in
            let safe = line(String(piece))
            return safe.isEmpty ? marker : marker + " " + safe
        }
    }

    /// Whether ``line(_:)`` would give `text` back unchanged (most labels):
    /// nothing to replace or escape, no white space to trim, no combining
    /// scalar first. Checked without building a new `String`.
    private static func isSafeAsIs(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last,
              !first.properties.isWhitespace, !last.properties.isWhitespace, !UnicodeHazards.isExtending(first) else { return false }
        return !scalars.contains {
            UnicodeHazards.isControl($0) || UnicodeHazards.isSeparator($0) || UnicodeHazards.isInvisible($0)
        }
    }

    private static func trimmingWhitespace(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
