import Testing
@testable import FormcCore

/// A spec is exactly one YAML document.
@Suite struct YAMLDocumentTests {
    static let empty = "1:1 empty-document the spec is empty; expected a mapping with 'formc', 'form' and 'fields'"

    @Test(arguments: ["", "# only a comment\n", "\n\n   \n", "\u{FEFF}", "# a\r\n# b"])
    func noDocumentIsEmpty(text: String) {
        let outcome = YAMLTestSupport.read(text)
        #expect(outcome.node == nil)
        #expect(outcome.diagnostics == [Self.empty])
    }

    @Test func secondDocumentIsReportedAtItsStartAndTheFirstStillReturned() {
        // The second document's own syntax error is never reached.
        let outcome = YAMLTestSupport.read("# spec\na: 1\n---\nb: [\n")
        #expect(outcome.diagnostics == [
            "3:1 multiple-documents a spec holds exactly one YAML document; "
                + "remove this '---' and what follows, or move it to its own file",
        ])
        #expect(outcome.tree == "{a@2:1: 1@2:4}@2:1")
    }

    @Test func explicitlyDelimitedSingleDocumentIsFine() {
        let outcome = YAMLTestSupport.read("%YAML 1.1\n---\na: 1\n...\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == "{a@3:1: 1@3:4}@3:1")
    }

    @Test func scalarOrListRootIsReturnedAsIs() {
        #expect(YAMLTestSupport.read("--- just text\n").tree == "just text@1:5")
        #expect(YAMLTestSupport.read("- a\n- b\n").tree == "[a@1:3, b@2:3]@1:1")
        // A bare `---` is a document whose root is null: the decoder reports its type.
        #expect(YAMLTestSupport.read("---\n").tree == "@2:1")
    }

    @Test func undefinedAliasAsRootLeavesNoTree() {
        let outcome = YAMLTestSupport.read("*nothing\n")
        #expect(outcome.node == nil)
        #expect(outcome.diagnostics == ["1:1 undefined-alias alias '*nothing' refers to no anchor defined before it"])
    }
}
