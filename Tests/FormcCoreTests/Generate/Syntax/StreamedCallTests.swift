import Testing
@testable import FormcCore

/// A call printed argument by argument, as it goes, gives exactly the lines
/// of the same call printed as one expression, whatever the layout.
@Suite struct StreamedCallTests {
    static let closure = Expression.closure(Closure(parameters: ["x"], body: [
        .expression(.call(.identifier("use"), [Argument(.identifier("x"))])),
        .return(.identifier("x")),
    ]))
    static let wide = Expression.string(String(repeating: "w", count: 60))
    static let longArray = Expression.array((0..<30).map { .integer($0) })

    @Test(arguments: [
        ("none", []),
        ("one short", [Argument(.integer(1))]),
        ("short ones on one line", [Argument(label: "a", .integer(1)), Argument(label: "b", .string("two"))]),
        ("wide ones, one per line", [Argument(label: "a", wide), Argument(label: "b", wide)]),
        ("a closure first", [Argument(label: "f", closure), Argument(label: "a", wide), Argument(label: "b", wide)]),
        ("a closure in the middle", [Argument(label: "a", wide), Argument(label: "f", closure), Argument(label: "b", .integer(2))]),
        ("a closure last", [Argument(.integer(1)), Argument(label: "g", closure)]),
        ("closures and wrapped arrays", [Argument(label: "f", closure), Argument(label: "xs", longArray),
                                         Argument(label: "g", closure), Argument(label: "ys", longArray)]),
    ] as [(String, [Argument])])
    func sameLinesAsTheExpression(_ shape: String, _ arguments: [Argument]) {
        let printer = SwiftPrinter()
        let callee = Expression.member(.identifier("Inputs"), "make")
        var expected = CodeWriter()
        expected.indented { printer.statement(.binding(.let, name: "inputs", value: .call(callee, arguments)), into: &$0) }
        var streamed = CodeWriter()
        streamed.indented { printer.streamedCall(head: "let inputs = ", callee: callee, arguments: arguments, into: &$0) }
        #expect(streamed.finish() == expected.finish(), "\(shape)")
    }
}
