import Testing
@testable import FormcCore

/// Every node carries the 1-based line and column (in Unicode scalars) of where it is written.
@Suite struct YAMLLocationTests {
    @Test func nodesAndKeysCarryTheirPositions() {
        let outcome = YAMLTestSupport.read("a: 1\nb: [x, 'y', \"z\"]\nc: |\n  text\nd:\n  - e: f\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == """
            {a@1:1: 1@1:4, b@2:1: [x@2:5, "y"@2:8, "z"@2:13]@2:4, c@3:1: "text\n"@3:4, \
            d@5:1: [{e@6:5: f@6:8}@6:5]@6:3}@1:1
            """)
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        let outcome = YAMLTestSupport.read("# コメント\n名前: 山田\nkey: [あ, い, 🎌x]\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == "{名前@2:1: 山田@2:5, key@3:1: [あ@3:7, い@3:10, 🎌x@3:13]@3:6}@2:1")
    }

    @Test func crlfLineEndingsCountAsOneBreak() {
        let outcome = YAMLTestSupport.read("a: 1\r\nb:\r\n  - x\r\n  - 日本: y\r\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == "{a@1:1: 1@1:4, b@2:1: [x@3:5, {日本@4:5: y@4:9}@4:5]@3:3}@1:1")
    }

    @Test func byteOrderMarkTakesNoColumn() {
        let outcome = YAMLTestSupport.read("\u{FEFF}a: b\nc: d\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == "{a@1:1: b@1:4, c@2:1: d@2:4}@1:1")
    }

    @Test func aliasNodeIsWhereTheAliasIsWrittenAndItsInsideKeepsItsOwn() {
        // An anchored node starts at its anchor (libyaml's start mark).
        let outcome = YAMLTestSupport.read("base: &b\n  x: 1\nuse: *b\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == "{base@1:1: {x@2:3: 1@2:6}@1:7, use@3:1: {x@2:3: 1@2:6}@3:6}@1:1")
    }

    @Test func errorOffsetsAreCountedLikeLibyamlMarks() {
        // Line separators (LS, NEL) end lines for libyaml, so they must for our
        // byte-offset positions too: the key `k` gets the same position both ways.
        for text in ["# c\u{2028}\nk: v\n", "# c\u{85}\nk: v\n", "\u{FEFF}# é\r\n\rk: v\n", "a: 日本\r\nk: v\n"] {
            let bytes = Array(text.utf8)
            let node = YAMLTestSupport.read(bytes).node
            guard case .mapping(let entries)? = node?.content, let entry = entries.first else {
                Issue.record("no mapping in \(text.debugDescription)")
                continue
            }
            let keyEntry = entries.first { $0.key == "k" } ?? entry
            let offset = bytes.lastIndex(of: UInt8(ascii: "k"))!
            let computed = bytes.withUnsafeBufferPointer { SourceLocation(byteOffset: offset, in: $0) }
            #expect(computed == keyEntry.keyLocation, "\(text.debugDescription)")
        }
    }
}
