import Foundation
@testable import FormcCLI
import Testing

/// `formc schema` prints `schemas/formc.schema.json` byte for byte, from
/// `EmbeddedSchema.swift`, which this suite keeps equal to the file: with
/// `FORMC_RECORD=1` the first test rewrites it.
@Suite struct SchemaCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schema = root.appending(path: "schemas/formc.schema.json")
    static let embedded = root.appending(path: "Sources/FormcCLI/Commands/EmbeddedSchema.swift")

    /// `EmbeddedSchema.swift` as it must read for `text`.
    static func source(for text: String) -> String {
        """
        // Generated from schemas/formc.schema.json by
        // Tests/FormcCLITests/Commands/SchemaCommandTests.swift. DO NOT EDIT.
        // To change the schema, edit schemas/formc.schema.json (then run
        // scripts/schema-markdown), then `FORMC_RECORD=1 swift test --filter SchemaCommandTests`.

        /// The JSON Schema of the spec language, as `schemas/formc.schema.json` holds it.
        enum EmbeddedSchema {
            /// The file's text, byte for byte.
            static let text = ##\"\"\"

        """ + text + "\"\"\"## + \"\\n\"\n}\n"
    }

    @Test func embeddedSchemaIsTheSchemaFile() throws {
        let text = try String(contentsOf: Self.schema, encoding: .utf8)
        #expect(!text.contains("\"\"\"##") && !text.contains("\\##"), "the schema holds the raw string's delimiter")
        let source = Self.source(for: text)
        let recorded = try? String(contentsOf: Self.embedded, encoding: .utf8)
        if ProcessInfo.processInfo.environment["FORMC_RECORD"] == "1", recorded != source {
            try Data(source.utf8).write(to: Self.embedded)
            Issue.record("EmbeddedSchema.swift rewritten; build and test again")
            return
        }
        #expect(recorded == source, "EmbeddedSchema.swift is not schemas/formc.schema.json; run `FORMC_RECORD=1 swift test --filter SchemaCommandTests`")
        #expect(EmbeddedSchema.text == text, "this build embeds another schema; build again")
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
