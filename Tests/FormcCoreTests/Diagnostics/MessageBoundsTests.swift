@testable import FormcCore
import Testing

/// Messages quote user names at bounded length, in every diagnostic.
@Suite struct MessageBoundsTests {
    @Test func aLongQuotedNameKeepsItsFirst80ScalarsAndAnEllipsis() {
        let name = String(repeating: "x", count: 160_000)
        let message = MessageBounds.bounded("duplicate field id '\(name)'; did you mean 'y'?")
        #expect(message == "duplicate field id '\(String(repeating: "x", count: 80))…'; did you mean 'y'?")
    }

    @Test func shortMessagesApostrophesAndShortQuotesStayAsTheyAre() {
        let text = "formc's picker 'country' can't use list '\(String(repeating: "l", count: 80))' (it's empty)"
        #expect(MessageBounds.bounded(text) == text)
        #expect(MessageBounds.bounded("unknown key 'a'") == "unknown key 'a'")
    }

    @Test func scalarsAreCountedSoOneHugeCharacterIsCutToo() {
        let huge = "e" + String(repeating: "\u{301}", count: 10_000)  // one Character
        let message = MessageBounds.bounded("label '\(huge)' is odd")
        #expect(message.unicodeScalars.count == "label '' is odd".unicodeScalars.count + 80 + 1)
    }

    @Test func aNameThatHidesItsClosingQuoteStillMakesABoundedMessage() {
        // An apostrophe followed by a space closes the quote early; the rest is
        // then outside any quote, and the whole-message bound holds.
        let name = "a' " + String(repeating: "b", count: 50_000)
        let message = MessageBounds.bounded("toolbar '\(name)' is used by no field")
        #expect(message.unicodeScalars.count <= MessageBounds.messageLimit + 1)
        #expect(message.hasSuffix("…"))
    }

    @Test func everyDiagnosticAndNoteIsBounded() {
        let long = String(repeating: "n", count: 10_000)
        let diagnostic = Diagnostic(severity: .error, id: .duplicateFieldID, message: "duplicate field id '\(long)'",
                                    file: "a.form.yaml", location: SourceLocation(line: 1, column: 1),
                                    notes: [Diagnostic.Note(message: "'\(long)' is here", file: "a.form.yaml",
                                                            location: SourceLocation(line: 1, column: 1))])
        #expect(diagnostic.message.unicodeScalars.count < 120)
        #expect(diagnostic.notes[0].message.unicodeScalars.count < 100)
    }

    @Test func aMultiMegabyteNameIsCutInOnePass() {
        let name = String(repeating: "q", count: 4_000_000)
        #expect(MessageBounds.bounded("'\(name)'").unicodeScalars.count == 83)
    }
}
