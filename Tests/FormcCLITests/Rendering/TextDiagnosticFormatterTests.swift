import FormcCore
import Testing

@Suite struct TextDiagnosticFormatterTests {
    let note = Diagnostic.Note(message: "first defined here", file: "a.form.yaml",
                               location: SourceLocation(line: 2, column: 5))

    @Test func plainErrorWarningAndNote() {
        let diagnostics = [
            Fixtures.diagnostic(.error, .duplicateFieldID, "duplicate field id 'name'", file: "a.form.yaml",
                                line: 7, column: 9, notes: [note]),
            Fixtures.diagnostic(.warning, .unusedToolbar, "toolbar 'text' is used by no field",
                                file: "a.form.yaml", line: 12, column: 3),
        ]
        #expect(TextDiagnosticFormatter(colored: false).format(diagnostics) == """
            a.form.yaml:7:9: error: duplicate field id 'name' [duplicate-field-id]
            a.form.yaml:2:5: note: first defined here
            a.form.yaml:12:3: warning: toolbar 'text' is used by no field [unused-toolbar]

            """)
    }

    /// A bidirectional override or a line separator in user text is spelled out, like a control.
    @Test func invisibleCharactersAndSeparatorsAreSpelledOut() {
        let diagnostic = Fixtures.diagnostic(.error, .invalidValue, "'\u{202E}abc' \u{2028}\u{200B}",
                                             file: "a.form.yaml", line: 1, column: 2)
        #expect(TextDiagnosticFormatter(colored: false).format(diagnostic)
                == "a.form.yaml:1:2: error: '\\u{202E}abc' \\u{2028}\\u{200B} [invalid-value]\n")
    }

    @Test func colouredUsesBoldRedAndYellow() {
        let error = Fixtures.diagnostic(.error, .missingKey, "missing required key 'form' in the spec",
                                        file: "a.form.yaml", line: 1, column: 1, notes: [note])
        let warning = Fixtures.diagnostic(.warning, .unusedToolbar, "unused", file: "a.form.yaml", line: 3, column: 2)
        let formatter = TextDiagnosticFormatter(colored: true)
        #expect(formatter.format(error) == """
            \u{1B}[1ma.form.yaml:1:1:\u{1B}[0m \u{1B}[1m\u{1B}[31merror:\u{1B}[0m \
            \u{1B}[1mmissing required key 'form' in the spec\u{1B}[0m [missing-key]
            \u{1B}[1ma.form.yaml:2:5:\u{1B}[0m \u{1B}[1mnote:\u{1B}[0m first defined here

            """)
        #expect(formatter.format(warning) == """
            \u{1B}[1ma.form.yaml:3:2:\u{1B}[0m \u{1B}[1m\u{1B}[33mwarning:\u{1B}[0m \u{1B}[1munused\u{1B}[0m [unused-toolbar]

            """)
    }

    @Test func plainOutputHasNoEscapeSequences() {
        let text = TextDiagnosticFormatter(colored: false).format(Fixtures.diagnostic(notes: [note]))
        #expect(!text.contains("\u{1B}"))
    }

    @Test func controlCharactersInUserTextAreSpelledOut() {
        let diagnostic = Fixtures.diagnostic(.error, .unknownKey, "unknown key 'a\nb\u{1B}[2J\u{7F}\tc'",
                                             file: "x\r.form.yaml", line: 1, column: 1)
        #expect(TextDiagnosticFormatter(colored: false).format(diagnostic)
                == "x\\r.form.yaml:1:1: error: unknown key 'a\\nb\\u{1B}[2J\\u{7F}\\tc' [unknown-key]\n")
    }

    @Test func nonASCIIIsKeptAndNothingForNoDiagnostics() {
        let diagnostic = Fixtures.diagnostic(.error, .invalidValue, "'男性' is not valid", file: "フォーム.form.yaml",
                                             line: 3, column: 12)
        #expect(TextDiagnosticFormatter(colored: false).format(diagnostic)
                == "フォーム.form.yaml:3:12: error: '男性' is not valid [invalid-value]\n")
        #expect(TextDiagnosticFormatter(colored: true).format([]) == "")
    }
}
