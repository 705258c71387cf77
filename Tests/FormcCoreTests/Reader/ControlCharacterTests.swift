import Testing
@testable import FormcCore

/// The input check also finds what libyaml's reader would refuse, so that the
/// reader never fails after it has dropped the bytes it parsed past.
@Suite struct ControlCharacterTests {
    private func problem(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { UTF8Validation.firstProblem(in: $0) }.map { "\($0.offset) \($0.problem)" }
    }

    private let padding = Array("a line of plain text, longer than a word\n".utf8)

    @Test func allowedCharactersPass() {
        let text = "tab\there\r\nnext line \u{85} nbsp \u{A0} \u{D7FF}\u{E000}\u{FEFF}\u{FFFD} 🎌 \u{10FFFF}"
        #expect(problem(padding + Array(text.utf8) + padding) == nil)
    }

    @Test(arguments: [
        ([0x00], "NUL"), ([0x07], "bell"), ([0x1B], "escape"), ([0x7F], "DEL"),
        ([0xC2, 0x80], "C1 control"), ([0xC2, 0x9F], "last C1 control"),
        ([0xEF, 0xBF, 0xBE], "U+FFFE"), ([0xEF, 0xBF, 0xBF], "U+FFFF"),
    ] as [([UInt8], String)])
    func refusedCharacterIsFoundAtItsFirstByte(sequence: [UInt8], what: String) {
        // Past the eight-byte fast path, and right at the start.
        #expect(problem(padding + sequence + padding) == "\(padding.count) controlCharacter", "\(what)")
        #expect(problem(sequence) == "0 controlCharacter", "\(what)")
    }

    @Test func illFormedUTF8AnywhereWinsOverAnEarlierControl() {
        #expect(problem([0x41, 0x00, 0x41] + padding + [0xFF]) == "\(padding.count + 3) invalidUTF8")
        #expect(problem([0x00, 0x01]) == "0 controlCharacter")
    }

    @Test func theReaderReportsAControlAtItsPlace() {
        let outcome = YAMLTestSupport.read(Array("a: 1\nb: x\u{7F}y\n".utf8))
        #expect(outcome.diagnostics == ["2:5 yaml-syntax YAML syntax error: control characters are not allowed"])
    }
}
