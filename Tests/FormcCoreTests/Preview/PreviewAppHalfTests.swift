import Foundation
import Testing
@testable import FormcCore

/// The preview of the app's half: a list from the app draws an empty wheel
/// (or menu) that says so, and the card shows look-ups, follows and the `lookup` item.
@Suite struct PreviewAppHalfTests {
    static let yaml = """
        formc: 1
        form: AppHalf
        options:
          bank: { from: app }
          year: { from: app, value: integer }
        toolbars:
          address: [{ lookup: 住所検索 }, flexible_space, done]
        fields:
          - { id: postal_code, kind: text, label: 郵便番号, toolbar: address, lookup: { fills: [city], on: action, not_found: 見つかりません } }
          - { id: city, kind: text, label: 市区町村 }
          - { id: town, kind: text, label: 町, follows: city }
          - { id: bank, kind: picker, label: 銀行, options: bank }
          - { id: year, kind: picker, label: 年, options: year }
        """

    @Test func appListsLookupsAndFollowsAreDrawn() throws {
        let result = FormCompiler().compile(Array(Self.yaml.utf8), path: "app-half.form.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let html = HTMLPreview.page(for: HTMLPreview.Spec(path: "app-half.form.yaml", model: result.partialModel,
                                                          diagnostics: result.diagnostics)).contents
        #expect(html.components(separatedBy: "(from the app)</li>").count - 1 == 2 * PreviewLook.all.count,
                "one row per app list's wheel in each look")
        #expect(html.contains("bank: String?") && html.contains("year: Int?"), "app lists are typed by their value")
        #expect(html.contains("bank: from the app (string values)") && html.contains("year: from the app (integer values)"))
        #expect(html.contains("fills city on action") && html.contains("見つかりません"))
        #expect(html.contains("<dt>Follows</dt><dd><code>city</code>"))
        #expect(html.contains("住所検索"))
    }
}
