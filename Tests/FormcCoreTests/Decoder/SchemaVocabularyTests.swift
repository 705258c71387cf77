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

    /// The words of the app's half: a look-up's `on`, an app list's `value`, the toolbar's items.
    @Test func schemaListsTheAppHalfsWords() throws {
        let url = Fixtures.repository.appendingPathComponent("schemas/formc.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let field = try #require(definitions["field"] as? [String: Any])
        let lookup = try #require((field["properties"] as? [String: Any])?["lookup"] as? [String: Any])
        let on = try #require((lookup["properties"] as? [String: Any])?["on"] as? [String: Any])
        #expect(Set(try #require(on["enum"] as? [String])) == Set(LookupTrigger.allCases.map(\.rawValue)))
        let options = try #require((schema["properties"] as? [String: Any])?["options"] as? [String: Any])
        let forms = try #require((options["additionalProperties"] as? [String: Any])?["anyOf"] as? [[String: Any]])
        let app = try #require(forms.first { (($0["properties"] as? [String: Any])?["from"] as? [String: Any])?["const"] as? String == "app" })
        let value = try #require((app["properties"] as? [String: Any])?["value"] as? [String: Any])
        #expect(Set(try #require(value["enum"] as? [String])) == Set(AppOptionValueType.allCases.map(\.rawValue)))
        let builtins = forms.compactMap { ($0["properties"] as? [String: Any])?["builtin"] as? [String: Any] }
        let builtin = try #require(builtins.first)
        #expect(try #require(builtin["enum"] as? [String]) == BuiltinOptionList.allCases.map(\.rawValue))
        let years = try #require(forms.first { (($0["properties"] as? [String: Any])?["from"] as? [String: Any])?["const"] as? String == "this_year" })
        let count = try #require((years["properties"] as? [String: Any])?["count"] as? [String: Any])
        #expect(count["maximum"] as? Int == OptionSource.maximumYearCount)
        let item = try #require(definitions["toolbarItem"] as? [String: Any])
        let words = try #require((item["anyOf"] as? [[String: Any]])?.first?["enum"] as? [String])
        #expect(Set(words) == Set(ToolbarDecoder.words))
        // Every kind is a word but `custom`, written `{ button, action }`.
        #expect(Set(ToolbarDecoder.words) == Set(ToolbarItem.Kind.allCases.map(\.rawValue)).subtracting(["custom"]))
    }
}
