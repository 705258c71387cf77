import Foundation
import Testing
@testable import FormcCLI
import FormcCore

/// `include:` on the real file system: files found relative to the spec, their
/// diagnostics positioned in them, and listed as inputs for Xcode.
@Suite struct IncludeCommandTests {
    static let spec = """
        formc: 1
        form: Order
        include: [../shared/lists.yaml]
        fields:
          - { id: size, kind: picker, label: サイズ, options: size }
          - { id: prefecture, kind: picker, label: 都道府県, options: prefecture }

        """

    @Test func anIncludedFileIsReadRelativeToTheSpecAndListedAsAnInput() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("options:\n  size: [{ value: s, label: S }, { value: m, label: M }]\n"
                          + "  prefecture: { builtin: jp_prefectures }\n", to: "Forms/shared/lists.yaml")
        try scratch.write(Self.spec, to: "Forms/orders/order.form.yaml")
        try scratch.write("", to: "formc.yaml")  // The project's root: includes may reach up to it.
        let check = scratch.formc(["check", scratch.path("Forms/orders/order.form.yaml")])
        #expect(check.code == 0, "\(check.stderr)")

        let generate = scratch.formc(["generate", scratch.path("Forms/orders"), "--output", scratch.path("out"),
                                      "--xcfilelist-inputs", scratch.path("inputs.xcfilelist")])
        #expect(generate.code == 0, "\(generate.stderr)")
        #expect(try scratch.read("inputs.xcfilelist").contains(scratch.path("Forms/shared/lists.yaml") + "\n"))
        #expect(try scratch.read("out/order.form.swift").contains("case tokyo = \"13\""))
    }

    @Test func problemsOfAnIncludedFileArePositionedInItAndExitOne() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("options:\n  size: [{ value: s, label: S }, { value: s, label: M }]\n  prefecture: { bultin: jp_prefectures }\n",
                          to: "Forms/shared/lists.yaml")
        try scratch.write(Self.spec, to: "Forms/orders/order.form.yaml")
        try scratch.write("", to: "formc.yaml")  // The project's root: includes may reach up to it.
        let check = scratch.formc(["check", scratch.path("Forms/orders/order.form.yaml")])
        #expect(check.code == 1)
        #expect(check.stderr.contains(scratch.path("Forms/shared/lists.yaml") + ":2:43: error: duplicate value 's'"), "\(check.stderr)")
        #expect(check.stderr.contains(scratch.path("Forms/shared/lists.yaml") + ":3:17: error: unknown key 'bultin'"))
    }

    @Test func aMissingDirectoryOrHugeIncludeIsASpecErrorNotACrash() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(Self.spec, to: "Forms/orders/order.form.yaml")
        try scratch.write("", to: "formc.yaml")  // The project's root: includes may reach up to it.
        var check = scratch.formc(["check", scratch.path("Forms/orders/order.form.yaml")])
        #expect(check.code == 1)
        #expect(check.stderr.contains("order.form.yaml:3:11: error: cannot include '../shared/lists.yaml': no such file or directory [include-not-readable]"),
                "\(check.stderr)")
        try FileManager.default.createDirectory(atPath: scratch.path("Forms/shared/lists.yaml"), withIntermediateDirectories: true)
        check = scratch.formc(["check", scratch.path("Forms/orders/order.form.yaml")])
        #expect(check.code == 1)
        #expect(check.stderr.contains("is a directory [include-not-readable]"), "\(check.stderr)")
    }

    /// Hostile round 4, item 14: an include reads nothing outside the spec's project,
    /// names only YAML files, and a file that is not an option-list file is never quoted.
    @Test func anIncludeStaysInsideItsProjectAndQuotesNothingElse() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("https://user:secret-token@example.com\n", to: "outside.yaml")
        try scratch.write("https://user:secret-token@example.com\n", to: "project/.git-credentials")
        try scratch.write("API_KEY: secret-token\n", to: "project/Forms/env.yaml")
        try scratch.write("", to: "project/Package.swift")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("project/Forms/link.yaml"),
                                                   withDestinationPath: scratch.path("outside.yaml"))
        try scratch.write("""
            formc: 1
            form: Order
            include: [../../outside.yaml, ../.git-credentials, env.yaml, link.yaml]
            fields:
              - { id: size, kind: text, label: サイズ }

            """, to: "project/Forms/order.form.yaml")
        let check = scratch.formc(["check", scratch.path("project/Forms/order.form.yaml")])
        #expect(check.code == 1)
        #expect(!check.stderr.contains("secret-token") && !check.stderr.contains("API_KEY"), "\(check.stderr)")
        #expect(check.stderr.contains("cannot include '../../outside.yaml': it lies outside the spec's project"))
        #expect(check.stderr.contains("'../.git-credentials' is not a YAML file"))
        #expect(check.stderr.contains("env.yaml:1:1: error: this is not an option-list file"))
        #expect(check.stderr.contains("cannot include 'link.yaml': it lies outside the spec's project"), "\(check.stderr)")
        // Up to the project's root is fine: the folder holding Package.swift.
        try scratch.write("options:\n  size: [{ value: s, label: S }, { value: m, label: M }]\n", to: "project/shared/lists.yaml")
        try scratch.write(Self.spec.replacingOccurrences(of: "../shared/lists.yaml", with: "../../shared/lists.yaml")
                            .replacingOccurrences(of: "  - { id: prefecture, kind: picker, label: 都道府県, options: prefecture }\n", with: ""),
                          to: "project/Forms/orders/order.form.yaml")
        let inside = scratch.formc(["check", scratch.path("project/Forms/orders/order.form.yaml")])
        #expect(inside.code == 0, "\(inside.stderr)")
    }
}
