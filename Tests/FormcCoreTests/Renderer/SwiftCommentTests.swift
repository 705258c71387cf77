import Testing
@testable import FormcCore

@Suite struct SwiftCommentTests {
    @Test func lineBreaksAndControlsBecomeSpaces() {
        #expect(SwiftComment.line("Name\nlet x = 1") == "Name let x = 1")
        #expect(SwiftComment.line("a\r\nb\u{2028}c\u{2029}d\u{85}e\u{0}f\u{1B}g") == "a  b c d e f g")
    }

    @Test func invisibleAndBidiCharactersAreShownEscaped() {
        #expect(SwiftComment.line("abc\u{202E}def\u{202C}") == #"abc\u{202E}def\u{202C}"#)
        #expect(SwiftComment.line("x\u{200B}y") == #"x\u{200B}y"#)
    }

    @Test func trimsAndKeepsOrdinaryText() {
        #expect(SwiftComment.line("  お名前 (必須) */ /* 👍🏽 \t") == "お名前 (必須) */ /* 👍🏽")
        #expect(SwiftComment.line(" \n ") == "")
        #expect(SwiftComment.line(" \u{301}e\u{301}") == "\\u{301}e\u{301}")
    }

    @Test func splitsTextIntoMarkedLines() {
        #expect(SwiftComment.lines("Summary.\n\nMore \u{202E}here \r\n", marker: "///")
            == ["/// Summary.", "///", #"/// More \u{202E}here"#, "///"])
    }

    @Test func nastyStringsNeverLeaveTheComment() {
        for text in NastyStrings.sample(count: 300, seed: 42) {
            let line = SwiftComment.line(text)
            #expect(line.unicodeScalars.allSatisfy {
                !UnicodeHazards.isControl($0) && !UnicodeHazards.isSeparator($0) && !UnicodeHazards.isInvisible($0)
            })
            #expect(line.unicodeScalars.last.map { !$0.properties.isWhitespace } ?? true)
        }
    }

    @Test func nastyDocCommentsAndCommentStatementsStayComments() {
        let printer = SwiftPrinter()
        for text in NastyStrings.sample(count: 200, seed: 9) {
            let documented = printer.render(.documented(text, .typealias(TypealiasDeclaration(name: "T", type: "Int"))))
            var lines = documented.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.removeLast() == "")
            #expect(lines.removeLast() == "typealias T = Int")
            #expect(lines.allSatisfy { $0 == "///" || $0.hasPrefix("/// ") }, "\(lines)")
            let comment = printer.render(Statement.comment(text)).split(separator: "\n")
            #expect(comment.allSatisfy { $0 == "//" || $0.hasPrefix("// ") }, "\(comment)")
        }
    }
}
