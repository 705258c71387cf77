import Foundation
@testable import FormcCLI
import FormcTexts
import Testing

/// `formc schema` prints `schemas/formc.schema.json` byte for byte, as formc's
/// EmbedTextsPlugin embeds it when formc is built.
@Suite struct SchemaCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schema = root.appending(path: "schemas/formc.schema.json")

    @Test func embeddedSchemaIsTheSchemaFile() throws {
        #expect(FormcTexts.schema == (try String(contentsOf: Self.schema, encoding: .utf8)), "this build embeds another schema")
    }

    /// The plugins' tool carries no texts, and says which formc to run instead.
    @Test func withoutTheTextsTheSchemaAndTheEmbeddedRuntimeSayWhy() throws {
        let console = MemoryConsole()
        #expect(FormcCLI.run(arguments: ["schema"], environment: [:], console: console) == 2)
        #expect(console.standardError.contains("'formc schema' needs the texts the 'formc' executable carries"))
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "login.form.yaml")
        let generate = MemoryConsole()
        let code = FormcCLI.run(arguments: ["generate", scratch.path("login.form.yaml"), "-o", scratch.path("out"),
                                            "--runtime", "embedded"], environment: [:], console: generate)
        #expect(code == 2)
        #expect(generate.standardError.contains("'--runtime embedded' needs the texts"), "\(generate.standardError)")
        #expect(!scratch.exists("out"))
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
