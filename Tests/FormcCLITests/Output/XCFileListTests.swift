import Foundation
import Testing
@testable import FormcCLI
import FormcCore

/// Xcode file lists: their text, and how `generate --xcfilelist-*` writes them.
@Suite struct XCFileListTests {
    @Test func pathsUnderABuildSettingAreWrittenRelativeToIt() {
        let list = XCFileList(paths: ["Forms/login.form.yaml", "/tmp/DerivedData/formc/login.form.swift", "/etc/other"],
                              currentDirectory: "/Users/me/App",
                              environment: ["SRCROOT": "/Users/me/App", "DERIVED_FILE_DIR": "/tmp/DerivedData"])
        #expect(list.contents == """
            $(SRCROOT)/Forms/login.form.yaml
            $(DERIVED_FILE_DIR)/formc/login.form.swift
            /etc/other

            """)
    }

    @Test func theMostSpecificSettingWins() {
        // Derived files often live inside the project folder.
        let list = XCFileList(paths: ["/p/build/gen/a.swift", "/p/Forms/a.form.yaml"], currentDirectory: "/",
                              environment: ["SRCROOT": "/p", "DERIVED_FILE_DIR": "/p/build/gen"])
        #expect(list.lines == ["$(DERIVED_FILE_DIR)/a.swift", "$(SRCROOT)/Forms/a.form.yaml"])
    }

    @Test func pathsAreMadeAbsoluteAndNormalized() {
        let list = XCFileList(paths: ["./Forms/../Forms/a.form.yaml", "/x//y/./z"], currentDirectory: "/p/", environment: [:])
        #expect(list.lines == ["/p/Forms/a.form.yaml", "/x/y/z"])
    }

    @Test func aSettingIsAPrefixOfWholeComponentsOnly() {
        let list = XCFileList(paths: ["/p2/a.form.yaml"], currentDirectory: "/", environment: ["SRCROOT": "/p"])
        #expect(list.lines == ["/p2/a.form.yaml"])
    }

    @Test func relativeBuildSettingsAreIgnored() {
        let list = XCFileList(paths: ["/p/a.form.yaml"], currentDirectory: "/", environment: ["SRCROOT": "p"])
        #expect(list.lines == ["/p/a.form.yaml"])
    }

    @Test func generateWritesBothListsAndRewritesThemOnlyWhenTheyChange() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "Forms/login.form.yaml")
        try scratch.writeSpec(form: "Signup", to: "Forms/Deep/signup.form.yaml")
        let arguments = ["generate", scratch.path("Forms"), "--output", scratch.path("out"),
                         "--xcfilelist-inputs", scratch.path("lists/inputs.xcfilelist"),
                         "--xcfilelist-outputs", scratch.path("lists/outputs.xcfilelist")]
        let first = scratch.formc(arguments)
        #expect(first.code == 0, "\(first.stderr)")
        // The folder and the folders below it come first: a spec added to one of them is then caught.
        #expect(try scratch.read("lists/inputs.xcfilelist")
                == ["Forms", "Forms/Deep", "Forms/Deep/signup.form.yaml", "Forms/login.form.yaml"]
                    .map { scratch.path($0) + "\n" }.joined())
        #expect(try scratch.read("lists/outputs.xcfilelist")
                == ["login.form.swift", "signup.form.swift"].map { scratch.path("out/\($0)") + "\n" }.joined())

        let before = try scratch.identities("lists")
        #expect(scratch.formc(arguments).code == 0)
        #expect(try scratch.identities("lists") == before, "unchanged lists are not rewritten")

        try scratch.writeSpec(form: "Extra", to: "Forms/extra.form.yaml")
        #expect(scratch.formc(arguments).code == 0)
        #expect(try scratch.read("lists/inputs.xcfilelist").contains("extra.form.yaml"))
        #expect(try scratch.list("lists") == ["inputs.xcfilelist", "outputs.xcfilelist"], "no temporary file left")
    }

    @Test func theConfigurationIsAnInput() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "login.form.yaml")
        try scratch.write("access_level: public\n", to: "formc.yaml")
        let run = scratch.formc(["generate", scratch.path("login.form.yaml"), "--config", scratch.path("formc.yaml"),
                                 "--output", scratch.path("out"), "--xcfilelist-inputs", scratch.path("in.xcfilelist")])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(try scratch.read("in.xcfilelist").hasSuffix(scratch.path("formc.yaml") + "\n"))
    }

    @Test func specErrorsWriteNoList() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("formc: 1\nform: Bad\nfields: []\n", to: "bad.form.yaml")
        let run = scratch.formc(["generate", scratch.path("bad.form.yaml"), "--output", scratch.path("out"),
                                 "--xcfilelist-outputs", scratch.path("out.xcfilelist")])
        #expect(run.code == 1)
        #expect(!scratch.exists("out.xcfilelist"))
    }

    @Test func dryRunReportsTheListsAndWritesNothing() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "login.form.yaml")
        let run = scratch.formc(["generate", scratch.path("login.form.yaml"), "--output", scratch.path("out"),
                                 "--xcfilelist-outputs", scratch.path("out.xcfilelist"), "--dry-run"])
        #expect(run.code == 0)
        #expect(run.stdout.contains("create \(scratch.path("out.xcfilelist"))\n"))
        #expect(!scratch.exists("out.xcfilelist"))
    }

    @Test func aDirectoryPathIsAUsageError() {
        let run = Run(["generate", "a.form.yaml", "--output", "out", "--xcfilelist-inputs", "lists/"])
        #expect(run.code == 2)
        #expect(run.stderr.contains("'--xcfilelist-inputs' needs a file path, not 'lists/'"))
    }
}
