import Testing
@testable import FormcCore

/// A form file printed into a sink: bounded chunks of whole lines, the same
/// text as the file collected whole.
@Suite struct StreamedFileTests {
    /// A form large enough that its file spans many chunks, with empty blocks (`{}`) throughout.
    static let model: FormModel? = {
        var spec = "formc: 1\nform: Big\noptions:\n  empty: []\nfields:\n"
        for index in 0..<400 {
            spec += "  - { id: f\(index), kind: text, label: \"ラベル \(index)\", required: true }\n"
            spec += "  - { id: p\(index), kind: picker, label: \"P \(index)\", options: empty }\n"
        }
        return compile(spec, file: "big.form.yaml").model
    }()

    @Test func chunksAreBoundedAndJoinToTheFile() throws {
        let model = try #require(Self.model)
        var chunks: [[UInt8]] = []
        SwiftGenerator().streamedFile(for: model).write { chunks.append(Array($0)) }
        #expect(chunks.count > 3)
        let longestLine = chunks.joined().split(separator: UInt8(ascii: "\n")).map(\.count).max() ?? 0
        #expect(chunks.allSatisfy { $0.count <= SwiftPrinter.chunkSize + longestLine + 1 })
        #expect(String(decoding: Array(chunks.joined()), as: UTF8.self) == SwiftGenerator().file(for: model).contents)
    }

    @Test func theSupportFileIsSentInBoundedChunks() {
        var chunks: [Int] = []
        var text: [UInt8] = []
        let embedded = SwiftGenerator(options: GeneratorOptions(runtime: .embedded), embeddedRuntime: .formc)
        let support = embedded.streamedFiles(for: []).first { $0.name == SwiftGenerator.supportFileName }
        support?.write { chunks.append($0.count); text += $0 }
        #expect(!chunks.isEmpty && chunks.allSatisfy { $0 <= SwiftPrinter.chunkSize })
        #expect(String(decoding: text, as: UTF8.self) == embedded.supportFile()?.contents)
        #expect(!SwiftGenerator().streamedFiles(for: []).contains { $0.name == SwiftGenerator.supportFileName },
                "the library runtime is imported, not written")
    }

    @Test func anEmptyFileIsOneNewline() {
        var text: [UInt8] = []
        SwiftPrinter().render(header: [], declarations: []) { text += $0 }
        #expect(text == [UInt8(ascii: "\n")])
    }
}
