extension String {
    /// The text with every scalar that could mislead a reader spelled out:
    /// controls as `\n`, `\u{1B}` …, so a diagnostic stays on one line and user
    /// text in it cannot drive the terminal, and line separators and invisible
    /// characters (bidirectional overrides such as U+202E among them) as
    /// `\u{…}`, so the text reads as what it is. The table is the one generated
    /// Swift uses (``UnicodeHazards``).
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isHazard) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.isHazard: escaped += UnicodeHazards.escape(scalar)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// Controls, line separators and invisible characters.
    fileprivate var isHazard: Bool {
        UnicodeHazards.isControl(self) || UnicodeHazards.isSeparator(self) || UnicodeHazards.isInvisible(self)
    }
}
