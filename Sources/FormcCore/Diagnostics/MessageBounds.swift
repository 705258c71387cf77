/// Keeps every diagnostic message short whatever the spec holds: a name,
/// key or value quoted in a message (`'…'`) keeps its first
/// ``quotedLimit`` Unicode scalars, then `…`; and a whole message keeps its
/// first ``messageLimit``. A 160,000-character field id thus makes an
/// 80-character quote, not a 160,000-character line in a terminal or a CI log.
///
/// Applied where every ``Diagnostic`` and note is made, so no message —
/// today's or one added later — can skip it. Quotes are told from
/// apostrophes by their neighbours: a quote opens after a non-letter (a
/// space, `(`, the start) and closes before one, so `formc's` is no quote.
/// A hostile name holding such a quote can end its quote early; the whole-message
/// limit still holds then. Linear in the message's length; scalars, not
/// Characters, so one Character of a million combining marks is cut too.
enum MessageBounds {
    /// Scalars of one quoted name kept in full.
    static let quotedLimit = 80
    /// Scalars of a whole message kept in full.
    static let messageLimit = 1_000
    /// What stands for the cut part.
    static let ellipsis: Unicode.Scalar = "…"

    /// `message` with long quotes and the whole cut to their limits, and
    /// confusable and invisible characters inside quotes spelled out.
    static func bounded(_ message: String) -> String {
        let message = spellingConfusables(message)
        let scalars = message.unicodeScalars
        // The common case, a short message, is returned as it is.
        guard scalars.count > quotedLimit else { return message }
        var result = String.UnicodeScalarView()
        var kept = 0  // Scalars in `result` (its `count` walks it).
        var quoted: Int?  // Scalars seen inside the open quote, if one is open.
        var previous: Unicode.Scalar?
        var index = scalars.startIndex
        func appendQuotable(_ scalar: Unicode.Scalar) {
            if let count = quoted {
                quoted = count + 1
                guard count < quotedLimit else { return }
            }
            append(scalar)
        }
        func append(_ scalar: Unicode.Scalar) {
            result.append(scalar)
            kept += 1
        }
        while index != scalars.endIndex, kept < messageLimit {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "'" {
                let following = next == scalars.endIndex ? nil : scalars[next]
                if quoted == nil, !isWordScalar(previous) {
                    quoted = 0
                    append(scalar)
                } else if quoted != nil, !isWordScalar(following) {
                    if let count = quoted, count > quotedLimit { append(ellipsis) }
                    quoted = nil
                    append(scalar)
                } else {
                    appendQuotable(scalar)
                }
            } else {
                appendQuotable(scalar)
            }
            previous = scalar
            index = next
        }
        if index != scalars.endIndex { result.append(ellipsis) }
        return String(result)
    }

    /// `message` with every confusable or invisible scalar inside a quote
    /// spelled as `\u{A0}`: `'today\u{A0}+ 1 day'` shows why a relative date
    /// that looks right is refused, in every output format (the text and
    /// GitHub formats spell out invisible characters anywhere; JSON and SARIF
    /// only escape what JSON must).
    static func spellingConfusables(_ message: String) -> String {
        let scalars = message.unicodeScalars
        guard scalars.contains(where: isConfusable) else { return message }
        var result = String.UnicodeScalarView()
        var inQuote = false
        var previous: Unicode.Scalar?
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "'" {
                let following = next == scalars.endIndex ? nil : scalars[next]
                if !inQuote, !isWordScalar(previous) { inQuote = true }
                else if inQuote, !isWordScalar(following) { inQuote = false }
                result.append(scalar)
            } else if inQuote, isConfusable(scalar) {
                result.append(contentsOf: UnicodeHazards.escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
            previous = scalar
            index = next
        }
        return String(result)
    }

    /// Scalars that pass for ASCII syntax or for nothing: spaces other than
    /// U+0020 (no-break, thin, en, em … but not the ideographic space U+3000,
    /// visibly wide), hyphens, dashes and minus signs (U+2010–U+2015, U+2212),
    /// the small and fullwidth plus and minus, and the invisible characters of ``UnicodeHazards``.
    static func isConfusable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case ..<0xA0: false
        case 0x00A0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x2010...0x2015, 0x2212, 0xFE62, 0xFE63, 0xFF0B, 0xFF0D: true
        default: UnicodeHazards.isInvisible(scalar)
        }
    }

    /// Whether `scalar` is a letter or digit (ASCII, or any non-ASCII scalar),
    /// next to which `'` is an apostrophe rather than a quote.
    private static func isWordScalar(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.value >= 0x80 || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
