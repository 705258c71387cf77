import Testing
@testable import FormcCore

/// What the binder gets for `normalize:`, `mask:`, `reveal_toggle:` and an
/// iOS 17 content type; hostile text stays inside string literals.
@Suite struct TextFormatEmitterTests {
    private func binderSource(_ fields: String) throws -> String {
        let spec = "formc: 1\nform: Text\nfields:\n\(fields)"
        let model = try #require(compile(spec, file: "text.form.yaml").model)
        return SwiftGenerator().file(for: model).contents
    }

    @Test func aHostileMaskAndLabelsStayStringLiterals() throws {
        let source = try binderSource("""
              - { id: code, kind: password, label: Code, mask: "#\\")\\nfatalError(\\"", reveal_toggle: { show: "\\u202Eshow\\"", hide: "\\\\(x)" } }

            """)
        #expect(source.contains(##"FormcMask("#\")\nfatalError(\"")"##))
        #expect(source.contains(#"show: "\u{202E}show\"""#))
        #expect(source.contains(#"hide: "\\(x)""#))
        #expect(!source.contains("\nfatalError"))
    }

    @Test func onlyTheRewritesWrittenAppearInTheRuntimesOrder() throws {
        let source = try binderSource("""
              - { id: kana, kind: text, label: Kana, normalize: [trim, katakana, trim] }
              - { id: nick, kind: text, label: Nick, normalize: { to: lowercase, when: end_editing } }

            """)
        #expect(source.contains("FormcTextFormat(normalize: FormcNormalization([.katakana, .trim]), timing: .typing)"))
        #expect(source.contains("FormcTextFormat(normalize: FormcNormalization([.lowercase]), timing: .endEditing)"))
    }

    @Test func aLaterContentTypeIsSetBehindAvailability() throws {
        let source = try binderSource("""
              - { id: cvc, kind: text, label: CVC, content_type: credit_card_security_code }
              - { id: eid, kind: text, label: EID, content_type: cellular_eid }

            """)
        #expect(source.contains("if #available(iOS 17.0, *) {\n                view.textContentType = .creditCardSecurityCode\n            }"))
        #expect(source.contains("if #available(iOS 17.4, *) {\n                view.textContentType = .cellularEID\n            }"))
        #expect(!source.contains("contentType: .creditCardSecurityCode"))
    }

    @Test func aV1FieldGetsNoFormatArguments() throws {
        let source = try binderSource("  - { id: name, kind: text, label: Name }\n")
        #expect(!source.contains("format:"))
        #expect(!source.contains("revealToggle:"))
        #expect(!source.contains("#available"))
    }
}
