import Foundation
import Testing
@testable import FormcCore

/// What `formc strings` exports: the keys of a table, merged into String
/// Catalogs as Xcode lays them out, or written as a `.strings` file.
@Suite struct LocalizationExportTests {
    static func model(_ name: String, table: String? = nil, label: LocalizableText,
                      message: LocalizableText? = nil) -> FormModel {
        FormModel(formatVersion: 1, name: name, swiftNames: FormSwiftNames(form: "\(name)Form", binder: "\(name)FormBinder"),
                  sourcePath: "\(name.lowercased()).form.yaml", title: LocalizableText("Title", key: "\(name.lowercased()).title"),
                  localization: Localization(table: table), optionLists: [
                    OptionList(name: "plan", swiftName: "Plan", items: [
                        OptionItem(value: "free", label: LocalizableText("Free", key: "plan.free"), swiftName: "free"),
                        OptionItem(value: "pro", label: LocalizableText("Pro"), swiftName: "pro"),
                    ]),
                  ],
                  toolbars: [Toolbar(name: "bar", items: [ToolbarItem(kind: .flexibleSpace),
                                                          ToolbarItem(kind: .done, title: LocalizableText("Done", key: "common.done"))])],
                  keyboard: KeyboardSettings(),
                  fields: [Field(id: "name", swiftName: "name", kind: .text, label: label,
                                 placeholder: LocalizableText("Jane", key: "name.placeholder"),
                                 validation: Validation(required: Rule(true, message: message), maxLength: Rule(9)),
                                 toolbar: "bar", optionList: nil)])
    }

