import Testing
@testable import FormcCore

@Suite struct FormcConfigTests {
    private func read(_ text: String) -> FormcConfig.Result {
        FormcConfig.read(Array(text.utf8), path: "formc.yaml")
    }

    @Test func readsEveryKey() throws {
        let result = read("""
            access_level: public
            ui: swiftui
            warnings_as_errors: true
            imports: [Combine, DesignSystem]
            keyboard:
              avoidance: layout_guide
              distance: 20
              dismiss_on_tap_outside: false
            """)
        #expect(result.diagnostics.isEmpty)
        let config = try #require(result.config)
        #expect(config.accessLevel == .public)
        #expect(config.ui == .swiftui)
        #expect(config.warningsAsErrors == true)
        #expect(config.imports == ["Combine", "DesignSystem"])
        // What the file leaves out keeps formc's own default.
        #expect(config.keyboardDefaults == KeyboardSettings(avoidance: .layoutGuide, distance: 20,
                                                            dismissOnTapOutside: false, dismissOnReturn: true))
        #expect(config.generatorOptions == GeneratorOptions(access: .public, ui: .swiftui,
                                                              imports: ["Combine", "DesignSystem"]))
    }

    @Test(arguments: ["", "# nothing configured yet\n", "\n  # indented comment\n\n"])
    func blankFileIsAnEmptyConfiguration(_ text: String) throws {
        let result = read(text)
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.config) == FormcConfig())
    }

    @Test func emptyConfigurationChangesNothing() throws {
        let config = try #require(read("{}\n").config)
        #expect(config.accessLevel == nil)
        #expect(config.warningsAsErrors == nil)
        #expect(config.ui == nil)
        #expect(config.generatorOptions == GeneratorOptions())
        #expect(config.generatorOptions.ui == .both)
        #expect(config.keyboardDefaults == KeyboardSettings())
    }

    @Test func diagnosticsPointIntoTheConfigurationFile() {
        let result = read("imports: [Combine]\nkeyboard: { distance: far }\n")
        #expect(result.config == nil)
        #expect(render(result.diagnostics)
                == "formc.yaml:2:23: error: expected a number, found the string 'far' [wrong-type]\n")
    }

    @Test(arguments: GeneratorOptions.UI.allCases)
    func readsEachUI(_ ui: GeneratorOptions.UI) throws {
        let result = read("ui: \(ui.rawValue)\n")
        #expect(result.diagnostics.isEmpty)
        let config = try #require(result.config)
        #expect(config.ui == ui)
        #expect(config.generatorOptions.ui == ui)
    }

    @Test(arguments: [
        ("ui: swfitui\n", "formc.yaml:1:5: error: 'swfitui' is not a valid user interface; did you mean 'swiftui'? "
            + "expected one of: uikit, swiftui, both [invalid-value]\n"),
        ("ui: UIKit\n", "formc.yaml:1:5: error: 'UIKit' is not a valid user interface; did you mean 'uikit'? "
            + "expected one of: uikit, swiftui, both [invalid-value]\n"),
        ("ui: all\n", "formc.yaml:1:5: error: 'all' is not a valid user interface; "
            + "expected one of: uikit, swiftui, both [invalid-value]\n"),
        ("imports: []\nui: true\n", "formc.yaml:2:5: error: 'true' is not a valid user interface; "
            + "expected one of: uikit, swiftui, both [invalid-value]\n"),
        ("ui: { swiftui: true }\n", "formc.yaml:1:5: error: expected a string, found a mapping [wrong-type]\n"),
    ])
    func badUIIsReportedAtItsValue(_ text: String, _ expected: String) {
        let result = read(text)
        #expect(result.config == nil)
        #expect(render(result.diagnostics) == expected)
    }
}
