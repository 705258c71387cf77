import Testing
@testable import FormcCore

/// Code written as text gives exactly the bytes the printer gives for the
/// same code as a tree: call layout, names, literals, indentation, and the
/// same bytes whether kept as lines or streamed in chunks.
@Suite struct SourceTextTests {
    static let closure = Expression.closure(Closure(parameters: ["x"], body: [
        .expression(.call(.identifier("use"), [Argument(.identifier("x"))])),
        .return(.identifier("x")),
    ]))
    static let wide = Expression.string(String(repeating: "w", count: 60))
    static let longArray = Expression.array((0..<30).map { .integer($0) })
    /// Short in bytes per character: 40 characters of 3 bytes each, 120 bytes.
    static let japanese = Expression.string(String(repeating: "名", count: 40))
    static let nested = Expression.call(.identifier("Traits"), [Argument(label: "a", wide), Argument(label: "b", .integer(1))])

    /// `let inputs = Inputs.make(arguments…)` at depth 1, written by the printer and as text.
    private func both(_ arguments: [Argument]) -> (printed: String, written: String) {
        let printer = SwiftPrinter()
        let callee = Expression.member(.identifier("Inputs"), "make")
        var expected = CodeWriter()
        expected.indented { printer.statement(.binding(.let, name: "inputs", value: .call(callee, arguments)), into: &$0) }
        var written = CodeWriter()
        written.indented { writer in
            writer.text { text in
                text.add("let inputs = Inputs.make")
                var call = text.openCall()
                for argument in arguments {
                    text.argument(&call)
                    text.fragment(printer.argument(argument))
                }
                text.closeCall(call)
            }
        }
        return (expected.finish(), written.finish())
    }

    @Test(arguments: [
        ("none", []),
        ("one short", [Argument(.integer(1))]),
        ("one wide", [Argument(label: "a", .string(String(repeating: "w", count: 120)))]),
        ("short ones on one line", [Argument(label: "a", .integer(1)), Argument(label: "b", .string("two"))]),
        ("wide ones, one per line", [Argument(label: "a", wide), Argument(label: "b", wide)]),
        ("wide in bytes, not in characters", [Argument(label: "a", japanese), Argument(label: "b", .integer(2))]),
        ("wide in Japanese characters", [Argument(label: "a", japanese), Argument(label: "b", japanese), Argument(label: "c", japanese)]),
        ("wide in scalars, not in characters", [Argument(label: "a", .string(String(repeating: "e\u{301}", count: 55))),
                                                Argument(label: "b", .integer(2))]),
        ("a closure first", [Argument(label: "f", closure), Argument(label: "a", wide), Argument(label: "b", wide)]),
        ("a closure in the middle", [Argument(label: "a", wide), Argument(label: "f", closure), Argument(label: "b", .integer(2))]),
        ("a closure last", [Argument(.integer(1)), Argument(label: "g", closure)]),
        ("closures and wrapped arrays", [Argument(label: "f", closure), Argument(label: "xs", longArray),
                                         Argument(label: "g", closure), Argument(label: "ys", longArray)]),
        ("a wide call inside", [Argument(label: "t", nested), Argument(label: "p", .string("x"))]),
        ("a call inside, short", [Argument(label: "t", .call(.identifier("f"), [Argument(.integer(1)), Argument(.integer(2))])),
                                  Argument(.integer(3))]),
    ] as [(String, [Argument])])
    func callsAreLaidOutAsThePrinterDoes(_ shape: String, _ arguments: [Argument]) {
        let (printed, written) = both(arguments)
        #expect(written == printed, "\(shape)")
    }

    /// Nested calls written as text (not spliced fragments): the inner one is
    /// laid out first, and the outer one then keeps its arguments inline.
    @Test func nestedTextCallsAreLaidOutInsideOut() {
        let printer = SwiftPrinter()
        let inner = Expression.call(.identifier("g"), [Argument(label: "a", Self.wide), Argument(label: "b", Self.wide)])
        var expected = CodeWriter()
        printer.statement(.expression(.call(.identifier("f"), [Argument(inner), Argument(label: "c", .integer(1))])), into: &expected)
        var written = CodeWriter()
        written.text { text in
            text.add("f")
            var outer = text.openCall()
            text.argument(&outer)
            text.add("g")
            var call = text.openCall()
            text.argument(&call, label: "a")
            text.fragment(printer.expression(Self.wide))
            text.argument(&call, label: "b")
            text.fragment(printer.expression(Self.wide))
            text.closeCall(call)
            text.argument(&outer, label: "c")
            text.integer(1)
            text.closeCall(outer)
        }
        #expect(written.finish() == expected.finish())
    }

    @Test func namesAndLiteralsGoThroughThePrinter() {
        var writer = CodeWriter()
        writer.text { text in
            text.name("default")
            text.add(" ")
            text.member("class")
            text.add(" ")
            text.member("init")
            text.add(" ")
            text.literal("a\u{202E}\"b\"")
            text.add(" ")
            text.literal("東京")
        }
        #expect(writer.finish() == "`default` .`class` .init \"a\\u{202E}\\\"b\\\"\" \"東京\"\n")
    }

    @Test(arguments: ["", "plain", "東京都", "\u{301}e", "a\nb", "👨‍👩‍👧", "\\(x)", "\u{7F}\u{85}"])
    func appendedLiteralIsTheLiteral(_ value: String) {
        let bytes = ByteBuffer(capacity: 4)
        SwiftStringLiteral.append(value, to: bytes)
        #expect(String(decoding: bytes.bytes, as: UTF8.self) == SwiftStringLiteral.literal(value))
    }

    @Test(arguments: ["Name", "", "  padded  ", "two\nlines", "\u{301}combining first", "bidi \u{202E}here", "a\u{2028}b", "末尾\r\n"])
    func documentationIsThePrinters(_ doc: String) {
        var expected = CodeWriter()
        expected.indented { SwiftPrinter().documentation(doc, into: &$0) }
        var written = CodeWriter()
        written.indented { $0.text { $0.documentation(doc) } }
        #expect(written.finish() == expected.finish())
    }

    @Test func blankLinesHaveNoIndentation() {
        var writer = CodeWriter()
        writer.indented { $0.text { text in
            text.add("a")
            text.newLine()
            text.newLine(indentedBy: 1)
            text.add("b")
        } }
        #expect(writer.finish() == "    a\n\n        b\n")
    }

    /// Text longer than a chunk is handed on in chunks as its lines end:
    /// the same bytes as when kept, with the writer's other lines around it.
    @Test func streamedTextEqualsKeptText() {
        func write(_ writer: inout CodeWriter) {
            writer.write("struct S {")
            writer.indented { body in
                body.text { text in
                    for index in 0..<5_000 {
                        text.add("let value")
                        text.integer(index)
                        text.add(" = ")
                        text.literal(String(repeating: "x", count: index % 40))
                        text.newLine()
                    }
                    text.add("end")
                }
            }
            writer.write("}")
        }
        var kept = CodeWriter()
        write(&kept)
        var chunks = 0
        var bytes: [UInt8] = []
        var streamed = CodeWriter(streamingTo: { chunks += 1; bytes.append(contentsOf: $0) })
        write(&streamed)
        streamed.close()
        #expect(chunks > 1)
        #expect(String(decoding: bytes, as: UTF8.self) == kept.finish())
    }
}
