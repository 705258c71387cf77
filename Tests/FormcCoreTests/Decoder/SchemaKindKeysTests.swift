import Foundation
import Testing
@testable import FormcCore

/// Which keys each kind accepts exists twice, in `FieldKindRules` and in the
/// schema's per-kind `if`/`then` blocks (a key set to `false` is refused):
/// for every kind, the keys the schema refuses are exactly those formc refuses.
@Suite struct SchemaKindKeysTests {
    @Test func everyKindRefusesTheKeysFormcRefuses() throws {
        let url = Fixtures.repository.appendingPathComponent("schemas/formc.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let field = try #require((schema["definitions"] as? [String: Any])?["field"] as? [String: Any])
        let blocks = try #require(field["allOf"] as? [[String: Any]])
        var refusedByKind: [String: Set<String>] = [:]
        for block in blocks {
            let condition = (block["if"] as? [String: Any])?["properties"] as? [String: Any]
            guard let kind = (condition?["kind"] as? [String: Any])?["const"] as? String else { continue }
            let properties = ((block["then"] as? [String: Any])?["properties"] as? [String: Any]) ?? [:]
            refusedByKind[kind] = Set(properties.filter { ($0.value as? Bool) == false }.map(\.key))
        }
        for kind in FieldKind.allCases {
            let allowed = FieldKindRules.allowedKeys(kind)
            let refused = Set(FieldKey.allCases.filter { !allowed.contains($0) }.map(\.spelling))
            #expect(refusedByKind[kind.rawValue] == refused, "kind \(kind.rawValue)")
        }
    }
}
