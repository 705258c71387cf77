import FormcCore
import Testing

@Suite struct GitHubDiagnosticFormatterTests {
    @Test func errorAndWarningCommands() {
        let diagnostics = [
            Fixtures.diagnostic(.error, .unknownKey, "unknown key 'lable'", file: "Forms/a.form.yaml", line: 4, column: 9),
            Fixtures.diagnostic(.warning, .unusedToolbar, "toolbar 'text' is used by no field",
                                file: "Forms/a.form.yaml", line: 12, column: 3),
            Fixtures.diagnostic(.note, .tooMany, "fyi", file: "b.form.yaml", line: 1, column: 1),
        ]
        #expect(GitHubDiagnosticFormatter().format(diagnostics) == """
            ::error file=Forms/a.form.yaml,line=4,col=9,title=formc [unknown-key]::unknown key 'lable'
            ::warning file=Forms/a.form.yaml,line=12,col=3,title=formc [unused-toolbar]::toolbar 'text' is used by no field
            ::notice file=b.form.yaml,line=1,col=1,title=formc [too-many]::fyi

            """)
    }

    @Test func messageEscapesPercent() {
        let diagnostic = Fixtures.diagnostic(.error, .invalidValue, "100% bad: a,b",
                                             file: "a.form.yaml", line: 1, column: 2)
        #expect(GitHubDiagnosticFormatter().format(diagnostic)
                == "::error file=a.form.yaml,line=1,col=2,title=formc [invalid-value]::100%25 bad: a,b\n")
    }

    /// User text in a message is escaped as in the text format: a line break,
    /// ESC, NUL or a bidirectional override (U+202E) never reaches the log as itself.
    @Test func controlAndInvisibleCharactersAreSpelledOut() {
        let diagnostic = Fixtures.diagnostic(.error, .invalidValue, "a\r\nb \u{1B}[31m \u{0} \u{202E}x \u{2028}",
                                             file: "a\u{202E}.form.yaml", line: 1, column: 2)
        let output = GitHubDiagnosticFormatter().format(diagnostic)
        #expect(output == "::error file=a\\u{202E}.form.yaml,line=1,col=2,title=formc [invalid-value]::"
                + "a\\r\\nb \\u{1B}[31m \\u{0} \\u{202E}x \\u{2028}\n")
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        let diagnostic = Fixtures.diagnostic(.error, .ioError, "m", file: "C:\\forms,v2\\100%.form.yaml",
                                             line: 1, column: 1)
        #expect(GitHubDiagnosticFormatter().format(diagnostic)
                == "::error file=C%3A\\forms%2Cv2\\100%25.form.yaml,line=1,col=1,title=formc [io-error]::m\n")
    }

    @Test func notesAreFoldedIntoTheMessage() {
        let note = Diagnostic.Note(message: "first defined here", file: "a.form.yaml",
                                   location: SourceLocation(line: 2, column: 5))
        let diagnostic = Fixtures.diagnostic(.error, .duplicateFieldID, "duplicate field id 'name'",
                                             file: "a.form.yaml", line: 7, column: 9, notes: [note, note])
        #expect(GitHubDiagnosticFormatter().format(diagnostic) == "::error file=a.form.yaml,line=7,col=9,"
                + "title=formc [duplicate-field-id]::duplicate field id 'name'"
                + "%0Aa.form.yaml:2:5: note: first defined here%0Aa.form.yaml:2:5: note: first defined here\n")
    }
}
