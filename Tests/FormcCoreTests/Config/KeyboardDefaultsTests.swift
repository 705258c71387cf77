import Testing
@testable import FormcCore

/// A configuration's keyboard defaults reach the checked model, and the spec's
/// own `keyboard:` values win over them one by one.
@Suite struct KeyboardDefaultsTests {
    static let defaults = KeyboardSettings(avoidance: .constraint, distance: 24,
                                           dismissOnTapOutside: false, dismissOnReturn: false)

    private func model(_ keyboard: String) throws -> FormModel {
        let spec = """
            formc: 1
            form: Login
            \(keyboard)
            fields:
              - { id: user, kind: text, label: User }
            """
        let result = FormCompiler(keyboardDefaults: Self.defaults).compile(Array(spec.utf8), path: "login.form.yaml")
        return try #require(result.model, "\(render(result.diagnostics))")
    }

    @Test func specWithoutKeyboardGetsTheDefaults() throws {
        #expect(try model("").keyboard == Self.defaults)
    }

    @Test func specValuesWinOneByOne() throws {
        let keyboard = try model("keyboard: { distance: 4, dismiss_on_return: true }").keyboard
        #expect(keyboard == KeyboardSettings(avoidance: .constraint, distance: 4,
                                             dismissOnTapOutside: false, dismissOnReturn: true))
    }

    @Test func withoutConfigurationFormcsOwnDefaultsApply() throws {
        let spec = "formc: 1\nform: Login\nfields:\n  - { id: user, kind: text, label: User }\n"
        #expect(FormCompiler().compile(Array(spec.utf8), path: "login.form.yaml").model?.keyboard == KeyboardSettings())
    }

    @Test func checksSeeTheDefaults() {
        // With tap-outside and Return dismissal both off by default, a lone text
        // field cannot be left: the leavability check must see the defaults.
        let spec = "formc: 1\nform: Login\nfields:\n  - { id: user, kind: text, label: User }\n"
        let plain = FormCompiler().compile(Array(spec.utf8), path: "login.form.yaml")
        let configured = FormCompiler(keyboardDefaults: Self.defaults).compile(Array(spec.utf8), path: "login.form.yaml")
        #expect(!plain.diagnostics.contains { $0.id == .unleavableField })
        #expect(configured.diagnostics.map(\.id) == [.unleavableField])
    }
}
