import Testing
@testable import FormcCore

@Suite struct SwiftStringLiteralTests {
    private func scalars(_ string: String) -> [UInt32] { string.unicodeScalars.map(\.value) }

    @Test func escapesQuotesBackslashesAndInterpolation() {
        #expect(SwiftStringLiteral.literal(#"say "hi" \(x) C:\dir"#) == #""say \"hi\" \\(x) C:\\dir""#)
        #expect(SwiftStringLiteral.literal("") == "\"\"")
        #expect(SwiftStringLiteral.literal("\"\"\"") == #""\"\"\"""#)
        #expect(SwiftStringLiteral.literal("#\"") == ##""#\"""##)
    }

    @Test func escapesControlsAndLineBreaks() {
        #expect(SwiftStringLiteral.literal("a\nb\rc\td\0e") == #""a\nb\rc\td\0e""#)
        #expect(SwiftStringLiteral.literal("\u{1B}[0m\u{7F}\u{85}") == #""\u{1B}[0m\u{7F}\u{85}""#)
        #expect(SwiftStringLiteral.literal("x\u{2028}y\u{2029}") == #""x\u{2028}y\u{2029}""#)
    }

    @Test func escapesTrojanSourceCharacters() {
        // RLO ... PDF: would make the literal display reversed in an editor.
        #expect(SwiftStringLiteral.literal("\u{202E}abc\u{202C}") == #""\u{202E}abc\u{202C}""#)
        #expect(SwiftStringLiteral.literal("\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}")
            == #""\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}""#)
        #expect(SwiftStringLiteral.literal("a\u{200B}b\u{FEFF}c\u{2060}") == #""a\u{200B}b\u{FEFF}c\u{2060}""#)
    }

    @Test func keepsOrdinaryUnicode() {
        #expect(SwiftStringLiteral.literal("東京都・北海道") == "\"東京都・北海道\"")
        #expect(SwiftStringLiteral.literal("👍🏽 café ❤️") == "\"👍🏽 café ❤️\"")
        #expect(SwiftStringLiteral.literal("e\u{301}") == "\"e\u{301}\"")
    }

    @Test func escapesZeroWidthJoinerEvenInsideEmoji() {
        #expect(SwiftStringLiteral.literal("👨‍👩‍👧") == #""👨\u{200D}👩\u{200D}👧""#)
    }

    @Test func escapesCombiningScalarsThatWouldFuseWithSyntax() {
        // After the opening quote and after an escape; not after a letter.
        #expect(SwiftStringLiteral.literal("\u{301}e") == #""\u{301}e""#)
        #expect(SwiftStringLiteral.literal("\"\u{301}\u{302}") == #""\"\u{301}\u{302}""#)
        #expect(SwiftStringLiteral.literal("\n\u{1F3FD}") == #""\n\u{1F3FD}""#)
        #expect(SwiftStringLiteral.literal("a\u{301}") == "\"a\u{301}\"")
    }

    @Test func roundTripsNastyStringsThroughTheEscapeGrammar() {
        let printer = SwiftPrinter()
        for original in NastyStrings.sample(count: 600, seed: 0x5EED) {
            let printed = printer.render(.binding(.let, name: "s", value: .string(original)))
            #expect(printed.hasPrefix("let s = \""), "\(scalars(original))")
            #expect(printed.hasSuffix("\"\n"))
            // One line: no newline, CR or separator can escape the literal.
            #expect(printed.dropLast().unicodeScalars.allSatisfy { $0 != "\n" && $0 != "\r" })
            let literal = String(printed.dropFirst("let s = ".count).dropLast())
            let decoded = StringLiteralDecoder.decode(literal)
            // Compare scalars: String equality would accept a canonically equivalent string.
            #expect(decoded.map(scalars) == scalars(original), "\(scalars(original)) printed as \(literal)")
        }
    }

    @Test func decoderRejectsWhatThePrinterMustNeverWrite() {
        #expect(StringLiteralDecoder.decode(#""a\(b)""#) == nil)
        #expect(StringLiteralDecoder.decode("\"a\nb\"") == nil)
        #expect(StringLiteralDecoder.decode("\"a\"b\"") == nil)
        #expect(StringLiteralDecoder.decode("\"\u{202E}\"") == nil)
        #expect(StringLiteralDecoder.decode(#""\u{110000}""#) == nil)
        #expect(StringLiteralDecoder.decode(#""\u{41}\"""#) == "A\"")
    }
}
