import Testing
@testable import FormcCore

/// `<<` merge keys as in YAML 1.1.
@Suite struct YAMLMergeKeyTests {
    @Test func ownKeysWinBeforeOrAfterTheMergeAndMergedEntriesKeepTheirPlaces() {
        let outcome = YAMLTestSupport.read("""
            base: &base {a: 1, b: 2, c: 3}
            use:
              a: own
              <<: *base
              c: own
            """)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == """
            {base@1:1: {a@1:14: 1@1:17, b@1:20: 2@1:23, c@1:26: 3@1:29}@1:7, \
            use@2:1: {a@3:3: own@3:6, b@1:20: 2@1:23, c@5:3: own@5:6}@3:3}@1:1
            """)
    }

    @Test func earlierOfSeveralMergedMappingsWins() {
        let outcome = YAMLTestSupport.read("""
            one: &one {x: 1, y: 1}
            two: &two {y: 2, z: 2}
            use:
              <<: [*one, *two]
              w: 0
            """)
        #expect(outcome.diagnostics.isEmpty)
        guard case .mapping(let root)? = outcome.node?.content,
              case .mapping(let use) = root[2].value.content else {
            Issue.record("unexpected tree \(outcome.tree)")
            return
        }
        #expect(use.map(\.key) == ["x", "y", "z", "w"])
        #expect(YAMLTestSupport.dump(use[1].value) == "1@1:21")
        #expect(use[2].keyLocation == SourceLocation(line: 2, column: 18))
    }

    @Test func inlineMappingMergesAndMergedOverKeysAreNotDuplicates() {
        let outcome = YAMLTestSupport.read("a: 0\n<<: {a: 1, b: 1}\nb: 2\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == "{a@1:1: 0@1:4, b@3:1: 2@3:4}@1:1")
    }

    @Test func mergeOfAMappingThatMergesItself() {
        let outcome = YAMLTestSupport.read("""
            a: &a {x: 1}
            b: &b {<<: *a, y: 2}
            c: {<<: *b, z: 3}
            """)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree.hasSuffix("c@3:1: {x@1:8: 1@1:11, y@2:16: 2@2:19, z@3:13: 3@3:16}@3:4}@1:1"))
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() {
        let outcome = YAMLTestSupport.read("'<<': {a: 1}\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == "{<<@1:1: {a@1:8: 1@1:11}@1:7}@1:1")
    }

    @Test func somethingOtherThanMappingsIsAWrongType() {
        let outcome = YAMLTestSupport.read("""
            s: &s text
            a: {<<: 1, k: v}
            b: {<<: [{x: 1}, *s, [2]], k: v}
            c:
              <<:
              k: v
            """)
        #expect(outcome.diagnostics == [
            "2:9 wrong-type expected a mapping or a list of mappings to merge, found an integer",
            "3:18 wrong-type expected a mapping or a list of mappings to merge, found a string",
            "3:22 wrong-type expected a mapping or a list of mappings to merge, found a list",
            "5:6 wrong-type expected a mapping or a list of mappings to merge, found null",
        ])
        #expect(outcome.tree.contains("b@3:1: {x@3:11: 1@3:14, k@3:28: v@3:31}@3:4"))
    }

    @Test func secondMergeKeyIsADuplicate() {
        let outcome = YAMLTestSupport.read("a: &a {x: 1}\nb:\n  <<: *a\n  <<: {y: 2}\n")
        #expect(outcome.diagnostics == ["4:3 duplicate-key duplicate key '<<' [note 3:3 first defined here]"])
        #expect(outcome.tree.hasSuffix("b@2:1: {x@1:8: 1@1:11}@3:3}@1:1"))
    }

    @Test func mergeOfAnUndefinedAliasReportsOnlyTheAlias() {
        let outcome = YAMLTestSupport.read("a:\n  <<: *nowhere\n  k: v\n")
        #expect(outcome.diagnostics == ["2:7 undefined-alias alias '*nowhere' refers to no anchor defined before it"])
        #expect(outcome.tree == "{a@1:1: {k@3:3: v@3:6}@2:3}@1:1")
    }
}
