import Testing
@testable import FormcCore

/// The ranges that string literals and comments answer without the Unicode
/// property tables give the answers the tables give.
@Suite struct UnicodeShortcutTests {
    private static func scalars(_ ranges: [ClosedRange<UInt32>]) -> [Unicode.Scalar] {
        ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
    }

    @Test func noScalarOfTheShortcutRangesExtends() {
        for scalar in Self.scalars([0...0x2FF, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF]) {
            let extending = scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .spacingMark
            #expect(!extending, "U+\(String(scalar.value, radix: 16))")
            #expect(!UnicodeHazards.isExtending(scalar))
        }
        // Just outside: the kana voicing marks and a combining accent.
        for value: UInt32 in [0x300, 0x3099, 0x309A, 0xFF9E] {
            #expect(UnicodeHazards.isExtending(Unicode.Scalar(value)!))
        }
    }

    /// Scalars that call layout counts as one Character each without asking
    /// the grapheme rules: they never join a neighbour, before or after.
    @Test func scalarsThatStandAloneAreCharactersOfTheirOwn() {
        let standing = Self.scalars([0...0x10FFFF]).filter { UnicodeHazards.standsAlone($0.value) }
        #expect(standing.count > 20_000)
        for scalar in standing {
            let alone = String(scalar)
            #expect((alone + alone).count == 2 && ("a" + alone).count == 2 && (alone + "a").count == 2,
                    "U+\(String(scalar.value, radix: 16))")
        }
        #expect(!UnicodeHazards.standsAlone(0x0D) && !UnicodeHazards.standsAlone(0x301) && !UnicodeHazards.standsAlone(0x3099))
    }

    @Test func onlyTheHangulFillerIsAHazardBetweenTheShortcutBounds() {
        let hazards = Self.scalars([0x2070...0xFEFE]).filter {
            UnicodeHazards.isControl($0) || UnicodeHazards.isSeparator($0) || UnicodeHazards.isInvisible($0)
        }
        #expect(hazards.map(\.value) == [0x3164])
        #expect(SwiftStringLiteral.literal("a\u{3164}b") == #""a\u{3164}b""#)
    }
}
