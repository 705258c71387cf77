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

    /// An iOS 17.0 content type is in the field's traits, like any other: the
    /// runtime sets it where the system has it (`FormcTextTraits.ContentType.uikit`).
    /// One of iOS 17.4 needs Xcode 15.3 to compile, which the runtime cannot
    /// ask of every app: it is left out (docs/language.md says so).
    @Test func aLaterContentTypeIsInTheTraits() throws {
        let source = try binderSource("""
              - { id: cvc, kind: text, label: CVC, content_type: credit_card_security_code }
              - { id: eid, kind: text, label: EID, content_type: cellular_eid }

            """)
        #expect(source.contains("contentType: .creditCardSecurityCode"))
        #expect(!source.contains("if #available"))
        #expect(!source.contains("cellularEID"))
    }

    @Test func aV1FieldGetsNoFormatArguments() throws {
        let source = try binderSource("  - { id: name, kind: text, label: Name }\n")
        #expect(!source.contains("format:"))
        #expect(!source.contains("revealToggle:"))
        #expect(!source.contains("#available"))
    }
}
