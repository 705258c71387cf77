import Foundation
import FormcCLI
import FormcCore
import Testing

/// `formc preview` on real temporary directories.
@Suite struct PreviewCommandTests {
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "specs/login.form.yaml")
        try scratch.writeSpec(form: "Profile", label: "<b>Name</b>", to: "specs/nested/profile.form.yaml")
    }

    private var specs: String { scratch.path("specs") }
    private var out: String { scratch.path("out") }

    @Test func writesOnePagePerSpecAndAnIndex() throws {
        let run = scratch.formc(["preview", specs, "--output", out])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
        #expect(try scratch.list("out") == ["index.html", "login.form.html", "profile.form.html"])
        let page = try scratch.read("out/profile.form.html")
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("&lt;b&gt;Name&lt;/b&gt;") && !page.contains("<b>Name"))
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains(" src="), "self-contained")
        #expect(try scratch.read("out/index.html").contains("href=\"./login.form.html\""))
    }

    @Test func aProjectThatGeneratesOneUIPreviewsOnlyItsLook() throws {
        try scratch.write("ui: swiftui\n", to: "formc.yaml")
        let run = scratch.formc(["preview", specs, "--output", out, "--config", scratch.path("formc.yaml")])
        #expect(run.code == 0, "\(run.stderr)")
        let page = try scratch.read("out/login.form.html")
        #expect(page.contains("id=\"swiftui-field-0\""))
        #expect(!page.contains("id=\"uikit-field-0\""), "ui: swiftui draws no UIKit screen")
        #expect(try scratch.read("out/profile.form.html").contains("id=\"swiftui-field-0\""))
        let both = scratch.formc(["preview", specs, "--output", scratch.path("both")])
        #expect(both.code == 0)
        #expect(try scratch.read("both/login.form.html").contains("id=\"uikit-field-0\""), "both looks by default")
    }

    @Test func aSecondRunTouchesNothing() throws {
        #expect(scratch.formc(["preview", specs, "--output", out]).code == 0)
        let before = try scratch.identities("out")
        let run = scratch.formc(["preview", specs, "--output", out, "--verbose"])
        #expect(run.code == 0)
        #expect(try scratch.identities("out") == before)
        #expect(run.stdout == "unchanged \(out)/login.form.html\nunchanged \(out)/profile.form.html\nunchanged \(out)/index.html\n")
    }

    @Test func aSpecWithErrorsStillGetsItsPageAndTheRunFails() throws {
        try scratch.write("formc: 1\nform: Broken\nfields:\n  - { id: a, kind: txt, label: A }\n  - { id: b, kind: text, label: B }\n",
                          to: "specs/broken.form.yaml")
        let run = scratch.formc(["preview", specs, "--output", out])
        #expect(run.code == 1)
        #expect(run.stderr.contains("broken.form.yaml:4:20: error: 'txt' is not a valid field kind"))
        let page = try scratch.read("out/broken.form.html")
        #expect(page.contains("[invalid-value]") && page.contains("data-field=\"b\"") && !page.contains("data-field=\"a\""))
        #expect(try scratch.list("out").count == 4)
    }

    @Test func twoSpecsWithOnePageNameWriteNothing() throws {
        try scratch.writeSpec(form: "Other", to: "specs/other/login.form.yaml")
        let run = scratch.formc(["preview", specs, "--output", out])
        #expect(run.code == 2)
        #expect(run.stderr.contains("would both be written as 'login.form.html'"))
        #expect((try? scratch.list("out")) == nil)
    }

    @Test func usageErrors() {
        #expect(scratch.formc(["preview", "--output", out]).code == 2)
        let run = scratch.formc(["preview", specs])
        #expect(run.code == 2 && run.stderr.contains("missing option '--output'"))
    }
}

/// `formc strings` on real temporary directories.
@Suite struct StringsCommandTests {
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
        try scratch.write("""
            formc: 1
            form: Profile
            title: { key: profile.title, default: プロフィール }
            fields:
              - { id: name, kind: text, label: { key: name.label, default: 名前 } }

            """, to: "specs/profile.form.yaml")
    }

    @Test func writesACatalogAndMergesIntoIt() throws {
        let catalog = scratch.path("Localizable.xcstrings")
        let run = scratch.formc(["strings", scratch.path("specs"), "--output", catalog, "--source-language", "ja"])
        #expect(run.code == 0, "\(run.stderr)")
        let text = try scratch.read("Localizable.xcstrings")
        #expect(text.contains("\"sourceLanguage\" : \"ja\"") && text.contains("\"value\" : \"名前\""))
        #expect(text.contains("\"comment\" : \"Profile: label of field 'name'\""))

        // An app's own entry survives, and an unchanged run touches nothing.
        let withOwnEntry = text.replacingOccurrences(of: "\"strings\" : {", with: "\"strings\" : {\n    \"app.own\" : {},")
        try scratch.write(withOwnEntry, to: "Localizable.xcstrings")
        #expect(scratch.formc(["strings", scratch.path("specs"), "--output", catalog]).code == 0)
        let merged = try scratch.read("Localizable.xcstrings")
        #expect(merged.contains("\"app.own\" : {}") && merged.contains("\"name.label\""))
        let before = try scratch.identities(".")
        let again = scratch.formc(["strings", scratch.path("specs"), "--output", catalog, "--verbose"])
        #expect(again.stdout == "unchanged \(catalog) (2 keys)\n")
        #expect(try scratch.identities(".") == before)
    }

    @Test func writesAStringsFile() throws {
        let run = scratch.formc(["strings", scratch.path("specs"), "-o", scratch.path("Localizable.strings")])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(try scratch.read("Localizable.strings") == """
            /* Profile: label of field 'name' */
            "name.label" = "名前";

            /* Profile: title of the form */
            "profile.title" = "プロフィール";

            """)
    }

    @Test func aTableNoSpecUsesIsSaid() throws {
        let run = scratch.formc(["strings", scratch.path("specs"), "-o", scratch.path("Other.strings")])
        #expect(run.code == 0)
        #expect(run.stderr == "formc: warning: no spec looks its texts up in table 'Other' (they use 'Localizable'); give '--table'\n")
    }

    @Test func aBrokenCatalogIsLeftAlone() throws {
        try scratch.write("{ not json", to: "Localizable.xcstrings")
        let run = scratch.formc(["strings", scratch.path("specs"), "-o", scratch.path("Localizable.xcstrings")])
        #expect(run.code == 2)
        #expect(run.stderr.contains("cannot merge into") && run.stderr.contains("nothing was written"))
        #expect(try scratch.read("Localizable.xcstrings") == "{ not json")
    }

    @Test func anOutputOfAnotherKindIsAUsageError() {
        let run = scratch.formc(["strings", scratch.path("specs"), "-o", scratch.path("x.json")])
        #expect(run.code == 2 && run.stderr.contains("ends neither in '.xcstrings' nor in '.strings'"))
    }
}
