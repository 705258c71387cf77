import FormcCore
import Foundation

/// Hostile inputs too big or too binary to keep on disk, built at test time.
/// Each has a golden `Fixtures/invalid/generated/<name>.diagnostics`.
struct HostileInput: Sendable, CustomStringConvertible {
    /// The fixture name.
    var name: String
    /// The spec's bytes.
    var bytes: @Sendable () -> [UInt8]
    /// The reader limits to compile with (the defaults unless a test shrinks one).
    var limits = YAMLLimits.default

    var description: String { name }

    /// A valid header that the broken parts follow.
    static let header = "formc: 1\nform: Hostile\n"
    /// One valid field list.
    static let fields = "fields:\n  - { id: name, kind: text, label: Name }\n"

    private static func text(_ text: String) -> @Sendable () -> [UInt8] { { Array(text.utf8) } }

    /// `header + fields` with `insert` spliced in after the first field's `label: `.
    private static func spliced(_ insert: [UInt8]) -> @Sendable () -> [UInt8] {
        { Array((header + "fields:\n  - { id: name, kind: text, label: \"").utf8) + insert + Array("\" }\n  - x\n".utf8) }
    }

    /// `count` fields `{}`: three missing keys each.
    static func flood(fields count: Int) -> [UInt8] {
        Array((header + "fields:\n" + String(repeating: "  - {}\n", count: count)).utf8)
    }

    /// Two lists for dependent pickers: `root`, and `child` whose items are under `root`'s.
    static let chainOptions = """
        options:
          root: [{ value: a, label: A }, { value: b, label: B }]
          child: [{ value: a, label: A, parents: [a] }, { value: b, label: B, parents: [b] }]

        """

    /// `count` pickers, each the parent of the next; the first one's parent is `rootParent`.
    static func chain(pickers count: Int, rootParent: String) -> [UInt8] {
        var text = header + chainOptions + "fields:\n  - { id: p0, kind: picker, label: P, options: child, parent: \(rootParent) }\n"
        for index in 1..<count {
            text += "  - { id: p\(index), kind: picker, label: P, options: child, parent: p\(index - 1) }\n"
        }
        return Array(text.utf8)
    }

