import Foundation
import FormcRuntime
import Testing
@testable import FormcCore

/// The preview page of every example and of the preview fixtures (a spec with
/// errors, one that is not YAML, hostile and right-to-left texts), byte for
/// byte, and the index. `scripts/preview-check` loads the same pages in
/// Chromium. Re-record with `FORMC_RECORD=1 swift test`.
@Suite struct PreviewGoldenTests {
    static let examples = Fixtures.repository.appendingPathComponent("examples")
    static let previewFixtures = Fixtures.repository.appendingPathComponent("Tests/Fixtures/preview")
    static let goldenFolder = Fixtures.root.appendingPathComponent("preview")

    /// Every spec, compiled as `formc preview` does: the partial model when it has errors.
    static func previewedSpecs() throws -> [HTMLPreview.Spec] {
        let specs = Fixtures.specs(in: examples).map { ("examples", $0) }
            + Fixtures.specs(in: previewFixtures).map { ("Tests/Fixtures/preview", $0) }
        return try specs.map { folder, spec in
            let path = "\(folder)/\(spec.lastPathComponent)"
            let result = Fixtures.repositoryCompiler.compile(try Fixtures.bytes(spec), path: path)
            return HTMLPreview.Spec(path: path, model: result.partialModel, diagnostics: result.diagnostics)
        }
    }

    @Test func pagesMatchGoldenFiles() throws {
        let files = HTMLPreview.files(for: try Self.previewedSpecs())
        for file in files {
            try Golden.check(file.contents, against: Self.goldenFolder.appendingPathComponent(file.name))
        }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path).filter { $0.hasSuffix(".html") }
        #expect(Set(onDisk) == Set(files.map(\.name)), "stale golden files")
    }

    @Test func previewIsDeterministic() throws {
        #expect(HTMLPreview.files(for: try Self.previewedSpecs()) == HTMLPreview.files(for: try Self.previewedSpecs()))
    }

    @Test func aSpecWithErrorsShowsItsDiagnosticsAndTheFieldsThatCouldBeChecked() throws {
        let spec = try #require(try Self.previewedSpecs().first { $0.path.hasSuffix("broken.form.yaml") })
        let html = HTMLPreview.page(for: spec).contents
        #expect(html.contains("Tests/Fixtures/preview/broken.form.yaml:8:22:"))
        #expect(html.contains("[invalid-value]"))
        #expect(html.contains("the form is drawn as far as it could be checked"))
        #expect(html.contains("data-field=\"name\"") && html.contains("data-field=\"comment\""))
        #expect(!html.contains("data-field=\"age\""))
    }

    @Test func aSpecThatCannotBeModelledGetsOnlyItsDiagnostics() throws {
        let spec = try #require(try Self.previewedSpecs().first { $0.path.hasSuffix("unreadable.form.yaml") })
        #expect(spec.model == nil)
        let html = HTMLPreview.page(for: spec).contents
        #expect(html.contains("[yaml-syntax]") && html.contains("nothing could be drawn"))
        #expect(!html.contains("class=\"phone\""))
    }

    @Test func eachLookHasOneRowPerFieldInFormOrderWithItsLabel() throws {
        for spec in try Self.previewedSpecs() {
            guard let model = spec.model else { continue }
            let html = HTMLPreview.page(for: spec).contents
            for look in PreviewLook.all {
                // The look's panel, up to the next one (or the details beside them).
                let panel = html.components(separatedBy: "data-look=\"\(look.rawValue)\"").dropFirst().first?
                    .components(separatedBy: "<section class=\"look\"").first?.components(separatedBy: "<div class=\"details\">").first ?? ""
                // `<div class="row" …`, `<div class="row inline" …`, `<div class="row stacked" …`.
                let rows = panel.components(separatedBy: "<div class=\"row").dropFirst()
                    .compactMap { row in row.components(separatedBy: "data-field=\"").dropFirst().first?.components(separatedBy: "\"").first }
                #expect(rows == model.fields.map { HTMLEscaper.escape($0.id) }, "\(spec.path) \(look)")
                for (index, field) in model.fields.enumerated() {
                    // The label as text, its links (`[text](url)`) as `<a>`.
                    var label = HTMLBuilder()
                    label.linkedSpecText(field.label.text)
                    #expect(panel.contains("id=\"\(look.rawValue)-label-\(index)\">\(label.html)"),
                            "\(spec.path) \(look): the label of \(field.id)")
                }
            }
        }
    }

    /// The bad-input corpus, the diagnostics fixtures and the hostile inputs built at test
    /// time: each still gets a page, with every error of the spec on it.
    @Test func everyBadSpecStillGetsAPage() throws {
        var inputs: [(name: String, bytes: [UInt8], limits: YAMLLimits)] = []
        for folder in ["invalid", "diagnostics"] {
            for spec in Fixtures.specs(in: Fixtures.root.appendingPathComponent(folder)) {
                inputs.append((spec.lastPathComponent, try Fixtures.bytes(spec), .default))
            }
        }
        inputs += HostileInput.all.map { ($0.name, $0.bytes(), $0.limits) }
        #expect(inputs.count > 100)
        for input in inputs {
            let result = FormCompiler(limits: input.limits).compile(input.bytes, path: input.name)
            let html = HTMLPreview.page(for: HTMLPreview.Spec(path: input.name, model: result.partialModel,
                                                             diagnostics: result.diagnostics)).contents
            #expect(html.hasSuffix("</html>\n"), "\(input.name)")
            for diagnostic in result.diagnostics.prefix(3) where diagnostic.severity == .error {
                #expect(html.contains("[\(diagnostic.id.rawValue)]"), "\(input.name)")
            }
        }
    }

    @Test func pageNamesFollowTheSpecFile() {
        #expect(HTMLPreview.pageName(forSpecPath: "Forms/registration.form.yaml") == "registration.form.html")
        #expect(HTMLPreview.pageName(forSpecPath: "a.yml") == "a.html")
        #expect(PreviewIndex.relativeURL("a#b c.form.html") == "./a%23b%20c.form.html")
        #expect(PreviewIndex.relativeURL("住所.html") == "./%E4%BD%8F%E6%89%80.html")
    }

    @Test func defaultMessagesAreTheRuntimesStandardOnes() throws {
        let spec = try #require(try Self.previewedSpecs().first { $0.path.hasSuffix("broken.form.yaml") })
        let html = HTMLPreview.page(for: spec).contents
        #expect(html.contains(FormcMessages(language: .en).text(.required, label: "Name")))
        #expect(html.contains("(standard message)"))
    }
}
