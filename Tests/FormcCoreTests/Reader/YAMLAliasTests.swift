import Testing
@testable import FormcCore

/// Anchors, aliases and the alias-expansion guard.
@Suite struct YAMLAliasTests {
    @Test func anchorSharedBySeveralAliases() {
        let outcome = YAMLTestSupport.read("""
            opts: &o [x, y]
            a: *o
            b: [*o, *o]
            *o : k
            """)
        #expect(outcome.diagnostics == [
            "4:1 complex-key mapping keys must be plain scalars, not sequences or mappings",
        ])
        #expect(outcome.tree == """
            {opts@1:1: [x@1:11, y@1:14]@1:7, a@2:1: [x@1:11, y@1:14]@2:4, \
            b@3:1: [[x@1:11, y@1:14]@3:5, [x@1:11, y@1:14]@3:9]@3:4}@1:1
            """)
    }

    @Test func scalarAliasCanBeAKey() {
        let outcome = YAMLTestSupport.read("- &k name\n- {*k : v}\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == "[name@1:3, {name@2:4: v@2:9}@2:3]@1:1")
    }

    @Test func undefinedAliasIsReportedAndDropped() {
        let outcome = YAMLTestSupport.read("a: *x\nb: [1, *y, 2]\nc: 3\n*z : 4\n")
        #expect(outcome.diagnostics == [
            "1:4 undefined-alias alias '*x' refers to no anchor defined before it",
            "2:8 undefined-alias alias '*y' refers to no anchor defined before it",
            "4:1 undefined-alias alias '*z' refers to no anchor defined before it",
        ])
        #expect(outcome.tree == "{b@2:1: [1@2:5, 2@2:12]@2:4, c@3:1: 3@3:4}@1:1")
    }

    @Test func aliasBeforeItsAnchorIsUndefined() {
        let outcome = YAMLTestSupport.read("a: *later\nb: &later 1\n")
        #expect(outcome.diagnostics == ["1:4 undefined-alias alias '*later' refers to no anchor defined before it"])
    }

    @Test func aliasInsideItsOwnAnchoredNodeIsRecursive() {
        let outcome = YAMLTestSupport.read("a: &r [1, *r]\nb: &m {k: *m}\n")
        #expect(outcome.diagnostics == [
            "1:11 undefined-alias alias '*r' refers to the node that contains it",
            "2:11 undefined-alias alias '*m' refers to the node that contains it",
        ])
        #expect(outcome.tree == "{a@1:1: [1@1:8]@1:4, b@2:1: {}@2:4}@1:1")
    }

    @Test func redefinedAnchorOverridesForLaterAliases() {
        let outcome = YAMLTestSupport.read("- &a one\n- *a\n- &a [two, *a]\n- *a\n")
        // The most recent `&a` before the third item's `*a` is its own list.
        #expect(outcome.diagnostics == ["3:12 undefined-alias alias '*a' refers to the node that contains it"])
        #expect(outcome.tree == "[one@1:3, one@2:3, [two@3:7]@3:3, [two@3:7]@4:3]@1:1")
    }

    @Test func anchorRedefinedInsideItsCollectionIsNotRecursive() {
        let outcome = YAMLTestSupport.read("- &a [&a inner, *a]\n- *a\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.tree == "[[inner@1:7, inner@1:17]@1:3, inner@2:3]@1:1")
    }

    @Test func expansionStopsExactlyPastTheBound() {
        // Limit 0: the bound is 4 × the 2 written nodes (the list and `x`), so
        // eight aliases to `x` pass and the ninth stops reading.
        let limits = YAMLLimits(maxAliasExpansion: 0)
        let eight = YAMLTestSupport.read("[&a x" + String(repeating: ", *a", count: 8) + "]", limits: limits)
        #expect(eight.diagnostics.isEmpty)
        let nine = YAMLTestSupport.read("[&a x" + String(repeating: ", *a", count: 9) + "]", limits: limits)
        #expect(nine.node == nil)
        #expect(nine.diagnostics == [
            "1:40 alias-limit too much alias expansion: alias '*a' brings the nodes reached through aliases "
                + "to 9; at most 0 plus 4 per node written (2 so far) are allowed",
        ])
    }

    @Test func billionLaughsEndsWithTheLimit() {
        var lines = ["a: &a [" + Array(repeating: "\"lol\"", count: 10).joined(separator: ", ") + "]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        let outcome = YAMLTestSupport.read(lines.joined(separator: "\n"))
        #expect(outcome.node == nil)
        // Levels a–d expand to 12,330 nodes; each `*d` adds 11,111, so the eighth
        // on line e passes 100,000 + 4 × 21 written nodes.
        #expect(outcome.diagnostics == [
            "5:36 alias-limit too much alias expansion: alias '*d' brings the nodes reached through aliases "
                + "to 101218; at most 100000 plus 4 per node written (21 so far) are allowed",
        ])
    }
}
