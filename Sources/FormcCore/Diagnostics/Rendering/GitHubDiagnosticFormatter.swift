/// Formats diagnostics as GitHub Actions workflow commands, which GitHub shows
/// as annotations on the pull request's diff:
/// `::error file=PATH,line=L,col=C,title=formc [id]::message`.
///
/// Errors become `::error`, warnings `::warning`, stand-alone notes `::notice`.
/// A diagnostic's notes are folded into its message as extra lines, since an
/// annotation has one place only.
public struct GitHubDiagnosticFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// One workflow command for `diagnostic`, ending in a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        let command: String = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        let properties = [
            "file=" + Self.escapeProperty(diagnostic.file.escapingControlCharacters),
            "line=\(diagnostic.location.line)",
            "col=\(diagnostic.location.column)",
            "title=" + Self.escapeProperty("formc [\(diagnostic.id.rawValue)]"),
        ].joined(separator: ",")
        // User text is escaped as in the text format (GitHub's own escaping covers only `%`, CR and LF).
        var message = diagnostic.message.escapingControlCharacters
        for note in diagnostic.notes {
            message += "\n\(note.file.escapingControlCharacters):\(note.location.line):\(note.location.column): note: "
                + note.message.escapingControlCharacters
        }
        return "::\(command) \(properties)::\(Self.escapeData(message))\n"
    }

    /// One workflow command per diagnostic, in the order given.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined()
    }

    /// Escapes a command's message (GitHub's `escapeData`): `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// Escapes a property value (GitHub's `escapeProperty`): as a message, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingAll(":", with: "%3A")
            .replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Every `target` scalar replaced by `replacement` (no Foundation needed).
    fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        guard unicodeScalars.contains(target) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
