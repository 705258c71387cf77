import Testing
@testable import FormcCore

/// libyaml's errors, in its own words, at the right place; reading stops.
@Suite struct YAMLSyntaxErrorTests {
    private func expectError(_ text: String, _ expected: String,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let outcome = YAMLTestSupport.read(text)
        #expect(outcome.node == nil, sourceLocation: sourceLocation)
        #expect(outcome.diagnostics == [expected], sourceLocation: sourceLocation)
    }

    @Test func tabInIndentation() {
        expectError("a:\n\tb: 1\n",
                    "2:1 yaml-syntax YAML syntax error: found character that cannot start any token "
                        + "while scanning for the next token")
    }

    @Test func rawNulByteAfterJapaneseText() {
        expectError("a: 1\nb: 日本\u{0}x\n",
                    "2:6 yaml-syntax YAML syntax error: control characters are not allowed")
    }

    @Test func controlCharacterInAFileWithBOMAndCRLF() {
        expectError("\u{FEFF}a: 1\r\nb: 日\u{1}\r\n",
                    "2:5 yaml-syntax YAML syntax error: control characters are not allowed")
    }

    @Test func unclosedQuoteNotesWhereItOpened() {
        expectError("a: 1\nb: \"abc\nc: 2\n",
                    "4:1 yaml-syntax YAML syntax error: found unexpected end of stream while scanning "
                        + "a quoted scalar [note 2:4 the quoted scalar starts here]")
    }

    @Test func unclosedBracket() {
        expectError("a: [1, 2\nb: 1\n",
                    "2:2 yaml-syntax YAML syntax error: did not find expected ',' or ']' while parsing "
                        + "a flow sequence [note 1:4 the flow sequence starts here]")
    }

    @Test func badIndentation() {
        expectError("a:\n  b: 1\n c: 2\n",
                    "3:2 yaml-syntax YAML syntax error: did not find expected key while parsing "
                        + "a block mapping [note 1:1 the block mapping starts here]")
    }

    @Test func mappingValueInAPlainScalarLine() {
        expectError("a: b: c\n", "1:5 yaml-syntax YAML syntax error: mapping values are not allowed in this context")
    }

    @Test func errorAfterEarlierDiagnosticsKeepsThem() {
        let outcome = YAMLTestSupport.read("a: *x\nb: 'open\n")
        #expect(outcome.node == nil)
        #expect(outcome.diagnostics.map { $0.prefix(22) } == ["1:4 undefined-alias al", "3:1 yaml-syntax YAML s"])
    }
}
