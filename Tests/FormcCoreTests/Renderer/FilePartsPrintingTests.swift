import Testing
@testable import FormcCore

/// A file printed in parts gives the bytes of the file printed whole: a
/// continuation after the rest (the UIKit part of a form's file, printed on a
/// second thread), and declarations deferred until printed (a form's bindings).
@Suite struct FilePartsPrintingTests {
    private let printer = SwiftPrinter()
    private let head: [Declaration] = [
        .import(ImportDeclaration(module: "Foundation")),
        .type(TypeDeclaration(kind: .struct, name: "Form", members: [
            .variable(VariableDeclaration(binding: .var, name: "name", type: "String", value: .string(""))),
        ])),
    ]
    private static let tail: Declaration = .conditional(.canImport("UIKit"), [
        .import(ImportDeclaration(module: "UIKit")),
        .extension(ExtensionDeclaration(extendedType: "Form", members: [
            .variable(VariableDeclaration(binding: .let, name: "a", value: .integer(1))),
        ])),
    ])

    private func whole(_ declarations: [Declaration]) -> String {
        printer.render(header: ["Header"], declarations: declarations)
    }

    @Test func aContinuationFollowsTheRestAsInTheWholeFile() {
        var bytes: [UInt8] = []
        printer.render(header: ["Header"], declarations: head) { bytes.append(contentsOf: $0) }
        bytes += printer.continuation([Self.tail])
        #expect(String(decoding: bytes, as: UTF8.self) == whole(head + [Self.tail]))
    }

    @Test func deferredDeclarationsPrintAsIfTheyStoodThere() {
        // Compact neighbours (stored properties) stay together across the deferred group's edges.
        let stored = Self.stored
        let inline = [stored("a"), stored("b"), stored("c"), Self.tail]
        let deferred: [Declaration] = [stored("a"), .deferred { [Self.stored("b"), Self.stored("c")] }, .deferred { [Self.tail] }]
        #expect(whole(deferred) == whole(inline))
        let type = { (members: [Declaration]) in
            Declaration.type(TypeDeclaration(kind: .struct, name: "T", members: members))
        }
        #expect(whole([type(deferred)]) == whole([type(inline)]))
        // Printed alone, a deferred group is its declarations.
        let alone = Declaration.deferred { [Self.stored("a"), Self.stored("b")] }
        #expect(printer.render(alone) == "let a = 0\nlet b = 0\n")
    }

    private static func stored(_ name: String) -> Declaration {
        .variable(VariableDeclaration(binding: .let, name: name, value: .integer(0)))
    }

    @Test func anEmptyDeferredGroupPrintsNothing() {
        #expect(whole(head + [.deferred { [] }]) == whole(head))
    }
}