    @Test func everyKeyedTextIsListedInFormOrderWithItsPlace() {
        let model = Self.model("Profile", label: LocalizableText("Name", key: "name.label"),
                               message: LocalizableText("Enter your name", key: "name.required"))
        #expect(model.localizedTexts.map(\.key) == ["profile.title", "name.label", "name.placeholder", "name.required",
                                                    "common.done", "plan.free"])
        #expect(model.localizedTexts.map(\.comment) == [
            "Profile: title of the form", "Profile: label of field 'name'", "Profile: placeholder of field 'name'",
            "Profile: message of rule 'required' of field 'name'", "Profile: title of item 2 ('done') of toolbar 'bar'",
            "Profile: label of option 'free' of list 'plan'",
        ])
    }

    /// Section headers and footers, the submit title, a none row and reveal-toggle labels are exported too.
    @Test func sectionsSubmitAndControlTextsAreListed() {
        var model = Self.model("Profile", label: LocalizableText("Name"))
        model.sections = [FormSection(id: "you", swiftName: "you", header: LocalizableText("You", key: "you.header"),
                                      footer: LocalizableText("Private", key: "you.footer"), fields: ["name"])]
        model.submit = SubmitSettings(title: LocalizableText("Send", key: "profile.send"))
        model.fields[0].noneRow = LocalizableText("None", key: "name.none")
        model.fields[0].revealToggle = RevealToggle(showLabel: LocalizableText("Show", key: "pw.show"))
        #expect(model.localizedTexts.map(\.key) == ["profile.title", "you.header", "you.footer", "name.placeholder",
                                                    "name.none", "pw.show", "profile.send", "common.done", "plan.free"])
        #expect(model.localizedTexts.first { $0.key == "profile.send" }?.comment == "Profile: title of the submit button")
    }

    @Test func onlyTheTablesFormsAreExportedAndSharedKeysOnce() {
        let models = [Self.model("Profile", label: LocalizableText("Name", key: "name.label")),
                      Self.model("Other", table: "Other", label: LocalizableText("X", key: "x")),
                      Self.model("Signup", label: LocalizableText("Name", key: "name.label"))]
        let export = LocalizationExport(models: models, table: "Localizable")
        #expect(export.diagnostics.isEmpty)
        #expect(export.entries.map(\.key) == ["common.done", "name.label", "name.placeholder", "plan.free",
                                              "profile.title", "signup.title"])
        #expect(export.entries.first { $0.key == "name.label" }?.comment
                == "Profile: label of field 'name'; Signup: label of field 'name'")
    }

    @Test func aKeyWithTwoDefaultsIsAnError() {
        let models = [Self.model("Profile", label: LocalizableText("Name", key: "name.label")),
                      Self.model("Signup", label: LocalizableText("Full name", key: "name.label"))]
        let export = LocalizationExport(models: models, table: "Localizable")
        #expect(export.diagnostics.map(\.id) == [.localizationConflict])
        #expect(export.diagnostics.first?.file == "signup.form.yaml")
        #expect(export.diagnostics.first?.message == "localization key 'name.label' has the default 'Full name' here "
                + "but 'Name' where it is first used; give both one default, or one of them another key "
                + "(Signup: label of field 'name')")
        #expect(export.diagnostics.first?.notes.first?.file == "profile.form.yaml")
        #expect(export.entries.first { $0.key == "name.label" }?.defaultText == "Name")
        #expect(DiagnosticID.localizationConflict.explanation != nil)
    }

    /// The fixture of `localization-conflict`: two specs of one table, one key, two defaults.
    @Test func conflictFixtureYieldsItsDiagnostics() throws {
        let folder = Fixtures.repository.appendingPathComponent("Tests/Fixtures/strings")
        let models = try Fixtures.specs(in: folder).map { spec in
            let path = "Tests/Fixtures/strings/\(spec.lastPathComponent)"
            return try #require(FormCompiler().compile(try Fixtures.bytes(spec), path: path).model)
        }
        let export = LocalizationExport(models: models, table: "Localizable")
        try Golden.check(render(export.diagnostics), against: folder.appendingPathComponent("conflict.diagnostics"))
        #expect(export.entries.map(\.key) == ["common.name"])
    }

    static let export = LocalizationExport(models: [Self.model("Profile", label: LocalizableText("Name \"x\"\n", key: "name.label"))],
                                           table: "Localizable")

    @Test func aNewCatalogIsXcodesLayout() throws {
        let text = try StringCatalog.merge(Self.export, into: nil, sourceLanguage: "ja")
        #expect(text.hasPrefix("""
            {
              "sourceLanguage" : "ja",
              "strings" : {
                "common.done" : {
                  "comment" : "Profile: title of item 2 ('done') of toolbar 'bar'",
                  "extractionState" : "manual",
                  "localizations" : {
                    "ja" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Done"
                      }
                    }
                  }
                },
            """))
        #expect(text.contains(#""value" : "Name \"x\"\n""#))
        #expect(text.hasSuffix("  },\n  \"version\" : \"1.0\"\n}\n"))
        #expect(try StringCatalog.merge(Self.export, into: Array(text.utf8), sourceLanguage: nil) == text, "merging again changes nothing")
    }

    @Test func mergingKeepsOtherEntriesAndTranslationsAndFlagsChangedSources() throws {
        let existing = """
            {"sourceLanguage":"en","version":"1.1","strings":{
              "app.other":{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"new","value":"Keep \\u00e9"}}}},
              "name.label":{"comment":"old","localizations":{
                "en":{"stringUnit":{"state":"translated","value":"Old name"}},
                "ja":{"stringUnit":{"state":"translated","value":"名前"}},
                "de":{"stringUnit":{"state":"new","value":"Name"}}}}}}
            """
        let text = try StringCatalog.merge(Self.export, into: Array(existing.utf8), sourceLanguage: nil)
        let merged = try JSONParser.parse(Array(text.utf8))
        #expect(merged["version"]?.string == "1.1")
        #expect(merged["strings"]?["app.other"]?.xcodeText() == (try JSONParser.parse(Array(
            #"{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"new","value":"Keep é"}}}}"#.utf8))).xcodeText())
        let name = merged["strings"]?["name.label"]
        #expect(name?["comment"]?.string == "Profile: label of field 'name'")
        #expect(name?["extractionState"]?.string == "manual")
        #expect(name?["localizations"]?["en"]?["stringUnit"]?["value"]?.string == "Name \"x\"\n")
        #expect(name?["localizations"]?["ja"]?["stringUnit"]?["state"]?.string == "needs_review")
        #expect(name?["localizations"]?["ja"]?["stringUnit"]?["value"]?.string == "名前")
        #expect(name?["localizations"]?["de"]?["stringUnit"]?["state"]?.string == "new")
    }

    @Test func catalogsThatCannotBeMergedIntoAreRefused() {
        #expect(throws: StringCatalog.Failure.self) { try StringCatalog.merge(Self.export, into: Array("{".utf8), sourceLanguage: nil) }
        #expect(throws: StringCatalog.Failure.self) { try StringCatalog.merge(Self.export, into: Array("[]".utf8), sourceLanguage: nil) }
        #expect(throws: StringCatalog.Failure.self) {
            try StringCatalog.merge(Self.export, into: Array(#"{"sourceLanguage":"en","strings":{}}"#.utf8), sourceLanguage: "ja")
        }
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: StringCatalog.Failure.self) { try StringCatalog.merge(Self.export, into: Array(deep.utf8), sourceLanguage: nil) }
    }

    /// Issue 23, item 4: a key written twice lost its first entry silently.
    @Test func aKeyWrittenTwiceIsRefusedNamingBothPlaces() {
        let existing = """
            {"sourceLanguage":"en","strings":{
              "app.other":{"comment":"first"},
              "app.other":{"comment":"second"}},"version":"1.0"}
            """
        #expect {
            try StringCatalog.merge(Self.export, into: Array(existing.utf8), sourceLanguage: nil)
        } throws: { error in
            (error as? StringCatalog.Failure)?.message
                == "the key 'app.other' is written twice, at line 2, column 3 and at line 3, column 3; formc would keep only one of the two"
        }
        // Nested too, and keys equal as Swift strings (canonically) count as one key.
        let nested = #"{"strings":{"k":{"localizations":{"caf\u00e9":{},"cafe\u0301":{}}}}}"#
        #expect(throws: StringCatalog.Failure.self) { try StringCatalog.merge(Self.export, into: Array(nested.utf8), sourceLanguage: nil) }
    }

    /// Issue 23, item 4: an entry formc does not own comes back as the same JSON value, whatever it holds.
    @Test func entriesFormcDoesNotOwnSurviveAsTheyWere() throws {
        let other = #"{"comment":"\u00e9\ud83d\ude00 \" \\ \/","extractionState":"stale","x":[1.50,-0,1e400,2E-3,true,null,{}],"#
            + #""localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"%lld"}}}}}}}"#
        let existing = #"{"sourceLanguage":"en","strings":{"zz.kept":"# + other + "}}"
        let text = try StringCatalog.merge(Self.export, into: Array(existing.utf8), sourceLanguage: nil)
        let kept = try JSONParser.parse(Array(text.utf8))["strings"]?["zz.kept"]
        #expect(kept?.xcodeText() == (try JSONParser.parse(Array(other.utf8))).xcodeText())
        #expect(text.contains(#""x" : ["#) && text.contains("1.50") && text.contains("1e400") && text.contains("2E-3"))
    }

    @Test func theParserReadsWhatJSONAllows() throws {
        let value = try JSONParser.parse(Array(#" {"a" : [1, -2.5e3, true, false, null, "\ud83d\ude00\/\t"]} "#.utf8))
        #expect(value == .object([("a", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null,
                                                   .string("😀/\t")]))]))
        for bad in ["", "{\"a\"}", "[1,]", "\"\u{1}\"", "01x", "\"\\ud800\"", "tru"] {
            #expect(throws: JSONParser.Failure.self, "\(bad)") { try JSONParser.parse(Array(bad.utf8)) }
        }
    }

    @Test func aStringsFileListsEveryKeyWithItsComment() {
        #expect(StringsFile.text(Self.export).hasPrefix("""
            /* Profile: title of item 2 ('done') of toolbar 'bar' */
            "common.done" = "Done";

            /* Profile: label of field 'name' */
            "name.label" = "Name \\"x\\"\\n";

            """))
    }
}
