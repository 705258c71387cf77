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

    @Test func messageEscapesPercentAndLineBreaksOnly() {
        let diagnostic = Fixtures.diagnostic(.error, .invalidValue, "100% bad: a,b\r\nc",
                                             file: "a.form.yaml", line: 1, column: 2)
        #expect(GitHubDiagnosticFormatter().format(diagnostic)
                == "::error file=a.form.yaml,line=1,col=2,title=formc [invalid-value]::100%25 bad: a,b%0D%0Ac\n")
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        let diagnostic = Fixtures.diagnostic(.error, .ioError, "m", file: "C:\\forms,v2\\100%\n.form.yaml",
                                             line: 1, column: 1)
        #expect(GitHubDiagnosticFormatter().format(diagnostic)
                == "::error file=C%3A\\forms%2Cv2\\100%25%0A.form.yaml,line=1,col=1,title=formc [io-error]::m\n")
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
