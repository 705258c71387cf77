@testable import FormcCore

/// Diagnostics as lines for golden files: `file:line:col: severity: message [id]`,
/// each note on its own line after its diagnostic.
func render(_ diagnostics: [Diagnostic]) -> String {
    var lines: [String] = []
    for diagnostic in diagnostics {
        lines.append("\(diagnostic.file):\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]")
        for note in diagnostic.notes {
            lines.append("\(note.file):\(note.location): note: \(note.message)")
        }
    }
    return lines.map { $0 + "\n" }.joined()
}

/// Compiles spec text the way the CLI does, with `file` as its path.
func compile(_ text: String, file: String = "test.form.yaml") -> FormCompiler.Result {
    FormCompiler().compile(Array(text.utf8), path: file)
}
