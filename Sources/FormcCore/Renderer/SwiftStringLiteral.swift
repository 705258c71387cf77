/// Writes any string as a Swift string literal that evaluates to exactly that
/// string and cannot end early or hide what it contains, whatever a user put
/// in their spec.
enum SwiftStringLiteral {
    /// `value` as a single-line `"…"` literal.
    ///
    /// Escaped: `\` and `"` (so `\(` can never start an interpolation), `\n`
    /// `\r` `\t` `\0`; as `\u{…}` every other control, DEL, the line and
    /// paragraph separators, and the invisible and bidirectional characters of
    /// ``UnicodeHazards/isInvisible(_:)``; also a combining scalar that would
    /// otherwise follow the opening quote or an escape directly. Everything else
    /// (Japanese, emoji, combining marks after a letter) is kept as it is.
    /// Raw (`#"…"#`) and multi-line literals are never used.
    static func literal(_ value: String) -> String {
        if isWrittenAsIs(value) { return "\"" + value + "\"" }
        let bytes = PrintBuffer(capacity: value.utf8.count + 16)
        append(value, to: bytes)
        return bytes.string
    }

    /// Appends ``literal(_:)`` of `value` to `bytes`, without building a
    /// `String`; text with nothing to escape (the usual case) in one copy.
    static func append(_ value: String, to bytes: PrintBuffer) {
        bytes.append(UInt8(ascii: "\""))
        if isWrittenAsIs(value) {
            bytes.append(utf8: value)
        } else {
            // After the opening quote and after an escape, a combining scalar is escaped too.
            var afterSyntax = true
            for scalar in value.unicodeScalars {
                if let escaped = escape(scalar) ?? (afterSyntax && UnicodeHazards.isExtending(scalar)
                    ? UnicodeHazards.escape(scalar) : nil) {
                    bytes.append(utf8: escaped)
                    afterSyntax = true
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                    afterSyntax = false
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether `value` needs no escape, so its literal is the text between quotes.
    private static func isWrittenAsIs(_ value: String) -> Bool {
        // Printable ASCII but `\` and `"`: no scalar of it is a hazard.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return true
        }
        // Nothing to escape (most Japanese texts): the text as it is, not rebuilt scalar by scalar.
        // With no escape, only the first scalar follows syntax (the opening quote).
        guard let first = value.unicodeScalars.first, !UnicodeHazards.isExtending(first) else { return false }
        return !value.unicodeScalars.contains(where: isEscaped)
    }

    /// Whether ``escape(_:)`` escapes `scalar`, without making the escape.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        // Kana, CJK and most other scripts' text: no control, separator or invisible
        // character lies between U+2070 and U+FEFE but the Hangul filler U+3164.
        if scalar.value >= 0x2070 && scalar.value < 0xFEFF { return scalar.value == 0x3164 }
        return switch scalar {
        case "\\", "\"", "\n", "\r", "\t", "\0": true
        default: UnicodeHazards.isControl(scalar) || UnicodeHazards.isSeparator(scalar) || UnicodeHazards.isInvisible(scalar)
        }
    }

    /// The escape sequence for `scalar`, or `nil` when it is written as itself.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        default:
            let hazard = UnicodeHazards.isControl(scalar) || UnicodeHazards.isSeparator(scalar)
                || UnicodeHazards.isInvisible(scalar)
            return hazard ? UnicodeHazards.escape(scalar) : nil
        }
    }
}
