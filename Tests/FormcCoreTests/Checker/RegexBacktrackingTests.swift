import Testing
@testable import FormcCore

/// Issue 23, item 11: patterns whose shape backtracks catastrophically are warned about.
@Suite struct RegexBacktrackingTests {
    /// Each pattern with the group it repeats (without the repeating quantifier).
    @Test(arguments: [
        ("(a+)+$", "(a+)"), ("^(\\w*)*@", "(\\w*)"), ("(x+y?)*z", "(x+y?)"), ("(a|a)*b", "(a|a)"),
        ("^(?:[a-z]+\\.?)+$", "(?:[a-z]+\\.?)"), ("((ab)*c)+", "((ab)*c)"), ("(a{2,})*", "(a{2,})"),
        ("(.*a){12}(b+)+", "(b+)"), ("^((a+)?)+$", "((a+)?)"),
    ])
    func catastrophicShapesAreFound(_ pattern: String, _ group: String) {
        #expect(RegexBacktracking.catastrophicGroup(in: pattern) == group)
    }

    @Test(arguments: [
        "^[a-z]+$", "^\\d{3}-\\d{4}$", "(ab)+", "(a+){3}", "(?>a+)+", "(a++)+", "^[\\p{L} .'-]+$", "[(a+)+]",
        "\\(a+\\)+", "(a|b)*", "^(\\d+)(-\\d+)*$", "^.*$", "(a{2,3})*", "^\\w+(,\\w+)*$", "(\\.[a-z]+)*",
    ])
    func safeShapesPass(_ pattern: String) {
        #expect(RegexBacktracking.catastrophicGroup(in: pattern) == nil)
    }

    @Test func aHugePatternIsScannedWithoutRecursion() {
        let deep = String(repeating: "(", count: 50_000) + "a" + String(repeating: ")", count: 50_000)
        #expect(RegexBacktracking.catastrophicGroup(in: deep) == nil)
        #expect(RegexBacktracking.catastrophicGroup(in: String(repeating: "(a+)", count: 20_000) + "+") == "(a+)")
        #expect(RegexBacktracking.catastrophicGroup(in: String(repeating: "(a|b)", count: 20_000)) == nil)
    }
}
