import Testing
@testable import FormcCore

/// The checks on the bytes before parsing, and the nesting limit.
@Suite struct YAMLInputGuardTests {
    static let invalidUTF8 = "invalid-utf8 the file is not valid UTF-8"

    @Test func inputLargerThanTheLimit() {
        let limits = YAMLLimits(maxInputBytes: 10)
        #expect(YAMLTestSupport.read("a: 1234567", limits: limits).diagnostics.isEmpty)
        let outcome = YAMLTestSupport.read("a: 12345678", limits: limits)
        #expect(outcome.node == nil)
        #expect(outcome.diagnostics == ["1:1 input-too-large the spec is 11 bytes; formc reads at most 10 bytes"])
    }

    @Test func invalidUTF8InTheMiddleOfLineThree() {
        let bytes = Array("a: 1\nb: 2\nc: 日本".utf8) + [0xC3, 0x28] + Array(" rest\n".utf8)
        let outcome = YAMLTestSupport.read(bytes)
        #expect(outcome.node == nil)
        #expect(outcome.diagnostics == ["3:6 \(Self.invalidUTF8)"])
    }

    @Test func invalidUTF8AfterBOMAndCRLF() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: x".utf8) + [0xFF]
        #expect(YAMLTestSupport.read(bytes).diagnostics == ["2:5 \(Self.invalidUTF8)"])
    }

    @Test func utf16AndUTF32FilesAreInvalidUTF8() {
        let utf16LE: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00]
        let utf16BE: [UInt8] = [0xFE, 0xFF, 0x00, 0x61, 0x00, 0x3A]
        let utf32BE: [UInt8] = [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61]
        #expect(YAMLTestSupport.read(utf16LE).diagnostics == ["1:1 \(Self.invalidUTF8)"])
        #expect(YAMLTestSupport.read(utf16BE).diagnostics == ["1:1 \(Self.invalidUTF8)"])
        // The two NULs before 0xFE are valid UTF-8, so the first bad byte is the third.
        #expect(YAMLTestSupport.read(utf32BE).diagnostics == ["1:3 \(Self.invalidUTF8)"])
    }

    @Test func nestingAtTheLimitIsFineOneMoreIsNot() {
        let limits = YAMLLimits(maxDepth: 3)
        #expect(YAMLTestSupport.read("a:\n  b: [x]\n", limits: limits).diagnostics.isEmpty)
        let outcome = YAMLTestSupport.read("a:\n  b: [x, {c: d}]\n", limits: limits)
        #expect(outcome.node == nil)
        #expect(outcome.diagnostics == ["2:10 nesting-too-deep the YAML nests more than 3 levels deep"])
    }

    @Test func millionOpeningBracketsStopAtTheLimit() {
        let outcome = YAMLTestSupport.read([UInt8](repeating: UInt8(ascii: "["), count: 1_000_000))
        #expect(outcome.node == nil)
        #expect(outcome.diagnostics == ["1:65 nesting-too-deep the YAML nests more than 64 levels deep"])
    }
}
