import Foundation
import FormcCore
import Testing

@Suite struct SARIFDiagnosticFormatterTests {
    private func log(_ diagnostics: [Diagnostic]) throws -> [String: Any] {
        let text = SARIFDiagnosticFormatter().format(diagnostics)
        #expect(text.hasSuffix("}\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func minimalValidLog() throws {
        let note = Diagnostic.Note(message: "first defined here", file: "Forms/a.form.yaml",
                                   location: SourceLocation(line: 2, column: 5))
        let log = try log([
            Fixtures.diagnostic(.error, .duplicateFieldID, "duplicate field id 'name'", file: "Forms/a.form.yaml",
                                line: 7, column: 9, notes: [note]),
            Fixtures.diagnostic(.warning, .unusedToolbar, "toolbar 'text' is used by no field",
                                file: "/abs/My Forms/b.form.yaml", line: 12, column: 3),
        ])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "formc")
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
                == ["duplicate-field-id", "unused-toolbar"])

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        #expect(results.map { $0["ruleId"] as? String } == ["duplicate-field-id", "unused-toolbar"])
        #expect((results[0]["message"] as? [String: Any])?["text"] as? String == "duplicate field id 'name'")

        func place(_ location: Any?) -> (String?, Int?, Int?) {
            let physical = (location as? [String: Any])?["physicalLocation"] as? [String: Any]
            let region = physical?["region"] as? [String: Any]
            return ((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String,
                    region?["startLine"] as? Int, region?["startColumn"] as? Int)
        }
        let first = place((results[0]["locations"] as? [Any])?.first)
        #expect(first.0 == "Forms/a.form.yaml" && first.1 == 7 && first.2 == 9)
        let related = place((results[0]["relatedLocations"] as? [Any])?.first)
        #expect(related.0 == "Forms/a.form.yaml" && related.1 == 2 && related.2 == 5)
        #expect(results[1]["relatedLocations"] == nil)
        #expect(place((results[1]["locations"] as? [Any])?.first).0 == "file:///abs/My%20Forms/b.form.yaml")
    }

    @Test func rulesCarryTheCatalogueExplanation() throws {
        let log = try log([Fixtures.diagnostic(.error, .duplicateFieldID, "duplicate field id 'name'",
                                               file: "a.form.yaml", line: 1, column: 1)])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rule = try #require((driver["rules"] as? [[String: Any]])?.first)
        let explanation = try #require(DiagnosticID.duplicateFieldID.explanation)
        #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == explanation.summary)
        #expect((rule["help"] as? [String: Any])?["text"] as? String == explanation.help)
    }

    @Test func everyCatalogueRuleIsExplained() {
        let unexplained = DiagnosticID.catalogue.filter { $0.explanation == nil }.map(\.rawValue)
        #expect(unexplained.isEmpty)
        for id in DiagnosticID.catalogue {
            guard let explanation = id.explanation else { continue }
            #expect(!explanation.summary.isEmpty && !explanation.summary.hasSuffix("."), "\(id)")
            #expect(explanation.help.hasSuffix("."), "\(id)")
        }
    }

    @Test func anIdOutsideTheCatalogueHasABareRule() throws {
        let log = try log([Fixtures.diagnostic(.error, DiagnosticID(rawValue: "not-a-rule"), "x",
                                               file: "a.form.yaml", line: 1, column: 1)])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rule = try #require((driver["rules"] as? [[String: Any]])?.first)
        #expect(rule.keys.sorted() == ["id"])
    }

    @Test func noDiagnosticsIsAnEmptyRun() throws {
        let run = try #require((try log([])["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
    }

    @Test func checkPrintsSARIFOnStandardOutput() {
        let run = Run(["check", "--format", "sarif", "Forms/Registration.form.yaml"],
                      files: FakeFileSystem(specs: ["Forms/Registration.form.yaml": "x"]),
                      compiler: Fixtures.compiler(["Forms/Registration.form.yaml": [Fixtures.diagnostic()]]))
        #expect(run.code == 1)
        #expect(run.stdout.contains("\"ruleId\": \"unknown-key\""))
        #expect(run.stderr.isEmpty)
    }
}
