import Testing
@testable import FormcCore

/// The layouts the printer decides after printing their contents: a call's
/// arguments by width (in Characters, from `(` to `)`), collections, closures
/// folded onto one line, and text handed on in chunks.
@Suite struct LayoutPrintingTests {
    private let printer = SwiftPrinter()
    static let closure = Expression.closure(Closure(parameters: ["x"], body: [
        .expression(.call(.identifier("use"), [Argument(.identifier("x"))])),
        .return(.identifier("x")),
    ]))
    static let wide = Expression.string(String(repeating: "w", count: 60))
    static let wideText = "\"" + String(repeating: "w", count: 60) + "\""
    /// Short in characters, long in bytes: 40 characters of 3 bytes each.
    static let japanese = Expression.string(String(repeating: "名", count: 40))

    /// `let inputs = Inputs.make(arguments…)` one level deep.
    private func call(_ arguments: [Argument]) -> String {
        var printer = SwiftPrinter()
        printer.indented { $0.statement(.binding(.let, name: "inputs", value: .call(.member(.identifier("Inputs"), "make"), arguments))) }
        return printer.bytes.string
    }

    @Test func shortArgumentsStayOnOneLine() {
        #expect(call([]) == "    let inputs = Inputs.make()\n")
        #expect(call([Argument(label: "a", .integer(1)), Argument(label: "b", .string("two"))])
            == "    let inputs = Inputs.make(a: 1, b: \"two\")\n")
    }

    @Test func oneWideArgumentStaysOnOneLine() {
        let text = String(repeating: "w", count: 120)
        #expect(call([Argument(label: "a", .string(text))]) == "    let inputs = Inputs.make(a: \"\(text)\")\n")
    }

    @Test func wideArgumentsGoOnePerLine() {
        #expect(call([Argument(label: "a", Self.wide), Argument(label: "b", Self.wide)]) == """
                let inputs = Inputs.make(
                    a: \(Self.wideText),
                    b: \(Self.wideText)
                )

            """)
    }

    @Test func widthCountsCharactersNotBytesOrScalars() {
        let japanese = "\"" + String(repeating: "名", count: 40) + "\""
        #expect(call([Argument(label: "a", Self.japanese), Argument(label: "b", .integer(2))])
            == "    let inputs = Inputs.make(a: \(japanese), b: 2)\n")
        let accents = String(repeating: "e\u{301}", count: 55)
        #expect(call([Argument(label: "a", .string(accents)), Argument(label: "b", .integer(2))])
            == "    let inputs = Inputs.make(a: \"\(accents)\", b: 2)\n")
        let three = call([Argument(label: "a", Self.japanese), Argument(label: "b", Self.japanese), Argument(label: "c", Self.japanese)])
        #expect(three.split(separator: "\n").count == 5)
    }

    @Test func anArgumentSpanningLinesKeepsTheCallInline() {
        #expect(call([Argument(label: "a", Self.wide), Argument(label: "f", Self.closure), Argument(label: "b", .integer(2))]) == """
                let inputs = Inputs.make(a: \(Self.wideText), f: { x in
                    use(x)
                    return x
                }, b: 2)

            """)
    }

    @Test func anInnerWideCallIsLaidOutFirst() {
        let inner = Expression.call(.identifier("g"), [Argument(label: "a", Self.wide), Argument(label: "b", Self.wide)])
        #expect(call([Argument(inner), Argument(label: "c", .integer(1))]) == """
                let inputs = Inputs.make(g(
                    a: \(Self.wideText),
                    b: \(Self.wideText)
                ), c: 1)

            """)
    }

    @Test func collectionsGoOnePerLineWhenLongOrWhenAnElementSpansLines() {
        #expect(printer.render(.array([.integer(1), .integer(2)])) == "[1, 2]")
        #expect(printer.render(.array([Self.wide, Self.wide])) == "[\n    \(Self.wideText),\n    \(Self.wideText),\n]")
        #expect(printer.render(.array([.integer(1), Self.closure])) == """
            [
                1,
                { x in
                    use(x)
                    return x
                },
            ]
            """)
    }

    @Test func closuresFoldOntoOneLine() {
        #expect(printer.render(.closure(Closure(body: []))) == "{}")
        #expect(printer.render(.closure(Closure(parameters: ["x"], body: []))) == "{ x in }")
        #expect(printer.render(.closure(Closure(body: [.return(.integer(1))]))) == "{ return 1 }")
        #expect(printer.render(.closure(Closure(captures: [.weak("self")], parameters: ["_"], body: [.break])))
            == "{ [weak self] _ in break }")
        #expect(printer.render(.closure(Closure(body: [.comment("one"), .comment("two")]))) == "{\n    // one\n    // two\n}")
    }

    @Test func blankLinesHaveNoIndentation() {
        let type = Declaration.type(TypeDeclaration(kind: .struct, name: "S", members: [
            .variable(VariableDeclaration(name: "a", type: "Int")),
            .function(FunctionDeclaration(name: "f", body: [])),
        ]))
        #expect(printer.render(type) == "struct S {\n    let a: Int\n\n    func f() {}\n}\n")
    }

    @Test func compactDeclarationsSpanningLinesAreSetApart() {
        let type = Declaration.type(TypeDeclaration(kind: .struct, name: "S", members: [
            .variable(VariableDeclaration(name: "a", type: "Int")),
            .variable(VariableDeclaration(name: "b", value: .array([Self.wide, Self.wide]))),
            .variable(VariableDeclaration(name: "c", type: "Int")),
        ]))
        #expect(printer.render(type) == """
            struct S {
                let a: Int

                let b = [
                    \(Self.wideText),
                    \(Self.wideText),
                ]

                let c: Int
            }

            """)
    }

    /// A file larger than a chunk is handed on in chunks of whole lines, with
    /// an empty block (`{}`) right at a chunk's end still closed in place.
    @Test func textIsHandedOnInChunksOfWholeLines() {
        let members: [Declaration] = (0..<5_000).map { index in
            .function(FunctionDeclaration(name: "f\(index)", parameters: [Parameter(name: "x", type: "Int")], body: []))
        }
        let declarations = [Declaration.type(TypeDeclaration(kind: .struct, name: "S", members: members))]
        var chunks: [[UInt8]] = []
        printer.render(header: ["Header"], declarations: declarations) { chunks.append(Array($0)) }
        #expect(chunks.count > 1)
        #expect(chunks.allSatisfy { $0.last == UInt8(ascii: "\n") && $0.count <= SwiftPrinter.chunkSize + 100 })
        let text = String(decoding: Array(chunks.joined()), as: UTF8.self)
        #expect(text.hasPrefix("// Header\n\nstruct S {\n    func f0(x: Int) {}\n\n    func f1(x: Int) {}\n"))
        #expect(text.hasSuffix("    func f4999(x: Int) {}\n}\n"))
        #expect(!text.contains(" \n"))
    }
}
