import FormcRuntime
import Foundation
import Testing
@testable import FormcCore

/// The runtime's words and patterns the page's script draws with are the
/// runtime's, written into the page as data: the script restates none of them.
@Suite struct PreviewRuntimeTextsTests {
    static func texts(_ language: FormLanguage?) throws -> [String: String] {
        let json = PreviewRuntimeTexts.json(language: language)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
    }

    @Test func theTextsAreTheRuntimesInTheFormsLanguage() throws {
        for language in FormLanguage.allCases {
            let messages = FormcMessages(language: language)
            let texts = try Self.texts(language)
            #expect(texts["date"] == messages.datePattern(withTime: false) && texts["dateTime"] == messages.datePattern(withTime: true))
            #expect(texts["yes"] == messages.displayText(.yes) && texts["no"] == messages.displayText(.no))
            #expect(texts["notEntered"] == messages.displayText(.notEntered) && texts["masked"] == messages.displayText(.masked))
            #expect(texts["separator"] == messages.choiceSeparator)
        }
        #expect(try Self.texts(.ja)["locale"] == "ja-JP")
        #expect(try Self.texts(.en)["locale"] == "en-US")
        // Without `language:`: English words, the browser's own locale.
        let plain = try Self.texts(nil)
        #expect(plain["locale"] == nil && plain["yes"] == "Yes" && plain["date"] == "yyyy-MM-dd")
    }

    /// The script reads a date pattern's letters y, M, d, H and m (padded to their count) and keeps
    /// the rest as text: the runtime's patterns must hold no other letter a `DateFormatter` would read.
    @Test func datePatternsHoldOnlyTheLettersTheScriptWrites() {
        for language in FormLanguage.allCases {
            for withTime in [false, true] {
                let pattern = FormcMessages(language: language).datePattern(withTime: withTime)
                let letters = pattern.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }
                #expect(letters.allSatisfy { "yMdHm".unicodeScalars.contains($0) }, "\(pattern)")
                #expect(!pattern.contains("'"), "no quoted text")
            }
        }
    }

    /// No runtime word is restated in the script: it reads them from the page.
    @Test func theScriptRestatesNoRuntimeWord() {
        let script = PreviewScript.javascript.description
        for word in ["年", "はい", "未入力", "Not entered", "ja-JP", "en-US", "、", "••"] {
            #expect(!script.contains(word), "\(word)")
        }
        #expect(script.contains("JSON.parse(doc.body.dataset.runtime || \"{}\")"))
    }

    /// A page with a form carries the object once, on its body, escaped as every attribute.
    @Test func thePageCarriesTheTextsOnItsBody() throws {
        let result = FormCompiler().compile(Array("formc: 1\nform: A\nlanguage: ja\nfields:\n  - { id: a, kind: text, label: A }\n".utf8),
                                            path: "a.form.yaml")
        let model = try #require(result.model)
        let html = HTMLPreview.page(for: HTMLPreview.Spec(path: "a.form.yaml", model: model, diagnostics: [])).contents
        let escaped = HTMLEscaper.escape(PreviewRuntimeTexts.json(language: .ja))
        #expect(html.components(separatedBy: "data-runtime=").count == 2)
        #expect(html.contains("<body data-runtime=\"\(escaped)\">"))
    }
}