    static let all: [HostileInput] = [
        // Sizes and depth.
        HostileInput(name: "huge-label-5mb", bytes: {
            // A 5 MB label is read, and the real mistake after it still found and placed.
            Array((header + "fields:\n  - { id: name, kind: text, label: \"" + String(repeating: "ラベル", count: 580_000)
                + "\" }\n  - { id: name, kind: text, label: again }\n").utf8)
        }),
        HostileInput(name: "huge-key", bytes: text(header + fields + String(repeating: "k", count: 2_000) + ": x\n")),
        HostileInput(name: "deep-flow-nesting", bytes: text(header + fields + "title: " + String(repeating: "[", count: 100_000))),
        HostileInput(name: "deep-block-nesting", bytes: {
            var text = header + fields + "keyboard:\n"
            for level in 1...100 { text += String(repeating: "  ", count: level) + "k\(level):\n" }
            return Array((text + String(repeating: "  ", count: 101) + "x\n").utf8)
        }),
        HostileInput(name: "deep-sequence-nesting", bytes: text(header + "fields:\n" + String(repeating: "- ", count: 200) + "x\n")),
        HostileInput(name: "input-too-large", bytes: text(header + fields + "title: " + String(repeating: "t", count: 2_000) + "\n"),
                     limits: YAMLLimits(maxInputBytes: 1_024)),
        HostileInput(name: "too-many-option-lists", bytes: {
            let lists = (0...10_000).map { "  l\($0): [{ value: a, label: A }]\n" }.joined()
            return Array((header + "options:\n" + lists + fields).utf8)
        }),
        // Floods and chains: linear work and bounded diagnostics (docs/reliability.md).
        HostileInput(name: "flood-of-empty-fields", bytes: { flood(fields: 20_000) }),
        HostileInput(name: "flood-of-unknown-keys", bytes: {
            let keys = (0..<20_000).map { "k\($0): x" }.joined(separator: ", ")
            return Array((header + "fields:\n  - { id: a, kind: text, label: A, \(keys) }\n").utf8)
        }),
        HostileInput(name: "chain-of-pickers", bytes: { chain(pickers: 4_000, rootParent: "missing") }),
        HostileInput(name: "cycle-of-pickers", bytes: { chain(pickers: 4_000, rootParent: "p3999") }),
        HostileInput(name: "undefined-parents", bytes: {
            // Every parent a near miss of a real id: each would search all ids for a suggestion.
            Array((header + chainOptions + "fields:\n"
                + (0..<4_000).map { "  - { id: p\($0), kind: picker, label: P, options: child, parent: q\($0) }\n" }.joined()).utf8)
        }),
        HostileInput(name: "long-undefined-parent", bytes: {
            let name = String(repeating: "p", count: 500)  // Past the cut-off; a message holds the name, so it stays under 1,000 bytes.
            return Array((header + chainOptions + "fields:\n  - { id: \(name)x, kind: picker, label: P, options: root }\n"
                + "  - { id: c, kind: picker, label: C, options: child, parent: \(name) }\n").utf8)
        }),
        HostileInput(name: "too-many-toolbars", bytes: {
            let toolbars = (0...10_000).map { "  t\($0): [done]\n" }.joined()
            return Array((header + "toolbars:\n" + toolbars + fields).utf8)
        }),
        // Aliases.
        HostileInput(name: "alias-bomb", bytes: {
            // "Billion laughs": 10^9 strings if expanded.
            var text = header + "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
            for level in 1...9 {
                let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                text += "a\(level): &a\(level) [\(previous)]\n"
            }
            return Array((text + fields).utf8)
        }),
        HostileInput(name: "alias-bomb-in-fields", bytes: {
            var text = header + "x: &f0 { id: a, kind: text, label: A }\n"
            for level in 1...12 { text += "x\(level): &f\(level) [*f\(level - 1), *f\(level - 1), *f\(level - 1), *f\(level - 1)]\n" }
            return Array((text + "fields: *f12\n").utf8)
        }),
        HostileInput(name: "merge-key-bomb", bytes: {
            var text = header + "m0: &m0 { a: 1, b: 2, c: 3, d: 4 }\n"
            for level in 1...12 { text += "m\(level): &m\(level) { <<: [*m\(level - 1), *m\(level - 1)], k\(level): [*m\(level - 1), *m\(level - 1)] }\n" }
            return Array((text + fields).utf8)
        }),
        // Encodings.
        HostileInput(name: "invalid-utf8-continuation-byte", bytes: spliced([0x80])),
        HostileInput(name: "invalid-utf8-overlong-slash", bytes: spliced([0xC0, 0xAF])),
        HostileInput(name: "invalid-utf8-encoded-surrogate", bytes: spliced([0xED, 0xA0, 0x80])),
        HostileInput(name: "invalid-utf8-above-unicode", bytes: spliced([0xF4, 0x90, 0x80, 0x80])),
        HostileInput(name: "invalid-utf8-truncated-at-end", bytes: { Array((header + fields + "title: ").utf8) + [0xE3, 0x81] }),
        HostileInput(name: "latin1-label", bytes: spliced(Array("Gr".utf8) + [0xFC, 0xDF, 0x65])),
        HostileInput(name: "utf8-bom-then-errors", bytes: {
            [0xEF, 0xBB, 0xBF] + Array((header + "fields:\n  - { id: name, kind: texte, label: Name }\n").utf8)
        }),
        HostileInput(name: "utf8-bom-twice", bytes: { [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array((header + fields).utf8) }),
        HostileInput(name: "utf16le-with-bom", bytes: { [0xFF, 0xFE] + (header + fields).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }),
        HostileInput(name: "utf16be-with-bom", bytes: { [0xFE, 0xFF] + (header + fields).utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }),
        HostileInput(name: "utf16le-without-bom", bytes: { (header + fields).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }),
        HostileInput(name: "utf32le-with-bom", bytes: {
            [0xFF, 0xFE, 0x00, 0x00] + (header + fields).unicodeScalars.flatMap { [UInt8($0.value & 0xFF), 0, 0, 0] }
        }),
        // Line ends and control characters.
        HostileInput(name: "crlf-with-errors", bytes: text((header + "fields:\n  - { id: name, kind: texte, label: Name }\n  - { id: b, kind: text }\n")
            .replacingOccurrences(of: "\n", with: "\r\n"))),
        HostileInput(name: "cr-only-line-ends", bytes: text((header + "fields:\n  - { id: name, kind: texte, label: Name }\n")
            .replacingOccurrences(of: "\n", with: "\r"))),
        HostileInput(name: "mixed-line-ends", bytes: text(header + "title: T\r\nkeyboard: {}\rfields:\n  - { id: 1, kind: text, label: L }\r\n")),
        HostileInput(name: "nul-at-start", bytes: { [0] + Array((header + fields).utf8) }),
        HostileInput(name: "nul-in-plain-scalar", bytes: { Array((header + fields + "title: Ti").utf8) + [0] + Array("tle\n".utf8) }),
        HostileInput(name: "nul-in-quoted-scalar", bytes: spliced([0x4E, 0x00, 0x4E])),
        HostileInput(name: "nul-in-comment", bytes: { Array((header + "# note ").utf8) + [0] + Array("\nfieldz: []\n".utf8) }),
        HostileInput(name: "bell-and-escape-in-scalar", bytes: spliced([0x07, 0x1B, 0x5B, 0x33, 0x31, 0x6D])),
        HostileInput(name: "del-and-c1-controls", bytes: spliced(Array("a\u{7F}b\u{85}c\u{9B}".utf8))),
        HostileInput(name: "only-whitespace", bytes: text("  \n\t\n   \r\n")),
        HostileInput(name: "empty-file", bytes: { [] }),
    ]
}
