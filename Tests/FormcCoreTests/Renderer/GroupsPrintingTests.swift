import Testing
@testable import FormcCore

/// Groups built when printed print exactly as the same statements and cases
/// written out: only when their trees exist differs.
@Suite struct GroupsPrintingTests {
    private let printer = SwiftPrinter()

    /// `f(index)`, one statement of a group.
    private static func call(_ index: Int) -> Statement {
        .expression(.call(.identifier("f"), [Argument(.integer(index))]))
    }

    @Test func statementGroupsPrintTheirStatementsInOrder() {
        let groups = Groups<Statement>(count: 3) { index in index == 1 ? [] : [Self.call(index), .return(nil)] }
        let body: [Statement] = [.comment("first"), .groups(groups), .break]
        let written: [Statement] = [.comment("first"), Self.call(0), .return(nil), Self.call(2), .return(nil), .break]
        let function = { (body: [Statement]) in Declaration.function(FunctionDeclaration(name: "run", body: body)) }
        #expect(printer.render(function(body)) == printer.render(function(written)))
        #expect(printer.render(function([.groups(Groups(count: 0) { _ in [] })])) == "func run() {}\n")
    }

    @Test func builtSwitchCasesFollowTheWrittenOnes() {
        let built = Groups<SwitchCase>(count: 2) { index in
            [SwitchCase([.value(.member(nil, "case\(index)"))], body: [.return(.integer(index))])]
        }
        let statement = Statement.switch(.selfReference, [SwitchCase(label: .default, body: [])], built: built)
        #expect(printer.render(statement) == """
            switch self {
            default:
                break
            case .case0:
                return 0
            case .case1:
                return 1
            }

            """)
    }

    @Test func groupsAreEqualWhenTheyBuildEqualElements() {
        let groups = Groups<Statement>(count: 2) { [Self.call($0)] }
        #expect(groups == Groups(count: 2) { [Self.call($0)] })
        #expect(groups != Groups(count: 2) { [Self.call($0 + 1)] })
        #expect(groups != Groups(count: 1) { [Self.call($0)] })
    }
}
