import Foundation
import Testing
@testable import FormcCore

/// The fields of a large spec are decoded and checked on a second thread while
/// the YAML is read: every input must compile exactly as on one thread, and no
/// ending (an error, a second document, a limit) may hang or lose a diagnostic.
@Suite struct BackgroundConsumerTests {
    private func compile(_ bytes: [UInt8], threaded: Bool, limits: YAMLLimits = .default,
                         path: String = "p.form.yaml") -> FormCompiler.Result {
        var compiler = FormCompiler(limits: limits)
        compiler.pipelineThreshold = threaded ? 0 : .max
        return compiler.compile(bytes, path: path)
    }

    private func expectAlike(_ bytes: [UInt8], limits: YAMLLimits = .default, _ what: String) {
        let threaded = compile(bytes, threaded: true, limits: limits)
        let inline = compile(bytes, threaded: false, limits: limits)
        #expect(threaded.diagnostics == inline.diagnostics, "\(what)")
        #expect(threaded.model == inline.model, "\(what)")
    }

    /// About `fields` × 60 bytes of fields, so several batches of events.
    private static func spec(fields: Int, tail: String = "") -> [UInt8] {
        var text = "formc: 1\nform: Piped\nfields:\n"
        for index in 0..<fields { text += "  - { id: f\(index), kind: text, label: \"項目\(index)\" }\n" }
        return Array((text + tail).utf8)
    }

    @Test func theBadInputCorpusReadsAlikeOnOneThreadOrTwo() throws {
        for url in Fixtures.specs(in: InvalidCorpusTests.folder) {
            expectAlike(try Fixtures.bytes(url), url.lastPathComponent)
        }
        for input in HostileInput.all { expectAlike(input.bytes(), limits: input.limits, input.name) }
    }

    @Test func everyExampleReadsAlike() throws {
        for url in Fixtures.specs(in: Fixtures.repository.appendingPathComponent("examples")) {
            expectAlike(try Fixtures.bytes(url), url.lastPathComponent)
        }
    }

    @Test func endingsOfALargeSpecReadAlike() {
        expectAlike(Self.spec(fields: 1500), "valid")
        expectAlike(Self.spec(fields: 1500, tail: "keyboard: [unclosed\n"), "syntax error at the end")
        expectAlike(Self.spec(fields: 1500, tail: "---\nsecond: document\n"), "second document")
        expectAlike(Self.spec(fields: 1500, tail: "---\nsecond: [broken\n"), "second document, then an error")
        expectAlike(Self.spec(fields: 1500, tail: "title: *nowhere\n"), "undefined alias")
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        expectAlike(Self.spec(fields: 1500, tail: "title: \(deep)\n"), "too deep")
        let bomb = (0..<8).map { "l\($0 + 1): &l\($0 + 1) [" + Array(repeating: "*l\($0)", count: 9).joined(separator: ", ") + "]" }
        expectAlike(Self.spec(fields: 1500, tail: "l0: &l0 x\n" + bomb.joined(separator: "\n") + "\n"), "alias bomb")
        let threaded = compile(Self.spec(fields: 1500, tail: "keyboard: [unclosed\n"), threaded: true)
        #expect(threaded.diagnostics.map(\.id.rawValue) == ["yaml-syntax"])
    }

    @Test func readingThatStopsEarlyWaitsForTheWorker() {
        // The second document ends reading while fields are still queued: they
        // are all decoded and checked before the reader returns, and count.
        let text = Self.spec(fields: 1500, tail: "---\nsecond: document\n")
        for _ in 0..<5 {
            let result = compile(text, threaded: true)
            #expect(result.diagnostics.map(\.id.rawValue) == ["multiple-documents"])
        }
    }

    @Test func fieldErrorsFoundOnTheWorkerAreReported() {
        var text = "formc: 1\nform: Piped\nfields:\n"
        for index in 0..<1500 { text += "  - { id: f\(index), kind: \(index % 500 == 7 ? "txt" : "text"), label: L }\n" }
        let threaded = compile(Array(text.utf8), threaded: true)
        #expect(threaded.diagnostics.map(\.location.line) == [11, 511, 1011])
        #expect(threaded.diagnostics == compile(Array(text.utf8), threaded: false).diagnostics)
    }
}
