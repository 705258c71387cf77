import Testing
@testable import FormcCore

@Suite struct ExpressionPrintingTests {
    private let printer = SwiftPrinter()
    private func render(_ expression: Expression) -> String { printer.render(expression) }

    @Test func quotesKeywordIdentifiersButNotSelfOrWildcard() {
        #expect(render(.identifier("default")) == "`default`")
        #expect(render(.member(.identifier("form"), "class")) == "form.`class`")
        #expect(render(.member(nil, "in")) == ".`in`")
        #expect(render(.identifier("_")) == "_")
        #expect(render(.member(.type("Int"), "self")) == "Int.self")
        #expect(render(.call(.member(nil, "init"), [Argument(.integer(1))])) == ".init(1)")
    }

    @Test func printsLiterals() {
        #expect(render(.integer(-3)) == "-3")
        #expect(render(.literal(.floating(12))) == "12.0")
        #expect(render(.literal(.floating(0.1))) == "0.1")
        #expect(render(.literal(.floating(1e-7))) == "1e-07")
        #expect(render(.literal(.floating(.infinity))) == ".infinity")
        #expect(render(.literal(.floating(-.infinity))) == "-.infinity")
        #expect(render(.literal(.floating(.nan))) == ".nan")
        #expect(render(.bool(true)) == "true")
        #expect(render(.nil) == "nil")
        #expect(render(.string("a\"b")) == #""a\"b""#)
        #expect(render(.array([])) == "[]")
        #expect(render(.dictionary([])) == "[:]")
        #expect(render(.dictionary([DictionaryEntry(key: .string("b"), value: .integer(2)),
                                    DictionaryEntry(key: .string("a"), value: .integer(1))])) == #"["b": 2, "a": 1]"#)
    }

    @Test func longCollectionsGoOneElementPerLine() {
        let items = (1...12).map { Expression.string("item number \($0)") }
        let expected = ["["] + (1...12).map { "    \"item number \($0)\"," } + ["]"]
        #expect(render(.array(items)) == expected.joined(separator: "\n"))
    }

    @Test func addsParenthesesOnlyWherePrecedenceNeedsThem() {
        let a = Expression.identifier("a"), b = Expression.identifier("b"), c = Expression.identifier("c")
        #expect(render(.binary(.binary(a, .add, b), .multiply, c)) == "(a + b) * c")
        #expect(render(.binary(.binary(a, .multiply, b), .add, c)) == "a * b + c")
        #expect(render(.binary(.binary(a, .subtract, b), .subtract, c)) == "a - b - c")
        #expect(render(.binary(a, .subtract, .binary(b, .subtract, c))) == "a - (b - c)")
        #expect(render(.binary(.binary(a, .equal, b), .equal, c)) == "(a == b) == c")
        #expect(render(.binary(.binary(a, .or, b), .and, c)) == "(a || b) && c")
        #expect(render(.binary(a, .nilCoalescing, .try(b, optional: true))) == "a ?? (try? b)")
        #expect(render(.cast(.binary(a, .nilCoalescing, b), .conditional, "Int")) == "(a ?? b) as? Int")
        #expect(render(.member(.cast(a, .conditional, "Form"), "name")) == "(a as? Form).name")
        #expect(render(.prefix(.not, .binary(a, .and, b))) == "!(a && b)")
        #expect(render(.prefix(.negate, .prefix(.negate, a))) == "-(-a)")
        #expect(render(.prefix(.negate, .integer(-1))) == "-(-1)")
        #expect(render(.ternary(.binary(a, .less, b), .ternary(a, b, c), c)) == "a < b ? (a ? b : c) : c")
        #expect(render(.cast(a, .check, "String")) == "a is String")
    }

    @Test func printsPostfixChains() {
        let chain = Expression.call(
            .member(.optionalChain(.subscript(.identifier("fields"), [Argument(.integer(0))])), "becomeFirstResponder"), [])
        #expect(render(chain) == "fields[0]?.becomeFirstResponder()")
        #expect(render(.call(.type(.generic("Set", ["Int"])), [])) == "Set<Int>()")
        #expect(render(.member(.type(.existential("Error")), "self")) == "(any Error).self")
        #expect(render(.tuple([Argument(label: "x", .integer(1)), Argument(.integer(2))])) == "(x: 1, 2)")
        #expect(render(.await(.call(.member(.identifier("task"), "value"), []))) == "await task.value()")
    }

    @Test func printsClosuresOnOneLineOnlyWhenTheyFit() {
        #expect(render(.closure(Closure(body: []))) == "{}")
        #expect(render(.closure(Closure(parameters: ["_"], body: []))) == "{ _ in }")
        #expect(render(.closure(Closure(body: [.return(.bool(true))]))) == "{ return true }")
        #expect(render(.closure(Closure(
            attributes: [.mainActor], captures: [.weak("self"), .unowned("field"), .strong("id")],
            parameters: [ClosureParameter("value", type: "Int")], returnType: "Bool", body: [.return(.bool(false))])))
            == "{ @MainActor [weak self, unowned field, id] (value: Int) -> Bool in return false }")
        let call = Expression.call(.member(.identifier("button"), "addAction"), [
            Argument(.call(.type("UIAction"), [], trailingClosure: Closure(captures: [.weak("self")], parameters: ["_"], body: [
                .expression(.call(.member(.optionalChain(.selfReference), "done"), [])),
                .expression(.call(.member(.optionalChain(.selfReference), "next"), [])),
            ]))),
            Argument(label: "for", .member(nil, "primaryActionTriggered")),
        ])
        #expect(render(call) == """
            button.addAction(UIAction { [weak self] _ in
                self?.done()
                self?.next()
            }, for: .primaryActionTriggered)
            """)
    }

    @Test func printsTrailingClosuresAfterArguments() {
        let closure = Closure(body: [.expression(.call(.identifier("f"), []))])
        #expect(render(.call(.identifier("run"), [], trailingClosure: closure)) == "run { f() }")
        #expect(render(.call(.identifier("run"), [Argument(label: "after", .integer(1))], trailingClosure: closure))
            == "run(after: 1) { f() }")
        #expect(render(.call(.closure(closure), [])) == "({ f() })()")
    }

    private func typeText(_ value: TypeName) -> String {
        var printer = SwiftPrinter()
        printer.type(value)
        return printer.bytes.string
    }

    @Test func printsTypes() {
        let handler = FunctionType(attributes: [.sendable], parameters: ["Int", "String"], isAsync: true, isThrowing: true)
        #expect(typeText(.optional(.function(handler))) == "(@Sendable (Int, String) async throws -> Void)?")
        #expect(typeText(.dictionary(key: "String", value: .array(.optional("Int")))) == "[String: [Int?]]")
        #expect(typeText(.optional(.existential(.member("UIKit", "UITextFieldDelegate"))))
            == "(any UIKit.UITextFieldDelegate)?")
        #expect(typeText(.tuple([])) == "()")
    }

    @Test func rawCodeIsVerbatimWithoutTrailingWhitespace() {
        #expect(render(.raw("#selector(done)  ")) == "#selector(done)")
        #expect(printer.render(Statement.if([ConditionalBranch([.expression(.bool(true))], body: [
            .expression(.raw("let a = 1 \nprint(a)")),
        ])])) == "if true {\n    let a = 1\n    print(a)\n}\n")
    }
}
