import Testing
@testable import FormcCore

/// Mapping keys: scalars only, unique, found in linear time.
@Suite struct YAMLMappingTests {
    @Test func sequenceOrMappingKeyIsReportedAndItsEntrySkipped() {
        let outcome = YAMLTestSupport.read("? [a]\n: 1\n{b: c}: 2\nd: 3\n")
        #expect(outcome.diagnostics == [
            "1:3 complex-key mapping keys must be plain scalars, not sequences or mappings",
            "3:1 complex-key mapping keys must be plain scalars, not sequences or mappings",
        ])
        #expect(outcome.tree == "{d@4:1: 3@4:4}@1:1")
    }

    @Test func duplicateKeyPointsAtTheSecondWithANoteAtTheFirst() {
        let outcome = YAMLTestSupport.read("a: 1\nb: 2\na: 3\n'b': 4\n")
        #expect(outcome.diagnostics == [
            "3:1 duplicate-key duplicate key 'a' [note 1:1 first defined here]",
            "4:1 duplicate-key duplicate key 'b' [note 2:1 first defined here]",
        ])
        #expect(outcome.tree == "{a@1:1: 1@1:4, b@2:1: 2@2:4}@1:1")
    }

    @Test func duplicatesAreFoundAcrossTheSwitchToTheIndex() {
        // Keys beyond the linear-scan limit go through the dictionary; a duplicate
        // of an early key must still be found after the switch.
        let keys = (0..<30).map { "k\($0): \($0)" }
        let outcome = YAMLTestSupport.read((keys + ["k0: again", "k29: again", "k12: again"]).joined(separator: "\n"))
        #expect(outcome.diagnostics == [
            "31:1 duplicate-key duplicate key 'k0' [note 1:1 first defined here]",
            "32:1 duplicate-key duplicate key 'k29' [note 30:1 first defined here]",
            "33:1 duplicate-key duplicate key 'k12' [note 13:1 first defined here]",
        ])
    }

    @Test func hundredThousandKeysWithALateDuplicate() {
        var text = ""
        for index in 0..<100_000 { text += "key\(index): \(index)\n" }
        text += "key99999: late\n"
        let outcome = YAMLTestSupport.read(text)
        #expect(outcome.diagnostics == [
            "100001:1 duplicate-key duplicate key 'key99999' [note 100000:1 first defined here]",
        ])
        guard case .mapping(let entries)? = outcome.node?.content else {
            Issue.record("expected a mapping")
            return
        }
        #expect(entries.count == 100_000)
        #expect(entries.last?.key == "key99999")
    }
}
