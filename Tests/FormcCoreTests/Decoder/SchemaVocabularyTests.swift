import Foundation
import Testing
@testable import FormcCore

/// The word lists exist twice, in the decoder (`SpecVocabulary`, the enums)
/// and in `schemas/formc.schema.json` for editors: they must stay equal.
@Suite struct SchemaVocabularyTests {
    static func fieldEnum(_ key: String) throws -> Set<String> {
        let url = Fixtures.repository.appendingPathComponent("schemas/formc.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let field = try #require(definitions["field"] as? [String: Any])
        let properties = try #require(field["properties"] as? [String: Any])
        let property = try #require(properties[key] as? [String: Any])
        return Set(try #require(property["enum"] as? [String]))
    }

    static func definitionEnum(_ name: String) throws -> Set<String> {
        let url = Fixtures.repository.appendingPathComponent("schemas/formc.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let definition = try #require(definitions[name] as? [String: Any])
        return Set(try #require(definition["enum"] as? [String]))
    }

    @Test func schemaListsTheDecodersWords() throws {
        #expect(try Self.fieldEnum("keyboard_type") == Set(SpecVocabulary.keyboardTypes.map(\.word)))
        #expect(try Self.fieldEnum("content_type") == Set(SpecVocabulary.allContentTypes.map(\.word)))
        #expect(try Self.fieldEnum("autocapitalization") == Set(SpecVocabulary.autocapitalizations.map(\.word)))
        #expect(try Self.fieldEnum("return_key") == Set(SpecVocabulary.returnKeys.map(\.word)))
        #expect(try Self.fieldEnum("kind") == Set(FieldKind.allCases.map(\.rawValue)))
        #expect(try Self.fieldEnum("mode") == Set(DateMode.allCases.map(\.rawValue)))
        #expect(try Self.definitionEnum("textTransform") == Set(TextTransform.allCases.map(\.rawValue)))
    }
}
