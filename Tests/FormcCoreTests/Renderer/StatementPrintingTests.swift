import Testing
@testable import FormcCore

@Suite struct StatementPrintingTests {
    private let printer = SwiftPrinter()

    @Test func printsBindingsAndAssignments() {
        #expect(printer.render(.binding(.let, name: "in", type: "Int", value: .integer(1))) == "let `in`: Int = 1\n")
        #expect(printer.render(.binding(.var, name: "total", value: nil)) == "var total\n")
        #expect(printer.render(.assignment(.member(.selfReference, "x"), .integer(0))) == "self.x = 0\n")
    }

    @Test func printsIfElseIfElse() {
        let statement = Statement.if([
            ConditionalBranch([.optionalBinding(.let, name: "field", value: .identifier("next")),
                               .expression(.member(.identifier("field"), "isEnabled"))], body: [.return(.bool(true))]),
            ConditionalBranch([.optionalBinding(.var, name: "value", value: nil)], body: []),
        ], otherwise: [.return(.bool(false))])
        #expect(printer.render(statement) == """
            if let field = next, field.isEnabled {
                return true
            } else if var value {
            } else {
                return false
            }

            """)
    }

    @Test func keepsShortGuardOnOneLine() {
        #expect(printer.render(.guard([.optionalBinding(.let, name: "self", value: nil)], otherwise: [.return(nil)]))
            == "guard let self else { return }\n")
        #expect(printer.render(.guard([.expression(.identifier("ok"))], otherwise: [.comment("why"), .return(nil)])) == """
            guard ok else {
                // why
                return
            }

            """)
    }

    @Test func parenthesizesTrailingClosuresBeforeABody() {
        let contains = Expression.call(.member(.identifier("items"), "contains"), [],
                                       trailingClosure: Closure(body: [.expression(.identifier("$0"))]))
        #expect(printer.render(.if([ConditionalBranch([.expression(.prefix(.not, contains))], body: [.break])])) == """
            if (!items.contains { $0 }) {
                break
            }

            """)
        #expect(printer.render(.forIn(.name("x"), in: .call(.member(.identifier("xs"), "filter"), [],
                                                             trailingClosure: Closure(body: [.expression(.bool(true))])), body: []))
            == "for x in (xs.filter { true }) {}\n")
    }

    @Test func printsSwitchCasesWithBindings() {
        let statement = Statement.switch(.identifier("event"), [
            SwitchCase([.enumCase("show", bindings: ["frame", nil]), .enumCase("change", bindings: ["frame", "duration"])],
                       body: [.expression(.call(.identifier("move"), [Argument(label: "to", .identifier("frame"))]))]),
            SwitchCase([.enumCase("hide", bindings: [])], body: []),
            SwitchCase(label: .unknownDefault, body: [.comment("Nothing to do.")]),
        ])
        #expect(printer.render(statement) == """
            switch event {
            case .show(let frame, _), .change(let frame, let duration):
                move(to: frame)
            case .hide:
                break
            @unknown default:
                // Nothing to do.
                break
            }

            """)
    }

    @Test func printsLoopsDeferThrowAndComments() {
        #expect(printer.render(.forIn(.wildcard, in: .binary(.integer(0), .closedRange, .integer(2)), body: [.break]))
            == "for _ in 0 ... 2 {\n    break\n}\n")
        #expect(printer.render(.defer([.assignment(.identifier("busy"), .bool(false))])) == "defer {\n    busy = false\n}\n")
        #expect(printer.render(.throw(.member(.type("FormError"), "invalid"))) == "throw FormError.invalid\n")
        #expect(printer.render(.return(nil)) == "return\n")
        #expect(printer.render(.comment("label: \"名前\"\n*/ let x = 1")) == "// label: \"名前\"\n// */ let x = 1\n")
    }
}
