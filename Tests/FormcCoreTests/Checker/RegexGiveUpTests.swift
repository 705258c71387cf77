import Testing
@testable import FormcCore

/// A default that makes ICU give up on the field's pattern (its backtracking
/// stack overflows) gets `default-not-evaluated`, not a false `default-outside-range`.
/// Built at test time: the text that overflows ICU's stack is 200 KB.
@Suite struct RegexGiveUpTests {
    static func spec(default text: String, pattern: String) -> [UInt8] {
        Array("formc: 1\nform: Demo\nfields:\n  - { id: code, kind: text, label: Code, default: \"\(text)\", pattern: '\(pattern)' }\n".utf8)
    }

    @Test func aDefaultICUCannotEvaluateSaysSo() {
        // (a|aa)+ matches any run of "a"; 200,000 of them overflow ICU's backtracking stack.
        let result = FormCompiler().compile(Self.spec(default: String(repeating: "a", count: 200_000), pattern: "(a|aa)+"),
                                            path: "give-up.form.yaml")
        #expect(render(result.diagnostics) == """
            give-up.form.yaml:4:51: warning: default '\(String(repeating: "a", count: 80))…' could not be evaluated \
            against the field's pattern: the regular expression engine gave up (too much backtracking); on the \
            device such text fails validation too [default-not-evaluated]

            """)
        #expect(result.model != nil, "a warning, not an error")
    }

    @Test func defaultsICUCanEvaluateAreJudgedAsBefore() {
        let matching = FormCompiler().compile(Self.spec(default: String(repeating: "a", count: 1_000), pattern: "(a|aa)+"),
                                              path: "a.form.yaml")
        #expect(matching.diagnostics.isEmpty)
        let failing = FormCompiler().compile(Self.spec(default: "12", pattern: "\\d{3}"), path: "a.form.yaml")
        #expect(failing.diagnostics.map(\.id) == [.defaultOutsideRange])
    }
}
