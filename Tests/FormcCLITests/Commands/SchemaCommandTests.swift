import Foundation
@testable import FormcCLI
import Testing

/// `formc schema` prints `schemas/formc.schema.json` byte for byte, as formc's
/// EmbedTextsPlugin embeds it when formc is built.
@Suite struct SchemaCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schema = root.appending(path: "schemas/formc.schema.json")

    @Test func embeddedSchemaIsTheSchemaFile() throws {
        let text = try String(contentsOf: Self.schema, encoding: .utf8)
        #expect(EmbeddedSchemaFiles.files.map(\.path) == ["formc.schema.json"])
        #expect(EmbeddedSchemaFiles.files.first?.text == text, "this build embeds another schema")
    }

    @Test func printsTheSchema() throws {
        let run = Run(["schema"], outputFileSystem: LocalFileSystem())
        #expect(run.code == 0)
        #expect(run.stdout == (try String(contentsOf: Self.schema, encoding: .utf8)))
        #expect(run.stderr.isEmpty)
    }

    @Test func takesNoArgument() {
        let run = Run(["schema", "out.json"], outputFileSystem: LocalFileSystem())
        #expect(run.code == 2)
        #expect(run.stderr.contains("schema takes no arguments; redirect its output to a file"))
    }
}
