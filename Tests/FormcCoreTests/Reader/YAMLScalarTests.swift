import Testing
@testable import FormcCore

/// Scalar text and plainness, and which tags formc accepts.
@Suite struct YAMLScalarTests {
    @Test func escapedNulStaysInTheText() {
        let outcome = YAMLTestSupport.read("a: \"x\\0y\\0\"\n")
        guard case .mapping(let entries)? = outcome.node?.content,
              case .scalar(let scalar) = entries.first?.value.content else {
            Issue.record("expected a mapping of a scalar: \(outcome.tree)")
            return
        }
        #expect(scalar.text == "x\u{0}y\u{0}")
        #expect(scalar.text.unicodeScalars.count == 4)
        #expect(!scalar.isPlain)
    }

    @Test func onlyPlainStyleIsPlain() {
        let outcome = YAMLTestSupport.read("- 12\n- '12'\n- \"true\"\n- |\n  12\n- >\n  a\n  b\n- \n")
        #expect(outcome.diagnostics.isEmpty)
        // libyaml places the empty value of `- ` right after the dash.
        #expect(outcome.tree == "[12@1:3, \"12\"@2:3, \"true\"@3:3, \"12\n\"@4:3, \"a b\n\"@6:3, @9:2]@1:1")
    }

    @Test func coreScalarTagsKeepPlainnessOtherAcceptedTagsMakeText() {
        let outcome = YAMLTestSupport.read("""
            - !!int 1
            - !!float 1.5
            - !!bool true
            - !!null ~
            - !!str 1
            - ! 1
            - !!int '1'
            - !!map {a: 1}
            - !!seq [1]
            - ! {b: 2}
            """)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == """
            [1@1:3, 1.5@2:3, true@3:3, ~@4:3, "1"@5:3, "1"@6:3, "1"@7:3, \
            {a@8:10: 1@8:13}@8:3, [1@9:10]@9:3, {b@10:6: 2@10:9}@10:3]@1:1
            """)
    }

    @Test func otherTagsAreReportedAndTheNodeKept() {
        let outcome = YAMLTestSupport.read("""
            a: !!binary aGk=
            b: !custom x
            c: !<tag:example.com,2000:z> y
            d: !!seq {k: v}
            e: !!map [1]
            f: !!str [2]
            g: !!timestamp 2001-12-14
            """)
        #expect(outcome.diagnostics == [
            "1:4 unsupported-tag formc does not understand the YAML tag '!!binary'",
            "2:4 unsupported-tag formc does not understand the YAML tag '!custom'",
            "3:4 unsupported-tag formc does not understand the YAML tag 'tag:example.com,2000:z'",
            "4:4 unsupported-tag formc does not understand the YAML tag '!!seq'",
            "5:4 unsupported-tag formc does not understand the YAML tag '!!map'",
            "6:4 unsupported-tag formc does not understand the YAML tag '!!str'",
            "7:4 unsupported-tag formc does not understand the YAML tag '!!timestamp'",
        ])
        #expect(outcome.tree == """
            {a@1:1: "aGk="@1:4, b@2:1: "x"@2:4, c@3:1: "y"@3:4, d@4:1: {k@4:11: v@4:14}@4:4, \
            e@5:1: [1@5:11]@5:4, f@6:1: [2@6:11]@6:4, g@7:1: "2001-12-14"@7:4}@1:1
            """)
    }

    @Test func tagDisplayUsesTheShorthand() {
        #expect(YAMLTags.display("tag:yaml.org,2002:set") == "!!set")
        #expect(YAMLTags.display("!local") == "!local")
    }
}
