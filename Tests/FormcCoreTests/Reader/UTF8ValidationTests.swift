import Testing
@testable import FormcCore

/// The UTF-8 check follows Unicode's table of well-formed sequences.
@Suite struct UTF8ValidationTests {
    private func firstInvalid(_ bytes: [UInt8]) -> Int? {
        // Ill-formed UTF-8 is reported before any refused character, wherever it is.
        bytes.withUnsafeBufferPointer { UTF8Validation.firstProblem(in: $0) }.flatMap { $0.problem == .invalidUTF8 ? $0.offset : nil }
    }

    @Test func wellFormedTextPasses() {
        #expect(firstInvalid([]) == nil)
        #expect(firstInvalid(Array("plain ASCII that is longer than eight bytes".utf8)) == nil)
        #expect(firstInvalid(Array("é 日本 🎌 \u{10FFFF} \u{FEFF}\u{D7FF}\u{E000}".utf8)) == nil)
    }

    @Test(arguments: [
        ([0xC0, 0x80], "overlong two-byte"),
        ([0xE0, 0x80, 0x80], "overlong three-byte"),
        ([0xF0, 0x80, 0x80, 0x80], "overlong four-byte"),
        ([0xED, 0xA0, 0x80], "surrogate"),
        ([0xF4, 0x90, 0x80, 0x80], "above U+10FFFF"),
        ([0xF5, 0x80, 0x80, 0x80], "lead byte F5"),
        ([0x80], "lone continuation"),
        ([0xE6, 0x97], "truncated at the end"),
        ([0xE6, 0x41, 0x41], "continuation missing"),
        ([0xF0, 0x9F, 0x8E, 0x41], "last continuation missing"),
    ] as [([UInt8], String)])
    func illFormedSequenceIsFoundAtItsFirstByte(sequence: [UInt8], what: String) {
        #expect(firstInvalid(Array("ab".utf8) + sequence + Array("cd".utf8)) == 2, "\(what)")
    }

    @Test func offsetIsExactAroundTheEightByteFastPath() {
        for offset in [0, 1, 7, 8, 9, 15, 16, 17, 31] {
            var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 40)
            bytes[offset] = 0xFF
            #expect(firstInvalid(bytes) == offset)
        }
        // A multi-byte character straddling the eight-byte boundary is fine.
        #expect(firstInvalid(Array("1234567日8901234567".utf8)) == nil)
    }
}
